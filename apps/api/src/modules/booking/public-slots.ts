import { businessHoursRule } from '@tradeworks/contracts/technicians';
import type { PublicSlot } from '@tradeworks/contracts/public-booking';
import type { TenantScope } from '../../db/client';
import { haversineMetres } from '../../platform/geo/haversine';
import { locateZip } from '../../platform/geo/us-places-index';
import {
  availableSlots,
  freeTechnicians,
  insideBusinessHours,
  type BusyJob,
  type Place,
  type SlotRules,
  type SlotTechnician,
  type TimeOff,
} from '../../platform/scheduling/arrival-windows';
import { addDays, localDate, tenantTimeZone, zonedInstant } from '../../platform/tenant-clock';
import { businessHours } from '../dispatching/public';
import type { BookingSettingsRow } from './booking-settings.repository';
import {
  listBusyJobs,
  listSlotTechnicians,
  listTimeOff,
  type BookableService,
} from './public-booking.repository';

const MINUTE = 60_000;
/** Windows start on the half hour. */
export const SLOT_STEP_MINUTES = 30;
/** Road ≈ 1.3 × straight line at 40 km/h (the route optimiser's defaults), rounded up to 5 minutes. */
const CIRCUITY = 1.3;
const METRES_PER_MINUTE = (40 * 1000) / 60;

export function travelMinutes(from: Place | null, to: Place | null): number {
  if (!from || !to) return 0;
  const metres = haversineMetres([from.longitude, from.latitude], [to.longitude, to.latitude]) * CIRCUITY;
  return Math.ceil(metres / METRES_PER_MINUTE / 5) * 5;
}

const placeOf = (lat: string | null, lng: string | null): Place | null =>
  lat != null && lng != null ? { latitude: Number(lat), longitude: Number(lng) } : null;

export function placeOfPostalCode(postalCode: string | null | undefined): Place | null {
  const point = locateZip(postalCode);
  return point ? { latitude: point.lat, longitude: point.lng } : null;
}

/** The offered days: from tomorrow (the organization's clock) for daysAhead days. */
export function offeredDays(zone: string, settings: Pick<BookingSettingsRow, 'daysAhead'>, now = new Date()) {
  const first = addDays(localDate(now, zone), 1);
  return { first, last: addDays(first, settings.daysAhead - 1) };
}

/** The organization's rules for one service's visit at `place`. */
export async function slotRules(
  scope: TenantScope,
  settings: Pick<BookingSettingsRow, 'holidays'>,
  service: Pick<BookableService, 'durationMinutes' | 'skills'>,
  place: Place | null,
): Promise<SlotRules> {
  const zone = await tenantTimeZone(scope);
  const hours = businessHoursRule(await businessHours(scope));
  return {
    zone,
    businessDays: hours.days,
    openAt: hours.workStart,
    closeAt: hours.workEnd,
    holidays: new Set(settings.holidays),
    durationMinutes: service.durationMinutes,
    stepMinutes: SLOT_STEP_MINUTES,
    requiredSkills: service.skills,
    place,
    travelMinutes,
    notBefore: Date.now(),
  };
}

export interface Capacity {
  techs: (SlotTechnician & { name: string })[];
  busy: BusyJob[];
  timeOff: TimeOff[];
}

/**
 * Technicians, their jobs and time off around the local days [first, last] (a day either side, for the
 * drive from or to a job the evening before). `lock` locks the technicians first (booking).
 */
export async function loadCapacity(
  scope: TenantScope,
  zone: string,
  days: { first: string; last: string },
  lock: boolean,
): Promise<Capacity> {
  const techs = await listSlotTechnicians(scope, lock);
  const range = {
    start: zonedInstant(addDays(days.first, -1), '00:00', zone),
    end: zonedInstant(addDays(days.last, 2), '00:00', zone),
  };
  const [jobs, off] = [await listBusyJobs(scope, range), await listTimeOff(scope, range)];
  return {
    techs,
    busy: jobs.map((j) => ({
      technicianId: j.technicianId!,
      start: j.scheduledDate.getTime(),
      end: j.scheduledDate.getTime() + j.estimatedDuration * MINUTE,
      place: placeOf(j.latitude, j.longitude),
    })),
    timeOff: off.map((o) => ({
      technicianId: o.technicianId,
      start: o.startsAt.getTime(),
      end: o.endsAt.getTime(),
    })),
  };
}

export function dayList(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

export function computeSlots(rules: SlotRules, capacity: Capacity, days: readonly string[]): PublicSlot[] {
  return availableSlots(rules, capacity.techs, capacity.busy, capacity.timeOff, days).map((slot) => ({
    start: new Date(slot.start).toISOString(),
    end: new Date(slot.end).toISOString(),
    day: slot.day,
  }));
}

/** Who can take a visit at `start` on `day`, in the capacity's (id) order. */
export function freeAt(rules: SlotRules, capacity: Capacity, day: string, start: number) {
  return freeTechnicians(
    rules,
    capacity.techs,
    capacity.busy,
    capacity.timeOff,
    day,
    start,
  ) as Capacity['techs'];
}

/** Whether a visit at `start` is on the offered grid (every SLOT_STEP_MINUTES from local midnight) and hours. */
export function insideGrid(rules: SlotRules, day: string, start: number): boolean {
  const midnight = zonedInstant(day, '00:00', rules.zone).getTime();
  if ((start - midnight) % (SLOT_STEP_MINUTES * MINUTE) !== 0) return false;
  return insideBusinessHours(rules, day, start, start + rules.durationMinutes * MINUTE);
}
