/** What other features may use of the payments feature (the lint rule allows no deeper import). */
export { InvoicePaymentsCard } from './components/invoice-payments-card';
export { paymentKeys } from './api/payment-keys';
export { ManualPaymentFields } from './components/manual-payment-fields';
