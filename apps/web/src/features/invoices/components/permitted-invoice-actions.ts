import { INVOICE_ACTIONS, type InvoiceAction, type InvoiceListItem } from '@tradeworks/contracts/invoices';

export type PermittedInvoiceActions = Record<InvoiceAction, boolean>;

/**
 * The invoice's `allowedActions` from the server (its state machine lives there) that this user may use:
 * all of them need edit on invoices.
 */
export function permittedInvoiceActions(invoice: InvoiceListItem, canEdit: boolean): PermittedInvoiceActions {
  return Object.fromEntries(
    INVOICE_ACTIONS.map((action) => [action, canEdit && invoice.allowedActions.includes(action)]),
  ) as PermittedInvoiceActions;
}
