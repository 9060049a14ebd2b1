import { useMutation } from '@tanstack/react-query';
import type { WorkOrderEmailBody, WorkOrderEmailSent } from '@tradeworks/contracts/work-orders';
import { apiFetch } from '@/lib/api-client';

/** POST /api/service-jobs/{id}/work-order/email — the work order PDF to the client, through the outbox. */
export function emailWorkOrder({ jobId, body }: { jobId: string; body: WorkOrderEmailBody }) {
  return apiFetch<WorkOrderEmailSent>(`/api/service-jobs/${jobId}/work-order/email`, {
    method: 'POST',
    body,
  });
}

export function useEmailWorkOrder() {
  return useMutation({ mutationFn: emailWorkOrder });
}
