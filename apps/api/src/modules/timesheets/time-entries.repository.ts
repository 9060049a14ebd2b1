import { and, asc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { TenantScope } from '../../db/client';
import { serviceJobs, technicians, timeEntries, timesheetApprovals } from '../../db/schema';

export type TimeEntryRow = typeof timeEntries.$inferSelect;
export type TimeEntryInsert = Omit<typeof timeEntries.$inferInsert, 'tenantId'>;
export type TimeEntryWithJob = TimeEntryRow & { jobNumber: string | null };

const withJob = { entry: timeEntries, jobNumber: serviceJobs.jobNumber };
const jobJoin = and(eq(serviceJobs.tenantId, timeEntries.tenantId), eq(serviceJobs.id, timeEntries.jobId));

/**
 * The technicians' entries that overlap [start, end) — running ones included — oldest first. Index:
 * time_entries_technician_idx (tenant, technician, started_at); an entry that started before the range is found
 * by its end. At most `cap` rows (a two-month period of one technician holds a few hundred).
 */
export async function listEntries(
  { tx, tenantId }: TenantScope,
  technicianIds: readonly string[],
  range: { start: Date; end: Date },
  cap = 5000,
): Promise<TimeEntryWithJob[]> {
  if (!technicianIds.length) return [];
  const rows = await tx
    .select(withJob)
    .from(timeEntries)
    .leftJoin(serviceJobs, jobJoin)
    .where(
      and(
        eq(timeEntries.tenantId, tenantId),
        inArray(timeEntries.technicianId, [...technicianIds]),
        lt(timeEntries.startedAt, range.end),
        // Entries run at most a few days; a bound on the start lets the index do the work.
        gt(timeEntries.startedAt, new Date(range.start.getTime() - 7 * 86_400_000)),
        or(isNull(timeEntries.endedAt), gt(timeEntries.endedAt, range.start)),
      ),
    )
    .orderBy(asc(timeEntries.technicianId), asc(timeEntries.startedAt), asc(timeEntries.id))
    .limit(cap);
  return rows.map((r) => ({ ...r.entry, jobNumber: r.jobNumber }));
}

export async function findEntry(
  { tx, tenantId }: TenantScope,
  id: string,
  lock = false,
): Promise<TimeEntryWithJob | undefined> {
  if (lock)
    await tx.execute(sql`select 1 from time_entries where tenant_id = ${tenantId} and id = ${id} for update`);
  const [row] = await tx
    .select(withJob)
    .from(timeEntries)
    .leftJoin(serviceJobs, jobJoin)
    .where(and(eq(timeEntries.tenantId, tenantId), eq(timeEntries.id, id)));
  return row && { ...row.entry, jobNumber: row.jobNumber };
}

export interface RunningEntryFilter {
  kinds: TimeEntryRow['kind'][];
  /** Only this job's entries. */
  jobId?: string;
  /** Only entries of a job other than this one. */
  otherThanJobId?: string;
}

/** The technician's running entries of these kinds (their shift, or a job's travel / on-job time), locked. */
export async function runningEntries(
  { tx, tenantId }: TenantScope,
  technicianId: string,
  filter: RunningEntryFilter,
): Promise<TimeEntryRow[]> {
  return tx
    .select()
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.tenantId, tenantId),
        eq(timeEntries.technicianId, technicianId),
        isNull(timeEntries.endedAt),
        inArray(timeEntries.kind, filter.kinds),
        filter.jobId ? eq(timeEntries.jobId, filter.jobId) : undefined,
        filter.otherThanJobId ? ne(timeEntries.jobId, filter.otherThanJobId) : undefined,
      ),
    )
    .orderBy(asc(timeEntries.startedAt))
    .for('update');
}

export async function insertEntry(
  { tx, tenantId }: TenantScope,
  values: TimeEntryInsert,
): Promise<TimeEntryRow> {
  const [row] = await tx
    .insert(timeEntries)
    .values({ ...values, tenantId })
    .returning();
  return row;
}

export async function updateEntry(
  { tx, tenantId }: TenantScope,
  id: string,
  values: Partial<TimeEntryInsert>,
): Promise<TimeEntryRow> {
  const [row] = await tx
    .update(timeEntries)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(timeEntries.tenantId, tenantId), eq(timeEntries.id, id)))
    .returning();
  return row;
}

export interface ApprovalRow {
  technicianId: string;
  weekStart: string;
  approvedAt: Date;
  approvedByName: string | null;
}

/** Approved weeks of the technicians from `from` to `to` (week starts). */
export function listApprovals(
  { tx, tenantId }: TenantScope,
  technicianIds: readonly string[],
  from: string,
  to: string,
): Promise<ApprovalRow[]> {
  if (!technicianIds.length) return Promise.resolve([]);
  const a = timesheetApprovals;
  return tx
    .select({
      technicianId: a.technicianId,
      weekStart: a.weekStart,
      approvedAt: a.approvedAt,
      approvedByName: a.approvedByName,
    })
    .from(a)
    .where(
      and(
        eq(a.tenantId, tenantId),
        inArray(a.technicianId, [...technicianIds]),
        sql`${a.weekStart} between ${from} and ${to}`,
      ),
    );
}

