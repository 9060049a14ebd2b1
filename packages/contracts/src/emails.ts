import { z } from 'zod';
import { pageQuerySchema } from './paging';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacters } from './text';

/**
 * Outbox states: captured = kept in the app because no SMTP server is configured; cancelled = a scheduled
 * e-mail (a quote's or invoice's follow-up) taken back before it went.
 */
export const EMAIL_STATUSES = ['queued', 'sending', 'sent', 'failed', 'captured', 'cancelled'] as const;
export const emailStatusSchema = z.enum(EMAIL_STATUSES);
export type EmailStatus = z.infer<typeof emailStatusSchema>;

export const EMAIL_STATUS_LABELS: Record<EmailStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  captured: 'Captured',
  cancelled: 'Cancelled',
};

/** The documents that are e-mailed with a PDF and whose send dialog starts from a tenant template. */
export const EMAIL_DOCUMENT_KINDS = ['quote', 'invoice', 'purchase_order'] as const;
export const emailDocumentKindSchema = z.enum(EMAIL_DOCUMENT_KINDS);
export type EmailDocumentKind = z.infer<typeof emailDocumentKindSchema>;

export const EMAIL_DOCUMENT_LABELS: Record<EmailDocumentKind, string> = {
  quote: 'Quote',
  invoice: 'Invoice',
  purchase_order: 'Purchase order',
};

/** Placeholders a template may use; filled in when the send dialog opens. */
export const EMAIL_TEMPLATE_PLACEHOLDERS = [
  { token: '{name}', meaning: 'Client name (supplier name on purchase orders)' },
  { token: '{number}', meaning: 'Document number' },
  { token: '{company}', meaning: 'Your company name' },
  { token: '{total}', meaning: 'Document total (balance due on invoices)' },
  { token: '{date}', meaning: 'Valid-until date (quotes), due date (invoices), expected date (orders)' },
] as const;

const noControl = (value: string) => !hasControlCharacters(value);

const subjectField = z
  .string({ error: 'Subject is required' })
  .trim()
  .min(1, 'Subject is required')
  .max(200, 'Subject must be at most 200 characters')
  .refine((v) => noControl(v) && !/[\r\n]/.test(v), CONTROL_CHARACTER_MESSAGE);

const messageField = z
  .string({ error: 'Message is required' })
  .trim()
  .min(1, 'Message is required')
  .max(10_000, 'Message must be at most 10,000 characters')
  .refine(noControl, CONTROL_CHARACTER_MESSAGE);

/**
 * Body of the send routes (quote, invoice, purchase order). Every field may be left out: the recipient then
 * is the client's (supplier's) address and subject and message come from the tenant's template.
 */
export const sendEmailSchema = z.object({
  to: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'Recipient is required')
    .max(254, 'Recipient must be at most 254 characters')
    .pipe(z.email('Please enter a valid email address'))
    .optional(),
  subject: subjectField.optional(),
  message: messageField.optional(),
});
export type SendEmailBody = z.input<typeof sendEmailSchema>;
export type SendEmailData = z.output<typeof sendEmailSchema>;

/** What the send dialog opens with: the default recipient and the tenant's template filled in. */
export const emailDraftSchema = z.object({
  to: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  attachmentName: z.string(),
});
export type EmailDraft = z.infer<typeof emailDraftSchema>;

export const emailTemplateSchema = z.object({ subject: subjectField, message: messageField });
export type EmailTemplateBody = z.input<typeof emailTemplateSchema>;

export const emailTemplateItemSchema = z.object({
  kind: emailDocumentKindSchema,
  subject: z.string(),
  message: z.string(),
  /** true: no tenant text saved, these are the built-in defaults. */
  isDefault: z.boolean(),
});
export type EmailTemplateItem = z.infer<typeof emailTemplateItemSchema>;

export const emailListQuerySchema = pageQuerySchema.extend({ status: emailStatusSchema.optional() });

export const emailListItemSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  status: emailStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  preview: z
    .string()
    .describe('The first 200 characters of the text body; empty for a message that holds a credential'),
  relatedEntity: z.string().nullable(),
  relatedId: z.string().nullable(),
  /** The related record's number (Q-2026-0001 …) or person, when it still exists. */
  relatedLabel: z.string().nullable(),
  /** The body holds a credential (an invitation's set-password link): it is never shown to the tenant. */
  confidential: z.boolean(),
});
export type EmailListItem = z.infer<typeof emailListItemSchema>;

export const emailDetailSchema = emailListItemSchema.extend({
  text: z.string().nullable(),
  html: z.string().nullable(),
  nextAttemptAt: z.iso.datetime(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string() })),
  /** Every status the message entered, oldest first; `error` is the failed attempt's reason. */
  history: z.array(
    z.object({
      status: emailStatusSchema,
      attempts: z.number().int(),
      error: z.string().nullable(),
      at: z.iso.datetime(),
    }),
  ),
});
export type EmailDetail = z.infer<typeof emailDetailSchema>;

/** How the tenant's mail leaves: 'captured' means no SMTP anywhere, so messages stay in the app. */
export const emailDeliverySchema = z.object({
  mode: z.enum(['smtp', 'captured']),
});
export type EmailDelivery = z.infer<typeof emailDeliverySchema>;
