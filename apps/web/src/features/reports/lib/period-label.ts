import type { RevenueGroup } from '@tradeworks/contracts/reports';

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "Mar 2026" for a month, "Mar 2" for a day or a week's first day (calendar dates, read as UTC days). */
export function periodLabel(start: string, groupBy: RevenueGroup): string {
  const date = new Date(`${start}T00:00:00Z`);
  return groupBy === 'month' ? MONTH.format(date) : DAY.format(date);
}
