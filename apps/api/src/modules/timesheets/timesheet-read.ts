import { TIMESHEET_MAX_DAYS, type TimesheetSettings } from '@tradeworks/contracts/timesheets';
import type { TenantScope } from '../../db/client';
import { addDays, dayBounds, tenantTimeZone } from '../../platform/tenant-clock';
import { TimesheetErrors } from './timesheets.errors';
import {
  listApprovals,
  listEntries,
  type ApprovalRow,
  type TimeEntryWithJob,
} from './time-entries.repository';
import { readTimesheetSettings } from './timesheet-settings.repository';
import {
  dayTotals,
  entryDate,
  weekStartOf,
  weeksAround,
  withOvertime,
  type DayTotals,
} from './timesheet-math';

/** A period's days must run forward and span at most TIMESHEET_MAX_DAYS. */
export function checkPeriod(from: string, to: string): void {
  if (to < from) throw TimesheetErrors.range();
  if (addDays(from, TIMESHEET_MAX_DAYS - 1) < to) throw TimesheetErrors.rangeTooLong();
}

export interface TechnicianPeriod {
  entries: TimeEntryWithJob[];
  /** Every day of the whole weeks around the period, with regular and overtime minutes. */
  days: DayTotals[];
  approvals: ApprovalRow[];
}

export interface PeriodContext {
  zone: string;
  rule: TimesheetSettings;
  now: Date;
  /** The whole weeks around the period. */
  weeks: { from: string; to: string };
}

export async function periodContext(scope: TenantScope, from: string, to: string): Promise<PeriodContext> {
  const [zone, rule] = await Promise.all([tenantTimeZone(scope), readTimesheetSettings(scope)]);
  return { zone, rule, now: new Date(), weeks: weeksAround(from, to, rule.weekStartsOn) };
}

/**
 * The technicians' entries, days (whole weeks, so overtime is right at the period's edges) and approvals: one
 * indexed read of entries and one of approvals for all of them.
 */
export async function readPeriods(
  scope: TenantScope,
  technicianIds: readonly string[],
  ctx: PeriodContext,
): Promise<Map<string, TechnicianPeriod>> {
  const range = {
    start: dayBounds(ctx.weeks.from, ctx.zone).start,
    end: dayBounds(ctx.weeks.to, ctx.zone).end,
  };
  const [entries, approvals] = await Promise.all([
    listEntries(scope, technicianIds, range),
    listApprovals(scope, technicianIds, ctx.weeks.from, ctx.weeks.to),
  ]);
  const out = new Map<string, TechnicianPeriod>();
  for (const id of technicianIds) {
    const mine = entries.filter((e) => e.technicianId === id);
    out.set(id, {
      entries: mine,
      days: withOvertime(dayTotals(mine, ctx.weeks.from, ctx.weeks.to, ctx.zone, ctx.now), ctx.rule),
      approvals: approvals.filter((a) => a.technicianId === id),
    });
  }
  return out;
}

/** Whether the entry's week (by its start) is approved. */
export function isLocked(entry: { startedAt: Date }, approvals: readonly ApprovalRow[], ctx: PeriodContext) {
  const week = weekStartOf(entryDate(entry.startedAt, ctx.zone), ctx.rule.weekStartsOn);
  return approvals.some((a) => a.weekStart === week);
}
