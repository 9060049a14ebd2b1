import type {
  Timesheet,
  TimesheetQuery,
  TimesheetSummaryQuery,
  TimesheetSummaryRow,
} from '@tradeworks/contracts/timesheets';
import type { TenantScope } from '../../db/client';
import type { Page } from '../../http/paging';
import { fieldReach, type FieldCaller, type FieldReach } from '../my-day/public';
import { TimesheetErrors } from './timesheets.errors';
import { findTechnicianRef, pageTechnicians } from './time-entries.repository';
import {
  checkPeriod,
  isLocked,
  periodContext,
  readPeriods,
  type PeriodContext,
  type TechnicianPeriod,
} from './timesheet-read';
import { sumDays, weekStartOf, type DayTotals } from './timesheet-math';
import { toTimeEntry } from './time-entry-view';
import { dayBounds } from '../../platform/tenant-clock';
import { isoOrNull } from '../../http/iso-or-null';

/** The technician whose timesheet the caller asked for: a technician only their own (another's is 404). */
async function technicianInReach(scope: TenantScope, reach: FieldReach, technicianId: string | undefined) {
  if (!reach.office) {
    if (!reach.technicianId || (technicianId && technicianId !== reach.technicianId))
      throw TimesheetErrors.technicianNotFound();
    technicianId = reach.technicianId;
  }
  if (!technicianId) throw TimesheetErrors.technicianRequired();
  const technician = await findTechnicianRef(scope, technicianId);
  if (!technician) throw TimesheetErrors.technicianNotFound();
  return technician;
}

const totalsOf = (days: DayTotals[]) => {
  const { travelMinutes, onJobMinutes, otherMinutes, totalMinutes } = sumDays(days);
  return { travelMinutes, onJobMinutes, otherMinutes, totalMinutes };
};

/** GET /api/timesheets: one technician's entries, days and weeks (with overtime and approval) of the period. */
export function getTimesheet(caller: FieldCaller & { query: TimesheetQuery }): Promise<Timesheet> {
  const { db, tenantId, userId, query } = caller;
  return db.tenant({ tenantId, userId }, async (scope) => {
    checkPeriod(query.from, query.to);
    const technician = await technicianInReach(scope, await fieldReach(scope, caller), query.technicianId);
    const ctx = await periodContext(scope, query.from, query.to);
    const period = (await readPeriods(scope, [technician.id], ctx)).get(technician.id)!;
    const start = dayBounds(query.from, ctx.zone).start;
    const end = dayBounds(query.to, ctx.zone).end;
    const inPeriod = period.days.filter((d) => d.date >= query.from && d.date <= query.to);
    const weekStarts = [...new Set(inPeriod.map((d) => weekStartOf(d.date, ctx.rule.weekStartsOn)))];
    return {
      technician: { id: technician.id, name: technician.name },
      from: query.from,
      to: query.to,
      timeZone: ctx.zone,
      rule: ctx.rule,
      entries: period.entries
        .filter((e) => e.startedAt < end && (e.endedAt === null || e.endedAt > start))
        .map((e) => toTimeEntry(e, isLocked(e, period.approvals, ctx), ctx.now)),
      days: inPeriod.map((d) => ({ date: d.date, ...totalsOf([d]) })),
      weeks: weekStarts.map((weekStart) => {
        const days = period.days.filter((d) => weekStartOf(d.date, ctx.rule.weekStartsOn) === weekStart);
        const sums = sumDays(days);
        const approval = period.approvals.find((a) => a.weekStart === weekStart);
        return {
          weekStart,
          ...totalsOf(days),
          regularMinutes: sums.regularMinutes,
          overtimeMinutes: sums.overtimeMinutes,
          approvedAt: isoOrNull(approval?.approvedAt),
          approvedBy: approval?.approvedByName ?? null,
        };
      }),
    };
  });
}

/** A technician's totals of the days inside the period (overtime from whole weeks, allocated by day). */
export function periodTotals(days: DayTotals[], from: string, to: string) {
  const sums = sumDays(days.filter((d) => d.date >= from && d.date <= to));
  return sums;
}

/**
 * GET /api/timesheets/summary: the team's totals for the period, a page of technicians by name; a technician
 * sees only their own row.
 */
export function listTimesheetSummary(
  caller: FieldCaller & { query: TimesheetSummaryQuery },
): Promise<Page<TimesheetSummaryRow>> {
  const { db, tenantId, userId, query } = caller;
  return db.tenant({ tenantId, userId }, async (scope) => {
    checkPeriod(query.from, query.to);
    const reach = await fieldReach(scope, caller);
    const page = await pageTechnicians(scope, {
      ...query,
      onlyId: reach.office ? undefined : reach.technicianId,
    });
    const ctx = await periodContext(scope, query.from, query.to);
    const periods = await readPeriods(
      scope,
      page.items.map((t) => t.id),
      ctx,
    );
    return {
      total: page.total,
      items: page.items.map((technician) => summaryRow(technician, periods.get(technician.id)!, query, ctx)),
    };
  });
}

function summaryRow(
  technician: { id: string; name: string },
  period: TechnicianPeriod,
  query: { from: string; to: string },
  ctx: PeriodContext,
): TimesheetSummaryRow {
  const sums = periodTotals(period.days, query.from, query.to);
  const weeks = new Set(
    period.days
      .filter((d) => d.date >= query.from && d.date <= query.to)
      .map((d) => weekStartOf(d.date, ctx.rule.weekStartsOn)),
  );
  return {
    technicianId: technician.id,
    technicianName: technician.name,
    travelMinutes: sums.travelMinutes,
    onJobMinutes: sums.onJobMinutes,
    otherMinutes: sums.otherMinutes,
    totalMinutes: sums.totalMinutes,
    overtimeMinutes: sums.overtimeMinutes,
    weeks: weeks.size,
    approvedWeeks: period.approvals.filter((a) => weeks.has(a.weekStart)).length,
    running: period.entries.some((e) => e.endedAt === null),
  };
}
