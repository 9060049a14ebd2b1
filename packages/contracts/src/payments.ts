import { z } from 'zod';
import { centsToString, toCents } from './money';
import { decimalField } from './decimal-field';
import { pageQuerySchema } from './paging';

/**
 * Payments (spec part 2 "Payments", entity Payment): a ledger of payments against invoices and refunds
 * against payments. Statuses pending, processing, completed, failed, refunded; methods credit_card, ach,
 * check, cash ('other' only comes from an invoice marked paid without saying how).
 */
export const PAYMENT_STATUSES = ['pending', 'processing', 'completed', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const LEDGER_PAYMENT_METHODS = ['credit_card', 'ach', 'check', 'cash', 'other'] as const;
export type LedgerPaymentMethod = (typeof LEDGER_PAYMENT_METHODS)[number];
/** Recorded by hand (POST /api/payments); cards go through POST /api/payments/card. */
export const MANUAL_PAYMENT_METHODS = ['cash', 'check', 'ach'] as const;
export type ManualPaymentMethod = (typeof MANUAL_PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<LedgerPaymentMethod, string> = {
  credit_card: 'Credit Card',
  ach: 'ACH',
  check: 'Check',
  cash: 'Cash',
  other: 'Other',
};

export const PAYMENT_MESSAGES = {
  invoiceRequired: 'Please select an invoice',
  amountRequired: 'Amount is required',
  amountPositive: 'Amount must be greater than 0',
  amountCents: 'Amount must have at most 2 decimal places',
  amountTooLarge: 'Amount is too large',
  method: `Method must be one of: ${MANUAL_PAYMENT_METHODS.join(', ')}`,
  date: 'Date must be a valid date (YYYY-MM-DD)',
  futureDate: 'Payment date cannot be in the future',
  reference: 'Reference must be at most 100 characters',
  notes: 'Notes must be at most 1000 characters',
  reason: 'Reason must be at most 500 characters',
  noSavedCard: 'This client has no saved card. Add a payment method on the client page first.',
  recordFailed: 'Failed to record payment.',
  refundFailed: 'Failed to refund payment.',
  loadFailed: 'Failed to load payments. Please try again.',
  empty: 'No payments found.',
  cardsNotConfigured:
    'Card payments are not turned on for this organization. An owner or admin can turn them on in Settings → Integrations by entering the Stripe keys; until then record checks, cash and ACH here.',
} as const;

/** Over the balance: a clear sentence with the balance left. */
export const overpaymentMessage = (balance: string, invoiceNumber: string) =>
  `Amount exceeds the balance due of $${balance} on invoice ${invoiceNumber}`;
export const overRefundMessage = (left: string) =>
  `Refund amount exceeds the $${left} left to refund on this payment`;

const MAX_CENTS = 99_999_999n; // numeric(10,2)

/** A positive amount of money in dollars (number or string), exact to the cent → "120.50". */
export const paymentAmountSchema = decimalField({
  scale: 2,
  label: 'Amount',
  invalid: PAYMENT_MESSAGES.amountPositive,
  required: PAYMENT_MESSAGES.amountRequired,
  tooPrecise: PAYMENT_MESSAGES.amountCents,
  min: { units: 0n, inclusive: false, message: PAYMENT_MESSAGES.amountPositive },
  max: { units: MAX_CENTS, message: PAYMENT_MESSAGES.amountTooLarge },
});

const invoiceId = z.uuid({ error: PAYMENT_MESSAGES.invoiceRequired });

/** POST /api/payments — a cash, check or ACH payment, completed at once. */
export const paymentRecordSchema = z.object({
  invoiceId,
  amount: paymentAmountSchema,
  method: z.enum(MANUAL_PAYMENT_METHODS, { error: PAYMENT_MESSAGES.method }),
  date: z.iso.date({ error: PAYMENT_MESSAGES.date }).optional(),
  reference: z.string().trim().max(100, PAYMENT_MESSAGES.reference).optional(),
  notes: z.string().trim().max(1000, PAYMENT_MESSAGES.notes).optional(),
});
export type PaymentRecordBody = z.input<typeof paymentRecordSchema>;
export type PaymentRecordData = z.output<typeof paymentRecordSchema>;

/**
 * POST /api/payments/card — charges the client's default saved card (or `paymentMethodId`, a saved method
 * of that client). Send an `Idempotency-Key` header: a retry with the same key returns the first payment.
 */
export const cardChargeSchema = z.object({
  invoiceId,
  amount: paymentAmountSchema,
  paymentMethodId: z.uuid({ error: 'Payment method not found' }).optional(),
});
export type CardChargeBody = z.input<typeof cardChargeSchema>;
export type CardChargeData = z.output<typeof cardChargeSchema>;

/** POST /api/payments/{id}/refund — the whole unrefunded amount when `amount` is left out. */
export const refundSchema = z.object({
  amount: paymentAmountSchema.optional(),
  reason: z.string().trim().max(500, PAYMENT_MESSAGES.reason).optional(),
});
export type RefundBody = z.input<typeof refundSchema>;
export type RefundData = z.output<typeof refundSchema>;

const optionalDate = z.iso.date({ error: PAYMENT_MESSAGES.date }).optional();

export const paymentListQuerySchema = pageQuerySchema.extend({
  status: z
    .enum(['all', ...PAYMENT_STATUSES], {
      error: `Status must be one of: all, ${PAYMENT_STATUSES.join(', ')}`,
    })
    .optional()
    .transform((value) => (value === 'all' ? undefined : value)),
  method: z
    .enum(['all', ...LEDGER_PAYMENT_METHODS], {
      error: `Method must be one of: all, ${LEDGER_PAYMENT_METHODS.join(', ')}`,
    })
    .optional()
    .transform((value) => (value === 'all' ? undefined : value)),
  from: optionalDate,
  to: optionalDate,
});
export type PaymentListQuery = z.output<typeof paymentListQuerySchema>;

/** A refund row under its payment. */
export const paymentRefundSchema = z.object({
  id: z.string(),
  amount: z.string(),
  /** 'refunded' once done; 'pending' while the provider works on it; 'failed' with failureReason. */
  status: z.enum(PAYMENT_STATUSES),
  date: z.string(),
  reason: z.string().nullable(),
  transactionId: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentRefund = z.output<typeof paymentRefundSchema>;

/** A payment as the API answers it (the spec's Payment plus the ledger's facts). */
export const paymentSchema = z.object({
  id: z.string(),
  invoiceId: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  /** A quote's deposit: its quote (the invoice number takes over once the quote is converted). */
  quoteId: z.string().nullable(),
  quoteNumber: z.string().nullable(),
  clientId: z.string().nullable(),
  clientName: z.string(),
  amount: z.string(),
  method: z.enum(LEDGER_PAYMENT_METHODS),
  /** 'refunded' when refunds add up to the amount; otherwise the ledger's status. */
  status: z.enum(PAYMENT_STATUSES),
  date: z.string(),
  transactionId: z.string().nullable(),
  failureReason: z.string().nullable(),
  notes: z.string().nullable(),
  /** Sum of completed refunds. */
  refundedAmount: z.string(),
  /** amount − refundedAmount for a completed payment, else 0. */
  refundableAmount: z.string(),
  createdAt: z.string(),
});
export type Payment = z.output<typeof paymentSchema>;

export const paymentDetailSchema = paymentSchema.extend({
  refunds: z.array(paymentRefundSchema),
});
export type PaymentDetail = z.output<typeof paymentDetailSchema>;

/** GET /api/payments/summary — the three cards, from counters kept in SQL. */
export const paymentsSummarySchema = z.object({
  /** Completed plus pending/processing payments, less refunds. */
  totalAmount: z.string(),
  /** Payments counted in totalAmount: a fully refunded payment is not counted. */
  totalCount: z.number(),
  /** Completed payments less their refunds. */
  completedAmount: z.string(),
  /** Completed payments not refunded in full (a fully refunded one is money given back, not received). */
  completedCount: z.number(),
  /** Pending and processing payments. */
  pendingAmount: z.string(),
  pendingCount: z.number(),
  refundedAmount: z.string(),
  failedCount: z.number(),
});
export type PaymentsSummary = z.output<typeof paymentsSummarySchema>;

/** GET /api/invoices/{id}/payments — the invoice's ledger and its figures. */
export const invoicePaymentsSchema = z.object({
  invoiceId: z.string(),
  total: z.string(),
  amountPaid: z.string(),
  balanceDue: z.string(),
  payments: z.array(paymentDetailSchema),
});
export type InvoicePayments = z.output<typeof invoicePaymentsSchema>;

/** GET /api/payments/card-status */
export const cardStatusSchema = z.object({ configured: z.boolean() });
export type CardStatus = z.output<typeof cardStatusSchema>;

/** POST /api/webhooks/stripe — the event was received; applied is false when it was not ours or already processed. */
export const stripeWebhookResultSchema = z.object({ received: z.literal(true), applied: z.boolean() });

/** "$1,234.50" from a decimal string. */
export const formatUsd = (amount: string): string => {
  const [whole, frac = '00'] = centsToString(toCents(amount)).split('.');
  const negative = whole.startsWith('-');
  const digits = negative ? whole.slice(1) : whole;
  return `${negative ? '-' : ''}$${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
};

/** The dashboard/audit sentence: "Payment of $120.00 recorded for INV-2026-0012 (check)". */
export const paymentRecordedText = (amount: string, invoiceNumber: string, method: LedgerPaymentMethod) =>
  `Payment of ${formatUsd(amount)} recorded for ${invoiceNumber} (${method})`;
