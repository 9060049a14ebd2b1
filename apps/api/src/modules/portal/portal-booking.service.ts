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
import { businessHours, insertJob } from '../dispatching/public';
import { jobPlace } from '../clients/public';
import { findClient, resolveClientLocation } from '../clients/public';
import { addDays, dayBounds, localDate, tenantTimeZone, zonedInstant } from '../../platform/tenant-clock';
import { inPortal, requireFeature } from './portal-scope';
import { listAssignedJobTimes, listBookableTechnicians } from './portal-records.repository';

const MINUTE = 60_000;
const STEP_MINUTES = 60;

interface Tech {
  id: string;
  workStart: string;
  workEnd: string;
  maxJobs: number;
}
interface Busy {
  technicianId: string;
  start: number;
  end: number;
}

async function loadDay(scope: TenantScope, day: string, zone: string, lock: boolean) {
  // Booking locks the technicians (in id order) so two bookings of the same last slot take turns.
  const techs: Tech[] = await listBookableTechnicians(scope, lock);
  const jobs = await listAssignedJobTimes(scope, dayBounds(day, zone));
  const busy: Busy[] = jobs.map((j) => ({
    technicianId: j.technicianId!,
    start: j.scheduledDate.getTime(),
    end: j.scheduledDate.getTime() + j.estimatedDuration * MINUTE,
  }));
  return { techs, busy };
}

type HoursRule = ReturnType<typeof businessHoursRule>;

/**
 * Whether [start, start + minutes) on `day` lies inside the organization's business hours (the general
 * setting business_hours): an open day of the week and inside the window — no Saturday slot for a weekday
 * business, however long a technician's shift.
 */
function insideBusinessHours(rule: HoursRule, day: string, zone: string, start: number, minutes: number) {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  if (!rule.days.includes(weekday)) return false;
  const open = zonedInstant(day, rule.workStart, zone).getTime();
  const close = zonedInstant(day, rule.workEnd, zone).getTime();
  return start >= open && start + minutes * MINUTE <= close;
}

/** The technicians free for [start, start + minutes): inside working hours, under capacity, no overlap. */
function freeTechs(techs: Tech[], busy: Busy[], day: string, zone: string, start: number, minutes: number) {
  const end = start + minutes * MINUTE;
  return techs.filter((t) => {
    const open = zonedInstant(day, t.workStart.slice(0, 5), zone).getTime();
    const close = zonedInstant(day, t.workEnd.slice(0, 5), zone).getTime();
    if (start < open || end > close) return false;
    const own = busy.filter((b) => b.technicianId === t.id);
    if (own.length >= t.maxJobs) return false;
    return own.every((b) => b.end <= start || b.start >= end);
  });
}

/** Offered slots for the next PORTAL_BOOKING_DAYS days (from tomorrow), hourly, for a standard visit. */
export function listSlots(portal: PortalAccess): Promise<PortalSlot[]> {
  requireFeature(portal, 'booking');
  return inPortal(portal, async (scope) => {
    const zone = await tenantTimeZone(scope);
    const rule = businessHoursRule(await businessHours(scope));
    const today = localDate(new Date(), zone);
    const slots: PortalSlot[] = [];
    for (let i = 1; i <= PORTAL_BOOKING_DAYS; i++) {
      const day = addDays(today, i);
      const { techs, busy } = await loadDay(scope, day, zone, false);
      const { start, end } = dayBounds(day, zone);
      for (let t = start.getTime(); t < end.getTime(); t += STEP_MINUTES * MINUTE) {
        if (!insideBusinessHours(rule, day, zone, t, PORTAL_BOOKING_MINUTES)) continue;
        if (freeTechs(techs, busy, day, zone, t, PORTAL_BOOKING_MINUTES).length) {
          slots.push({
            start: new Date(t).toISOString(),
            end: new Date(t + PORTAL_BOOKING_MINUTES * MINUTE).toISOString(),
          });
        }
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
    const rule = businessHoursRule(await businessHours(scope));
    if (
      day <= today ||
      day > addDays(today, PORTAL_BOOKING_DAYS) ||
      !insideBusinessHours(rule, day, zone, start.getTime(), PORTAL_BOOKING_MINUTES)
    ) {
      throw PortalErrors.slotNotOffered();
    }
    const { techs, busy } = await loadDay(scope, day, zone, true);
    const [tech] = freeTechs(techs, busy, day, zone, start.getTime(), PORTAL_BOOKING_MINUTES);
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
    return { jobNumber, message: `Booked! Your visit ${jobNumber} is on the calendar.` };
  });
}
