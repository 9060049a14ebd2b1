import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  clockSchema,
  costRateCreateSchema,
  costRateQuerySchema,
  costRateSchema,
  timeClockSchema,
  timeEntryCorrectionSchema,
  timeEntryCreateSchema,
  timeEntrySchema,
  timesheetApprovalSchema,
  timesheetExportQuerySchema,
  timesheetQuerySchema,
  timesheetSchema,
  timesheetSettingsBodySchema,
  timesheetSettingsSchema,
  timesheetSummaryQuerySchema,
  timesheetSummaryRowSchema,
  timesheetWeekSchema,
} from '@tradeworks/contracts/timesheets';
import { idParamsSchema } from '../../http/id-params';
import { idempotencyOf } from '../../http/idempotency';
import { sendPage } from '../../http/paging';
import { defineRoute } from '../../http/route';
import { fieldCallerOf } from '../my-day/public';
import { createCostRate, deleteCostRate, listCostRatesPage } from './cost-rates.service';
import { exportPayrollCsv } from './payroll-export.service';
import { clock } from './time-clock.service';
import { addEntry, correctEntry, setWeekApproval } from './timesheet-changes.service';
import { getTimesheetSettings, updateTimesheetSettings } from './timesheet-settings.service';
import { getTimesheet, listTimesheetSummary } from './timesheets.service';

const tags = ['timesheets'];
const REACH =
  ' A member (a technician) sees only the technician linked to them; the office roles see every technician.';
const OFFICE = ' The office only: a member (a technician) gets 403.';

