import { z } from 'zod';
import { sendEmailSchema } from './emails';
import {
  dateInput,
  integerInput,
  moneyInput,
  optionalDate,
  optionalText,
  requiredText,
} from './catalogue-fields';
import {
  centsToString,
  fromScaled,
  lineTotalCents,
  taxCents,
  toCents,
  toScaled,
  tooManyDecimals,
} from './money';
import { DEFAULT_TAX_RATE } from './line-items';
import { pageQuerySchema } from './paging';
import { optionalPhone } from './phone';

/** Spec part 2 §4: new orders start as draft; status is freely selectable on edit. */
export const PURCHASE_ORDER_STATUSES = [
  'draft',
  'sent',
  'confirmed',
  'partially_received',
  'received',
  'cancelled',
] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];
export const PURCHASE_ORDER_STATUS_LABELS: Record<PurchaseOrderStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  confirmed: 'Confirmed',
  partially_received: 'Partially Received',
  received: 'Received',
  cancelled: 'Cancelled',
};

/**
 * The statuses a person chooses (spec part 2 §4's free choice); partially received and received only come
 * from receiving, derived from the lines' quantities.
 */
export const PURCHASE_ORDER_CHOOSABLE_STATUSES = ['draft', 'sent', 'confirmed', 'cancelled'] as const;
export type PurchaseOrderChoosableStatus = (typeof PURCHASE_ORDER_CHOOSABLE_STATUSES)[number];
const CHOOSABLE_STATUS_MESSAGE = `Status must be one of: ${PURCHASE_ORDER_CHOOSABLE_STATUSES.join(', ')}`;

/**
 * The purchase-order state machine, enforced by the API and returned as each order's `allowedActions`:
 * edit anything not fully received (a received order's lines are read-only); receive while something is
 * left to receive and the order is not cancelled; e-mail the supplier, except a received order, which is
 * e-mailed again only after a confirmation ('emailAgain').
 */
export const PURCHASE_ORDER_ACTIONS = ['edit', 'receive', 'email', 'emailAgain'] as const;
export type PurchaseOrderAction = (typeof PURCHASE_ORDER_ACTIONS)[number];

export function allowedPurchaseOrderActions(
  status: PurchaseOrderStatus,
  lines: readonly { quantity: number; quantityReceived: number }[],
): PurchaseOrderAction[] {
  const allowed: Record<PurchaseOrderAction, boolean> = {
    edit: status !== 'received',
    receive: status !== 'cancelled' && lines.some((l) => l.quantityReceived < l.quantity),
    email: status !== 'received',
    emailAgain: status === 'received',
  };
  return PURCHASE_ORDER_ACTIONS.filter((action) => allowed[action]);
}

/** The statuses an order may be set to on edit: the free choice, or its receiving status kept as it is. */
export function choosablePurchaseOrderStatuses(current?: PurchaseOrderStatus): PurchaseOrderStatus[] {
  if (current === 'received') return ['received'];
  if (current === 'partially_received') return ['partially_received', 'cancelled'];
  return [...PURCHASE_ORDER_CHOOSABLE_STATUSES];
}

export const PURCHASE_ORDER_MESSAGES = {
  supplierRequired: 'Supplier is required',
  orderDateRequired: 'Order date is required',
  noLinesTitle: 'No line items',
  noLines: 'Please add at least one line item to the purchase order.',
  descriptionRequired: 'Description is required',
  quantityMin: 'Quantity must be at least 1',
  unitCostNegative: 'Unit cost must be non-negative',
  shippingNegative: 'Shipping cost must be non-negative',
  taxRateRange: 'Tax rate must be between 0 and 1',
  taxPercentRange: 'Tax rate must be between 0 and 100',
  emailInvalid: 'Please enter a valid email address',
} as const;

/** A tax rate fraction 0–1 (4 decimals) as "0.0825"; '' or null mean the default 0.08. */
const taxRateInput = z
  .union([z.number(), z.string(), z.null()], { error: PURCHASE_ORDER_MESSAGES.taxRateRange })
  .transform((value, ctx) => {
    const text = value === null ? '' : String(value).trim();
    if (text === '') return DEFAULT_TAX_RATE;
    const n = Number(text);
    if (!/^\d*\.?\d*$/.test(text) || !Number.isFinite(n) || n < 0 || n > 1) {
      ctx.addIssue({ code: 'custom', message: PURCHASE_ORDER_MESSAGES.taxRateRange });
      return z.NEVER;
    }
    if (/\.\d*[1-9]/.test(text) && text.split('.')[1].replace(/0+$/, '').length > 4) {
      ctx.addIssue({ code: 'custom', message: tooManyDecimals('Tax rate', 4) });
      return z.NEVER;
    }
    return fromScaled(toScaled(text, 4), 4);
  });

