import { useQuery } from '@tanstack/react-query';
import type { JobPhotoDetail } from '@tradeworks/contracts/job-photos';
import { apiFetch, buildUrl } from '@/lib/api-client';
import { myDayKeys } from './my-day-keys';

/** GET /api/service-jobs/{id}/photos — the photos already sent (the queued ones are shown from the device). */
export function useSentJobPhotos(jobId: string) {
  return useQuery({
    queryKey: myDayKeys.photos(jobId),
    queryFn: () => apiFetch<JobPhotoDetail[]>(`/api/service-jobs/${jobId}/photos`),
    refetchOnMount: 'always',
  });
}

export const photoThumbnailUrl = (jobId: string, photoId: string) =>
  buildUrl(`/api/service-jobs/${jobId}/photos/${photoId}/thumbnail`);
