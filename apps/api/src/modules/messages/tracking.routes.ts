import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { trackingSchema } from '@tradeworks/contracts/tracking';
import { defineRoute } from '../../http/route';
import { getTracking } from './tracking.service';

/** The public tracking page's one call (the link in an on-my-way text). */
export function registerTrackingRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/track/:token',
    access: 'public',
    tags: ['messages'],
    params: z.object({ token: z.string().max(200) }),
    response: trackingSchema,
    summary: 'Public: an on-my-way tracking link (company, technician first name, status, ETA)',
    description:
      'No sign-in: the 256-bit token is the key (only its SHA-256 is stored). Answers while the job is still ' +
      'with the technician who set off and not finished, for at most 12 hours; otherwise — and for any ' +
      'unknown token — the same 404. Nothing else of the job or client (address, other jobs) is returned. ' +
      'Not cached (`Cache-Control: no-store`). With a tile server configured (TRACK_TILE_URL), `map` carries the ' +
      'technician’s position rounded to about a kilometre while they are on the way and still 2 km or more ' +
      'from the client; otherwise null.',
    handler: async ({ params, reply }) => {
      reply.header('cache-control', 'no-store');
      return getTracking(app.db, params.token, new Date(), {
        tileUrl: app.env.TRACK_TILE_URL,
        attribution: app.env.TRACK_TILE_ATTRIBUTION,
      });
    },
  });
}
