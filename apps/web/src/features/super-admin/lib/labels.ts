/* Darker text than the shared success/warning badges: small badge text needs 4.5:1 contrast (axe). */
const GREEN = 'border-transparent bg-green-100 text-green-800 dark:bg-green-500/15 dark:text-green-300';
const AMBER = 'border-transparent bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-300';
const BLUE = 'border-transparent bg-blue-100 text-blue-800 dark:bg-blue-500/15 dark:text-blue-300';
const RED = 'border-transparent bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300';
const GREY = 'border-transparent bg-secondary text-secondary-foreground';
// These classes go on Badge's default variant (filled primary): the outline look has to clear its fill and
// border too, or the dark text lands on the primary fill (axe color-contrast on the "Unknown" health badge).
const OUTLINE = 'border-border bg-transparent text-foreground';

export const PLAN_CLASSES: Record<string, string> = {
  basic: GREY,
  starter: GREY,
  pro: BLUE,
  professional: BLUE,
  enterprise: 'border-transparent bg-primary text-primary-foreground',
};

export const STATUS_CLASSES: Record<string, string> = {
  active: GREEN,
  suspended: RED,
  pending: AMBER,
  cancelled: OUTLINE,
};

/** Billing states: past due and cancelled need an operator (Payment Issues). */
export const BILLING_CLASSES: Record<string, string> = {
  trial: BLUE,
  active: GREEN,
  past_due: RED,
  cancelled: GREY,
};

export const HEALTH_CLASSES: Record<string, string> = { healthy: GREEN, warning: AMBER, critical: RED };
export const UNKNOWN_CLASSES = OUTLINE;

export const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).replace(/_/g, ' ');

/** Super-admin screens offer member, manager and admin (spec part 2 §6). */
export const CONSOLE_ROLES = ['member', 'manager', 'admin'] as const;

/** The product domain of the subdomain form (spec: slug plus the product domain). */
export const PRODUCT_DOMAIN = 'tradeworks.app';

export function fullName(first: string | null, last: string | null): string {
  return [first, last].filter(Boolean).join(' ');
}
