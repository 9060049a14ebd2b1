import type { BadgeProps } from '@/components/ui/badge';

export const PLAN_VARIANT: Record<string, BadgeProps['variant']> = {
  basic: 'secondary',
  starter: 'secondary',
  pro: 'info',
  professional: 'info',
  enterprise: 'default',
};

export const STATUS_VARIANT: Record<string, BadgeProps['variant']> = {
  active: 'success',
  suspended: 'destructive',
  pending: 'warning',
  cancelled: 'outline',
};

export const HEALTH_VARIANT: Record<string, BadgeProps['variant']> = {
  healthy: 'success',
  warning: 'warning',
  critical: 'destructive',
};

export const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).replace(/_/g, ' ');

/** Super-admin screens offer member, manager and admin (spec part 2 §6). */
export const CONSOLE_ROLES = ['member', 'manager', 'admin'] as const;

/** The product domain of the subdomain form (spec: slug plus the product domain). */
export const PRODUCT_DOMAIN = 'tradeworks.app';

export function fullName(first: string | null, last: string | null): string {
  return [first, last].filter(Boolean).join(' ');
}
