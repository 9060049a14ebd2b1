import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@tradeworks/contracts/paging';
import type { ServiceJob } from '@tradeworks/contracts/service-jobs';
import type { Technician } from '@tradeworks/contracts/technicians';
import { apiFetchPage, type QueryValue } from '@/lib/api-client';
import { scheduleKeys } from './schedule-keys';

/** Beyond this many jobs in one range the calendar says so rather than loading without end. */
export const MAX_CALENDAR_JOBS = 2000;

/**
 * GET /api/service-jobs?from=&to= — the jobs of the visible range only (never the whole table), read in
 * pages of 200: the first page tells the total, the rest are fetched in parallel.
 */
async function fetchAllPages<T>(path: string, query: Record<string, QueryValue>) {
  const first = await apiFetchPage<T>(path, { query: { ...query, limit: MAX_PAGE_SIZE, offset: 0 } });
  const total = Math.min(first.total, MAX_CALENDAR_JOBS);
  const offsets: number[] = [];
  for (let offset = MAX_PAGE_SIZE; offset < total; offset += MAX_PAGE_SIZE) offsets.push(offset);
  const rest = await Promise.all(
    offsets.map((offset) => apiFetchPage<T>(path, { query: { ...query, limit: MAX_PAGE_SIZE, offset } })),
  );
  return { items: [first, ...rest].flatMap((p) => p.items), total: first.total };
}

export interface CalendarFilters {
  technicianId?: string;
  priority?: string;
  status?: string;
}

/** `range` is null while the day to show is not known yet (today needs the organization's time zone). */
export function useScheduleJobs(range: { from: string; to: string } | null, filters: CalendarFilters) {
  const clean = Object.fromEntries(Object.entries(filters).filter(([, v]) => v)) as Record<string, string>;
  const known = range ?? { from: '', to: '' };
  return useQuery({
    queryKey: scheduleKeys.jobs(known, clean),
    queryFn: () => fetchAllPages<ServiceJob>('/api/service-jobs', { ...known, ...clean }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}

/** Pending jobs without a technician (any day), soonest first: the list beside the lanes. */
export function useUnassignedJobs() {
  return useQuery({
    queryKey: scheduleKeys.unassigned(),
    queryFn: async () => {
      const page = await apiFetchPage<ServiceJob>('/api/service-jobs', {
        query: { unassigned: 'true', status: 'pending', limit: MAX_PAGE_SIZE },
      });
      return { items: [...page.items].reverse(), total: page.total };
    },
    refetchOnMount: 'always',
  });
}

/** Active technicians: one lane each. */
export function useScheduleTechnicians() {
  return useQuery({
    queryKey: scheduleKeys.technicians(),
    queryFn: () => fetchAllPages<Technician>('/api/technicians', { isActive: 'true' }),
  });
}
