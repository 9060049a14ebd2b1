import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  addDays,
  addMonths,
  addWeeks,
  endOfMonth,
  endOfWeek,
  format,
  isValid,
  parseISO,
  startOfMonth,
  startOfWeek,
} from 'date-fns';

/** The calendar's state lives in the address bar: a reload or a shared link shows the same view. */
export const SCHEDULE_VIEWS = ['lanes', 'day', 'week', 'month'] as const;
export type ScheduleView = (typeof SCHEDULE_VIEWS)[number];
export const VIEW_LABELS: Record<ScheduleView, string> = {
  lanes: 'Technicians',
  day: 'Day',
  week: 'Week',
  month: 'Month',
};

/** Weeks run Monday to Sunday, as the server's "this week" does. */
export const WEEK_STARTS_ON = 1;

/** The calendar date of a wall-clock date (the tenant's day, see contracts/zone-clock.ts) as the URL writes it. */
export const toDateParam = (d: Date) => format(d, 'yyyy-MM-dd');

export function rangeOf(view: ScheduleView, date: Date): { from: string; to: string } {
  if (view === 'week') {
    const start = startOfWeek(date, { weekStartsOn: WEEK_STARTS_ON });
    return { from: toDateParam(start), to: toDateParam(addDays(start, 6)) };
  }
  if (view === 'month') {
    // The month grid also shows the leading and trailing days of its first and last weeks.
    const start = startOfWeek(startOfMonth(date), { weekStartsOn: WEEK_STARTS_ON });
    const end = endOfWeek(endOfMonth(date), { weekStartsOn: WEEK_STARTS_ON });
    return { from: toDateParam(start), to: toDateParam(end) };
  }
  return { from: toDateParam(date), to: toDateParam(date) };
}

export function stepDate(view: ScheduleView, date: Date, direction: 1 | -1): Date {
  if (view === 'week') return addWeeks(date, direction);
  if (view === 'month') return addMonths(date, direction);
  return addDays(date, direction);
}

export type FilterKey = 'technicianId' | 'priority' | 'status';

/**
 * `today` is today on the organization's clock (not the browser's): the date shown when the URL names none.
 * Until it is known (the time zone is loading) and the URL names no date, `date` is null.
 */
export function useScheduleUrl(today: string | null) {
  const [params, setParams] = useSearchParams();
  const rawView = params.get('view');
  const view: ScheduleView = (SCHEDULE_VIEWS as readonly string[]).includes(rawView ?? '')
    ? (rawView as ScheduleView)
    : 'week';
  const dateParam = params.get('date');
  const parsed = dateParam ? parseISO(dateParam) : null;
  const dateKey = parsed && isValid(parsed) ? toDateParam(parsed) : today;
  // Local midnight of that date: a wall-clock date, as the calendar's events are.
  const date = useMemo(() => (dateKey ? parseISO(dateKey) : null), [dateKey]);
  const technicianId = params.get('technicianId') ?? '';
  const priority = params.get('priority') ?? '';
  const status = params.get('status') ?? '';
  const filters = useMemo(() => ({ technicianId, priority, status }), [technicianId, priority, status]);

  const update = useCallback(
    (changes: Partial<Record<'view' | 'date' | FilterKey, string | null>>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (!value || value === 'all') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { view, date, dateKey, filters, update };
}
