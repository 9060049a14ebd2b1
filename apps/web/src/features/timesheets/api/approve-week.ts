import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { timesheetKeys } from './timesheet-keys';

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timesheetKeys.all }),
  });
}
