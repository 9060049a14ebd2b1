import { BOOKING_MESSAGES } from '@tradeworks/contracts/booking';
import {
  BOOKING_DAILY_CAP,
  type PublicBooking,
  type PublicBookingResult,
  type PublicServices,
  type PublicSlotsQuery,
} from '@tradeworks/contracts/public-booking';
import type { Database, TenantScope } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit-log';
import { enqueueEmail } from '../../platform/mail/outbox';
import { nextNumber } from '../../platform/numbering/next-number';
import { getCompanyProfile } from '../../platform/pdf/company-profile';
import { addDays, localDate, tenantTimeZone } from '../../platform/tenant-clock';
import { jobPlace } from '../clients/public';
import { insertJob, loadServiceJob } from '../dispatching/public';
import { emitWebhookEvent } from '../webhooks/public';
import { bookingConfirmationEmail, windowText } from './public-booking-email';
import { PublicBookingErrors, SlotTakenError } from './public-booking.errors';
import {
  countRecentLeads,
  findBookableService,
  insertLead,
  listBookableServices,
} from './public-booking.repository';
import type { BookingTenant } from './public-booking-tenant';
import { contactKeys, newReference, visitorClient } from './public-visitor';
import {
  computeSlots,
  dayList,
  freeAt,
  insideGrid,
  loadCapacity,
  offeredDays,
  placeOfPostalCode,
  slotRules,
} from './public-slots';

const MINUTE = 60_000;
const DAY_MS = 24 * 60 * MINUTE;
/** How many next windows a 409 offers. */
const NEXT_SLOTS = 5;

const inTenant = <T>(db: Database, booking: BookingTenant, work: (scope: TenantScope) => Promise<T>) =>
  db.tenant({ tenantId: booking.tenantId, userId: null }, work);

export function listPublicServices(db: Database, booking: BookingTenant): Promise<PublicServices> {
  return inTenant(db, booking, async (scope) => ({
    organization: booking.name,
    timeZone: await tenantTimeZone(scope),
    phone: booking.settings.phone,
    daysAhead: booking.settings.daysAhead,
    services: (await listBookableServices(scope)).map((s) => ({
      id: s.id,
      name: s.name,
      description: s.description,
      durationMinutes: s.durationMinutes,
      priceFrom: s.priceFrom,
      callUs: s.callUs,
    })),
  }));
}

async function bookableService(scope: TenantScope, serviceId: string) {
  const service = await findBookableService(scope, serviceId);
  if (!service || service.callUs) throw PublicBookingErrors.serviceNotBookable();
  return service;
}

/** The free windows of a service over the asked days, clipped to the offered ones. */
export function listPublicSlots(db: Database, booking: BookingTenant, query: PublicSlotsQuery) {
  return inTenant(db, booking, async (scope) => {
    const service = await bookableService(scope, query.serviceId);
    const rules = await slotRules(scope, booking.settings, service, placeOfPostalCode(query.postalCode));
    const offered = offeredDays(rules.zone, booking.settings);
    const first = query.from && query.from > offered.first ? query.from : offered.first;
    const wanted = addDays(first, (query.days ?? booking.settings.daysAhead) - 1);
    const last = wanted < offered.last ? wanted : offered.last;
    if (first > last) return { timeZone: rules.zone, slots: [] };
    const capacity = await loadCapacity(scope, rules.zone, { first, last }, false);
    return { timeZone: rules.zone, slots: computeSlots(rules, capacity, dayList(first, last)) };
  });
}

/**
 * Books a window: under the technicians' lock (the portal's booking takes the same one) the window is checked
 * again, then the client, location, pending job (unless the office confirms first) and lead are written and
 * the confirmation e-mail queued, all in one transaction. 409 with the next windows when it was just taken.
 */
