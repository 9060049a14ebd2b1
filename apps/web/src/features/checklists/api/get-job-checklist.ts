import { useQuery } from '@tanstack/react-query';
import type { JobChecklists } from '@tradeworks/contracts/checklists';
import { apiFetch } from '@/lib/api-client';
import { checklistKeys } from './checklist-keys';

/** GET /api/service-jobs/{id}/checklist — the answers and the customer's sign-off, for the job page. */
export function useJobChecklistRecord(jobId: string) {
  return useQuery({
    queryKey: checklistKeys.job(jobId),
    queryFn: () => apiFetch<JobChecklists>(`/api/service-jobs/${encodeURIComponent(jobId)}/checklist`),
  });
}
