import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportJob, ImportMode } from '@tradeworks/contracts/data-transfer';
import { apiFetch } from '@/lib/api-client';
import { importKeys } from './import-keys';

/** POST /api/imports/{id}/commit — starts writing; the job query then follows the progress. */
export function useCommitImport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mode: ImportMode) =>
      apiFetch<ImportJob>(`/api/imports/${id}/commit`, { method: 'POST', body: { mode } }),
    onSuccess: (job) => queryClient.setQueryData(importKeys.job(id), job),
  });
}
