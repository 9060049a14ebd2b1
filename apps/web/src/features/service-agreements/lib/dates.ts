import { formatDate } from '@/lib/format';

/** A date-only value (YYYY-MM-DD) as "Mar 2, 2026" (lib/format: a calendar day, no zone moves it). */
export const formatDay = (date: string | null | undefined): string => (date ? formatDate(date) : '—');

/** Today in the browser's time zone, YYYY-MM-DD (the default start date of a new agreement). */
export function todayLocal(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** date + 1 year − 1 day: the default end of a one-year term. */
export function oneYearTermEnd(start: string): string {
  const [y, m, d] = start.split('-').map(Number);
  const end = new Date(Date.UTC(y + 1, m - 1, d - 1));
  return end.toISOString().slice(0, 10);
}
