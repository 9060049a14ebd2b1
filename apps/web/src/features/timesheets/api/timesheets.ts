import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Timesheet,
  TimesheetSettings,
  TimesheetSummaryRow,
  TimeEntry,
  TimeEntryCorrectionBody,
} from '@tradeworks/contracts/timesheets';
import { apiFetch, apiFetchPage } from '@/lib/api-client';

const keys = {
  all: ['timesheets'] as const,
  settings: () => [...keys.all, 'settings'] as const,
};

/** GET /api/timesheets/settings — when a week starts (read only by those who may view settings). */
export function useTimesheetRule(enabled: boolean) {
  return useQuery({
    queryKey: keys.settings(),
    queryFn: () => apiFetch<TimesheetSettings>('/api/timesheets/settings'),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** GET /api/timesheets/summary — every technician's totals for the period (a page, by name). */
export function useTimesheetSummary(params: { from: string; to: string; limit: number; offset: number }) {
  return useQuery({
    queryKey: [...keys.all, 'summary', params],
    queryFn: () => apiFetchPage<TimesheetSummaryRow>('/api/timesheets/summary', { query: params }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/timesheets?technicianId=&from=&to= — one technician's entries, days and weeks. */
export function useTimesheet(params: { technicianId: string; from: string; to: string } | null) {
  return useQuery({
    queryKey: [...keys.all, 'sheet', params],
    queryFn: () => apiFetch<Timesheet>('/api/timesheets', { query: params! }),
    enabled: params !== null,
  });
}

/** PATCH /api/timesheets/{entryId} — a correction with its reason. */
export function useCorrectEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TimeEntryCorrectionBody }) =>
      apiFetch<TimeEntry>(`/api/timesheets/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** POST /api/timesheets/approve or /reopen {technicianId, weekStart}. */
export function useWeekApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      action,
      ...body
    }: {
      action: 'approve' | 'reopen';
      technicianId: string;
      weekStart: string;
    }) => apiFetch<unknown>(`/api/timesheets/${action}`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
