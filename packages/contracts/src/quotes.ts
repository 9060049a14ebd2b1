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
import { QUOTE_ON_BEHALF_ACTIONS } from './quote-on-behalf';
import {
  DEPOSIT_TYPES,
  depositFields,
  normalizeDeposit,
  QUOTE_OPTION_MESSAGES,
  quoteAcceptanceSchema,
  quoteDepositSchema,
  type DepositData,
} from './quote-options';

/** Quotes (spec part 1 §2–§9): statuses, bodies of POST/PATCH /api/quotes, list query and answers. */

/** 'expired' is derived for sent quotes past validUntil; 'accepted' is only displayed. */
export const QUOTE_STATUSES = ['draft', 'sent', 'approved', 'expired', 'accepted'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
/** The list's status filter. */
export const QUOTE_FILTER_STATUSES = ['draft', 'sent', 'approved', 'expired'] as const;
export const PROJECT_TYPES = ['installation', 'repair', 'maintenance', 'consultation'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export const QUOTE_VALID_DAYS = 30;

/**
 * The quote state machine (spec part 1 §4), enforced by the API, which returns the result as each quote's
 * `allowedActions`: edit and send drafts; approve sent quotes; re-send sent, expired (renews validity) or
 * approved ones; convert approved ones once; archive approved ones, delete the others. The screens show
 * exactly these (and the user's permission decides whether they may use them).
 */
export const QUOTE_ACTIONS = [
  'edit',
  'send',
  'resend',
  'approve',
  'convert',
  'archive',
  'unarchive',
  'delete',
] as const;
export type QuoteAction = (typeof QUOTE_ACTIONS)[number];

export function allowedQuoteActions(quote: {
  status: QuoteStatus;
  isArchived: boolean;
  convertedInvoiceId: string | null;
}): QuoteAction[] {
  const approved = quote.status === 'approved' || quote.status === 'accepted';
  const allowed: Record<QuoteAction, boolean> = {
    edit: quote.status === 'draft',
    send: quote.status === 'draft',
    resend: approved || quote.status === 'sent' || quote.status === 'expired',
    approve: quote.status === 'sent',
    convert: approved && !quote.convertedInvoiceId,
    archive: approved && !quote.isArchived,
    unarchive: quote.isArchived,
    delete: !approved && !quote.convertedInvoiceId,
  };
  return QUOTE_ACTIONS.filter((action) => allowed[action]);
}
export const CONVERTED_INVOICE_DUE_DAYS = 30;

export const QUOTE_MESSAGES = {
  clientRequiredTitle: 'Client required',
  clientRequired: 'Please select a client before creating a quote.',
  lineItemsRequiredTitle: 'Line items required',
  lineItemsRequired: 'Please add at least one line item to the quote.',
  emptyList: 'No quotes found. Create your first quote to get started.',
  emptySearch: 'No quotes found matching your search.',
  loadDetailFailed: 'Failed to load quote details. Please try again.',
  convertFailed: 'Failed to convert quote to invoice.',
  sendFailed: 'Failed to send quote email.',
} as const;

/** A timestamp (ISO 8601) or a date (YYYY-MM-DD, read as the end of that day, UTC). */
export const timestampInputSchema = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()], { error: 'Must be a date' })
  .transform((value) => (value.length === 10 ? `${value}T23:59:59.999Z` : new Date(value).toISOString()));

const quoteFieldsSchema = z.object({
  clientId: z.uuid({ error: QUOTE_MESSAGES.clientRequired }),
  /** One of the client's service locations (shown on the PDF); empty: the client's default location. */
  locationId: z.uuid({ error: "Choose one of the client's locations" }).nullish(),
  lineItems: lineItemsSchema(QUOTE_MESSAGES.lineItemsRequired),
  /** Ignored: the name is copied from the client record. */
  clientName: z.string().nullish(),
  projectType: z
    .enum(PROJECT_TYPES, { error: `Project type must be one of: ${PROJECT_TYPES.join(', ')}` })
    .nullish(),
  taxRate: taxRateSchema,
  /** A tax group of the organization; wins over `taxRate`. Left out: location's, client's, default group. */
  taxGroupId: z.uuid({ error: TAX_MESSAGES.groupUnknown }).nullish(),
  /** Checked (at least 0) and ignored: the server computes every figure. */
  subtotal: nonNegativeAmountSchema('Subtotal must be at least 0').nullish(),
  taxAmount: nonNegativeAmountSchema('Tax amount must be at least 0').nullish(),
  total: nonNegativeAmountSchema(LINE_ITEM_MESSAGES.total).nullish(),
  /** null: no expiration. */
  validUntil: timestampInputSchema.nullable(),
  notes: z.string().trim().max(5000, 'Notes must be at most 5000 characters').nullish(),
  ...depositFields,
});

/**
 * The cross-field rules of quote bodies: the deposit value against its type (quote-options.ts), and at
 * least one line that is not optional (a quote's total is made of those).
 */
function quoteRules<T extends z.infer<typeof quoteFieldsSchema> | Partial<z.infer<typeof quoteFieldsSchema>>>(
  data: T,
  ctx: z.RefinementCtx,
): Omit<T, 'depositType' | 'depositValue'> & DepositData {
  const deposit = normalizeDeposit(data, ctx);
  if (
    data.lineItems &&
    data.lineItems.some((l) => l.description !== '') &&
    data.lineItems.every((l) => l.isOptional)
  ) {
    ctx.addIssue({ code: 'custom', path: ['lineItems'], message: QUOTE_OPTION_MESSAGES.baseLineRequired });
  }
  const { depositType: _type, depositValue: _value, ...rest } = data;
  return { ...rest, ...deposit };
}

