import { overpaymentMessage, overRefundMessage, PAYMENT_MESSAGES } from '@tradeworks/contracts/payments';
import { conflict, notFound, validation } from '../../http/app-error';

/** Coded errors of payments: the ledger, card charges, refunds and the payment provider's webhook. */
export const PaymentErrors = {
  notFound: () => notFound('Payment'),
  invoiceNotFound: () => notFound('Invoice'),
  paymentMethodNotFound: () => notFound('Payment method'),
  invoiceNotPayable: (invoiceNumber: string, status: string) =>
    conflict(
      `Invoice ${invoiceNumber} is ${status === 'draft' ? 'a draft' : 'cancelled'}; payments can only be recorded on sent or overdue invoices`,
    ),
  overpayment: (left: string, invoiceNumber: string) =>
    validation(overpaymentMessage(left, invoiceNumber), { amount: overpaymentMessage(left, invoiceNumber) }),
  futureDate: () => validation(PAYMENT_MESSAGES.futureDate, { date: PAYMENT_MESSAGES.futureDate }),
  notACard: () => validation('Only saved cards can be charged here', { paymentMethodId: 'Not a card' }),
  noSavedCard: () =>
    validation(PAYMENT_MESSAGES.noSavedCard, { paymentMethodId: PAYMENT_MESSAGES.noSavedCard }),
  refundOnlyCompleted: (status: string) =>
    conflict(`Only completed payments can be refunded; this payment is ${status}`),
  fullyRefunded: () => conflict('This payment has already been fully refunded'),
  overRefund: (left: string) => {
    const message = overRefundMessage(left);
    return validation(message, { amount: message });
  },
  badWebhookSignature: () => validation('Invalid or expired Stripe signature'),
  malformedWebhookEvent: () => validation('Malformed Stripe event'),
};