export async function isWeekApproved(
  { tx, tenantId }: TenantScope,
  technicianId: string,
  weekStart: string,
): Promise<boolean> {
  const { rows } = await tx.execute<{ approved: boolean }>(sql`select exists (
    select 1 from timesheet_approvals
    where tenant_id = ${tenantId} and technician_id = ${technicianId} and week_start = ${weekStart}
  ) as approved`);
  return rows[0].approved;
}

export async function insertApproval(
  { tx, tenantId }: TenantScope,
  values: {
    technicianId: string;
    weekStart: string;
    approvedBy: string | null;
    approvedByName: string | null;
  },
): Promise<boolean> {
  const rows = await tx
    .insert(timesheetApprovals)
    .values({ ...values, tenantId })
    .onConflictDoNothing()
    .returning({ weekStart: timesheetApprovals.weekStart });
  return rows.length > 0;
}

export async function deleteApproval(
  { tx, tenantId }: TenantScope,
  technicianId: string,
  weekStart: string,
): Promise<boolean> {
  const rows = await tx
    .delete(timesheetApprovals)
    .where(
      and(
        eq(timesheetApprovals.tenantId, tenantId),
        eq(timesheetApprovals.technicianId, technicianId),
        eq(timesheetApprovals.weekStart, weekStart),
      ),
    )
    .returning({ weekStart: timesheetApprovals.weekStart });
  return rows.length > 0;
}

/** Whether the technician has an entry still running that started before `before`. */
export async function hasRunningBefore(
  { tx, tenantId }: TenantScope,
  technicianId: string,
  before: Date,
): Promise<boolean> {
  const { rows } = await tx.execute<{ running: boolean }>(sql`select exists (
    select 1 from time_entries where tenant_id = ${tenantId} and technician_id = ${technicianId}
      and ended_at is null and started_at < ${before}) as running`);
  return rows[0].running;
}

export interface TechnicianRef {
  id: string;
  name: string;
  email: string | null;
}

/** The technician (an active or inactive one), locked when asked: approvals of one technician queue. */
export async function findTechnicianRef(
  { tx, tenantId }: TenantScope,
  id: string,
  lock = false,
): Promise<TechnicianRef | undefined> {
  const query = tx
    .select({ id: technicians.id, name: technicians.name, email: technicians.email })
    .from(technicians)
    .where(and(eq(technicians.tenantId, tenantId), eq(technicians.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** One page of technicians by name (the team summary), searched on name and e-mail. */
export async function pageTechnicians(
  { tx, tenantId }: TenantScope,
  page: { limit: number; offset: number; search?: string; onlyId?: string | null },
): Promise<{ items: TechnicianRef[]; total: number }> {
  const term = page.search?.trim().toLowerCase();
  const where = and(
    eq(technicians.tenantId, tenantId),
    term ? sql`${technicians.searchText} like ${`%${term.replace(/[\\%_]/g, '\\$&')}%`}` : undefined,
    page.onlyId === undefined
      ? undefined
      : page.onlyId === null
        ? sql`false`
        : eq(technicians.id, page.onlyId),
  );
  const [items, [{ total }]] = await Promise.all([
    tx
      .select({ id: technicians.id, name: technicians.name, email: technicians.email })
      .from(technicians)
      .where(where)
      .orderBy(asc(technicians.name), asc(technicians.id))
      .limit(page.limit)
      .offset(page.offset),
    tx
      .select({ total: sql<number>`count(*)::int` })
      .from(technicians)
      .where(where),
  ]);
  return { items, total };
}

/** The job when it is this technician's (the office's added entries point at the technician's own jobs). */
export async function findTechnicianJob({ tx, tenantId }: TenantScope, technicianId: string, jobId: string) {
  const [row] = await tx
    .select({ id: serviceJobs.id, jobNumber: serviceJobs.jobNumber })
    .from(serviceJobs)
    .where(
      and(
        eq(serviceJobs.tenantId, tenantId),
        eq(serviceJobs.id, jobId),
        eq(serviceJobs.technicianId, technicianId),
      ),
    );
  return row;
}

/** A job's travel and on-job entries, oldest first (index time_entries_job_idx), for its work order. */
export async function listJobEntries({ tx, tenantId }: TenantScope, jobId: string): Promise<TimeEntryRow[]> {
  return tx
    .select()
    .from(timeEntries)
    .where(and(eq(timeEntries.tenantId, tenantId), eq(timeEntries.jobId, jobId)))
    .orderBy(asc(timeEntries.startedAt), asc(timeEntries.id))
    .limit(200);
}

/** The technician's running shift (id and start), unlocked: the clock shown on /my-day. */
export async function findRunningShift({ tx, tenantId }: TenantScope, technicianId: string) {
  const [shift] = await tx
    .select({ id: timeEntries.id, startedAt: timeEntries.startedAt })
    .from(timeEntries)
    .where(
      sql`${timeEntries.tenantId} = ${tenantId} and ${timeEntries.technicianId} = ${technicianId}
        and ${timeEntries.kind} = 'shift' and ${timeEntries.endedAt} is null`,
    );
  return shift;
}
