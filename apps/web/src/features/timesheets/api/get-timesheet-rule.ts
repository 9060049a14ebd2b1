import { useQuery } from '@tanstack/react-query';
import type { TimesheetSettings } from '@tradeworks/contracts/timesheets';
import { apiFetch } from '@/lib/api-client';
import { timesheetKeys } from './timesheet-keys';

/** GET /api/timesheets/settings — when a week starts (read only by those who may view settings). */
export function useTimesheetRule(enabled: boolean) {
  return useQuery({
    queryKey: timesheetKeys.settings(),
    queryFn: () => apiFetch<TimesheetSettings>('/api/timesheets/settings'),
    enabled,
    staleTime: 5 * 60_000,
  });
}
