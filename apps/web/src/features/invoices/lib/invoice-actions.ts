import type { InvoiceListItem } from '@tradeworks/contracts/invoices';

export interface InvoiceActionSet {
  send: boolean;
  resend: boolean;
  markPaid: boolean;
  cancel: boolean;
}

/**
 * What an invoice's state allows (spec part 1 §4): send a draft, re-send a sent or overdue one, mark sent or
 * overdue ones paid, cancel anything not yet paid or cancelled. All need edit on invoices.
 */
export function invoiceActions(invoice: InvoiceListItem, canEdit: boolean): InvoiceActionSet {
  const open = invoice.status === 'sent' || invoice.status === 'overdue';
  return {
    send: canEdit && invoice.status === 'draft',
    resend: canEdit && open,
    markPaid: canEdit && open,
    cancel: canEdit && (open || invoice.status === 'draft'),
  };
}
