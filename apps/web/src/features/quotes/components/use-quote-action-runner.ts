import { useNavigate } from 'react-router';
import type { QuoteListItem } from '@tradeworks/contracts/quotes';
import { QUOTE_MESSAGES } from '@tradeworks/contracts/quotes';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useConvertQuote } from '../api/convert-quote';
import { useDeleteQuote } from '../api/delete-quote';
import { useSendQuoteEmail } from '../api/send-quote-email';
import { useUpdateQuote } from '../api/update-quote';

const failed = (title: string, error: unknown, fallback: string) =>
  toast({ title, description: errorMessage(error, fallback), variant: 'destructive' });

/** The quote actions with their toasts (spec §8 titles and fallbacks); each resolves true when it worked. */
export function useQuoteActionRunner() {
  const navigate = useNavigate();
  const update = useUpdateQuote();
  const send = useSendQuoteEmail();
  const remove = useDeleteQuote();
  const convert = useConvertQuote();

  return {
    pending: update.isPending || remove.isPending || convert.isPending,
    converting: convert.isPending,
    deleting: remove.isPending,
    approve: (quote: QuoteListItem) =>
      update.mutateAsync({ id: quote.id, body: { status: 'approved' } }).then(
        () =>
          toast({ title: 'Quote approved', description: `Quote ${quote.quoteNumber} has been approved.` }),
        (error) => failed('Error updating quote', error, 'Failed to update quote.'),
      ),
    // Opens the send dialog; a failure is shown there (spec fallback text), a cancel does nothing.
    send: (quote: QuoteListItem) =>
      send(quote, QUOTE_MESSAGES.sendFailed).then(
        (result) =>
          result &&
          toast({
            title: 'Quote sent',
            description: result.message ?? `Quote ${quote.quoteNumber} was sent.`,
          }),
      ),
    setArchived: (quote: QuoteListItem, isArchived: boolean) =>
      update.mutateAsync({ id: quote.id, body: { isArchived } }).then(
        () =>
          toast({
            title: isArchived ? 'Quote archived' : 'Quote restored',
            description: `Quote ${quote.quoteNumber} was ${isArchived ? 'archived' : 'moved back to open quotes'}.`,
          }),
        (error) =>
          failed(
            isArchived ? 'Error archiving quote' : 'Error updating quote',
            error,
            isArchived ? 'Failed to archive quote.' : 'Failed to update quote.',
          ),
      ),
    remove: (quote: QuoteListItem) =>
      remove.mutateAsync(quote.id).then(
        () => {
          toast({ title: 'Quote deleted', description: `Quote ${quote.quoteNumber} was deleted.` });
          return true;
        },
        (error) => {
          failed('Error deleting quote', error, 'Failed to delete quote.');
          return false;
        },
      ),
    convert: (quote: QuoteListItem, dueDate: string) =>
      convert.mutateAsync({ id: quote.id, body: { dueDate } }).then(
        (invoice) => {
          toast({
            title: 'Quote converted',
            description: `Invoice ${invoice.invoiceNumber} was created from quote ${quote.quoteNumber}.`,
          });
          void navigate(`/invoices/${invoice.id}`);
          return true;
        },
        (error) => {
          failed('Error converting quote', error, QUOTE_MESSAGES.convertFailed);
          return false;
        },
      ),
  };
}

export type QuoteActionRunner = ReturnType<typeof useQuoteActionRunner>;
