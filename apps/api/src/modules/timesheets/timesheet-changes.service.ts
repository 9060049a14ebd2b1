import type {
  TimeEntry,
  TimeEntryCorrectionBody,
  TimeEntryCreateBody,
  TimesheetWeekBody,
} from '@tradeworks/contracts/timesheets';
import { formatDisplayDateTime } from '@tradeworks/contracts/display-format';
import type { TenantScope } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit-log';
import { addDays, dayBounds, localDate, tenantTimeZone } from '../../platform/tenant-clock';
import { fieldReach, type FieldCaller } from '../my-day/public';
import { TimesheetErrors } from './timesheets.errors';
import {
  deleteApproval,
  findEntry,
  findTechnicianJob,
  findTechnicianRef,
  hasRunningBefore,
  insertApproval,
  insertEntry,
  isWeekApproved,
  updateEntry,
  type TimeEntryRow,
} from './time-entries.repository';
import { readTimesheetSettings } from './timesheet-settings.repository';
import { weekStartOf } from './timesheet-math';
import { toTimeEntry } from './time-entry-view';
import { isoOrNull } from '../../http/iso-or-null';

/** Corrections, added entries and approvals are the office's (a technician gets 403). */
async function officeReach(scope: TenantScope, caller: FieldCaller) {
  const reach = await fieldReach(scope, caller);
  if (!reach.office) throw TimesheetErrors.officeOnly();
  return reach;
}

async function weekOf(scope: TenantScope, at: Date) {
  const [zone, rule] = await Promise.all([tenantTimeZone(scope), readTimesheetSettings(scope)]);
  return { week: weekStartOf(localDate(at, zone), rule.weekStartsOn), zone, rule };
}

async function assertOpenWeek(scope: TenantScope, technicianId: string, at: Date) {
  const { week } = await weekOf(scope, at);
  if (await isWeekApproved(scope, technicianId, week)) throw TimesheetErrors.approved(week);
}

function checkTimes(start: Date, end: Date | null, now = new Date()) {
  if (start > now) throw TimesheetErrors.inTheFuture('startedAt');
  if (end && end > now) throw TimesheetErrors.inTheFuture('endedAt');
  if (end && end < start) throw TimesheetErrors.endBeforeStart();
}

const shown = (d: Date | null, zone: string) =>
  d ? formatDisplayDateTime(d, { timeZone: zone }) : 'running';

/**
 * PATCH /api/timesheets/{entryId}: the office corrects an entry's times, kind or notes with a reason, kept on the
 * entry and in the audit log with what changed. An entry of an approved week is locked (409), and so is a move
 * into one.
 */
export function correctEntry(
  caller: FieldCaller & { entryId: string; body: TimeEntryCorrectionBody },
): Promise<TimeEntry> {
  const { db, tenantId, userId, entryId, body } = caller;
  return db.tenant({ tenantId, userId }, async (scope) => {
    await officeReach(scope, caller);
    const entry = await findEntry(scope, entryId, true);
    if (!entry) throw TimesheetErrors.entryNotFound();
    await assertOpenWeek(scope, entry.technicianId, entry.startedAt);
    const startedAt = body.startedAt ? new Date(body.startedAt) : entry.startedAt;
    const endedAt = body.endedAt === undefined ? entry.endedAt : body.endedAt ? new Date(body.endedAt) : null;
    checkTimes(startedAt, endedAt);
    if (startedAt.getTime() !== entry.startedAt.getTime())
      await assertOpenWeek(scope, entry.technicianId, startedAt);
    const kind = body.kind ?? entry.kind;
    if ((kind === 'shift') !== (entry.jobId === null)) throw TimesheetErrors.kindMismatch();
    const set: Partial<TimeEntryRow> = {
      startedAt,
      endedAt,
      kind,
      notes: body.notes === undefined ? entry.notes : body.notes,
      correctionReason: body.reason,
      correctedAt: new Date(),
      correctedBy: userId,
    };
    const row = await updateEntry(scope, entry.id, set);
    const zone = await tenantTimeZone(scope);
    const changes: Record<string, unknown> = { reason: body.reason };
    if (startedAt.getTime() !== entry.startedAt.getTime())
      changes.startedAt = { from: entry.startedAt.toISOString(), to: startedAt.toISOString() };
    if ((endedAt?.getTime() ?? null) !== (entry.endedAt?.getTime() ?? null))
      changes.endedAt = { from: isoOrNull(entry.endedAt), to: isoOrNull(endedAt) };
    if (kind !== entry.kind) changes.kind = { from: entry.kind, to: kind };
    if (set.notes !== entry.notes) changes.notes = { from: entry.notes, to: set.notes };
    const technician = await findTechnicianRef(scope, entry.technicianId);
    await recordAudit(scope, {
      entity: 'time_entry',
      entityId: entry.id,
      action: 'correct',
      summary: `Time of ${technician?.name ?? 'a technician'} corrected (${shown(startedAt, zone)} – ${shown(
        endedAt,
        zone,
      )}): ${body.reason}`,
      changes,
    });
    return toTimeEntry({ ...row, jobNumber: entry.jobNumber }, false);
  });
}

