/** What other modules may use of payments (the boundary rule: scripts/check-imports.mjs). */
export {
  announceCompletedPayment,
  appendCompletedPayment,
  assertWithinBalance,
  paymentTime,
} from './payment-ledger';
export { toApiMethod } from './payment-method-names';
export { applyChargeOutcome } from './payment-provider-outcome';
export {
  applyLedgerToInvoice,
  findPaymentRow,
  inFlightCents,
  insertPaymentRow,
  listInvoicePaymentRows,
  settleProviderStatus,
} from './payments.repository';
export { loadPaymentDetail } from './payments.service';
