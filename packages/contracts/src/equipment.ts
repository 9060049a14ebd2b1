import { z } from 'zod';
import { optionalDate, optionalText } from './catalogue-fields';
import { decimalField } from './decimal-field';
import { pageQuerySchema } from './paging';

/**
 * Equipment (installed units) at a client's service location (issue 35): what was installed, its warranty,
 * refrigerant, age against its expected life, and its history (jobs, agreement visits, refrigerant log).
 */

export const EQUIPMENT_TYPES = [
  'furnace',
  'air_conditioner',
  'heat_pump',
  'boiler',
  'air_handler',
  'mini_split',
  'water_heater',
  'thermostat',
  'other',
] as const;
export type EquipmentType = (typeof EQUIPMENT_TYPES)[number];

export const EQUIPMENT_TYPE_LABELS: Record<EquipmentType, string> = {
  furnace: 'Furnace',
  air_conditioner: 'Air conditioner',
  heat_pump: 'Heat pump',
  boiler: 'Boiler',
  air_handler: 'Air handler',
  mini_split: 'Mini-split',
  water_heater: 'Water heater',
  thermostat: 'Thermostat',
  other: 'Other',
};

/**
 * Expected service life per type in years (typical figures of manufacturers and ASHRAE's equipment-life
 * tables); a unit's own value starts from these and can be edited.
 */
export const DEFAULT_EXPECTED_LIFE_YEARS: Record<EquipmentType, number> = {
  furnace: 20,
  air_conditioner: 15,
  heat_pump: 15,
  boiler: 25,
  air_handler: 20,
  mini_split: 15,
  water_heater: 10,
  thermostat: 10,
  other: 15,
};

export const EQUIPMENT_STATUSES = ['active', 'replaced', 'removed'] as const;
export type EquipmentStatus = (typeof EQUIPMENT_STATUSES)[number];

/** How a unit came into the records. */
export const EQUIPMENT_SOURCES = ['manual', 'import', 'job', 'invoice'] as const;
export type EquipmentSource = (typeof EQUIPMENT_SOURCES)[number];

/** Refrigerants a US HVAC shop meets; the field takes any name (older and newer blends exist). */
export const COMMON_REFRIGERANTS = [
  'R-410A',
  'R-22',
  'R-32',
  'R-454B',
  'R-407C',
  'R-134a',
  'R-404A',
] as const;

/** Days before a warranty end that the badge turns to "ends soon". */
export const WARRANTY_SOON_DAYS = 90;

export const EQUIPMENT_MESSAGES = {
  locationRequired: 'Choose a service location',
  locationNotFound: 'Selected location was not found',
  typeInvalid: `Type must be one of: ${EQUIPMENT_TYPES.join(', ')}`,
  statusInvalid: `Status must be one of: ${EQUIPMENT_STATUSES.join(', ')}`,
  chargeInvalid: 'Refrigerant charge must be a number',
  chargeNegative: 'Refrigerant charge must be at least 0',
  lifeInvalid: 'Expected life must be a whole number of years from 1 to 100',
  notFound: 'Equipment not found',
  created: 'Equipment added',
  updated: 'Equipment saved',
  deleted: 'Equipment deleted',
  amountInvalid: 'Amount must be a number',
  amountPositive: 'Amount must be more than 0',
  technicianRequired: 'Technician is required',
  refrigerantLogged: 'Refrigerant entry recorded',
  /** A job's equipmentIds must be units at the job's location. */
  notAtJobLocation: "Choose units at the job's location",
} as const;

const MAX_OUNCES = 99_999_999n; // numeric(8,2)

const ouncesField = (messages: { invalid: string; min: string }, inclusive: boolean) =>
  decimalField({
    scale: 2,
    label: 'Ounces',
    invalid: messages.invalid,
    min: { units: 0n, inclusive, message: messages.min },
    max: { units: MAX_OUNCES, message: 'Must be at most 999999.99' },
  });

