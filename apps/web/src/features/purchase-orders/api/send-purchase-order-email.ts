import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PurchaseOrderEmailQueued } from '@tradeworks/contracts/purchase-orders';
import { apiFetch } from '@/lib/api-client';
import { invalidatePurchasing } from './purchase-order-keys';

/** POST /api/purchase-orders/{id}/send-email — the PDF to the supplier through the outbox. */
export function sendPurchaseOrderEmail({ id, confirmResend }: { id: string; confirmResend?: boolean }) {
  return apiFetch<PurchaseOrderEmailQueued>(`/api/purchase-orders/${encodeURIComponent(id)}/send-email`, {
    method: 'POST',
    body: { confirmResend: confirmResend === true },
  });
}

export function useSendPurchaseOrderEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendPurchaseOrderEmail,
    onSuccess: () => invalidatePurchasing(queryClient),
  });
}