const emailOrEmpty = z
  .union(
    [z.literal(''), z.string().trim().toLowerCase().pipe(z.email(PURCHASE_ORDER_MESSAGES.emailInvalid))],
    {
      error: PURCHASE_ORDER_MESSAGES.emailInvalid,
    },
  )
  .nullish()
  .transform((v) => (v === '' ? null : v));

const ignoredAmount = moneyInput({ negative: 'Amounts must be non-negative' }).optional();

export const purchaseOrderFieldsSchema = z.object({
  supplier: requiredText(PURCHASE_ORDER_MESSAGES.supplierRequired),
  supplierEmail: emailOrEmpty,
  supplierPhone: optionalPhone(50),
  status: z.enum(PURCHASE_ORDER_STATUSES, {
    error: `Status must be one of: ${PURCHASE_ORDER_STATUSES.join(', ')}`,
  }),
  orderDate: dateInput(PURCHASE_ORDER_MESSAGES.orderDateRequired),
  expectedDate: optionalDate(),
  receivedDate: optionalDate(),
  taxRate: taxRateInput.optional(),
  shippingCost: moneyInput({
    negative: PURCHASE_ORDER_MESSAGES.shippingNegative,
    invalid: 'Shipping cost must be a number',
  }),
  notes: optionalText(2000),
  /** Accepted but recomputed on the server. */
  subtotal: ignoredAmount,
  taxAmount: ignoredAmount,
  total: ignoredAmount,
});

export const purchaseOrderLineInputSchema = z.object({
  /** An existing line being edited; absent for new lines. */
  id: z.uuid().optional(),
  inventoryId: z.uuid('Choose an inventory item').nullish(),
  description: requiredText(PURCHASE_ORDER_MESSAGES.descriptionRequired, 500),
  sku: optionalText(100),
  quantity: integerInput(1, PURCHASE_ORDER_MESSAGES.quantityMin),
  unitCost: moneyInput({
    negative: PURCHASE_ORDER_MESSAGES.unitCostNegative,
    invalid: 'Unit cost must be a number',
  }),
  total: ignoredAmount,
  sortOrder: z.number().int().min(0).optional(),
});
export type PurchaseOrderLineInput = z.infer<typeof purchaseOrderLineInputSchema>;

const lineItemsSchema = z
  .array(purchaseOrderLineInputSchema, { error: PURCHASE_ORDER_MESSAGES.noLines })
  .min(1, PURCHASE_ORDER_MESSAGES.noLines)
  .max(200, 'At most 200 line items');

/** POST /api/purchase-orders: {purchaseOrder, lineItems[]}. */
export const purchaseOrderCreateSchema = z.object({
  purchaseOrder: purchaseOrderFieldsSchema.extend({
    status: z.enum(PURCHASE_ORDER_CHOOSABLE_STATUSES, { error: CHOOSABLE_STATUS_MESSAGE }).default('draft'),
    shippingCost: purchaseOrderFieldsSchema.shape.shippingCost.default('0'),
  }),
  lineItems: lineItemsSchema,
});
export type PurchaseOrderCreateData = z.output<typeof purchaseOrderCreateSchema>;
/** What a client may send (numbers or strings, optional fields left out). */
export type PurchaseOrderCreateBody = z.input<typeof purchaseOrderCreateSchema>;

/** PATCH /api/purchase-orders/{id}: the same body; fields left out stay, lines left out stay. */
export const purchaseOrderUpdateSchema = z.object({
  // Optional, not `.default({})`: an update schema gives nothing a value the request left out.
  purchaseOrder: purchaseOrderFieldsSchema.partial().optional(),
  lineItems: lineItemsSchema.optional(),
});
export type PurchaseOrderUpdateData = z.output<typeof purchaseOrderUpdateSchema>;
export type PurchaseOrderUpdateBody = z.input<typeof purchaseOrderUpdateSchema>;

/** POST /api/purchase-orders/{id}/receive */
export const receivePurchaseOrderSchema = z.object({
  lines: z
    .array(
      z.object({
        lineId: z.uuid('Unknown line'),
        quantity: integerInput(1, 'Quantity received must be at least 1'),
      }),
      {
        error: 'Choose at least one line to receive',
      },
    )
    .min(1, 'Choose at least one line to receive'),
  receivedDate: optionalDate(),
});
export type ReceivePurchaseOrderData = z.output<typeof receivePurchaseOrderSchema>;
export type ReceivePurchaseOrderBody = z.input<typeof receivePurchaseOrderSchema>;
/** POST /api/purchase-orders/{id}/send-email — a received order is e-mailed again only when confirmed. */
export const sendPurchaseOrderEmailSchema = sendEmailSchema
  .extend({ confirmResend: z.boolean({ error: 'confirmResend must be true or false' }).optional() })
  .default({});
