import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimeEntry, TimeEntryCorrectionBody } from '@tradeworks/contracts/timesheets';
import { apiFetch } from '@/lib/api-client';
import { timesheetKeys } from './timesheet-keys';

/** PATCH /api/timesheets/{entryId} — a correction with its reason. */
export function useCorrectEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TimeEntryCorrectionBody }) =>
      apiFetch<TimeEntry>(`/api/timesheets/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timesheetKeys.all }),
  });
}
