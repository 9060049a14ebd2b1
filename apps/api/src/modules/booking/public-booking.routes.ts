import type { FastifyInstance } from 'fastify';
import {
  publicBookingResultSchema,
  publicBookingSchema,
  publicRequestResultSchema,
  publicRequestSchema,
  publicServicesSchema,
  publicSlotsQuerySchema,
  publicSlotsSchema,
  slugParamsSchema,
} from '@tradeworks/contracts/public-booking';
import { defineRoute } from '../../http/route';
import { SlotTakenError } from './public-booking.errors';
import { bookPublicSlot, listPublicServices, listPublicSlots } from './public-booking.service';
import { submitPublicRequest } from './public-requests.service';
import { checkHuman } from './public-visitor';
import { findBookingTenant } from './public-booking-tenant';
import { submissionAllowed } from './public-booking-throttle';

const tags = ['booking'];
const off = '404 when the organization does not exist or has online booking off.';

/** The public booking page's and widget's API, /api/public/{tenant}/booking… (no sign-in). */
export function registerPublicBookingRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/public/:tenantSlug/booking/services',
    access: 'public',
    summary: 'The services a visitor can book online, with the organization’s name, clock and phone',
    description: `Active services marked bookable, by name. ${off}`,
    tags,
    params: slugParamsSchema,
    response: publicServicesSchema,
    handler: async ({ db, params }) => listPublicServices(db, await findBookingTenant(db, params.tenantSlug)),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/public/:tenantSlug/booking/slots',
    access: 'public',
    summary: 'Free arrival windows of a service over the next days, on the organization’s clock',
    description:
      'Windows start every 30 minutes inside business hours (not on holidays), from tomorrow for the ' +
      "organization's days ahead (`from` and `days` narrow them). A window is offered when a technician with " +
      'the service’s skills is working, not off, under their jobs per day and clear of their jobs with the ' +
      'drive to and from the visit (`postalCode` places it). 400 for a service that is not bookable online ' +
      `or is "call us". ${off}`,
    tags,
    params: slugParamsSchema,
    query: publicSlotsQuerySchema,
    response: publicSlotsSchema,
    handler: async ({ db, params, query }) =>
      listPublicSlots(db, await findBookingTenant(db, params.tenantSlug), query),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/public/:tenantSlug/booking',
    access: 'public',
    summary: 'Books an arrival window: a lead client (or the matching one), a pending job and a lead',
    description:
      'The window is held atomically: 409 `{error, message, nextSlots}` when it was just taken. A client ' +
      'with that e-mail address or phone number is used without anything of it being shown; otherwise a ' +
      'client with status lead is created. With office confirmation on, only the lead is made (status ' +
      '`awaiting_confirmation`). A confirmation e-mail is queued. Refused: the hidden `website` field filled ' +
      'in or the form sent within 3 s of `startedAt` (400); more than 3 bookings a day from one e-mail ' +
      'address or phone number (429); more than 10 submissions per IP address or 200 per organization ' +
      `before backoff (429). ${off}`,
    tags,
    params: slugParamsSchema,
    body: publicBookingSchema,
    response: publicBookingResultSchema,
    handler: async ({ db, params, body, req, reply }) => {
      const booking = await findBookingTenant(db, params.tenantSlug);
      await submissionAllowed(db, { tenantId: booking.tenantId, address: req.ip });
      checkHuman(body);
      try {
        return await bookPublicSlot(db, booking, body);
      } catch (err) {
        if (!(err instanceof SlotTakenError)) throw err;
        return reply.code(409).send({ error: 'CONFLICT', message: err.message, nextSlots: err.nextSlots });
      }
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/public/:tenantSlug/requests',
    access: 'public',
    summary: 'Sends a service request (no window fits, or the service is quote-only): a lead',
    description:
      'Contact, address, description and preferred times become a lead of kind request, with the client ' +
      'matched by e-mail address or phone number (nothing of it shown) or a new client with status lead. The ' +
      `same refusals as a booking: honeypot and fill time (400), 3 a day per contact (429), rate limits (429). ${off}`,
    tags,
    params: slugParamsSchema,
    body: publicRequestSchema,
    response: publicRequestResultSchema,
    handler: async ({ db, params, body, req }) => {
      const booking = await findBookingTenant(db, params.tenantSlug);
      await submissionAllowed(db, { tenantId: booking.tenantId, address: req.ip });
      checkHuman(body);
      return submitPublicRequest(db, booking, body);
    },
  });
}
