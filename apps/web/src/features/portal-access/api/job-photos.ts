import { useQuery } from '@tanstack/react-query';
import type { JobPhotoDetail } from '@tradeworks/contracts/job-photos';
import { apiFetch, buildUrl } from '@/lib/api-client';
import { portalAccessKeys } from './portal-access-keys';

/** GET /api/service-jobs/{id}/photos — the job's photos: the client's from the portal request and the technicians'. */
export function useJobPhotos(jobId: string) {
  return useQuery({
    queryKey: portalAccessKeys.jobPhotos(jobId),
    queryFn: () => apiFetch<JobPhotoDetail[]>(`/api/service-jobs/${jobId}/photos`),
  });
}

/** The image itself (an <img> cannot send headers, so the tenant travels in the query like every call). */
export const jobPhotoUrl = (jobId: string, photoId: string) =>
  buildUrl(`/api/service-jobs/${jobId}/photos/${photoId}`);
