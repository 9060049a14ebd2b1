import { z } from 'zod';
import { pageQuerySchema } from './paging';

/** Delivery states of a text (outbound) and `received` (inbound). */
export const SMS_STATUSES = [
  'queued',
  'sending',
  'sent',
  'delivered',
  'failed',
  'captured',
  'skipped',
  'cancelled',
  'received',
] as const;

/** What sent a text: a person, a consent answer, or one of the automations. */
export const MESSAGE_KINDS = [
  'reply',
  'consent_reply',
  'appointment_confirmation',
  'appointment_reminder',
  'on_my_way',
  'job_completed',
  'quote_follow_up',
  'invoice_follow_up',
  'review_request',
  'inbound',
] as const;

export const MESSAGE_BODY_MAX = 1600;

export const messageSchema = z.object({
  id: z.string(),
  direction: z.enum(['outbound', 'inbound']),
  threadId: z.string().nullable(),
  clientId: z.string().nullable(),
  clientName: z.string().nullable(),
  toNumber: z.string(),
  fromNumber: z.string().nullable(),
  body: z.string(),
  /** Photos of an inbound MMS: GET /api/messages/{messageId}/media/{mediaId}. */
  media: z.array(z.object({ id: z.string(), contentType: z.string() })),
  status: z.enum(SMS_STATUSES),
  kind: z.string(),
  skipReason: z.string().nullable(),
  lastError: z.string().nullable(),
  attempts: z.number(),
  /** When it is due (a scheduled text) or was last tried. */
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  sentByName: z.string().nullable(),
  createdAt: z.string(),
});
export type Message = z.output<typeof messageSchema>;

export const messageListQuerySchema = pageQuerySchema.extend({
  clientId: z.uuid().optional(),
  status: z.enum(SMS_STATUSES).optional(),
  kind: z.enum(MESSAGE_KINDS).optional(),
});
export type MessageListQuery = z.output<typeof messageListQuerySchema>;

export const MESSAGE_MESSAGES = {
  bodyRequired: 'Message is required',
  bodyTooLong: `Message must be at most ${MESSAGE_BODY_MAX} characters`,
  noPhone: 'This client has no mobile number to text',
  optedOut: 'This number replied STOP: it receives no texts until it sends START',
} as const;

export const sendMessageBodySchema = z.object({
  body: z
    .string({ error: MESSAGE_MESSAGES.bodyRequired })
    .trim()
    .min(1, MESSAGE_MESSAGES.bodyRequired)
    .max(MESSAGE_BODY_MAX, MESSAGE_MESSAGES.bodyTooLong),
});
export type SendMessageBody = z.input<typeof sendMessageBodySchema>;

export const threadSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  /** The client's number in E.164, when it has one. */
  phone: z.string().nullable(),
  assigneeUserId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  unreadCount: z.number(),
  lastMessageAt: z.string(),
  lastMessagePreview: z.string().nullable(),
  lastDirection: z.enum(['outbound', 'inbound']).nullable(),
  /** opted_in, opted_out, or null when the number never said. */
  consent: z.enum(['opted_in', 'opted_out']).nullable(),
});
export type Thread = z.output<typeof threadSchema>;

export const threadListQuerySchema = pageQuerySchema.extend({
  /** unread: threads with unread texts; mine: assigned to me; office: assigned to nobody. */
  filter: z.enum(['all', 'unread', 'mine', 'office']).default('all'),
  /** One client's thread (the client page's "Text" action opens it). */
  clientId: z.uuid().optional(),
});
export type ThreadListQuery = z.output<typeof threadListQuerySchema>;

export const threadSummarySchema = z.object({ unreadThreads: z.number(), unreadMessages: z.number() });
export type ThreadSummary = z.output<typeof threadSummarySchema>;

export const threadPatchSchema = z
  .object({
    /** true marks every text of the thread read. */
    read: z.boolean().optional(),
    /** A member of the organization, or null for the office. */
    assigneeUserId: z.uuid({ error: 'Choose a team member' }).nullable().optional(),
  })
  .refine((v) => v.read !== undefined || v.assigneeUserId !== undefined, {
    error: 'Nothing to change: send read or assigneeUserId',
  });

/** A member a thread can be assigned to (the Messages screen's assignee list). */
export const messageAssigneeSchema = z.object({ userId: z.string(), name: z.string() });
export type MessageAssignee = z.output<typeof messageAssigneeSchema>;

/** What the provider webhooks answer (Twilio reads only the status; an empty TwiML keeps it from replying). */
export const smsWebhookResultSchema = z.object({ received: z.boolean(), duplicate: z.boolean() });
export type SmsWebhookResult = z.output<typeof smsWebhookResultSchema>;
