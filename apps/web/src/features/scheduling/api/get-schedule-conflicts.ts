import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ScheduleConflict } from '@tradeworks/contracts/scheduling';
import { apiFetch } from '@/lib/api-client';
import { scheduleKeys } from './schedule-keys';

/** GET /api/schedule/conflicts?from=&to= — overlaps, missed windows, outside working hours. */
export function useScheduleConflicts(range: { from: string; to: string } | null) {
  const known = range ?? { from: '', to: '' };
  return useQuery({
    queryKey: scheduleKeys.conflicts(known),
    queryFn: () => apiFetch<ScheduleConflict[]>('/api/schedule/conflicts', { query: known }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