/** Optional ounces: '' and null clear it. */
const optionalOunces = z
  .union([z.number(), z.string()], { error: EQUIPMENT_MESSAGES.chargeInvalid })
  .nullish()
  .transform((value, ctx): string | null | undefined => {
    if (value === undefined) return undefined;
    if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
    const parsed = ouncesField(
      { invalid: EQUIPMENT_MESSAGES.chargeInvalid, min: EQUIPMENT_MESSAGES.chargeNegative },
      true,
    ).safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  });

/** Whole years 1–100; '' and null mean "the type's default". */
const expectedLife = z
  .union([z.number(), z.string()], { error: EQUIPMENT_MESSAGES.lifeInvalid })
  .nullish()
  .transform((value, ctx): number | null | undefined => {
    if (value === undefined) return undefined;
    if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
    const n = Number(typeof value === 'string' ? value.trim() : value);
    if (!Number.isInteger(n) || n < 1 || n > 100) {
      ctx.addIssue({ code: 'custom', message: EQUIPMENT_MESSAGES.lifeInvalid });
      return z.NEVER;
    }
    return n;
  });

/** The fields of a unit (the issue's shape); the client comes from the location. */
export const equipmentFieldsSchema = z.object({
  locationId: z.uuid({ error: EQUIPMENT_MESSAGES.locationRequired }),
  type: z.enum(EQUIPMENT_TYPES, { error: EQUIPMENT_MESSAGES.typeInvalid }),
  make: optionalText(100),
  model: optionalText(100),
  serialNumber: optionalText(100),
  installDate: optionalDate('Install date must be a date'),
  warrantyPartsEnds: optionalDate('Parts warranty end must be a date'),
  warrantyLabourEnds: optionalDate('Labour warranty end must be a date'),
  refrigerantType: optionalText(30),
  refrigerantChargeOz: optionalOunces,
  filterSize: optionalText(50),
  /** Empty: the type's default (DEFAULT_EXPECTED_LIFE_YEARS). */
  expectedLifeYears: expectedLife,
  notes: optionalText(5000),
  status: z.enum(EQUIPMENT_STATUSES, { error: EQUIPMENT_MESSAGES.statusInvalid }),
});

/** POST /api/equipment — also the equipment form's schema. */
export const equipmentCreateSchema = equipmentFieldsSchema.extend({
  status: equipmentFieldsSchema.shape.status.default('active'),
});
export type EquipmentCreateBody = z.input<typeof equipmentCreateSchema>;
export type EquipmentCreateData = z.output<typeof equipmentCreateSchema>;

/** PATCH /api/equipment/{id}: any subset. */
export const equipmentUpdateSchema = equipmentFieldsSchema.partial();
export type EquipmentUpdateBody = z.input<typeof equipmentUpdateSchema>;
export type EquipmentUpdateData = z.output<typeof equipmentUpdateSchema>;

const booleanQuery = z
  .enum(['true', 'false'], { error: 'Must be true or false' })
  .transform((v) => v === 'true');

/**
 * GET /api/equipment: search by serial number, make, model or client; filters by type, status, client,
 * location, "warranty (parts or labour) ends within N days" and "older than its expected life".
 */
export const equipmentListQuerySchema = pageQuerySchema.extend({
  type: z.enum(EQUIPMENT_TYPES, { error: EQUIPMENT_MESSAGES.typeInvalid }).optional(),
  status: z.enum(EQUIPMENT_STATUSES, { error: EQUIPMENT_MESSAGES.statusInvalid }).optional(),
  clientId: z.uuid({ error: 'Client must be an id' }).optional(),
  locationId: z.uuid({ error: 'Location must be an id' }).optional(),
  warrantyEndsWithinDays: z.coerce
    .number({ error: 'Days must be a whole number from 0 to 3650' })
    .int('Days must be a whole number from 0 to 3650')
    .min(0, 'Days must be a whole number from 0 to 3650')
    .max(3650, 'Days must be a whole number from 0 to 3650')
    .optional(),
  olderThanExpectedLife: booleanQuery.optional(),
});
export type EquipmentListQuery = z.infer<typeof equipmentListQuerySchema>;

