import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, money, tenantIdColumn, updatedAt } from './columns';
import { serviceJobs, technicians } from './dispatch';
import { tenants, users } from './platform';

export const timeEntryKind = pgEnum('time_entry_kind', ['travel', 'on_job', 'shift']);
export const timeEntrySource = pgEnum('time_entry_source', ['field', 'office']);

const position = () => numeric({ precision: 9, scale: 6 });

/**
 * A technician's time (issue 35): travel (On my way → Start), on the job (Start → Complete) and the day's shift
 * (clock-in → clock-out). An entry runs while `endedAt` is null. The device's position is kept when the technician
 * allowed it. Corrections by the office keep their last reason here and every change in the audit log.
 */
export const timeEntries = pgTable(
  'time_entries',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    technicianId: uuid().notNull(),
    kind: timeEntryKind().notNull(),
    jobId: uuid(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    endedAt: timestamp({ withTimezone: true }),
    startLatitude: position(),
    startLongitude: position(),
    startAccuracyM: integer(),
    endLatitude: position(),
    endLongitude: position(),
    endAccuracyM: integer(),
    source: timeEntrySource().notNull().default('field'),
    notes: text(),
    correctionReason: text(),
    correctedAt: timestamp({ withTimezone: true }),
    correctedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'time_entries_technician_fk',
      columns: [t.tenantId, t.technicianId],
      foreignColumns: [technicians.tenantId, technicians.id],
    }).onDelete('restrict'),
    // A job with recorded time cannot be deleted (its time is payroll data).
    foreignKey({
      name: 'time_entries_job_fk',
      columns: [t.tenantId, t.jobId],
      foreignColumns: [serviceJobs.tenantId, serviceJobs.id],
    }).onDelete('restrict'),
    check('time_entries_order_check', sql`ended_at is null or ended_at >= started_at`),
    check('time_entries_job_check', sql`(kind = 'shift') = (job_id is null)`),
    index('time_entries_technician_idx').on(t.tenantId, t.technicianId, t.startedAt),
    index('time_entries_job_idx').on(t.tenantId, t.jobId),
    // At most one running shift per technician, and one running entry of each kind per job.
    uniqueIndex('time_entries_open_shift_key')
      .on(t.tenantId, t.technicianId)
      .where(sql`kind = 'shift' and ended_at is null`),
    uniqueIndex('time_entries_open_job_key')
      .on(t.tenantId, t.technicianId, t.jobId, t.kind)
      .where(sql`job_id is not null and ended_at is null`),
  ],
);

/** An approved week of a technician: its entries are locked. */
export const timesheetApprovals = pgTable(
  'timesheet_approvals',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    technicianId: uuid().notNull(),
    weekStart: date().notNull(),
    approvedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    approvedByName: text(),
    approvedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.technicianId, t.weekStart] }),
    foreignKey({
      name: 'timesheet_approvals_technician_fk',
      columns: [t.tenantId, t.technicianId],
      foreignColumns: [technicians.tenantId, technicians.id],
    }).onDelete('cascade'),
  ],
);

/** The organization's week and overtime rule (one row, created on first save; defaults without it). */
export const timesheetSettings = pgTable(
  'timesheet_settings',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    /** 0 = Sunday … 6 = Saturday */
    weekStartsOn: integer().notNull().default(1),
    weeklyOvertimeHours: numeric({ precision: 5, scale: 2 }).notNull().default('40.00'),
    dailyOvertimeHours: numeric({ precision: 5, scale: 2 }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId] }),
    check('timesheet_settings_week_check', sql`week_starts_on between 0 and 6`),
  ],
);

/**
 * A technician's labour cost per hour from a date on. Rates are never rewritten: a new one starts today or
 * later, so costs already incurred keep the rate they had (job costing reads the rate in effect on a day).
 */
export const technicianCostRates = pgTable(
  'technician_cost_rates',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    technicianId: uuid().notNull(),
    hourlyRate: money().notNull(),
    effectiveFrom: date().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'technician_cost_rates_technician_fk',
      columns: [t.tenantId, t.technicianId],
      foreignColumns: [technicians.tenantId, technicians.id],
    }).onDelete('cascade'),
    check('technician_cost_rates_rate_check', sql`hourly_rate >= 0`),
    uniqueIndex('technician_cost_rates_day_key').on(t.tenantId, t.technicianId, t.effectiveFrom),
  ],
);
