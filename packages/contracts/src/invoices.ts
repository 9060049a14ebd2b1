import { z } from 'zod';
import { TAX_MESSAGES } from './tax';
import { taxLineSchema } from './tax-lines';
import {
  lineItemSchema,
  LINE_ITEM_MESSAGES,
  lineItemsSchema,
  nonNegativeAmountSchema,
  taxRateSchema,
} from './line-items';
import { pageQuerySchema } from './paging';
import { locationRefSchema } from './service-locations';
import { documentClientSchema, timestampInputSchema } from './quotes';

/** Invoices (spec part 1 §2–§9): statuses, bodies of POST/PATCH /api/invoices, list query and answers. */

/** 'overdue' is derived for sent invoices past their due date. */
export const INVOICE_STATUSES = ['draft', 'sent', 'paid', 'overdue', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_DUE_DAYS = 30;

/**
 * The invoice state machine (spec part 1 §4), enforced by the API and returned as each invoice's
 * `allowedActions`: edit and send drafts; re-send and mark paid sent or overdue ones; cancel drafts and
 * open invoices that have no payments yet (money received must be refunded first). Paid is final.
 */
export const INVOICE_ACTIONS = ['edit', 'send', 'resend', 'markPaid', 'cancel'] as const;
export type InvoiceAction = (typeof INVOICE_ACTIONS)[number];

export function allowedInvoiceActions(invoice: {
  status: InvoiceStatus;
  amountPaid: string;
}): InvoiceAction[] {
  const open = invoice.status === 'sent' || invoice.status === 'overdue';
  const unpaid = !/[1-9]/.test(invoice.amountPaid);
  const allowed: Record<InvoiceAction, boolean> = {
    edit: invoice.status === 'draft',
    send: invoice.status === 'draft',
    resend: open,
    markPaid: open,
    cancel: (open || invoice.status === 'draft') && unpaid,
  };
  return INVOICE_ACTIONS.filter((action) => allowed[action]);
}
export const PAYMENT_METHODS = ['cash', 'check', 'ach', 'card', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const INVOICE_MESSAGES = {
  clientRequired: 'Please select a client',
  stripeCustomerRequired:
    "Selected client does not have a Stripe customer ID. Please update the client's payment information before sending the invoice.",
  lineItemsRequired: 'Please add at least one line item with a description',
  dueDateRequired: 'Due date is required',
  emptySearch: 'No invoices found matching your search.',
  loadListFailed: 'Failed to load invoices. Please try again.',
  loadDetailFailed: 'Failed to load invoice details. Please try again.',
  markPaidFailed: 'Failed to mark invoice as paid.',
  sendFailed: 'Failed to send invoice email.',
} as const;

const dueDateSchema = z.iso.date({ error: INVOICE_MESSAGES.dueDateRequired });

const invoiceFieldsSchema = z.object({
  clientId: z.uuid({ error: INVOICE_MESSAGES.clientRequired }),
  /** One of the client's service locations (shown on the PDF); empty: the client's default location. */
  locationId: z.uuid({ error: "Choose one of the client's locations" }).nullish(),
  lineItems: lineItemsSchema(INVOICE_MESSAGES.lineItemsRequired),
  dueDate: dueDateSchema,
  /** Ignored: copied from the client record. */
  clientName: z.string().nullish(),
  stripeCustomerId: z.string().nullish(),
  taxRate: taxRateSchema,
  /** A tax group of the organization; wins over `taxRate`. Left out: location's, client's, default group. */
  taxGroupId: z.uuid({ error: TAX_MESSAGES.groupUnknown }).nullish(),
  /** Checked (at least 0) and ignored: the server computes every figure. */
  subtotal: nonNegativeAmountSchema('Subtotal must be at least 0').nullish(),
  taxAmount: nonNegativeAmountSchema('Tax amount must be at least 0').nullish(),
  total: nonNegativeAmountSchema(LINE_ITEM_MESSAGES.total).nullish(),
  notes: z.string().trim().max(5000, 'Notes must be at most 5000 characters').nullish(),
});

/** POST /api/invoices — 'sent' creates the invoice and e-mails it. */
export const invoiceCreateSchema = invoiceFieldsSchema.extend({
  /** Left out: the tenant's default tax rate (8% unless set in Settings). */
  taxRate: taxRateSchema.optional(),
  status: z.enum(['draft', 'sent']).default('draft'),
});
export type InvoiceCreateBody = z.input<typeof invoiceCreateSchema>;
export type InvoiceCreateData = z.output<typeof invoiceCreateSchema>;

/** PATCH /api/invoices/{id} — field edits (drafts only), status sent / paid (with paidDate) / cancelled. */
export const invoiceUpdateSchema = invoiceFieldsSchema.partial().extend({
  status: z
    .enum(['draft', 'sent', 'paid', 'cancelled'], {
      error: 'Status must be one of: draft, sent, paid, cancelled',
    })
    .optional(),
  paidDate: timestampInputSchema.optional(),
  /** How the money came in when marking paid; recorded in the payments ledger. */
  paymentMethod: z
    .enum(PAYMENT_METHODS, { error: `Payment method must be one of: ${PAYMENT_METHODS.join(', ')}` })
    .optional(),
});
export type InvoiceUpdateBody = z.input<typeof invoiceUpdateSchema>;
export type InvoiceUpdateData = z.output<typeof invoiceUpdateSchema>;

export const invoiceListQuerySchema = pageQuerySchema.extend({
  status: z
    .enum(['all', ...INVOICE_STATUSES])
    .optional()
    .transform((value) => (value === 'all' ? undefined : value)),
});
export type InvoiceListQuery = z.output<typeof invoiceListQuerySchema>;

/** A row of GET /api/invoices. */
export const invoiceListItemSchema = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  locationId: z.string(),
  quoteId: z.string().nullable(),
  stripeCustomerId: z.string().nullable(),
  stripeInvoiceId: z.string().nullable(),
  /** Derived: a sent invoice past its due date reads 'overdue'. */
  status: z.enum(INVOICE_STATUSES),
  subtotal: z.string(),
  taxRate: z.string(),
  taxAmount: z.string(),
  /** The group the rates came from (null: a single rate, or tax-exempt). */
  taxGroupId: z.string().nullable(),
  /** The tax per component; their amounts add up to taxAmount (contracts tax-lines.ts). */
  taxLines: z.array(taxLineSchema),
  /** A draft recomputed because its group's rates changed, and when. */
  taxRecomputedAt: z.string().nullable(),
  total: z.string(),
  amountPaid: z.string(),
  dueDate: z.string().nullable(),
  paidDate: z.string().nullable(),
  sentAt: z.string().nullable(),
  notes: z.string().nullable(),
  /** total − amountPaid, computed by the server. */
  balanceDue: z.string(),
  /** What the invoice's state allows now (the server's state machine); the screens show exactly these. */
  allowedActions: z.array(z.enum(INVOICE_ACTIONS)),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type InvoiceListItem = z.output<typeof invoiceListItemSchema>;

/** GET /api/invoices/{id} and the answers of POST / PATCH / convert-to-invoice. */
export const invoiceDetailSchema = invoiceListItemSchema.extend({
  lineItems: z.array(lineItemSchema),
  client: documentClientSchema.nullable(),
  /** The service location the work is at. */
  location: locationRefSchema.nullable(),
  quoteNumber: z.string().nullable(),
});
export type InvoiceDetail = z.output<typeof invoiceDetailSchema>;

/** GET /api/invoices/summary — the cards, computed in SQL over issued (not draft, not cancelled) invoices. */
export const invoicesSummarySchema = z.object({
  totalInvoiced: z.string(),
  paid: z.string(),
  /** Still owed on overdue invoices. */
  overdue: z.string(),
  overdueCount: z.number(),
  /** totalInvoiced − paid */
  outstanding: z.string(),
});
export type InvoicesSummary = z.output<typeof invoicesSummarySchema>;

/** GET /api/invoices/config — what the invoice form needs to know about this business. */
export const invoiceConfigSchema = z.object({
  /** Card payments are configured: sending needs the client's payment-provider customer id. */
  requiresPaymentCustomer: z.boolean(),
  defaultTaxRate: z.string(),
  defaultDueDays: z.number(),
});
export type InvoiceConfig = z.output<typeof invoiceConfigSchema>;
