import { REPORT_MAX_DAYS, REPORT_MESSAGES } from '@tradeworks/contracts/reports';
import { daysApart, isLocalDate } from './local-date';

export interface ReportPeriod {
  from: string;
  to: string;
  /** Why the period cannot be asked for (from after to, or longer than the reports allow); null when it can. */
  problem: string | null;
}

/** The first day of `date`'s month. */
export const monthStart = (date: string) => `${date.slice(0, 8)}01`;

/**
 * A report's period from its URL filters: `to` defaults to the organization's today and `from` to what the
 * report starts with; a typed-over value that is not a calendar date falls back to the default.
 */
export function reportPeriod(
  filters: { from: string; to: string },
  today: string,
  defaultFrom: (to: string) => string,
): ReportPeriod {
  const to = isLocalDate(filters.to) ? filters.to : today;
  const from = isLocalDate(filters.from) ? filters.from : defaultFrom(to);
  const problem =
    from > to
      ? REPORT_MESSAGES.range
      : daysApart(from, to) >= REPORT_MAX_DAYS
        ? REPORT_MESSAGES.rangeTooLong
        : null;
  return { from, to, problem };
}
