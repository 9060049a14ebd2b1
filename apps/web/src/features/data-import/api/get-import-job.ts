import { useQuery } from '@tanstack/react-query';
import type { ImportJob } from '@tradeworks/contracts/data-transfer';
import { apiFetch } from '@/lib/api-client';
import { importKeys } from './import-keys';

const RUNNING = new Set(['validating', 'committing']);
export const isJobRunning = (job: ImportJob | undefined) => !job || RUNNING.has(job.status);

/** GET /api/imports/{id}, polled while the server works on the job. */
export function useImportJob(id: string) {
  return useQuery({
    queryKey: importKeys.job(id),
    queryFn: () => apiFetch<ImportJob>(`/api/imports/${id}`),
    refetchInterval: (query) => (isJobRunning(query.state.data) ? 400 : false),
  });
}
