import { centsToString, toCents } from './money';
import { splitAmount, type BillingSchedule } from './service-agreements';
import { addDays } from './zone-clock';

/**
 * The calendar of an agreement: visit dates from its start date and frequency, billing periods from its
 * billing schedule, and the next term's dates. Dates are YYYY-MM-DD; every occurrence is computed from the
 * start date (never from the previous one), so a start on the 31st stays on month ends without drifting.
 * Shared by the API (generator) and the web (the back-billing question).
 */

/**
 * What saving an agreement invoices at once: the billing periods that have begun by `today` (YYYY-MM-DD on the
 * organization's clock) and their total — the web asks before such back-billing of a past start date.
 */
export function backBilling(
  term: Parameters<typeof billingPeriods>[0] & { value: string },
  today: string,
): { periods: number; total: string } {
  const periods = billingPeriods(term);
  const amounts = splitAmount(term.value, periods.length);
  const begun = periods.flatMap((p, i) => (p.start <= today ? [amounts[i]] : []));
  return { periods: begun.length, total: centsToString(begun.reduce((sum, a) => sum + toCents(a), 0n)) };
}

const MONTHS: Record<string, number> = { Monthly: 1, Quarterly: 3, Annually: 12 };
const BILLING_MONTHS: Record<string, number> = { monthly: 1, quarterly: 3, annually: 12 };

/** date + n months; a day the target month lacks becomes its last day (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/** The k-th occurrence (k ≥ 0) of a frequency from the start; null for As Needed or an unknown frequency. */
function occurrence(start: string, frequency: string | null, k: number): string | null {
  if (frequency === 'Weekly') return addDays(start, 7 * k);
  const months = frequency ? MONTHS[frequency] : undefined;
  return months ? addMonths(start, months * k) : null;
}

/** All visit dates of the term between `from` and `through` (inclusive), never past the end date. */
export function visitDates(
  term: { startDate: string; endDate: string; frequency: string | null },
  from: string,
  through: string,
): string[] {
  const last = through < term.endDate ? through : term.endDate;
  const dates: string[] = [];
  for (let k = 0; ; k++) {
    const date = occurrence(term.startDate, term.frequency, k);
    if (!date || date > last) break;
    if (date >= from) dates.push(date);
  }
  return dates;
}

export interface BillingPeriod {
  start: string;
  end: string;
}

/** The billing periods of the whole term; each period ends the day before the next starts, the last on the end date. */
export function billingPeriods(term: {
  startDate: string;
  endDate: string;
  frequency: string | null;
  billingSchedule: BillingSchedule | null;
}): BillingPeriod[] {
  const { startDate, endDate, billingSchedule } = term;
  if (!billingSchedule) return [];
  let starts: string[];
  if (billingSchedule === 'upfront') starts = [startDate];
  else if (billingSchedule === 'per_visit') starts = visitDates(term, startDate, endDate);
  else {
    starts = [];
    for (let k = 0; ; k++) {
      const date = addMonths(startDate, BILLING_MONTHS[billingSchedule] * k);
      if (date > endDate) break;
      starts.push(date);
    }
  }
  return starts.map((start, i) => ({
    start,
    end: i + 1 < starts.length ? addDays(starts[i + 1], -1) : endDate,
  }));
}

/**
 * The end date of the next term: a term of whole months (Jan 1 – Dec 31) renews for as many months; any other
 * term for as many days.
 */
export function nextTermEnd(startDate: string, endDate: string, nextStart: string): string {
  for (let months = 1; months <= 120; months++) {
    const after = addMonths(startDate, months);
    if (after > addDays(endDate, 1)) break;
    if (after === addDays(endDate, 1)) return addDays(addMonths(nextStart, months), -1);
  }
  const days = Math.round((Date.parse(endDate) - Date.parse(startDate)) / 86_400_000);
  return addDays(nextStart, days);
}
