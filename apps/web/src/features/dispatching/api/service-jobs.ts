import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvoiceDetail } from '@tradeworks/contracts/invoices';
import type {
  AssignJobBody,
  JobAction,
  ServiceJob,
  ServiceJobCreateBody,
  ServiceJobDetail,
  ServiceJobListQuery,
  ServiceJobUpdateBody,
} from '@tradeworks/contracts/service-jobs';
import type { JobTracking } from '@tradeworks/contracts/dispatching';
import { apiFetch, apiFetchPage } from '@/lib/api-client';
import { apiFetchIdempotent } from '@/lib/idempotent-request';
import { dispatchKeys, invalidateDispatch } from './dispatch-keys';
import { invoiceKeys } from '@/features/invoices/public';

/**
 * /api/service-jobs — list, one job, its tracking, create / edit and the status actions. Assign and the
 * status actions carry an Idempotency-Key per user action (lib/idempotent-request.ts).
 */

export type JobListParams = Partial<Omit<ServiceJobListQuery, 'unassigned'>> & { unassigned?: 'true' };

export function jobsQueryOptions(params: JobListParams) {
  return queryOptions({
    queryKey: [...dispatchKeys.jobs(), params],
    queryFn: () => apiFetchPage<ServiceJob>('/api/service-jobs', { query: { ...params } }),
    placeholderData: keepPreviousData,
  });
}

export function useJobs(params: JobListParams) {
  return useQuery(jobsQueryOptions(params));
}

export function useJob(id: string) {
  return useQuery({
    queryKey: dispatchKeys.job(id),
    queryFn: () => apiFetch<ServiceJobDetail>(`/api/service-jobs/${id}`),
  });
}

export function useJobTracking(id: string | null) {
  return useQuery({
    queryKey: dispatchKeys.track(id ?? ''),
    queryFn: () => apiFetch<JobTracking>(`/api/service-jobs/${id}/track`),
    enabled: Boolean(id),
    // Live status: the panel refreshes while it is open.
    refetchInterval: 30_000,
  });
}

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ServiceJobCreateBody) =>
      apiFetch<ServiceJobDetail>('/api/service-jobs', { method: 'POST', body }),
    onSuccess: () => invalidateDispatch(queryClient),
  });
}

export function useUpdateJob(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ServiceJobUpdateBody) =>
      apiFetch<ServiceJobDetail>(`/api/service-jobs/${id}`, { method: 'PATCH', body }),
    onSuccess: () => invalidateDispatch(queryClient),
  });
}

export function useAssignJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, body }: { jobId: string; body: AssignJobBody }) =>
      apiFetchIdempotent<ServiceJobDetail>(`/api/service-jobs/${jobId}/assign`, { method: 'POST', body }),
    onSuccess: () => invalidateDispatch(queryClient),
  });
}

export function useJobAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      jobId,
      action,
      notes,
    }: {
      jobId: string;
      action: Exclude<JobAction, 'assign'>;
      notes?: string;
    }) =>
      apiFetchIdempotent<ServiceJobDetail>(`/api/service-jobs/${jobId}/${action}`, {
        method: 'POST',
        body: action === 'complete' ? { notes } : undefined,
      }),
    onSuccess: () => invalidateDispatch(queryClient),
  });
}

export function useInvoiceJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) =>
      apiFetch<InvoiceDetail>(`/api/service-jobs/${jobId}/invoice`, { method: 'POST' }),
    onSuccess: () =>
      Promise.all([
        invalidateDispatch(queryClient),
        queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
      ]),
  });
}
