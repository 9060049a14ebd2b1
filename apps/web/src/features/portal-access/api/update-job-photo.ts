import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobPhotoDetail, JobPhotoUpdateBody } from '@tradeworks/contracts/job-photos';
import { apiFetch } from '@/lib/api-client';
import { portalAccessKeys } from './portal-access-keys';

/** PATCH /api/service-jobs/{id}/photos/{photoId} — tag, caption, unit, or whether the client sees it. */
export function updateJobPhoto({
  jobId,
  photoId,
  body,
}: {
  jobId: string;
  photoId: string;
  body: JobPhotoUpdateBody;
}) {
  return apiFetch<JobPhotoDetail>(`/api/service-jobs/${jobId}/photos/${photoId}`, { method: 'PATCH', body });
}

export function useUpdateJobPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJobPhoto,
    onSuccess: (_, { jobId }) =>
      queryClient.invalidateQueries({ queryKey: portalAccessKeys.jobPhotos(jobId) }),
  });
}
