import { useQueryClient } from '@tanstack/react-query';
import type { SendEmailResult } from '@tradeworks/contracts/quotes';
import { confirmAndSendEmail } from '@/features/emails/public';
import { invalidateSales } from '@/features/sales-documents/public';

/**
 * 'Send Invoice': opens the send dialog (recipient, subject, message, PDF name); POST
 * /api/invoices/{id}/send-email happens only on its Send. Resolves null when the user cancels.
 */
export function useSendInvoiceEmail() {
  const queryClient = useQueryClient();
  return (invoice: { id: string; invoiceNumber: string }, failureText?: string) =>
    confirmAndSendEmail<SendEmailResult>({
      kind: 'invoice',
      id: invoice.id,
      title: 'Send Invoice',
      documentLabel: `invoice ${invoice.invoiceNumber}`,
      failureText,
      afterSend: () => invalidateSales(queryClient, { invoices: true }),
    });
}