/** POST /api/quotes — 'sent' creates the quote and e-mails it ('Create & Send Quote'). */
export const quoteCreateSchema = quoteFieldsSchema
  .extend({
    /** Left out: the tenant's default tax rate (8% unless set in Settings). */
    taxRate: taxRateSchema.optional(),
    validUntil: timestampInputSchema.nullish(),
    status: z.enum(['draft', 'sent']).default('draft'),
  })
  .transform((data, ctx) => {
    const out = quoteRules(data, ctx);
    // A new quote without a deposit choice requests none.
    return { ...out, depositType: out.depositType ?? 'none', depositValue: out.depositValue ?? null };
  });
export type QuoteCreateBody = z.input<typeof quoteCreateSchema>;
export type QuoteCreateData = z.output<typeof quoteCreateSchema>;

/** PATCH /api/quotes/{id} — field edits (drafts only), status sent / approved, or isArchived. */
export const quoteUpdateSchema = quoteFieldsSchema
  .partial()
  .extend({
    status: z
      .enum(['draft', 'sent', 'approved'], { error: 'Status must be one of: draft, sent, approved' })
      .optional(),
    isArchived: z.boolean({ error: 'isArchived must be true or false' }).optional(),
  })
  .transform((data, ctx) => quoteRules(data, ctx));
export type QuoteUpdateBody = z.input<typeof quoteUpdateSchema>;
export type QuoteUpdateData = z.output<typeof quoteUpdateSchema>;

/** POST /api/quotes/{id}/convert-to-invoice */
export const quoteConvertSchema = z.object({
  dueDate: z.iso.date({ error: 'Due date must be a date (YYYY-MM-DD)' }).optional(),
});
export type QuoteConvertBody = z.input<typeof quoteConvertSchema>;

export const quoteListQuerySchema = pageQuerySchema.extend({
  archived: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  status: z
    .enum(['all', ...QUOTE_FILTER_STATUSES])
    .optional()
    .transform((value) => (value === 'all' ? undefined : value)),
});
export type QuoteListQuery = z.output<typeof quoteListQuerySchema>;

/** A row of GET /api/quotes. */
export const quoteListItemSchema = z.object({
  id: z.string(),
  quoteNumber: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  locationId: z.string(),
  projectType: z.enum(PROJECT_TYPES).nullable(),
  /** Derived: a sent quote past validUntil reads 'expired'. */
  status: z.enum(QUOTE_STATUSES),
  isArchived: z.boolean(),
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
  validUntil: z.string().nullable(),
  notes: z.string().nullable(),
  /** The deposit requested on approval: none, a fixed amount or a percentage (value "150.00" / "25.00"). */
  depositType: z.enum(DEPOSIT_TYPES),
  depositValue: z.string().nullable(),
  sentAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
  convertedInvoiceId: z.string().nullable(),
  /** What the quote's state allows now (the server's state machine); the screens show exactly these. */
  allowedActions: z.array(z.enum(QUOTE_ACTIONS)),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QuoteListItem = z.output<typeof quoteListItemSchema>;

export const documentClientSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  stripeCustomerId: z.string().nullable(),
});
export type DocumentClient = z.output<typeof documentClientSchema>;

/** GET /api/quotes/{id} and the answers of POST / PATCH. */
export const quoteDetailSchema = quoteListItemSchema.extend({
  lineItems: z.array(lineItemSchema),
  client: documentClientSchema.nullable(),
  /** The service location the work is at. */
  location: locationRefSchema.nullable(),
  convertedInvoiceNumber: z.string().nullable(),
  /** Subtotal of the optional lines (outside `total`) and the total if every option were taken. */
  optionsSubtotal: z.string(),
  totalWithOptions: z.string(),
  deposit: quoteDepositSchema,
  /** The client's signed selection once approved in the customer portal; null otherwise. */
  acceptance: quoteAcceptanceSchema.nullable(),
  /** What the office may record for the client now (quote-on-behalf.ts); the web shows exactly those. */
  onBehalfActions: z.array(z.enum(QUOTE_ON_BEHALF_ACTIONS)),
  /** The deposit still to be paid (less card payments in flight); null without a deposit or once invoiced. */
  depositDue: z.string().nullable(),
});
export type QuoteDetail = z.output<typeof quoteDetailSchema>;

/** GET /api/quotes/summary — the four cards, computed in SQL. */
export const quotesSummarySchema = z.object({
  totalQuoted: z.string(),
  sentCount: z.number(),
  draftCount: z.number(),
  approvedCount: z.number(),
  /** Quotes ever sent (sent, expired, approved, accepted). */
  sentOrLaterCount: z.number(),
  /** Whole percent of sent-or-later quotes that were approved; null ('N/A') when none was sent. */
  conversionRate: z.number().nullable(),
});
export type QuotesSummary = z.output<typeof quotesSummarySchema>;

/** GET /api/quotes/config — what the quote form starts with. */
export const quoteConfigSchema = z.object({
  defaultTaxRate: z.string(),
  defaultValidDays: z.number().int(),
});
export type QuoteConfig = z.output<typeof quoteConfigSchema>;

/** POST …/send-email */
export const sendEmailResultSchema = z.object({
  message: z.string(),
});
export type SendEmailResult = z.output<typeof sendEmailResultSchema>;