export function bookPublicSlot(
  db: Database,
  booking: BookingTenant,
  body: PublicBooking,
): Promise<PublicBookingResult> {
  return inTenant(db, booking, async (scope) => {
    const service = await bookableService(scope, body.serviceId);
    const rules = await slotRules(scope, booking.settings, service, placeOfPostalCode(body.address.zipCode));
    const start = new Date(body.slotStart).getTime();
    const day = localDate(new Date(start), rules.zone);
    const offered = offeredDays(rules.zone, booking.settings);
    if (day < offered.first || day > offered.last || !insideGrid(rules, day, start)) {
      throw PublicBookingErrors.slotNotOffered();
    }
    const capacity = await loadCapacity(scope, rules.zone, { first: day, last: day }, true);
    const keys = contactKeys(body.client);
    if (
      (await countRecentLeads(scope, 'booking', keys, new Date(Date.now() - DAY_MS))) >= BOOKING_DAILY_CAP
    ) {
      throw PublicBookingErrors.dailyCap();
    }
    const [tech] = freeAt(rules, capacity, day, start);
    if (!tech) {
      const later = await loadCapacity(scope, rules.zone, { first: day, last: offered.last }, false);
      const next = computeSlots(rules, later, dayList(day, offered.last)).filter(
        (s) => Date.parse(s.start) > start,
      );
      throw new SlotTakenError(next.slice(0, NEXT_SLOTS));
    }
    const end = start + service.durationMinutes * MINUTE;
    const { client, location } = await visitorClient(scope, body, 'booking');
    const awaiting = booking.settings.requireConfirmation;
    const ref = newReference('BK');
    let jobId: string | null = null;
    if (!awaiting) {
      const jobNumber = await nextNumber(scope, 'service_job');
      jobId = await insertJob(scope, {
        jobNumber,
        clientId: client.id,
        clientName: client.name,
        serviceType: service.name,
        status: 'pending',
        priority: 'medium',
        technicianId: tech.id,
        scheduledDate: new Date(start),
        estimatedDuration: service.durationMinutes,
        ...jobPlace(location),
        description: body.notes,
        notes: `Booked online (reference ${ref}).`,
      });
      const created = jobId;
      await emitWebhookEvent(scope, 'job.created', () => loadServiceJob(scope, created));
    }
    const lead = await insertLead(scope, {
      reference: ref,
      kind: 'booking',
      clientId: client.id,
      jobId,
      serviceId: service.id,
      serviceName: service.name,
      name: `${body.client.firstName} ${body.client.lastName}`,
      email: body.client.email,
      phone: body.client.phone,
      ...keys,
      description: body.notes,
      source: body.source,
      pageUrl: body.pageUrl,
      campaign: body.campaign ?? {},
      awaitingConfirmation: awaiting,
      windowStart: new Date(start),
      windowEnd: new Date(end),
    });
    await recordAudit(scope, {
      entity: 'lead',
      entityId: lead.id,
      action: 'public_booking',
      summary: `${lead.name} booked ${service.name} online for ${new Date(start).toISOString()} (${ref})`,
      changes: { jobId, technicianId: tech.id, source: body.source },
    });
    const window = windowText(new Date(start), new Date(end), rules.zone);
    await enqueueEmail(scope.tx, scope.tenantId, {
      to: body.client.email,
      ...bookingConfirmationEmail({
        company: await getCompanyProfile(scope),
        firstName: body.client.firstName,
        serviceName: service.name,
        reference: ref,
        window,
        awaitingConfirmation: awaiting,
      }),
      relatedEntity: 'client',
      relatedId: client.id,
    });
    return {
      reference: ref,
      windowStart: new Date(start).toISOString(),
      windowEnd: new Date(end).toISOString(),
      timeZone: rules.zone,
      status: awaiting ? 'awaiting_confirmation' : 'scheduled',
      technician: tech.name.trim().split(/\s+/)[0] ?? null,
      message: awaiting ? BOOKING_MESSAGES.awaitingConfirmation : BOOKING_MESSAGES.booked,
    };
  });
}
