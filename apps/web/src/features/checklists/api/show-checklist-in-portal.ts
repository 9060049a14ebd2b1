import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobChecklists } from '@tradeworks/contracts/checklists';
import { apiFetch } from '@/lib/api-client';
import { checklistKeys } from './checklist-keys';

/** PATCH /api/service-jobs/{id}/checklists/{checklistId} — whether the client sees its answers in the portal. */
export function useShowChecklistInPortal(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ checklistId, portalVisible }: { checklistId: string; portalVisible: boolean }) =>
      apiFetch<JobChecklists>(
        `/api/service-jobs/${encodeURIComponent(jobId)}/checklists/${encodeURIComponent(checklistId)}`,
        { method: 'PATCH', body: { portalVisible } },
      ),
    onSuccess: (record) => queryClient.setQueryData(checklistKeys.job(jobId), record),
  });
}
