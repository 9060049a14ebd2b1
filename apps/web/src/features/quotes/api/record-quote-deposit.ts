import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentDetail } from '@tradeworks/contracts/payments';
import type { QuoteDepositPaymentBody } from '@tradeworks/contracts/quote-on-behalf';
import { apiFetch } from '@/lib/api-client';
import { invalidateSales } from '@/features/sales-documents/public';

/** POST /api/quotes/{id}/deposit-payments — a deposit the client paid by cash, check or ACH. */
export function recordQuoteDeposit({ id, body }: { id: string; body: QuoteDepositPaymentBody }) {
  return apiFetch<PaymentDetail>(`/api/quotes/${id}/deposit-payments`, { method: 'POST', body });
}

export function useRecordQuoteDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordQuoteDeposit,
    // The quote's deposit card and the Payments ledger both change.
    onSuccess: () => invalidateSales(queryClient, { quotes: true, invoices: true }),
  });
}