/** Timesheets: the technicians' time, the office's weeks, corrections, approvals, payroll CSV, cost rates. */
export function registerTimesheetRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/timesheets',
    access: 'dispatching:view',
    tags,
    query: timesheetQuerySchema,
    response: timesheetSchema,
    summary: 'A technician’s timesheet: entries, days and weeks (travel, on job, other, total, overtime)',
    description:
      '`?technicianId=&from=&to=` (dates of the organization, at most 62 days). Days are cut at the ' +
      "organization's midnight; other = clocked-in time neither travelling nor on a job; total = all time " +
      "worked. Weeks start on the organization's weekday and carry regular and overtime minutes (the " +
      'organization’s rule: daily overtime first, then weekly beyond 40 h or its own limit) and their ' +
      'approval. Entries of approved weeks are `locked`.' +
      REACH,
    handler: (ctx) => getTimesheet({ ...fieldCallerOf(ctx), query: ctx.query }),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/timesheets/summary',
    access: 'dispatching:view',
    tags,
    query: timesheetSummaryQuerySchema,
    response: z.array(timesheetSummaryRowSchema),
    summary: 'The team’s totals for a period, a page of technicians by name (search on name, e-mail)',
    description: 'One row per technician: minutes per kind, overtime, approved weeks of the period.' + REACH,
    handler: async (ctx) =>
      sendPage(ctx.reply, await listTimesheetSummary({ ...fieldCallerOf(ctx), query: ctx.query })),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/timesheets/export.csv',
    access: 'dispatching:view',
    tags,
    query: timesheetExportQuerySchema,
    produces: 'text/csv',
    summary:
      'Payroll CSV of a period: hours per technician and week (regular, overtime, travel, on job, other)',
    description:
      'Columns: Technician, Email, Week start, Period from, Period to, Regular hours, Overtime hours, ' +
      'Travel hours, On-job hours, Other hours, Total hours, Approved, Approved by — decimal hours. Only ' +
      'the days inside the period count; a week cut by the period keeps the overtime its own days hold.' +
      REACH,
    handler: async (ctx) => {
      const { csv, fileName } = await exportPayrollCsv({ ...fieldCallerOf(ctx), ...ctx.query });
      return ctx.reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(csv);
    },
  });
  for (const direction of ['in', 'out'] as const) {
    defineRoute(app, {
      method: 'POST',
      url: `/api/timesheets/clock-${direction}`,
      access: 'dispatching:edit',
      tags,
      body: clockSchema,
      status: 200,
      response: timeClockSchema,
      summary: `The signed-in technician clocks ${direction} (Idempotency-Key honoured)`,
      description:
        '`{at?, latitude?, longitude?, accuracy?}`: `at` is when the technician tapped it (the offline ' +
        'queue sends it later; never later than now), the position only when the device allowed it. ' +
        (direction === 'in' ? '409 when already clocked in. ' : '409 when not clocked in. ') +
        '409 when the account is not linked to a technician. Audited.',
      handler: ({ tenant, body, req, reply }) =>
        clock({ ...tenant, direction, body, idempotency: idempotencyOf(req, reply, body) }),
    });
  }
  defineRoute(app, {
    method: 'POST',
    url: '/api/timesheets',
    access: 'dispatching:edit',
    tags,
    body: timeEntryCreateSchema,
    response: timeEntrySchema,
    summary: 'The office adds a time entry a technician forgot, with its reason (audited)',
    description:
      'A job’s entry is travel or on job for one of the technician’s jobs; a shift has no job.' + OFFICE,
    handler: (ctx) => addEntry({ ...fieldCallerOf(ctx), body: ctx.body }),
  });
  defineRoute(app, {
    method: 'PATCH',
    url: '/api/timesheets/:entryId',
    access: 'dispatching:edit',
    tags,
    params: z.object({ entryId: z.uuid() }),
    body: timeEntryCorrectionSchema,
    response: timeEntrySchema,
    summary: 'Corrects a time entry with a reason (audited with what changed; 409 in an approved week)',
    description: '`{startedAt?, endedAt?, kind?, notes?, reason}`.' + OFFICE,
    handler: (ctx) => correctEntry({ ...fieldCallerOf(ctx), entryId: ctx.params.entryId, body: ctx.body }),
  });
  for (const action of ['approve', 'reopen'] as const) {
    defineRoute(app, {
      method: 'POST',
      url: `/api/timesheets/${action}`,
      access: 'dispatching:edit',
      tags,
      body: timesheetWeekSchema,
      status: 200,
      response: timesheetApprovalSchema,
      summary:
        action === 'approve'
          ? 'Approves a technician’s week {technicianId, weekStart}: its entries are locked'
          : 'Reopens an approved week so its entries can be corrected again',
      description:
        (action === 'approve'
          ? '409 while an entry of the week still runs, or when it is already approved. '
          : '409 when the week is not approved. ') +
        '`weekStart` must be the organization’s first weekday (400 otherwise). Audited.' +
        OFFICE,
      handler: (ctx) =>
        setWeekApproval({ ...fieldCallerOf(ctx), body: ctx.body, approve: action === 'approve' }),
    });
  }
  defineRoute(app, {
    method: 'GET',
    url: '/api/timesheets/settings',
    access: 'settings:view',
    tags,
    response: timesheetSettingsSchema,
    summary: 'The organization’s week start and overtime rule (Monday, 40 h a week until changed)',
    handler: ({ tenant }) => getTimesheetSettings(tenant),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/timesheets/settings',
    access: 'settings:edit',
    tags,
    body: timesheetSettingsBodySchema,
    response: timesheetSettingsSchema,
    summary:
      'Sets the week start and the overtime rule {weekStartsOn, weeklyOvertimeHours, dailyOvertimeHours}',
    handler: ({ tenant, body }) => updateTimesheetSettings({ ...tenant, data: body }),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/timesheets/cost-rates',
    access: 'reports:view',
    tags,
    query: costRateQuerySchema,
    response: z.array(costRateSchema),
    summary: 'Technicians’ labour cost rates with their effective dates (history kept), paged',
    description: 'Labour costs are shown only with the reports permission (a member never sees them).',
    handler: async ({ tenant, query, reply }) =>
      sendPage(reply, await listCostRatesPage({ ...tenant, query })),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/timesheets/cost-rates',
    access: 'reports:edit',
    tags,
    body: costRateCreateSchema,
    response: costRateSchema,
    summary: 'Adds a labour cost rate {technicianId, hourlyRate, effectiveFrom} from today or later',
    description:
      'A rate never changes past costs: it starts today (the organization’s date) or later (400 for an ' +
      'earlier day); one rate per technician and day (409).',
    handler: ({ tenant, body }) => createCostRate({ ...tenant, data: body }),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/api/timesheets/cost-rates/:id',
    access: 'reports:edit',
    tags,
    params: idParamsSchema,
    status: 204,
    summary: 'Removes a planned labour cost rate (409 once it is in effect: it is history)',
    handler: ({ tenant, params }) => deleteCostRate({ ...tenant, id: params.id }),
  });
}
