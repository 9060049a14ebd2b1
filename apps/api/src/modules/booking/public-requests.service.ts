import {
  BOOKING_DAILY_CAP,
  PUBLIC_REQUEST_MESSAGE,
  type PublicRequest,
  type PublicRequestResult,
} from '@tradeworks/contracts/public-booking';
import type { Database } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit-log';
import { PublicBookingErrors } from './public-booking.errors';
import { countRecentLeads, findBookableService, insertLead } from './public-booking.repository';
import type { BookingTenant } from './public-booking-tenant';
import { contactKeys, newReference, visitorClient } from './public-visitor';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A service request from the public page (no window fits, or the service is quote-only): the client (matched
 * or a new lead client), its location and a lead of kind request with the description and preferred times.
 * The same daily cap per e-mail address or phone number as bookings.
 */
export function submitPublicRequest(
  db: Database,
  booking: BookingTenant,
  body: PublicRequest,
): Promise<PublicRequestResult> {
  return db.tenant({ tenantId: booking.tenantId, userId: null }, async (scope) => {
    const service = body.serviceId ? await findBookableService(scope, body.serviceId) : null;
    if (body.serviceId && !service) throw PublicBookingErrors.serviceNotBookable();
    const keys = contactKeys(body.client);
    if (
      (await countRecentLeads(scope, 'request', keys, new Date(Date.now() - DAY_MS))) >= BOOKING_DAILY_CAP
    ) {
      throw PublicBookingErrors.dailyCap();
    }
    const { client } = await visitorClient(scope, body, 'request');
    const reference = newReference('RQ');
    const lead = await insertLead(scope, {
      reference,
      kind: 'request',
      clientId: client.id,
      serviceId: service?.id ?? null,
      serviceName: service?.name ?? null,
      name: `${body.client.firstName} ${body.client.lastName}`,
      email: body.client.email,
      phone: body.client.phone,
      ...keys,
      description: body.description,
      preferredTimes: body.preferredTimes,
      source: body.source,
      pageUrl: body.pageUrl,
      campaign: body.campaign ?? {},
    });
    await recordAudit(scope, {
      entity: 'lead',
      entityId: lead.id,
      action: 'public_request',
      summary: `${lead.name} sent a service request online (${reference})`,
      changes: { source: body.source },
    });
    return { reference, message: PUBLIC_REQUEST_MESSAGE };
  });
}
