import type { DevicePosition } from '@tradeworks/contracts/field-moment';
import type { ClockBody, TimeClock } from '@tradeworks/contracts/timesheets';
import type { TenantScope } from '../../db/client';
import { runIdempotent, type Idempotency } from '../../http/idempotency';
import type { TenantContext } from '../../http/route';
import { recordAudit } from '../../platform/audit/audit-log';
import { formatDisplayDateTime } from '@tradeworks/contracts/display-format';
import { localDate, tenantTimeZone } from '../../platform/tenant-clock';
import { findLinkedTechnician } from '../my-day/public';
import { TimesheetErrors } from './timesheets.errors';
import {
  findEntry,
  insertEntry,
  isWeekApproved,
  findRunningShift,
  runningEntries,
  updateEntry,
  type TimeEntryRow,
} from './time-entries.repository';
import { readTimesheetSettings } from './timesheet-settings.repository';
import { weekStartOf } from './timesheet-math';
import { toTimeEntry } from './time-entry-view';
import { isoOrNull } from '../../http/iso-or-null';

/** A device's clock may run a little ahead of the server's. */
const SKEW_MS = 2 * 60_000;

/** When and where a tap happened: the device's time (never later than now) and, if allowed, its position. */
export interface FieldMoment {
  at: Date;
  position: DevicePosition;
}

/** A body's tap: the device's ISO time and position, each optional. */
export type FieldMomentInput = { at?: string } & DevicePosition;

/** The tap's moment from a body: `at` from the device (400 when clearly in the future), else now. */
export function momentOf(body: FieldMomentInput = {}, now = new Date()): FieldMoment {
  let at = body.at ? new Date(body.at) : now;
  if (at.getTime() > now.getTime() + SKEW_MS) throw TimesheetErrors.inTheFuture('at');
  if (at > now) at = now;
  return { at, position: { latitude: body.latitude, longitude: body.longitude, accuracy: body.accuracy } };
}

const coordinate = (v: number | null | undefined) => (v === null || v === undefined ? null : v.toFixed(6));
const startPosition = ({ position: p }: FieldMoment) => ({
  startLatitude: coordinate(p.latitude),
  startLongitude: coordinate(p.longitude),
  startAccuracyM: p.accuracy === null || p.accuracy === undefined ? null : Math.round(p.accuracy),
});
const endPosition = ({ position: p }: FieldMoment) => ({
  endLatitude: coordinate(p.latitude),
  endLongitude: coordinate(p.longitude),
  endAccuracyM: p.accuracy === null || p.accuracy === undefined ? null : Math.round(p.accuracy),
});

/** An entry may not start in a week the office has approved (its entries are locked). */
async function assertWeekOpen(scope: TenantScope, technicianId: string, at: Date) {
  const [zone, rule] = await Promise.all([tenantTimeZone(scope), readTimesheetSettings(scope)]);
  const week = weekStartOf(localDate(at, zone), rule.weekStartsOn);
  if (await isWeekApproved(scope, technicianId, week)) throw TimesheetErrors.approved(week);
}

async function open(
  scope: TenantScope,
  values: { technicianId: string; kind: TimeEntryRow['kind']; jobId: string | null },
  moment: FieldMoment,
): Promise<TimeEntryRow> {
  await assertWeekOpen(scope, values.technicianId, moment.at);
  return insertEntry(scope, {
    ...values,
    startedAt: moment.at,
    ...startPosition(moment),
    source: 'field',
    createdBy: scope.userId,
  });
}

async function close(scope: TenantScope, entries: TimeEntryRow[], moment: FieldMoment) {
  for (const entry of entries)
    await updateEntry(scope, entry.id, {
      endedAt: moment.at < entry.startedAt ? entry.startedAt : moment.at,
      ...endPosition(moment),
    });
}

export type JobTimeAction = 'en-route' | 'start' | 'complete' | 'cancel' | 'unassign';

