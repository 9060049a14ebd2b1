import { useQueryClient } from '@tanstack/react-query';
import type { SendEmailResult } from '@tradeworks/contracts/quotes';
import { confirmAndSendEmail } from '@/features/emails/public';
import { invalidateSales } from '@/features/sales-documents/public';

/**
 * 'Send Quote' / 'Re-send': opens the send dialog (recipient, subject, message, PDF name); POST
 * /api/quotes/{id}/send-email happens only on its Send. Resolves null when the user cancels.
 */
export function useSendQuoteEmail() {
  const queryClient = useQueryClient();
  return (quote: { id: string; quoteNumber: string }, failureText?: string) =>
    confirmAndSendEmail<SendEmailResult>({
      kind: 'quote',
      id: quote.id,
      title: 'Send Quote',
      documentLabel: `quote ${quote.quoteNumber}`,
      failureText,
      afterSend: () => invalidateSales(queryClient, { quotes: true }),
    });
}
