import { formatDisplayDate, formatDisplayDateTime } from '@tradeworks/contracts/display-format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "just now", "5 min ago", "2 hours ago", "3 days ago", else the date. */
export function formatRelativeTime(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  const diff = now.getTime() - then.getTime();
  if (Number.isNaN(diff)) return '';
  if (diff < MINUTE) return 'just now';
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)} min ago`;
  if (diff < DAY) {
    const hours = Math.floor(diff / HOUR);
    return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  }
  if (diff < 7 * DAY) {
    const days = Math.floor(diff / DAY);
    return days === 1 ? 'yesterday' : `${days} days ago`;
  }
  return formatDate(iso);
}

/**
 * THE date format of the screens, shared with the PDFs, e-mails and alerts (contracts/display-format.ts):
 * "Nov 24, 2026". A YYYY-MM-DD date is that calendar day; a timestamp is its day in the user's zone.
 */
export function formatDate(value: string | null | undefined): string {
  return formatDisplayDate(value);
}

/** "Nov 24, 2026, 2:30 PM" — a moment with its time, in the user's zone. */
export function formatDateTime(value: string | null | undefined): string {
  return formatDisplayDateTime(value);
}

/**
 * "Nov 24, 2026, 9:00 AM" — when a job or visit happens, on the organization's clock (`timeZone`, from
 * `useOrganizationClock()`), so a 9:00 Chicago visit reads 9:00 on any device. `zoneName` adds the zone's
 * short name ("9:00 AM CST"): pass `differsFromDevice`, so a reader elsewhere sees which clock it is.
 * Personal and record times (signed in, sent, audited) stay on the device's clock: `formatDateTime`.
 */
export function formatVisitTime(
  value: string | null | undefined,
  timeZone: string,
  { zoneName = false }: { zoneName?: boolean } = {},
): string {
  return formatDisplayDateTime(value, { timeZone, zoneName });
}

export function formatLongDate(date: Date): string {
  return date.toLocaleDateString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

export function initials(first?: string | null, last?: string | null, email?: string | null): string {
  const fromName = `${first?.trim()[0] ?? ''}${last?.trim()[0] ?? ''}`;
  if (fromName) return fromName.toUpperCase();
  return (email?.trim()[0] ?? 'U').toUpperCase();
}
