import type { InvoiceListItem, PaymentMethod } from '@tradeworks/contracts/invoices';
import { INVOICE_MESSAGES } from '@tradeworks/contracts/invoices';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useSendInvoiceEmail } from '../api/send-invoice-email';
import { useUpdateInvoice } from '../api/update-invoice';

const failed = (title: string, error: unknown, fallback: string) =>
  toast({ title, description: errorMessage(error, fallback), variant: 'destructive' });

/** The invoice actions with their toasts (spec §8 titles and fallbacks); each resolves true when it worked. */
export function useInvoiceActionRunner() {
  const update = useUpdateInvoice();
  const send = useSendInvoiceEmail();

  return {
    pending: update.isPending,
    updating: update.isPending,
    // Opens the send dialog; a failure is shown there (spec fallback text), a cancel does nothing.
    send: (invoice: InvoiceListItem) =>
      send(invoice, INVOICE_MESSAGES.sendFailed).then(
        (result) =>
          result &&
          toast({
            title: 'Invoice sent',
            description: result.message ?? `Invoice ${invoice.invoiceNumber} was sent.`,
          }),
      ),
    markPaid: (invoice: InvoiceListItem, paymentMethod: PaymentMethod) =>
      update
        .mutateAsync({
          id: invoice.id,
          body: { status: 'paid', paidDate: new Date().toISOString(), paymentMethod },
        })
        .then(
          () => {
            toast({
              title: 'Invoice marked as paid',
              description: `Invoice ${invoice.invoiceNumber} is paid.`,
            });
            return true;
          },
          (error) => {
            failed('Error updating invoice', error, INVOICE_MESSAGES.markPaidFailed);
            return false;
          },
        ),
    cancel: (invoice: InvoiceListItem) =>
      update.mutateAsync({ id: invoice.id, body: { status: 'cancelled' } }).then(
        () => {
          toast({
            title: 'Invoice cancelled',
            description: `Invoice ${invoice.invoiceNumber} was cancelled.`,
          });
          return true;
        },
        (error) => {
          failed('Error updating invoice', error, 'Failed to cancel invoice.');
          return false;
        },
      ),
  };
}

export type InvoiceActionRunner = ReturnType<typeof useInvoiceActionRunner>;
