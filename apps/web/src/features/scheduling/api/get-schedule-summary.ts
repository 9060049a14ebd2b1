import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ScheduleConflict, ScheduleSummary } from '@tradeworks/contracts/schedule';
import { apiFetch } from '@/lib/api-client';
import { scheduleKeys } from './schedule-keys';

/** GET /api/schedule/summary — the four quick stats, counted on the server. */
export function useScheduleSummary() {
  return useQuery({
    queryKey: scheduleKeys.summary(),
    queryFn: () => apiFetch<ScheduleSummary>('/api/schedule/summary'),
    refetchOnMount: 'always',
  });
}

/** GET /api/schedule/conflicts?from=&to= — overlaps, missed windows, outside working hours. */
export function useScheduleConflicts(range: { from: string; to: string }) {
  return useQuery({
    queryKey: scheduleKeys.conflicts(range),
    queryFn: () => apiFetch<ScheduleConflict[]>('/api/schedule/conflicts', { query: range }),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
