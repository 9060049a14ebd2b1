import type { FastifyInstance } from 'fastify';

/** The public booking page's API, /api/public/{tenant}/booking… */
export function registerPublicBookingRoutes(_app: FastifyInstance): void {}
