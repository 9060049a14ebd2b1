import { formatDate } from '@/lib/format';
import { zonedDate } from '@tradeworks/contracts/zone-clock';

/** A date-only value (YYYY-MM-DD) as "Mar 2, 2026" (lib/format: a calendar day, no zone moves it). */
export const formatDay = (date: string | null | undefined): string => (date ? formatDate(date) : '—');

/** Today on the organization's clock, YYYY-MM-DD (the default start date of a new agreement). */
export const organizationToday = (timeZone: string): string => zonedDate(Date.now(), timeZone);

/** date + 1 year − 1 day: the default end of a one-year term. */
export function oneYearTermEnd(start: string): string {
  const [y, m, d] = start.split('-').map(Number);
  const end = new Date(Date.UTC(y + 1, m - 1, d - 1));
  return end.toISOString().slice(0, 10);
}
