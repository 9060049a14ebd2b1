import { z } from 'zod';
import {
  moneyInput,
  optionalMoneyInput,
  optionalText,
  quantityInput,
  requiredText,
} from './catalogue-fields';
import { centsToString, lineTotalCents } from './money';
import { EQUIPMENT_TYPES } from './equipment';
import { pageQuerySchema } from './paging';

/** Spec part 2 §9. */
export const SERVICE_CATEGORIES = [
  'Maintenance',
  'Repair',
  'Installation',
  'Inspection',
  'Emergency',
] as const;
export const SERVICE_TYPES = ['simple', 'composite'] as const;
export const SERVICE_STATUSES = ['active', 'inactive'] as const;
export const SERVICE_LINE_ITEM_TYPES = ['part', 'labor', 'service'] as const;
export type ServiceLineItemType = (typeof SERVICE_LINE_ITEM_TYPES)[number];

export const SERVICE_MESSAGES = {
  nameRequired: 'Service name is required',
  typeInvalid: "Service type must be either 'simple' or 'composite'",
  basePriceNegative: 'Base price must be non-negative',
  priceNegative: 'Price must be non-negative',
  priceRequired: 'Price is required for simple services',
  itemNameRequired: 'Item name is required',
  quantityPositive: 'Quantity must be positive',
  partNeedsInventory: 'Parts must be linked to inventory items',
  rateRequired: 'Rate is required',
  componentsRequired: 'A composite service needs at least one component',
} as const;

