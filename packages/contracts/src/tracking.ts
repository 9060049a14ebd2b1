import { z } from 'zod';

/** How long an on-my-way tracking link answers at most (it stops earlier when the job completes). */
export const TRACKING_LINK_HOURS = 12;

export const TRACKING_MESSAGES = {
  /** Unknown, expired, completed or reassigned: one answer, so the page tells nothing about which. */
  notFound: 'This tracking link has expired.',
} as const;

/**
 * GET /api/track/{token}: everything the public tracking page shows, and nothing else (no address, no client,
 * no other job): the company, the technician's first name, the visit's status and the ETA.
 */
export const trackingSchema = z.object({
  companyName: z.string(),
  technicianFirstName: z.string(),
  /** on-the-way: driving to the client; arrived: the job has started. */
  status: z.enum(['on-the-way', 'arrived']),
  /** ISO instant; null when neither a position nor a planned route gives one. */
  eta: z.string().nullable(),
  /** location: from the technician's position at On my way; route: the planned arrival. */
  etaSource: z.enum(['location', 'route']).nullable(),
  /** The organization's IANA zone, so the page shows the ETA on the organization's clock. */
  timeZone: z.string(),
  expiresAt: z.string(),
});
export type Tracking = z.output<typeof trackingSchema>;
