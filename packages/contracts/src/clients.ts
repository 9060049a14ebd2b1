import { z } from 'zod';
import { pageQuerySchema } from './paging';
import { optionalPhone, requiredPhone } from './phone';
import { requiredPostalCode } from './postal-code';
import { TAX_MESSAGES } from './tax';

/** Clients, their contact log and service history (spec part 1 §3, §5). Payment methods: payment-methods.ts. */

export const CLIENT_SALUTATIONS = ['none', 'Mr.', 'Mrs.', 'Ms.', 'Dr.', 'Prof.'] as const;
export const CLIENT_SUFFIXES = ['none', 'Jr.', 'Sr.', 'II', 'III', 'IV'] as const;
export const CLIENT_TYPES = ['residential', 'commercial'] as const;
export const CLIENT_STATUSES = ['active', 'inactive', 'lead'] as const;
export const PREFERRED_CONTACT_METHODS = ['phone', 'email', 'text'] as const;
export const PAYMENT_TERMS = ['due_on_receipt', 'net_30', 'net_60', 'net_90'] as const;
export const CLIENT_CONTACT_TYPES = ['phone_call', 'email', 'text', 'visit', 'meeting', 'other'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];
export type ClientStatus = (typeof CLIENT_STATUSES)[number];
export type ClientContactType = (typeof CLIENT_CONTACT_TYPES)[number];

/** Spec §9: service history shows 5 entries on the client page. */
export const SERVICE_HISTORY_PREVIEW = 5;
const MAX_CREDIT_LIMIT_CENTS = 9_999_999_999; // numeric(10,2)

const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

/** Optional text: absent stays absent (no change), '' or null clears it. */
const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v === '' ? null : v));

