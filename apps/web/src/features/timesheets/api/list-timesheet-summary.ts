import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TimesheetSummaryRow } from '@tradeworks/contracts/timesheets';
import { apiFetchPage } from '@/lib/api-client';
import { timesheetKeys } from './timesheet-keys';

/** GET /api/timesheets/summary — every technician's totals for the period (a page, by name). */
export function useTimesheetSummary(params: { from: string; to: string; limit: number; offset: number }) {
  return useQuery({
    queryKey: timesheetKeys.summary(params),
    queryFn: () => apiFetchPage<TimesheetSummaryRow>('/api/timesheets/summary', { query: params }),
    placeholderData: keepPreviousData,
  });
}
