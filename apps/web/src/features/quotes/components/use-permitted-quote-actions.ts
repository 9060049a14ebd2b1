import { QUOTE_ACTIONS, type QuoteAction, type QuoteListItem } from '@tradeworks/contracts/quotes';
import { useCan } from '@/lib/permissions';

/**
 * The quote's `allowedActions` from the server (its state machine lives there) that this user may use:
 * every change needs edit on quotes, converting also edit on invoices.
 */
export function usePermittedQuoteActions(quote: QuoteListItem): Record<QuoteAction, boolean> {
  const canEdit = useCan('quotes', 'edit');
  const canConvert = useCan('invoices', 'edit');
  const permitted = (action: QuoteAction) =>
    canEdit && (action !== 'convert' || canConvert) && quote.allowedActions.includes(action);
  return Object.fromEntries(QUOTE_ACTIONS.map((action) => [action, permitted(action)])) as Record<
    QuoteAction,
    boolean
  >;
}
