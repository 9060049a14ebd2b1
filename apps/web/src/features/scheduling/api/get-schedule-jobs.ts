import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ServiceJob } from '@tradeworks/contracts/service-jobs';
import { scheduleKeys } from './schedule-keys';
import { fetchAllPages } from './fetch-all-pages';

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
