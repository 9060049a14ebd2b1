import { z } from 'zod';
import { deviceTimeSchema } from './field-moment';

/** How long an on-my-way tracking link answers at most (it stops earlier when the job completes). */
export const TRACKING_LINK_HOURS = 12;

export const TRACKING_MESSAGES = {
  /** Unknown, expired, completed or reassigned: one answer, so the page tells nothing about which. */
  notFound: 'This tracking link has expired.',
} as const;

/**
 * GET /api/track/{token}: everything the public tracking page shows, and nothing else (no address, no client,
 * no other job, no coordinates): the company, the technician's first name and photo, the visit's status and the
 * ETA with the time of the position it was reckoned from.
 */
export const trackingSchema = z.object({
  companyName: z.string(),
  technicianFirstName: z.string(),
  /** The technician's photo (theirs, else their sign-in's picture), https only; null: the page shows an initial. */
  technicianPhotoUrl: z.string().nullable(),
  /** on-the-way: driving to the client; arrived: the job has started. */
  status: z.enum(['on-the-way', 'arrived']),
  /** ISO instant; null when neither a position nor a planned route gives one. */
  eta: z.string().nullable(),
  /** location: from the technician's last position; route: the planned arrival. */
  etaSource: z.enum(['location', 'route']).nullable(),
  /** When the device took the position a location ETA is from (ISO instant); null for route or unknown. */
  positionAt: z.string().nullable(),
  /** The organization's IANA zone, so the page shows the ETA on the organization's clock. */
  timeZone: z.string(),
  expiresAt: z.string(),
  /**
   * Only when the server has a tile server (TRACK_TILE_URL) and a fresh position of a technician still more than
   * TRACKING_MAP_HIDE_WITHIN_KM from the client: that position rounded to TRACKING_MAP_DECIMALS (about a
   * kilometre), for a small map. Null otherwise — the page then shows no map.
   */
  map: z
    .object({
      /** The tile template, e.g. https://tile.example.org/{z}/{x}/{y}.png. */
      tileUrl: z.string(),
      /** The credit the tile server asks for (TRACK_TILE_ATTRIBUTION), or null. */
      attribution: z.string().nullable(),
      zoom: z.number().int(),
      latitude: z.number(),
      longitude: z.number(),
    })
    .nullable(),
});
export type Tracking = z.output<typeof trackingSchema>;

/**
 * POST /api/my-day/jobs/{id}/position: My Day sends the device's position while the technician is on the way
 * (only with the browser's location permission), so the tracking page's ETA follows them.
 */
export const enRoutePositionSchema = z.object({
  latitude: z
    .number({ error: 'Must be between -90 and 90' })
    .min(-90, 'Must be between -90 and 90')
    .max(90, 'Must be between -90 and 90'),
  longitude: z
    .number({ error: 'Must be between -180 and 180' })
    .min(-180, 'Must be between -180 and 180')
    .max(180, 'Must be between -180 and 180'),
  /** Metres, as the browser's Geolocation API reports it. */
  accuracy: z.number().min(0).max(100_000).nullish(),
  at: deviceTimeSchema,
});
export type EnRoutePosition = z.input<typeof enRoutePositionSchema>;

/** tracked: a live tracking link took the position (false: none, e.g. the on-my-way text is switched off). */
export const enRoutePositionResultSchema = z.object({ tracked: z.boolean() });
export type EnRoutePositionResult = z.output<typeof enRoutePositionResultSchema>;

/** The tracking map's zoom level (Web Mercator tiles): a neighbourhood, about 5 km across. */
export const TRACKING_MAP_ZOOM = 13;
/** Decimal places the map's position keeps (0.01° ≈ 1.1 km): where the technician is, roughly, never exactly. */
export const TRACKING_MAP_DECIMALS = 2;
/** Closer than this to the client, the map is dropped: an approximate position would point at their street. */
export const TRACKING_MAP_HIDE_WITHIN_KM = 2;

/** How often My Day sends the position while en route. */
export const EN_ROUTE_POSITION_INTERVAL_MS = 120_000;
/** A position older than this no longer gives the ETA: the planned route does, when it is still ahead. */
export const TRACKING_POSITION_STALE_MINUTES = 30;
