import { useQuery } from '@tanstack/react-query';
import type { Timesheet } from '@tradeworks/contracts/timesheets';
import { apiFetch } from '@/lib/api-client';
import { timesheetKeys } from './timesheet-keys';

/** GET /api/timesheets?technicianId=&from=&to= — one technician's entries, days and weeks. */
export function useTimesheet(params: { technicianId: string; from: string; to: string } | null) {
  return useQuery({
    queryKey: timesheetKeys.sheet(params),
    queryFn: () => apiFetch<Timesheet>('/api/timesheets', { query: params! }),
    enabled: params !== null,
  });
}
