import type { QuoteListItem } from '@tradeworks/contracts/quotes';

export interface QuoteActionSet {
  edit: boolean;
  send: boolean;
  resend: boolean;
  approve: boolean;
  convert: boolean;
  viewInvoice: boolean;
  archive: boolean;
  unarchive: boolean;
  delete: boolean;
}

/**
 * Exactly the actions a quote's state allows (spec part 1 §4): edit and send drafts; approve sent quotes;
 * re-send sent, expired (renews validity) or approved ones; convert approved ones once; archive approved
 * ones, delete the others. Changes need edit on quotes, converting also edit on invoices.
 */
export function quoteActions(
  quote: QuoteListItem,
  access: { canEdit: boolean; canConvert: boolean },
): QuoteActionSet {
  const approved = quote.status === 'approved' || quote.status === 'accepted';
  const edit = access.canEdit;
  return {
    edit: edit && quote.status === 'draft',
    send: edit && quote.status === 'draft',
    resend: edit && (approved || quote.status === 'sent' || quote.status === 'expired'),
    approve: edit && quote.status === 'sent',
    convert: edit && access.canConvert && approved && !quote.convertedInvoiceId,
    viewInvoice: Boolean(quote.convertedInvoiceId),
    archive: edit && approved && !quote.isArchived,
    unarchive: edit && quote.isArchived,
    delete: edit && !approved && !quote.convertedInvoiceId,
  };
}
