import { z } from 'zod';

/**
 * Outbound webhooks (issue 30): an organization's endpoints receive signed POSTs of the events they chose.
 * The catalogue is the contract integrators build on: a type is never renamed, only added. Each type here is
 * emitted by its module in the transaction of the change.
 */
export const WEBHOOK_EVENTS = {
  'client.created': 'A client was added (form or API)',
  'client.updated': "A client's details changed",
  'quote.sent': 'A quote was e-mailed to the client (first sent or sent again)',
  'quote.approved': 'A quote was approved (by the client in the portal, or recorded by the office)',
  'job.created':
    'A service job was created (Jobs form, API, an agreement visit, or a booking or request in the portal)',
  'job.assigned': 'A job was assigned (or re-assigned) to a technician',
  'job.started': 'The technician started the job',
  'job.completed': 'The job was completed',
  'job.cancelled': 'The job was cancelled',
  'invoice.created': 'An invoice was created (by hand, from a job, quote or agreement)',
  'invoice.sent': 'An invoice was e-mailed to the client (first sent or sent again)',
  'invoice.paid': 'An invoice was paid in full (its balance reached zero, by any payment)',
  'payment.recorded': 'A payment was recorded against an invoice',
  'payment.refunded': 'Money was given back on a payment (a full or part refund went through)',
  'agreement.renewed': 'A service agreement was renewed (by hand or automatically); the new term is sent',
  'equipment.created': "A unit was added to a client's location by hand",
} as const;
export type WebhookEventType = keyof typeof WEBHOOK_EVENTS;
export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENTS) as [WebhookEventType, ...WebhookEventType[]];

export const WEBHOOK_MESSAGES = {
  urlRequired: 'URL is required',
  urlInvalid: 'Enter a full URL, e.g. https://hooks.example.com/tradeworks',
  httpsRequired: 'The URL must start with https://',
  eventsRequired: 'Choose at least one event',
  eventUnknown: 'Unknown event',
  notFound: 'Webhook not found',
  deliveryNotFound: 'Delivery not found',
} as const;

const urlField = z
  .string({ error: WEBHOOK_MESSAGES.urlRequired })
  .trim()
  .min(1, WEBHOOK_MESSAGES.urlRequired)
  .max(2000)
  .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), WEBHOOK_MESSAGES.urlInvalid);

const eventsField = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: WEBHOOK_MESSAGES.eventUnknown }))
  .min(1, WEBHOOK_MESSAGES.eventsRequired)
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((e) => [...new Set(e)]);

export const webhookCreateSchema = z.object({
  url: urlField,
  events: eventsField,
  description: z.string().trim().max(200).nullish(),
});
export type WebhookCreateData = z.output<typeof webhookCreateSchema>;

/** PATCH: only the fields sent change; `enabled: true` turns a disabled endpoint back on. */
export const webhookUpdateSchema = z.object({
  url: urlField.optional(),
  events: eventsField.optional(),
  description: z.string().trim().max(200).nullish(),
  enabled: z.boolean().optional(),
});
export type WebhookUpdateData = z.output<typeof webhookUpdateSchema>;

export const webhookSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  description: z.string().nullable(),
  enabled: z.boolean(),
  /** Why it was turned off: by a person, or after persistent failure. */
  disabledReason: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Webhook = z.output<typeof webhookSchema>;

/** The POST answer: the signing secret appears here only. */
export const webhookCreatedSchema = webhookSchema.extend({ secret: z.string() });
export type WebhookCreated = z.output<typeof webhookCreatedSchema>;

export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  eventType: z.enum(WEBHOOK_EVENT_TYPES),
  status: z.enum(['queued', 'sending', 'sent', 'failed', 'captured']),
  attempts: z.number().int(),
  /** The receiver's HTTP status of the last try; null: no answer (network error, timeout, refused address). */
  responseStatus: z.number().int().nullable(),
  /** How long the last try took, in milliseconds. */
  responseMs: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  sentAt: z.iso.datetime({ offset: true }).nullable(),
  nextAttemptAt: z.iso.datetime({ offset: true }).nullable(),
});
export type WebhookDelivery = z.output<typeof webhookDeliverySchema>;

export const webhookEventCatalogueSchema = z.array(
  z.object({ type: z.enum(WEBHOOK_EVENT_TYPES), description: z.string() }),
);
