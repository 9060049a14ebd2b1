import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ScheduleCalendar } from '@tradeworks/contracts/scheduling';
import { apiFetch } from '@/lib/api-client';
import { scheduleKeys } from './schedule-keys';

export interface CalendarFilters {
  technicianId?: string;
  priority?: string;
  status?: string;
}

/**
 * GET /api/schedule/calendar?from=&to= — the visible range's jobs in one request: each day's first `perDay`
 * jobs with the fields the calendar draws, and how many more a day holds. `range` is null while the day to
 * show is not known yet (today needs the organization's time zone).
 */
export function useScheduleCalendar(
  range: { from: string; to: string } | null,
  filters: CalendarFilters,
  perDay: number,
) {
  const clean = Object.fromEntries(Object.entries(filters).filter(([, v]) => v)) as Record<string, string>;
  const known = range ?? { from: '', to: '' };
  return useQuery({
    queryKey: scheduleKeys.jobs(known, { ...clean, perDay: String(perDay) }),
    queryFn: () =>
      apiFetch<ScheduleCalendar>('/api/schedule/calendar', { query: { ...known, ...clean, perDay } }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
