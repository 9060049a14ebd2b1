import type { TimesheetSettings } from '@tradeworks/contracts/timesheets';
import { timesheetSettingsBodySchema } from '@tradeworks/contracts/timesheets';
import type { z } from 'zod';
import type { TenantContext } from '../../http/route';
import { recordAudit } from '../../platform/audit/audit-log';
import { readTimesheetSettings, saveTimesheetSettings } from './timesheet-settings.repository';

export function getTimesheetSettings({ db, tenantId, userId }: TenantContext): Promise<TimesheetSettings> {
  return db.tenant({ tenantId, userId }, readTimesheetSettings);
}

/** PUT /api/timesheets/settings: when the week starts and when overtime starts; audited. */
export function updateTimesheetSettings(
  options: TenantContext & { data: z.output<typeof timesheetSettingsBodySchema> },
): Promise<TimesheetSettings> {
  const { db, tenantId, userId, data } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const before = await readTimesheetSettings(scope);
    await saveTimesheetSettings(scope, data);
    await recordAudit(scope, {
      entity: 'timesheet_settings',
      entityId: tenantId,
      action: 'update',
      summary: `Overtime rule set to ${Number(data.weeklyOvertimeHours)} h a week${
        data.dailyOvertimeHours ? ` and ${Number(data.dailyOvertimeHours)} h a day` : ''
      }`,
      changes: { from: before, to: data },
    });
    return readTimesheetSettings(scope);
  });
}
