import type { z } from 'zod';
import {
  PORTAL_BOOKING_DAYS,
  PORTAL_BOOKING_MINUTES,
  type PortalServiceRequestResult,
  type PortalSlot,
  type portalBookingSchema,
} from '@tradeworks/contracts/portal';
import { businessHoursRule } from '@tradeworks/contracts/technicians';
import type { TenantScope } from '../../db/client';
import { PortalErrors } from './portal.errors';
import type { PortalAccess } from '../../http/portal-auth';
import { recordAudit } from '../../platform/audit/audit-log';
import { nextNumber } from '../../platform/numbering/next-number';
import { businessHours, insertJob, loadServiceJob } from '../dispatching/public';
import { emitWebhookEvent } from '../webhooks/public';
import { jobPlace } from '../clients/public';
import { findClient, resolveClientLocation } from '../clients/public';
import { addDays, localDate, tenantTimeZone } from '../../platform/tenant-clock';
import {
  availableSlots,
  freeTechnicians,
  insideBusinessHours,
  type SlotRules,
} from '../../platform/scheduling/arrival-windows';
import { inPortal, requireFeature } from './portal-scope';
import { loadCapacity } from '../booking/public';

const MINUTE = 60_000;
const STEP_MINUTES = 60;

/**
 * One day's capacity, read as online booking reads it (technicians, their jobs and time off); `lock` locks the
 * technicians in id order, so two bookings of the same last slot take turns.
 */
const loadDay = (scope: TenantScope, day: string, zone: string, lock: boolean) =>
  loadCapacity(scope, zone, { first: day, last: day }, lock);

/**
 * The portal's rules for the shared arrival-window computation: a standard visit inside the organization's
 * business hours (the general setting business_hours: no Saturday slot for a weekday business, however long a
 * technician's shift), back to back with no drive time and no skills asked for.
 */
function portalRules(hours: ReturnType<typeof businessHoursRule>, zone: string): SlotRules {
  return {
    zone,
    businessDays: hours.days,
    openAt: hours.workStart,
    closeAt: hours.workEnd,
    holidays: new Set(),
    durationMinutes: PORTAL_BOOKING_MINUTES,
    stepMinutes: STEP_MINUTES,
    requiredSkills: [],
    place: null,
    travelMinutes: () => 0,
    notBefore: 0,
  };
}

/** Offered slots for the next PORTAL_BOOKING_DAYS days (from tomorrow), hourly, for a standard visit. */
export function listSlots(portal: PortalAccess): Promise<PortalSlot[]> {
  requireFeature(portal, 'booking');
  return inPortal(portal, async (scope) => {
    const zone = await tenantTimeZone(scope);
    const rules = portalRules(businessHoursRule(await businessHours(scope)), zone);
    const today = localDate(new Date(), zone);
    const slots: PortalSlot[] = [];
    for (let i = 1; i <= PORTAL_BOOKING_DAYS; i++) {
      const day = addDays(today, i);
      const { techs, busy, timeOff } = await loadDay(scope, day, zone, false);
      for (const slot of availableSlots(rules, techs, busy, timeOff, [day])) {
        slots.push({ start: new Date(slot.start).toISOString(), end: new Date(slot.end).toISOString() });
      }
    }
    return slots;
  });
}

/** Books an offered slot: a pending job with a free technician; 409 when the slot was just taken. */
export function bookSlot(
  portal: PortalAccess,
  data: z.output<typeof portalBookingSchema>,
): Promise<PortalServiceRequestResult> {
  requireFeature(portal, 'booking');
  return inPortal(portal, async (scope) => {
    const zone = await tenantTimeZone(scope);
    const start = new Date(data.start);
    const day = localDate(start, zone);
    const today = localDate(new Date(), zone);
    const rules = portalRules(businessHoursRule(await businessHours(scope)), zone);
    const end = start.getTime() + PORTAL_BOOKING_MINUTES * MINUTE;
    if (
      day <= today ||
      day > addDays(today, PORTAL_BOOKING_DAYS) ||
      !insideBusinessHours(rules, day, start.getTime(), end)
    ) {
      throw PortalErrors.slotNotOffered();
    }
    const { techs, busy, timeOff } = await loadDay(scope, day, zone, true);
    const [tech] = freeTechnicians(rules, techs, busy, timeOff, day, start.getTime());
    if (!tech) throw PortalErrors.slotTaken();
    const client = (await findClient(scope, portal.clientId))!;
    const jobNumber = await nextNumber(scope, 'service_job');
    const id = await insertJob(scope, {
      jobNumber,
      clientId: client.id,
      clientName: client.name,
      serviceType: data.serviceType,
      status: 'pending',
      priority: 'medium',
      technicianId: tech.id,
      scheduledDate: start,
      estimatedDuration: PORTAL_BOOKING_MINUTES,
      ...jobPlace(await resolveClientLocation(scope, { clientId: client.id, locationId: data.locationId })),
      description: data.description ?? null,
      notes: 'Booked by the client in the customer portal.',
    });
    await recordAudit(scope, {
      entity: 'service_job',
      entityId: id,
      action: 'portal_booking',
      summary: `${client.name} booked ${data.serviceType} for ${start.toISOString()} in the customer portal (job ${jobNumber})`,
      changes: { start: start.toISOString(), technicianId: tech.id },
    });
    await emitWebhookEvent(scope, 'job.created', () => loadServiceJob(scope, id));
    return { jobNumber, message: `Booked! Your visit ${jobNumber} is on the calendar.` };
  });
}