const choice = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` });

/** Money ≥ 0 with at most 2 decimals; numbers or strings in, a decimal string out ('' means 0). */
export const creditLimitSchema = z
  .union([z.number(), z.string()], { error: 'Credit limit must be a number' })
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim() || '0'))
  .refine((v) => /^-?\d+(\.\d+)?$/.test(v), { message: 'Credit limit must be a number', abort: true })
  .refine((v) => !v.startsWith('-') || Number(v) === 0, {
    message: 'Credit limit must be at least 0',
    abort: true,
  })
  .refine((v) => !/\.\d{3,}$/.test(v), {
    message: 'Credit limit can have at most 2 decimal places',
    abort: true,
  })
  .refine((v) => Math.round(Number(v) * 100) <= MAX_CREDIT_LIMIT_CENTS, {
    message: 'Credit limit is too large',
  })
  .transform((v) => Number(v).toFixed(2));

/** Tags: trimmed, non-empty and unique (spec §5). */
export const tagsSchema = z
  .array(
    z
      .string({ error: 'Tags must be text' })
      .trim()
      .min(1, 'Tags cannot be empty')
      .max(50, 'Tags must be at most 50 characters'),
    {
      error: 'Tags must be a list',
    },
  )
  .max(30, 'At most 30 tags')
  .refine((tags) => new Set(tags).size === tags.length, 'Tags must be unique');

/** Adds a tag the way the form's tag input does: trimmed, ignored when empty or already present. */
export function addTag(tags: readonly string[], input: string): string[] {
  const tag = input.trim();
  return !tag || tags.includes(tag) ? [...tags] : [...tags, tag];
}

const coordinate = (limit: number, label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(-limit, `${label} is out of range`)
    .max(limit, `${label} is out of range`)
    .nullish();

/** Every client field without defaults: create adds the spec's defaults (§9), edit makes them optional. */
export const clientFieldsSchema = z.object({
  salutation: choice(CLIENT_SALUTATIONS, 'Salutation'),
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  suffix: choice(CLIENT_SUFFIXES, 'Suffix'),
  companyName: optionalText(),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .toLowerCase()
    .min(1, 'Email is required')
    .pipe(z.email('Please enter a valid email address')),
  phone: requiredPhone('Phone is required', 50),
  address: requiredText('Address is required'),
  address2: optionalText(),
  city: requiredText('City is required', 100),
  state: requiredText('State is required', 100),
  zipCode: requiredPostalCode('ZIP code is required', 20),
  country: z
    .string()
    .trim()
    .max(100, 'Must be at most 100 characters')
    .transform((v) => v || 'US'),
  latitude: coordinate(90, 'Latitude'),
  longitude: coordinate(180, 'Longitude'),
  clientType: choice(CLIENT_TYPES, 'Client type'),
  status: choice(CLIENT_STATUSES, 'Status'),
  notes: optionalText(5000),
  preferredContactMethod: choice(PREFERRED_CONTACT_METHODS, 'Preferred contact method'),
  emergencyContact: optionalText(),
  emergencyPhone: optionalPhone(50),
  leadSource: optionalText(),
  paymentTerms: choice(PAYMENT_TERMS, 'Payment terms'),
  creditLimit: creditLimitSchema,
  tags: tagsSchema,
  /** The client's own tax group (issue 31); documents at a location with its own group use that one. */
  taxGroupId: z.uuid({ error: TAX_MESSAGES.groupUnknown }).nullish(),
  /** Tax-exempt with a certificate (number required) valid through taxExemptUntil (none: no expiry). */
  taxExempt: z.boolean({ error: 'taxExempt must be true or false' }).optional(),
  taxExemptCertificate: z
    .string()
    .trim()
    .max(100, 'Must be at most 100 characters')
    .nullish()
    .transform((v) => (v === '' ? null : v)),
  taxExemptUntil: z
    .union([z.iso.date({ error: 'Exemption expiry must be a date (YYYY-MM-DD)' }), z.literal('')])
    .nullish()
    .transform((v) => (v === '' ? null : v)),
});

const f = clientFieldsSchema.shape;
/** POST /api/clients — also the create and edit form's schema. */
export const clientCreateSchema = clientFieldsSchema.extend({
  salutation: f.salutation.default('none'),
  suffix: f.suffix.default('none'),
  country: f.country.default('US'),
  clientType: f.clientType.default('residential'),
  status: f.status.default('active'),
  preferredContactMethod: f.preferredContactMethod.default('phone'),
  paymentTerms: f.paymentTerms.default('net_30'),
  creditLimit: f.creditLimit.default('0.00'),
  tags: f.tags.default([]),
});
export type ClientCreateBody = z.input<typeof clientCreateSchema>;
export type ClientCreateData = z.output<typeof clientCreateSchema>;

/**
 * The details the client form requires that an import may lack: a row without some of them is imported and
 * the client flagged "needs details" (the database's clients.needs_details), to be completed later.
 */
export const CLIENT_REQUIRED_DETAILS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'zipCode',
] as const;
export type ClientRequiredDetail = (typeof CLIENT_REQUIRED_DETAILS)[number];
export const CLIENT_DETAIL_LABELS: Record<ClientRequiredDetail, string> = {
  firstName: 'first name',
  lastName: 'last name',
  email: 'e-mail',
  phone: 'phone',
  address: 'address',
  city: 'city',
  state: 'state',
  zipCode: 'ZIP code',
};
/** The required details a client lacks, in form order. */
export const missingClientDetails = (client: Partial<Record<ClientRequiredDetail, string | null>>) =>
  CLIENT_REQUIRED_DETAILS.filter((field) => !client[field]);

export const CLIENT_NAME_REQUIRED_MESSAGE = 'A name is required: first and last name, or a company name';

/**
 * A row of a client import: the create schema, but the details above may be missing (a value that is there
 * must still be valid — a bad e-mail is an error, not a missing e-mail); it needs some name.
 */
export const clientImportSchema = clientCreateSchema
  .extend(
    Object.fromEntries(CLIENT_REQUIRED_DETAILS.map((field) => [field, f[field].optional()])) as {
      [K in ClientRequiredDetail]: z.ZodOptional<(typeof f)[K]>;
    },
  )
  .refine((row) => Boolean(row.firstName || row.lastName || row.companyName), {
    message: CLIENT_NAME_REQUIRED_MESSAGE,
    path: ['firstName'],
  });
export type ClientImportData = z.output<typeof clientImportSchema>;

/** PATCH /api/clients/{id}: any subset; required fields may not be emptied. */
export const clientUpdateSchema = clientFieldsSchema.partial();
export type ClientUpdateData = z.output<typeof clientUpdateSchema>;

/** GET /api/clients */
export const clientListQuerySchema = pageQuerySchema.extend({
  status: z
    .enum(CLIENT_STATUSES, { error: `Status must be one of: ${CLIENT_STATUSES.join(', ')}` })
    .optional(),
  clientType: z
    .enum(CLIENT_TYPES, { error: `Client type must be one of: ${CLIENT_TYPES.join(', ')}` })
    .optional(),
  /** true: only clients that need details. */
  needsDetails: z
    .enum(['true', 'false'], { error: 'needsDetails must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
});
export type ClientListQuery = z.infer<typeof clientListQuerySchema>;

/** The display name: salutation, first and last name and suffix; the company name when there is no person. */
export function clientDisplayName(parts: {
  salutation?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  suffix?: string | null;
  companyName?: string | null;
  email?: string | null;
}): string {
  const person = [parts.firstName, parts.lastName].map((p) => p?.trim()).filter(Boolean);
  if (person.length) {
    const salutation = parts.salutation && parts.salutation !== 'none' ? parts.salutation : '';
    const suffix = parts.suffix && parts.suffix !== 'none' ? parts.suffix : '';
    return [salutation, ...person, suffix].filter(Boolean).join(' ');
  }
  return parts.companyName?.trim() || parts.email?.trim() || 'Unnamed client';
}

export const clientSchema = z.object({
  id: z.string(),
  name: z.string(),
  salutation: z.enum(CLIENT_SALUTATIONS),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  suffix: z.enum(CLIENT_SUFFIXES),
  companyName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  country: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  clientType: z.enum(CLIENT_TYPES),
  status: z.enum(CLIENT_STATUSES),
  notes: z.string().nullable(),
  preferredContactMethod: z.enum(PREFERRED_CONTACT_METHODS),
  emergencyContact: z.string().nullable(),
  emergencyPhone: z.string().nullable(),
  leadSource: z.string().nullable(),
  paymentTerms: z.enum(PAYMENT_TERMS),
  /** decimal string, e.g. "2500.00" */
  creditLimit: z.string(),
  tags: z.array(z.string()),
  stripeCustomerId: z.string().nullable(),
  totalValue: z.string(),
  taxGroupId: z.string().nullable(),
  taxExempt: z.boolean(),
  taxExemptCertificate: z.string().nullable(),
  /** YYYY-MM-DD, the last day the certificate is valid; null: no expiry. */
  taxExemptUntil: z.string().nullable(),
  /** A detail the client form requires is missing (imported without it): see CLIENT_REQUIRED_DETAILS. */
  needsDetails: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Client = z.output<typeof clientSchema>;

/** POST and PATCH answers: the client, and another client of the tenant with the same e-mail when there is one. */
export const clientSavedSchema = clientSchema.extend({
  possibleDuplicateOf: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type ClientSaved = z.output<typeof clientSavedSchema>;

/** GET /api/clients/summary — counts by status and type, for cards. */
export const clientSummarySchema = z.object({
  total: z.number(),
  byStatus: z.record(z.enum(CLIENT_STATUSES), z.number()),
  byType: z.record(z.enum(CLIENT_TYPES), z.number()),
});
export type ClientSummary = z.output<typeof clientSummarySchema>;

// ---- Contact log ----------------------------------------------------------------------------------------

/** POST /api/clients/{id}/contacts */
export const clientContactCreateSchema = z.object({
  contactType: z.enum(CLIENT_CONTACT_TYPES, {
    error: (issue) =>
      issue.input == null || issue.input === ''
        ? 'Contact type is required'
        : `Contact type must be one of: ${CLIENT_CONTACT_TYPES.join(', ')}`,
  }),
  subject: requiredText('Subject is required'),
  description: optionalText(5000),
  contactedBy: optionalText(),
  outcome: optionalText(500),
  followUpDate: z
    .string()
    .trim()
    .refine(
      (v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))),
      'Follow-up date must be a date (YYYY-MM-DD)',
    )
    .nullish()
    .transform((v) => v || null),
});
export type ClientContactCreateBody = z.input<typeof clientContactCreateSchema>;
export type ClientContactCreateData = z.output<typeof clientContactCreateSchema>;

export const clientContactSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  contactType: z.enum(CLIENT_CONTACT_TYPES),
  subject: z.string().nullable(),
  description: z.string().nullable(),
  contactedBy: z.string().nullable(),
  outcome: z.string().nullable(),
  followUpDate: z.string().nullable(),
  createdAt: z.string(),
});
export type ClientContact = z.output<typeof clientContactSchema>;

// ---- Service history ------------------------------------------------------------------------------------

/** GET /api/clients/{id}/service-history — paged, newest first. */
export const serviceHistoryQuerySchema = pageQuerySchema.pick({ limit: true, offset: true });

export const serviceHistoryEntrySchema = z.object({
  id: z.string(),
  jobNumber: z.string(),
  /** The job's description, else its service type. */
  description: z.string(),
  serviceType: z.string(),
  scheduledDate: z.string(),
  status: z.enum(['pending', 'assigned', 'in-progress', 'completed', 'cancelled']),
  completedAt: z.string().nullable(),
});
export type ServiceHistoryEntry = z.output<typeof serviceHistoryEntrySchema>;