/** Tags: split on commas, trimmed, empty ones dropped (the form sends free text, the payload a list). */
export function parseTags(input: string | readonly string[]): string[] {
  const parts = (typeof input === 'string' ? [input] : input).flatMap((tag) => tag.split(','));
  // Duplicates (in any letter case) are dropped; the first spelling is kept.
  const seen = new Set<string>();
  return parts
    .map((tag) => tag.trim())
    .filter((tag) => {
      const key = tag.toLowerCase();
      if (!tag || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

export const serviceFieldsSchema = z.object({
  name: requiredText(SERVICE_MESSAGES.nameRequired),
  description: optionalText(2000),
  serviceType: z.enum(SERVICE_TYPES, { error: SERVICE_MESSAGES.typeInvalid }),
  /** Required for simple services; a composite's price is computed from its lines on the server. */
  basePrice: optionalMoneyInput({
    negative: SERVICE_MESSAGES.basePriceNegative,
    invalid: 'Base price must be a number',
  }),
  category: optionalText(100),
  status: z
    .enum(SERVICE_STATUSES, { error: "Status must be either 'active' or 'inactive'" })
    .default('active'),
  isInventoried: z.boolean().default(false),
  /** Whether quote and invoice lines of this service are taxed by default (labour often is not). */
  taxable: z.boolean({ error: 'taxable must be true or false' }).default(true),
  /** Completing a job or invoice line of this service installs a unit of `equipmentType` at the location. */
  createsEquipment: z.boolean({ error: 'Creates equipment must be true or false' }).default(false),
  /** The type of unit it installs (empty: other). */
  equipmentType: z
    .enum(EQUIPMENT_TYPES, { error: `Equipment type must be one of: ${EQUIPMENT_TYPES.join(', ')}` })
    .nullish(),
  tags: z
    .union([z.string().max(1000), z.array(z.string().max(100)).max(50)], {
      error: 'Tags must be a list of text',
    })
    .default([])
    .transform(parseTags),
  // Online booking (issue 32). Absent on a save: the stored value stays (forms that do not show them keep them).
  /** Offered on the public booking page. */
  bookable: z.boolean({ error: 'Bookable must be true or false' }).optional(),
  /** The length of a booked visit, 15 minutes to 12 hours. */
  bookingDurationMinutes: z
    .number({ error: 'Booking duration must be a whole number of minutes' })
    .int('Booking duration must be a whole number of minutes')
    .min(15, 'Booking duration must be at least 15 minutes')
    .max(720, 'Booking duration must be at most 720 minutes')
    .optional(),
  /** Shown as "from $X"; null clears it (no price shown). */
  bookingPriceFrom: optionalMoneyInput({
    negative: 'Price from must be non-negative',
    invalid: 'Price from must be a number',
  }).or(z.null()),
  /** Skills a technician needs, all of them, to be offered for this service. */
  bookingSkills: z
    .union([z.string().max(1000), z.array(z.string().max(100)).max(20)], {
      error: 'Skills must be a list of text',
    })
    .transform(parseTags)
    .optional(),
  /** Emergency services: the booking page shows "call us" instead of windows. */
  bookingCallUs: z.boolean({ error: 'Call us must be true or false' }).optional(),
});

export const serviceLineItemInputSchema = z
  .object({
    inventoryId: z.uuid('Choose an inventory item').nullish(),
    itemType: z.enum(SERVICE_LINE_ITEM_TYPES, { error: 'Item type must be part, labor or service' }),
    itemName: requiredText(SERVICE_MESSAGES.itemNameRequired),
    quantity: quantityInput(SERVICE_MESSAGES.quantityPositive).default('1'),
    rate: moneyInput({
      negative: 'Rate must be non-negative',
      invalid: 'Rate must be a number',
      required: SERVICE_MESSAGES.rateRequired,
    }),
    /** Ignored: the server recomputes quantity × rate. */
    total: moneyInput({ negative: 'Total must be non-negative' }).optional(),
    sortOrder: z.number().int().min(0).optional(),
  })
  .superRefine((line, ctx) => {
    if (line.itemType === 'part' && !line.inventoryId) {
      ctx.addIssue({ code: 'custom', path: ['inventoryId'], message: SERVICE_MESSAGES.partNeedsInventory });
    }
  });

/** Simple services need a price (the form's Price field). */
export function requireSimplePrice(
  body: { service: { serviceType?: string; basePrice?: unknown } },
  ctx: z.RefinementCtx,
): void {
  const { serviceType, basePrice } = body.service;
  if (serviceType === 'simple' && (basePrice === undefined || basePrice === null || basePrice === '')) {
    ctx.addIssue({ code: 'custom', path: ['service', 'basePrice'], message: SERVICE_MESSAGES.priceRequired });
  }
}

/**
 * A composite service saved in the app needs at least one component (its price is their sum). The CSV
 * import is the exception: a row carries no components, they are added in the app afterwards.
 */
export function requireComponents(
  body: { service: { serviceType?: string }; lineItems?: readonly unknown[] },
  ctx: z.RefinementCtx,
): void {
  if (body.service.serviceType === 'composite' && !body.lineItems?.length) {
    ctx.addIssue({ code: 'custom', path: ['lineItems'], message: SERVICE_MESSAGES.componentsRequired });
  }
}

/** POST /api/services and PUT /api/services/{id}: {service, lineItems} (lines only for composite services). */
export const serviceBodySchema = z
  .object({
    service: serviceFieldsSchema,
    lineItems: z.array(serviceLineItemInputSchema).max(100, 'At most 100 components').default([]),
  })
  .superRefine(requireSimplePrice);
export type ServiceData = z.output<typeof serviceBodySchema>;
export type ServiceBody = z.input<typeof serviceBodySchema>;

/** POST/PUT /api/services: the body, and a composite service has at least one component. */
export const serviceSaveSchema = serviceBodySchema.superRefine(requireComponents);

export const serviceListQuerySchema = pageQuerySchema.extend({
  type: z.enum(SERVICE_TYPES).optional(),
  status: z.enum(SERVICE_STATUSES).optional(),
  category: z.string().trim().max(100).optional(),
});
export type ServiceListQuery = z.infer<typeof serviceListQuerySchema>;

/** Line totals (quantity × rate, to the cent) and their sum: a composite service's base price. */
export function priceServiceLines<L extends { quantity: string | number; rate: string | number }>(
  lines: readonly L[],
) {
  let sum = 0n;
  const priced = lines.map((line) => {
    const cents = lineTotalCents(line.quantity, line.rate);
    sum += cents;
    return { ...line, total: centsToString(cents) };
  });
  return { lines: priced, basePrice: centsToString(sum) };
}

// ---- Responses ----------------------------------------------------------------------------------------

export const serviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  serviceType: z.enum(SERVICE_TYPES),
  basePrice: z.string(),
  category: z.string().nullable(),
  status: z.enum(SERVICE_STATUSES),
  isInventoried: z.boolean(),
  taxable: z.boolean(),
  createsEquipment: z.boolean(),
  equipmentType: z.enum(EQUIPMENT_TYPES).nullable(),
  tags: z.array(z.string()),
  bookable: z.boolean(),
  bookingDurationMinutes: z.number(),
  bookingPriceFrom: z.string().nullable(),
  bookingSkills: z.array(z.string()),
  bookingCallUs: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Service = z.output<typeof serviceSchema>;

export const serviceLineItemSchema = z.object({
  id: z.string(),
  inventoryId: z.string().nullable(),
  itemType: z.enum(SERVICE_LINE_ITEM_TYPES),
  itemName: z.string(),
  quantity: z.string(),
  rate: z.string(),
  total: z.string(),
  sortOrder: z.number(),
});
export type ServiceLineItem = z.output<typeof serviceLineItemSchema>;

export const serviceWithLinesSchema = serviceSchema.extend({
  lineItems: z.array(serviceLineItemSchema),
});
export type ServiceWithLines = z.output<typeof serviceWithLinesSchema>;

/** GET /api/services/summary — the four stat cards. */
export const serviceSummarySchema = z.object({
  activeServices: z.number(),
  totalServices: z.number(),
  simpleServices: z.number(),
  compositeServices: z.number(),
  /** Σ base prices, a decimal string */
  totalValue: z.string(),
});
export type ServiceSummary = z.output<typeof serviceSummarySchema>;