/** POST /api/timesheets: the office adds a forgotten entry (with a reason), audited. */
export function addEntry(caller: FieldCaller & { body: TimeEntryCreateBody }): Promise<TimeEntry> {
  const { db, tenantId, userId, body } = caller;
  return db.tenant({ tenantId, userId }, async (scope) => {
    await officeReach(scope, caller);
    const technician = await findTechnicianRef(scope, body.technicianId);
    if (!technician) throw TimesheetErrors.technicianNotFound();
    const job = body.jobId ? await findTechnicianJob(scope, technician.id, body.jobId) : undefined;
    if (body.jobId && !job) throw TimesheetErrors.jobNotFound();
    if ((body.kind === 'shift') !== !job) throw TimesheetErrors.kindMismatch();
    const startedAt = new Date(body.startedAt);
    const endedAt = new Date(body.endedAt);
    checkTimes(startedAt, endedAt);
    await assertOpenWeek(scope, technician.id, startedAt);
    const row = await insertEntry(scope, {
      technicianId: technician.id,
      kind: body.kind,
      jobId: job?.id ?? null,
      startedAt,
      endedAt,
      source: 'office',
      notes: body.notes ?? null,
      correctionReason: body.reason,
      correctedAt: new Date(),
      correctedBy: userId,
      createdBy: userId,
    });
    const zone = await tenantTimeZone(scope);
    await recordAudit(scope, {
      entity: 'time_entry',
      entityId: row.id,
      action: 'create',
      summary: `Time added for ${technician.name} (${shown(startedAt, zone)} – ${shown(endedAt, zone)}): ${
        body.reason
      }`,
      changes: { technicianId: technician.id, kind: body.kind, jobId: row.jobId, reason: body.reason },
    });
    return toTimeEntry({ ...row, jobNumber: job?.jobNumber ?? null }, false);
  });
}

/**
 * POST /api/timesheets/approve and /reopen {technicianId, weekStart}: approving locks the week's entries (refused
 * while one of them still runs); reopening unlocks them. The technician's row is locked so both queue.
 */
export function setWeekApproval(
  caller: FieldCaller & { body: TimesheetWeekBody; approve: boolean },
): Promise<{ technicianId: string; weekStart: string; approved: boolean }> {
  const { db, tenantId, userId, body, approve } = caller;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const reach = await officeReach(scope, caller);
    const technician = await findTechnicianRef(scope, body.technicianId, true);
    if (!technician) throw TimesheetErrors.technicianNotFound();
    const rule = await readTimesheetSettings(scope);
    if (weekStartOf(body.weekStart, rule.weekStartsOn) !== body.weekStart)
      throw TimesheetErrors.notWeekStart(rule.weekStartsOn);
    const zone = await tenantTimeZone(scope);
    if (approve) {
      const weekEnd = dayBounds(addDays(body.weekStart, 6), zone).end;
      if (await hasRunningBefore(scope, technician.id, weekEnd)) throw TimesheetErrors.openEntries();
      const inserted = await insertApproval(scope, {
        technicianId: technician.id,
        weekStart: body.weekStart,
        approvedBy: userId,
        approvedByName: reach.name,
      });
      if (!inserted) throw TimesheetErrors.alreadyApproved(body.weekStart);
    } else if (!(await deleteApproval(scope, technician.id, body.weekStart))) {
      throw TimesheetErrors.notApproved(body.weekStart);
    }
    await recordAudit(scope, {
      entity: 'timesheet',
      entityId: technician.id,
      action: approve ? 'approve' : 'reopen',
      summary: `Timesheet of ${technician.name} for the week of ${body.weekStart} ${approve ? 'approved' : 'reopened'}`,
      changes: { weekStart: body.weekStart },
    });
    return { technicianId: technician.id, weekStart: body.weekStart, approved: approve };
  });
}
