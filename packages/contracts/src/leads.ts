import { z } from 'zod';
import { pageQuerySchema } from './paging';

/** The lead inbox (issue 32): online bookings and requests to follow up. */

export const LEAD_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost'] as const;
export const LEAD_KINDS = ['booking', 'request'] as const;

export const LEAD_MESSAGES = {
  status: `Status must be one of: ${LEAD_STATUSES.join(', ')}`,
  lostReason: 'Say why the lead was lost',
  followUp: 'Next follow-up must be a date (YYYY-MM-DD)',
  assignee: 'The assignee must be a member of this organization',
  convertTo: 'Convert to a quote or a job',
  alreadyConverted: 'This lead was already converted',
  noWindow: 'This lead has no booked window: convert it to a quote, or schedule the job from the client',
} as const;

/** GET /api/leads: newest first, paged; search matches name, e-mail, phone, reference or service. */
export const leadListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
  status: z.enum(LEAD_STATUSES, { error: LEAD_MESSAGES.status }).optional(),
});
export type LeadListQuery = z.output<typeof leadListQuerySchema>;

export const leadSchema = z.object({
  id: z.string(),
  reference: z.string(),
  kind: z.enum(LEAD_KINDS),
  status: z.enum(LEAD_STATUSES),
  lostReason: z.string().nullable(),
  clientId: z.string(),
  /** The client's status now: lead until converted (or when it was an existing client, theirs). */
  clientStatus: z.string(),
  jobId: z.string().nullable(),
  serviceName: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  description: z.string().nullable(),
  preferredTimes: z.string().nullable(),
  /** web_booking (the booking page) or widget (embedded on the organization's site). */
  source: z.string(),
  pageUrl: z.string().nullable(),
  campaign: z.record(z.string(), z.string()),
  awaitingConfirmation: z.boolean(),
  windowStart: z.string().nullable(),
  windowEnd: z.string().nullable(),
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  nextFollowUp: z.string().nullable(),
  /** Other leads with the same e-mail address or phone number. */
  duplicates: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Lead = z.output<typeof leadSchema>;
export const leadListSchema = z.array(leadSchema);

/** PATCH /api/leads/{id}: only the fields given change. */
export const leadPatchSchema = z
  .object({
    status: z.enum(LEAD_STATUSES, { error: LEAD_MESSAGES.status }),
    lostReason: z
      .string({ error: LEAD_MESSAGES.lostReason })
      .trim()
      .max(500, 'Lost reason must be at most 500 characters')
      .nullable()
      .transform((v) => v || null),
    assigneeId: z.uuid({ error: LEAD_MESSAGES.assignee }).nullable(),
    nextFollowUp: z.iso.date({ error: LEAD_MESSAGES.followUp }).nullable(),
  })
  .partial();
export type LeadPatch = z.output<typeof leadPatchSchema>;

/** POST /api/leads/{id}/convert: the lead client becomes active, with a draft quote or a scheduled job. */
export const leadConvertSchema = z.object({
  to: z.enum(['quote', 'job'], { error: LEAD_MESSAGES.convertTo }),
});

export const leadConvertResultSchema = z.object({
  lead: leadSchema,
  clientId: z.string(),
  quoteId: z.string().nullable(),
  jobId: z.string().nullable(),
});
export type LeadConvertResult = z.output<typeof leadConvertResultSchema>;