/**
 * The technician's travel and on-job time follows the job's field actions, in the action's transaction: On my way
 * opens travel (closing travel to another job), Start closes travel and opens on-job time, Complete — and cancel
 * or unassign by the office — closes the job's running entries.
 */
export async function recordJobTime(
  scope: TenantScope,
  options: { action: JobTimeAction; jobId: string; technicianId: string | null; moment?: FieldMoment },
): Promise<void> {
  const { action, jobId, technicianId } = options;
  if (!technicianId) return;
  const moment = options.moment ?? momentOf();
  if (action === 'en-route') {
    await close(
      scope,
      await runningEntries(scope, technicianId, { kinds: ['travel'], otherThanJobId: jobId }),
      moment,
    );
    const running = await runningEntries(scope, technicianId, { kinds: ['travel'], jobId });
    if (!running.length) await open(scope, { technicianId, kind: 'travel', jobId }, moment);
  } else if (action === 'start') {
    await close(scope, await runningEntries(scope, technicianId, { kinds: ['travel'] }), moment);
    const running = await runningEntries(scope, technicianId, { kinds: ['on_job'], jobId });
    if (!running.length) await open(scope, { technicianId, kind: 'on_job', jobId }, moment);
  } else {
    await close(
      scope,
      await runningEntries(scope, technicianId, { kinds: ['travel', 'on_job'], jobId }),
      moment,
    );
  }
}

/** The signed-in user's technician in this organization (409 when none is linked), locked. */
async function myTechnician(scope: TenantScope) {
  const technician = scope.userId ? await findLinkedTechnician(scope, scope.userId, true) : undefined;
  if (!technician) throw TimesheetErrors.notLinked();
  return technician;
}

async function clockOf(scope: TenantScope, technicianId: string): Promise<TimeClock> {
  const shift = await findRunningShift(scope, technicianId);
  if (!shift) return { clockedInAt: null, entry: null };
  const row = (await findEntry(scope, shift.id))!;
  return { clockedInAt: shift.startedAt.toISOString(), entry: toTimeEntry(row, false) };
}

/** When the technician clocked in today (their running shift), for /my-day's clock; null when clocked out. */
export async function clockedInSince(scope: TenantScope, technicianId: string): Promise<string | null> {
  const shift = await findRunningShift(scope, technicianId);
  return isoOrNull(shift?.startedAt);
}

/** POST /api/timesheets/clock-in and clock-out: the signed-in technician's day (Idempotency-Key honoured). */
export function clock(
  options: TenantContext & { direction: 'in' | 'out'; body: ClockBody; idempotency?: Idempotency },
): Promise<TimeClock> {
  const { db, tenantId, userId, direction, body, idempotency } = options;
  return db.tenant({ tenantId, userId }, (scope) =>
    runIdempotent(scope, idempotency, async () => {
      const moment = momentOf(body);
      const technician = await myTechnician(scope);
      const [shift] = await runningEntries(scope, technician.id, { kinds: ['shift'] });
      const zone = await tenantTimeZone(scope);
      const time = (d: Date) => formatDisplayDateTime(d, { timeZone: zone });
      let entryId: string;
      if (direction === 'in') {
        if (shift) throw TimesheetErrors.alreadyClockedIn(time(shift.startedAt));
        entryId = (await open(scope, { technicianId: technician.id, kind: 'shift', jobId: null }, moment)).id;
      } else {
        if (!shift) throw TimesheetErrors.notClockedIn();
        await close(scope, [shift], moment);
        entryId = shift.id;
      }
      await recordAudit(scope, {
        entity: 'time_entry',
        entityId: entryId,
        action: direction === 'in' ? 'clock_in' : 'clock_out',
        summary: `${technician.name} clocked ${direction} at ${time(moment.at)}`,
        changes: { technicianId: technician.id, at: moment.at.toISOString() },
      });
      return clockOf(scope, technician.id);
    }),
  );
}