export type SendPurchaseOrderEmailData = z.output<typeof sendPurchaseOrderEmailSchema>;

export const purchaseOrderListQuerySchema = pageQuerySchema.extend({
  status: z.enum(PURCHASE_ORDER_STATUSES).optional(),
});
export type PurchaseOrderListQuery = z.infer<typeof purchaseOrderListQuerySchema>;

// ---- Totals (shared by the server and the form's live totals) ---------------------------------------

/** line total = quantity × unit cost; tax = subtotal × rate; total = subtotal + tax + shipping (exact cents). */
export function computePurchaseOrderTotals<
  L extends { quantity: number | string; unitCost: number | string },
>(lines: readonly L[], taxRate: string | number, shippingCost: string | number) {
  let subtotal = 0n;
  const priced = lines.map((line) => {
    const cents = lineTotalCents(line.quantity, line.unitCost);
    subtotal += cents;
    return { ...line, total: centsToString(cents) };
  });
  const tax = taxCents(subtotal, taxRate);
  return {
    lines: priced,
    subtotal: centsToString(subtotal),
    taxAmount: centsToString(tax),
    total: centsToString(subtotal + tax + toCents(shippingCost)),
  };
}

/** "0.0825" → "8.25" (the form shows the tax rate as a percentage). */
export function taxRateToPercent(rate: string | number): string {
  return fromScaled(toScaled(rate, 4), 2).replace(/\.?0+$/, '') || '0';
}

/** "8.25" → "0.0825"; '' stays '' (the server then uses the default). */
export function percentToTaxRate(percent: string | number): string {
  const text = String(percent).trim();
  return text === '' ? '' : fromScaled(toScaled(text, 2), 4);
}

/**
 * The form's tax rate, entered as a percentage (0–100, two decimals) and turned into the stored fraction;
 * empty stays '' so the server applies the default 0.08.
 */
export const taxRatePercentInput = z
  .union([z.number(), z.string()], { error: PURCHASE_ORDER_MESSAGES.taxPercentRange })
  .transform((value, ctx) => {
    const text = String(value).trim();
    if (text === '') return '';
    const n = Number(text);
    if (!/^\d*\.?\d*$/.test(text) || !Number.isFinite(n) || n < 0 || n > 100) {
      ctx.addIssue({ code: 'custom', message: PURCHASE_ORDER_MESSAGES.taxPercentRange });
      return z.NEVER;
    }
    if ((text.split('.')[1] ?? '').replace(/0+$/, '').length > 2) {
      ctx.addIssue({ code: 'custom', message: tooManyDecimals('Tax rate', 2) });
      return z.NEVER;
    }
    return percentToTaxRate(n.toFixed(4));
  });

// ---- Responses ----------------------------------------------------------------------------------------

export const purchaseOrderSchema = z.object({
  id: z.string(),
  poNumber: z.string(),
  supplier: z.string(),
  supplierEmail: z.string().nullable(),
  supplierPhone: z.string().nullable(),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  orderDate: z.string(),
  expectedDate: z.string().nullable(),
  receivedDate: z.string().nullable(),
  subtotal: z.string(),
  taxRate: z.string(),
  taxAmount: z.string(),
  shippingCost: z.string(),
  total: z.string(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PurchaseOrder = z.output<typeof purchaseOrderSchema>;

export const purchaseOrderLineItemSchema = z.object({
  id: z.string(),
  poId: z.string(),
  inventoryId: z.string().nullable(),
  description: z.string(),
  sku: z.string().nullable(),
  quantity: z.number(),
  unitCost: z.string(),
  total: z.string(),
  quantityReceived: z.number(),
  receivedDate: z.string().nullable(),
  sortOrder: z.number(),
});
export type PurchaseOrderLineItem = z.output<typeof purchaseOrderLineItemSchema>;

export const purchaseOrderWithLinesSchema = purchaseOrderSchema.extend({
  lineItems: z.array(purchaseOrderLineItemSchema),
  /** What the order's state allows now (the server's state machine); the screens show exactly these. */
  allowedActions: z.array(z.enum(PURCHASE_ORDER_ACTIONS)),
});
export type PurchaseOrderWithLines = z.output<typeof purchaseOrderWithLinesSchema>;

/** POST /api/purchase-orders/{id}/send-email */
export const purchaseOrderEmailQueuedSchema = z.object({
  emailId: z.string(),
  to: z.string(),
  purchaseOrder: purchaseOrderSchema,
});
export type PurchaseOrderEmailQueued = z.output<typeof purchaseOrderEmailQueuedSchema>;
