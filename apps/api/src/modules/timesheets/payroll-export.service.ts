import { PAYROLL_CSV_COLUMNS, decimalHours } from '@tradeworks/contracts/timesheets';
import { csvLines } from '../data-export/public';
import { fieldReach, type FieldCaller } from '../my-day/public';
import { pageTechnicians } from './time-entries.repository';
import { checkPeriod, periodContext, readPeriods } from './timesheet-read';
import { sumDays, weekStartOf } from './timesheet-math';

/** Technicians per read: their entries of the period come in one query per batch. */
const BATCH = 100;

/**
 * GET /api/timesheets/export.csv?from=&to=: payroll hours per technician and week, the days inside the period
 * only (a week cut by the period gives each side the overtime its own days hold). A technician exports only their
 * own rows. Technicians without time in the period are left out.
 */
export function exportPayrollCsv(
  caller: FieldCaller & { from: string; to: string },
): Promise<{ csv: string; fileName: string }> {
  const { db, tenantId, userId, from, to } = caller;
  return db.tenant({ tenantId, userId }, async (scope) => {
    checkPeriod(from, to);
    const reach = await fieldReach(scope, caller);
    const ctx = await periodContext(scope, from, to);
    const rows: unknown[][] = [[...PAYROLL_CSV_COLUMNS]];
    for (let offset = 0; ; offset += BATCH) {
      const page = await pageTechnicians(scope, {
        limit: BATCH,
        offset,
        onlyId: reach.office ? undefined : reach.technicianId,
      });
      const periods = await readPeriods(
        scope,
        page.items.map((t) => t.id),
        ctx,
      );
      for (const technician of page.items) {
        const period = periods.get(technician.id)!;
        const days = period.days.filter((d) => d.date >= from && d.date <= to);
        for (const week of [...new Set(days.map((d) => weekStartOf(d.date, ctx.rule.weekStartsOn)))]) {
          const inWeek = days.filter((d) => weekStartOf(d.date, ctx.rule.weekStartsOn) === week);
          const sums = sumDays(inWeek);
          if (!sums.totalMinutes) continue;
          const approval = period.approvals.find((a) => a.weekStart === week);
          rows.push([
            technician.name,
            technician.email,
            week,
            inWeek[0].date,
            inWeek[inWeek.length - 1].date,
            decimalHours(sums.regularMinutes),
            decimalHours(sums.overtimeMinutes),
            decimalHours(sums.travelMinutes),
            decimalHours(sums.onJobMinutes),
            decimalHours(sums.otherMinutes),
            decimalHours(sums.totalMinutes),
            approval ? 'Yes' : 'No',
            approval?.approvedByName ?? '',
          ]);
        }
      }
      if (offset + BATCH >= page.total) break;
    }
    return { csv: csvLines(rows), fileName: `payroll-${from}-to-${to}.csv` };
  });
}