export const equipmentSchema = z.object({
  id: z.string(),
  locationId: z.string(),
  locationName: z.string(),
  /** The location's address on one line. */
  locationAddress: z.string().nullable(),
  clientId: z.string(),
  clientName: z.string(),
  type: z.enum(EQUIPMENT_TYPES),
  make: z.string().nullable(),
  model: z.string().nullable(),
  serialNumber: z.string().nullable(),
  installDate: z.string().nullable(),
  warrantyPartsEnds: z.string().nullable(),
  warrantyLabourEnds: z.string().nullable(),
  refrigerantType: z.string().nullable(),
  /** decimal string, e.g. "112.00" */
  refrigerantChargeOz: z.string().nullable(),
  filterSize: z.string().nullable(),
  expectedLifeYears: z.number(),
  /** installDate + expectedLifeYears; null without an install date. */
  replacementDueOn: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.enum(EQUIPMENT_STATUSES),
  source: z.enum(EQUIPMENT_SOURCES),
  /** The job or invoice whose line created the unit. */
  sourceJobId: z.string().nullable(),
  sourceInvoiceId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Equipment = z.output<typeof equipmentSchema>;

/** A unit as a job shows it: linked to the job or only installed at its location. */
export const jobEquipmentSchema = equipmentSchema
  .pick({
    id: true,
    type: true,
    make: true,
    model: true,
    serialNumber: true,
    installDate: true,
    warrantyPartsEnds: true,
    warrantyLabourEnds: true,
    refrigerantType: true,
    refrigerantChargeOz: true,
    filterSize: true,
    status: true,
    replacementDueOn: true,
  })
  .extend({ linked: z.boolean() });
export type JobEquipment = z.output<typeof jobEquipmentSchema>;

export const REFRIGERANT_ACTIONS = ['added', 'recovered'] as const;

/**
 * POST /api/equipment/{id}/refrigerant-log: refrigerant added to or recovered from the unit — the record
 * EPA Section 608 asks of a shop (date, technician, refrigerant type, amount, and what was done).
 */
export const refrigerantLogCreateSchema = z.object({
  action: z.enum(REFRIGERANT_ACTIONS, { error: 'Action must be added or recovered' }),
  amountOz: ouncesField(
    { invalid: EQUIPMENT_MESSAGES.amountInvalid, min: EQUIPMENT_MESSAGES.amountPositive },
    false,
  ),
  /** Empty: the unit's refrigerant type. */
  refrigerantType: optionalText(30),
  technicianId: z.uuid({ error: EQUIPMENT_MESSAGES.technicianRequired }),
  /** The day of the service; empty: today on the organization's clock. */
  servicedOn: optionalDate('Service date must be a date'),
  /** The job during which it happened, if any. */
  jobId: z.uuid({ error: 'Job must be an id' }).nullish(),
  /** Leak found and repaired, recovery for disposal, cylinder number… */
  notes: optionalText(2000),
});
export type RefrigerantLogCreateBody = z.input<typeof refrigerantLogCreateSchema>;
export type RefrigerantLogCreateData = z.output<typeof refrigerantLogCreateSchema>;

export const refrigerantLogEntrySchema = z.object({
  id: z.string(),
  equipmentId: z.string(),
  action: z.enum(REFRIGERANT_ACTIONS),
  amountOz: z.string(),
  refrigerantType: z.string().nullable(),
  technicianId: z.string(),
  technicianName: z.string(),
  servicedOn: z.string(),
  jobId: z.string().nullable(),
  jobNumber: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type RefrigerantLogEntry = z.output<typeof refrigerantLogEntrySchema>;

export const refrigerantLogQuerySchema = pageQuerySchema.pick({ limit: true, offset: true });

/**
 * GET /api/equipment/{id}/history: newest first, paged. Each source of history (jobs and agreement visits,
 * the refrigerant log; checklist readings and photos join later) adds its own kind to this union.
 */
const historyBase = {
  /** Unique within the history: `<kind>:<source id>`. */
  key: z.string(),
  occurredAt: z.string(),
  jobId: z.string().nullable(),
  jobNumber: z.string().nullable(),
  technicianName: z.string().nullable(),
};

export const jobHistoryEntrySchema = z.object({
  ...historyBase,
  kind: z.literal('job'),
  status: z.string(),
  serviceType: z.string(),
  /** Set when the job is a visit of a service agreement. */
  agreementId: z.string().nullable(),
  agreementNumber: z.string().nullable(),
  notes: z.string().nullable(),
});

export const refrigerantHistoryEntrySchema = z.object({
  ...historyBase,
  kind: z.literal('refrigerant'),
  servicedOn: z.string(),
  action: z.enum(REFRIGERANT_ACTIONS),
  amountOz: z.string(),
  refrigerantType: z.string().nullable(),
  notes: z.string().nullable(),
});

/** A checklist filled for the unit on a job: its answers as text, readings with their expected range. */
export const checklistHistoryEntrySchema = z.object({
  ...historyBase,
  kind: z.literal('checklist'),
  checklistName: z.string(),
  answers: z.array(
    z.object({
      label: z.string(),
      /** Yes/No, the reading with its unit, the text or choice; "Photo" for a photo answer. */
      answer: z.string(),
      /** "8–12 °F" for a reading with an expected range. */
      expected: z.string().nullable(),
      outOfRange: z.boolean(),
    }),
  ),
});

/** A technician's photo of the unit (its thumbnail is served under the job's photos). */
export const photoHistoryEntrySchema = z.object({
  ...historyBase,
  kind: z.literal('photo'),
  photoId: z.string(),
  tag: z.enum(['before', 'after', 'other']).nullable(),
  caption: z.string().nullable(),
});

export const equipmentHistoryEntrySchema = z.discriminatedUnion('kind', [
  jobHistoryEntrySchema,
  refrigerantHistoryEntrySchema,
  checklistHistoryEntrySchema,
  photoHistoryEntrySchema,
]);
export type EquipmentHistoryEntry = z.output<typeof equipmentHistoryEntrySchema>;

export const equipmentHistoryQuerySchema = pageQuerySchema.pick({ limit: true, offset: true });
export type EquipmentHistoryQuery = z.infer<typeof equipmentHistoryQuerySchema>;

/** The warranty badge of a unit: the later of the parts and labour ends decides. */
export type WarrantyState = 'none' | 'active' | 'ending' | 'expired';
export function warrantyState(
  unit: { warrantyPartsEnds: string | null; warrantyLabourEnds: string | null },
  today: string,
  soonDays = WARRANTY_SOON_DAYS,
): { state: WarrantyState; ends: string | null } {
  const ends = [unit.warrantyPartsEnds, unit.warrantyLabourEnds]
    .filter((d): d is string => Boolean(d))
    .sort();
  const last = ends[ends.length - 1] ?? null;
  if (!last) return { state: 'none', ends: null };
  if (last < today) return { state: 'expired', ends: last };
  const soon = new Date(`${today}T00:00:00Z`);
  soon.setUTCDate(soon.getUTCDate() + soonDays);
  return { state: last <= soon.toISOString().slice(0, 10) ? 'ending' : 'active', ends: last };
}

/** "Carrier 24ACC636A003" / "Furnace": how lists and pickers name a unit. */
export function equipmentLabel(unit: { type: EquipmentType; make?: string | null; model?: string | null }) {
  const name = [unit.make, unit.model].filter(Boolean).join(' ');
  return name ? `${EQUIPMENT_TYPE_LABELS[unit.type]} — ${name}` : EQUIPMENT_TYPE_LABELS[unit.type];
}
