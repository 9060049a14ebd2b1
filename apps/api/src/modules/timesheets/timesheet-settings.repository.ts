import { eq, sql } from 'drizzle-orm';
import { TIMESHEET_DEFAULTS, type TimesheetSettings } from '@tradeworks/contracts/timesheets';
import type { TenantScope } from '../../db/client';
import { timesheetSettings } from '../../db/schema';

/** The organization's week and overtime rule; the defaults (Monday, 40 h a week) until it saves its own. */
export async function readTimesheetSettings({ tx, tenantId }: TenantScope): Promise<TimesheetSettings> {
  const [row] = await tx.select().from(timesheetSettings).where(eq(timesheetSettings.tenantId, tenantId));
  return row
    ? {
        weekStartsOn: row.weekStartsOn,
        weeklyOvertimeHours: row.weeklyOvertimeHours,
        dailyOvertimeHours: row.dailyOvertimeHours,
      }
    : { ...TIMESHEET_DEFAULTS };
}

export async function saveTimesheetSettings(
  { tx, tenantId }: TenantScope,
  values: TimesheetSettings,
): Promise<void> {
  await tx
    .insert(timesheetSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({
      target: timesheetSettings.tenantId,
      set: { ...values, updatedAt: sql`now()` },
    });
}
