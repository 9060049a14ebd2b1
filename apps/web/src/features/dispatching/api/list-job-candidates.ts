import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { JobCandidate } from '@tradeworks/contracts/technicians';
import { apiFetch } from '@/lib/api-client';
import { dispatchKeys } from './dispatch-keys';

/** GET /api/service-jobs/{id}/candidates?at=&duration= — the Assign dialog's list for the chosen time. */
export function useJobCandidates(jobId: string | undefined, at: string | null, duration: number | null) {
  return useQuery({
    queryKey: [...dispatchKeys.technicians(), 'candidates', jobId, at, duration],
    queryFn: () =>
      apiFetch<JobCandidate[]>(`/api/service-jobs/${jobId}/candidates`, {
        query: { at: at ?? undefined, duration: duration ?? undefined },
      }),
    placeholderData: keepPreviousData,
    enabled: Boolean(jobId),
  });
}
