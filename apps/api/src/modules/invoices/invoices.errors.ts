import { INVOICE_MESSAGES } from '@tradeworks/contracts/invoices';
import { conflict, notFound, validation } from '../../http/app-error';

/** Coded errors of invoices: editing, sending and status changes. */
export const InvoiceErrors = {
  notFound: () => notFound('Invoice'),
  paidOnlyWithStatusPaid: () => validation('paidDate and paymentMethod are only accepted with status paid'),
  paidNotEditable: (invoiceNumber: string) =>
    conflict(`Invoice ${invoiceNumber} is paid and cannot be edited`),
  notEditable: (invoiceNumber: string, status: string) =>
    conflict(`Invoice ${invoiceNumber} is ${status}; only draft invoices can be edited`),
  notSendable: (invoiceNumber: string, status: string) =>
    conflict(`Invoice ${invoiceNumber} is ${status} and cannot be sent`),
  markPaidOnlyOpen: (invoiceNumber: string, status: string) =>
    conflict(`Only sent or overdue invoices can be marked paid; invoice ${invoiceNumber} is ${status}`),
  paidNotCancellable: (invoiceNumber: string) =>
    conflict(`Invoice ${invoiceNumber} is paid and cannot be cancelled`),
  paymentsBeforeCancel: (invoiceNumber: string, amountPaid: string) =>
    conflict(
      `Invoice ${invoiceNumber} has payments of $${amountPaid}; refund them before cancelling the invoice`,
    ),
  paidFinal: (invoiceNumber: string) => conflict(`Invoice ${invoiceNumber} is paid and cannot be changed`),
  statusRefused: (invoiceNumber: string, status: string, target: string) =>
    conflict(`Invoice ${invoiceNumber} is ${status} and cannot be changed to ${target}`),
  paymentCustomerRequired: () =>
    validation(INVOICE_MESSAGES.stripeCustomerRequired, {
      clientId: INVOICE_MESSAGES.stripeCustomerRequired,
    }),
};
