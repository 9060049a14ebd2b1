import { and, asc, count, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { JobStatus, ServiceJobListQuery } from '@tradeworks/contracts/service-jobs';
import type { TenantScope } from '../../db/client';
import {
  jobAssignments,
  serviceJobCounts,
  serviceJobServices,
  serviceJobs,
  services,
  technicians,
} from '../../db/schema';
import { boundedCount, searchTextMatches, type Page } from '../../http/paging';
import { syncVisitTexts } from '../messages/public';
import type { Day } from './technicians.repository';

export type JobRow = typeof serviceJobs.$inferSelect;
export type JobInsert = typeof serviceJobs.$inferInsert;
export type JobWithTechnician = JobRow & { technicianName: string | null };

const jobColumns = { job: serviceJobs, technicianName: technicians.name };
const technicianJoin = and(
  eq(technicians.tenantId, serviceJobs.tenantId),
  eq(technicians.id, serviceJobs.technicianId),
);
const flatten = (r: { job: JobRow; technicianName: string | null }): JobWithTechnician => ({
  ...r.job,
  technicianName: r.technicianName,
});

export interface JobListFilter extends ServiceJobListQuery {
  fromInstant?: Date;
  /** Exclusive. */
  toInstant?: Date;
  /** Start of the organization's today: jobs from here on come first, nearest first; earlier ones follow, latest first. */
  todayStart: Date;
}

/**
 * One page of jobs, nearest first: today's and later jobs in time order, then past jobs from the most recent back.
 * Each half is one index range scan (tenant, scheduled date) read up to the page's end; every filter is index-backed (tenant, scheduled date / status). The
 * total of the unfiltered board, or of a status alone, is read from the trigger-kept service_job_counts rows (a
 * year of jobs is not counted on every request); other filters count their matches up to COUNT_BOUND.
 */
export async function listJobs(
  { tx, tenantId }: TenantScope,
  query: JobListFilter,
): Promise<Page<JobWithTechnician>> {
  const filters: Array<SQL | undefined> = [
    eq(serviceJobs.tenantId, tenantId),
    searchTextMatches(serviceJobs.searchText, query.search),
    query.status ? eq(serviceJobs.status, query.status) : undefined,
    query.priority ? eq(serviceJobs.priority, query.priority) : undefined,
    query.technicianId ? eq(serviceJobs.technicianId, query.technicianId) : undefined,
    query.clientId ? eq(serviceJobs.clientId, query.clientId) : undefined,
    query.locationId ? eq(serviceJobs.locationId, query.locationId) : undefined,
    query.fromInstant ? gte(serviceJobs.scheduledDate, query.fromInstant) : undefined,
    query.toInstant ? lt(serviceJobs.scheduledDate, query.toInstant) : undefined,
    query.unassigned === true ? isNull(serviceJobs.technicianId) : undefined,
    query.unassigned === false ? sql`${serviceJobs.technicianId} is not null` : undefined,
  ];
  const where = and(...filters);
  const kept =
    !query.search &&
    !query.priority &&
    !query.technicianId &&
    !query.clientId &&
    !query.locationId &&
    !query.fromInstant &&
    !query.toInstant &&
    query.unassigned === undefined;
  const end = query.offset + query.limit;
  const [upcoming, past, counted] = await Promise.all([
    tx
      .select(jobColumns)
      .from(serviceJobs)
      .leftJoin(technicians, technicianJoin)
      .where(and(where, gte(serviceJobs.scheduledDate, query.todayStart)))
      .orderBy(asc(serviceJobs.scheduledDate), asc(serviceJobs.id))
      .limit(end),
    tx
      .select(jobColumns)
      .from(serviceJobs)
      .leftJoin(technicians, technicianJoin)
      .where(and(where, lt(serviceJobs.scheduledDate, query.todayStart)))
      .orderBy(desc(serviceJobs.scheduledDate), desc(serviceJobs.id))
      .limit(end),
    kept
      ? tx
          .select({ total: sql<number>`coalesce(sum(${serviceJobCounts.count}), 0)::int` })
          .from(serviceJobCounts)
          .where(
            and(
              eq(serviceJobCounts.tenantId, tenantId),
              query.status ? eq(serviceJobCounts.status, query.status) : undefined,
            ),
          )
          .then(([row]) => ({ total: Number(row.total), bounded: false }))
      : boundedCount(tx, sql`select 1 from ${serviceJobs} where ${where}`, query.offset + query.limit),
  ]);
  const rows = [...upcoming, ...past].slice(query.offset, end);
  return { items: rows.map(flatten), ...counted };
}

export async function findJob(
  { tx, tenantId }: TenantScope,
  id: string,
  lock = false,
): Promise<JobWithTechnician | undefined> {
  if (lock)
    await tx.execute(sql`select 1 from service_jobs where tenant_id = ${tenantId} and id = ${id} for update`);
  const [row] = await tx
    .select(jobColumns)
    .from(serviceJobs)
    .leftJoin(technicians, technicianJoin)
    .where(and(eq(serviceJobs.tenantId, tenantId), eq(serviceJobs.id, id)));
  return row && flatten(row);
}

/** Jobs of some technicians (or unassigned ones) scheduled in a day, not cancelled or completed. */
export async function listDayJobs(
  { tx, tenantId }: TenantScope,
  day: Day,
  filter: { technicianIds?: string[]; statuses: JobStatus[] },
): Promise<JobWithTechnician[]> {
  const rows = await tx
    .select(jobColumns)
    .from(serviceJobs)
    .leftJoin(technicians, technicianJoin)
    .where(
      and(
        eq(serviceJobs.tenantId, tenantId),
        gte(serviceJobs.scheduledDate, day.start),
        lt(serviceJobs.scheduledDate, day.end),
        inArray(serviceJobs.status, filter.statuses),
        filter.technicianIds ? inArray(serviceJobs.technicianId, filter.technicianIds) : undefined,
      ),
    )
    .orderBy(asc(serviceJobs.routeOrder), asc(serviceJobs.scheduledDate), asc(serviceJobs.id))
    .limit(2000);
  return rows.map(flatten);
}

/** The technician's assigned or in-progress jobs in the day, other than `exceptJobId`. */
export async function countTechnicianJobs(
  { tx, tenantId }: TenantScope,
  technicianId: string,
  day: Day,
  exceptJobId?: string,
): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(serviceJobs)
    .where(
      and(
        eq(serviceJobs.tenantId, tenantId),
        eq(serviceJobs.technicianId, technicianId),
        sql`${serviceJobs.status} in ('assigned', 'in-progress')`,
        gte(serviceJobs.scheduledDate, day.start),
        lt(serviceJobs.scheduledDate, day.end),
        exceptJobId ? sql`${serviceJobs.id} <> ${exceptJobId}` : undefined,
      ),
    );
  return Number(row.n);
}

export async function insertJob(scope: TenantScope, values: Omit<JobInsert, 'tenantId'>): Promise<string> {
  const { tx, tenantId } = scope;
  const [row] = await tx
    .insert(serviceJobs)
    .values({ ...values, tenantId })
    .returning({ id: serviceJobs.id });
  // A new visit's confirmation and reminders are queued with it.
  await syncVisitTexts(scope, row.id);
  return row.id;
}

export async function updateJobRow(
  scope: TenantScope,
  id: string,
  values: Partial<Omit<JobInsert, 'tenantId' | 'id'>>,
): Promise<void> {
  const { tx, tenantId } = scope;
  const moved = values.scheduledDate !== undefined;
  await tx
    .update(serviceJobs)
    .set({
      ...values,
      // The client's C confirmed the old time; a visit moved to another time is unconfirmed again.
      ...(moved
        ? {
            clientConfirmedAt: sql`case when ${serviceJobs.scheduledDate} = ${values.scheduledDate}
              then ${serviceJobs.clientConfirmedAt} end`,
          }
        : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(serviceJobs.tenantId, tenantId), eq(serviceJobs.id, id)));
  // Every write of a visit's time, status or technician passes here: its texts follow in this transaction.
  if (moved || values.status !== undefined || values.technicianId !== undefined)
    await syncVisitTexts(scope, id);
}

export async function deleteJobRow(scope: TenantScope, id: string): Promise<void> {
  await scope.tx
    .delete(serviceJobs)
    .where(and(eq(serviceJobs.tenantId, scope.tenantId), eq(serviceJobs.id, id)));
  await syncVisitTexts(scope, id);
}

/** What a job is worth: its services at their catalogue prices (what its invoice starts from), exact. */
export async function jobValue({ tx, tenantId }: TenantScope, jobId: string): Promise<string> {
  const [row] = await tx
    .select({
      value: sql<string>`coalesce(sum(round(${serviceJobServices.quantity} * ${services.basePrice}, 2)), 0)::text`,
    })
    .from(serviceJobServices)
    .innerJoin(
      services,
      and(eq(services.tenantId, serviceJobServices.tenantId), eq(services.id, serviceJobServices.serviceId)),
    )
    .where(and(eq(serviceJobServices.tenantId, tenantId), eq(serviceJobServices.jobId, jobId)));
  return row.value;
}

export function listJobServices({ tx, tenantId }: TenantScope, jobId: string) {
  return tx
    .select({
      serviceId: serviceJobServices.serviceId,
      quantity: serviceJobServices.quantity,
      name: services.name,
      basePrice: services.basePrice,
      status: services.status,
    })
    .from(serviceJobServices)
    .innerJoin(
      services,
      and(eq(services.tenantId, serviceJobServices.tenantId), eq(services.id, serviceJobServices.serviceId)),
    )
    .where(and(eq(serviceJobServices.tenantId, tenantId), eq(serviceJobServices.jobId, jobId)))
    .orderBy(asc(serviceJobServices.sortOrder));
}

export async function replaceJobServices(
  { tx, tenantId }: TenantScope,
  jobId: string,
  lines: Array<{ serviceId: string; quantity: number }>,
): Promise<void> {
  await tx
    .delete(serviceJobServices)
    .where(and(eq(serviceJobServices.tenantId, tenantId), eq(serviceJobServices.jobId, jobId)));
  if (!lines.length) return;
  await tx.insert(serviceJobServices).values(
    lines.map((line, i) => ({
      tenantId,
      jobId,
      serviceId: line.serviceId,
      quantity: line.quantity.toFixed(2),
      sortOrder: i,
    })),
  );
}

export async function insertAssignment(
  { tx, tenantId, userId }: TenantScope,
  values: {
    jobId: string;
    technicianId: string;
    scheduledDate: Date;
    estimatedDuration: number;
    notes: string | null;
  },
): Promise<string> {
  const [row] = await tx
    .insert(jobAssignments)
    .values({ ...values, tenantId, assignedBy: userId })
    .returning({ id: jobAssignments.id });
  return row.id;
}

/** Removes assignment rows (Undo of an optimisation removes the ones it added). */
export async function deleteAssignments({ tx, tenantId }: TenantScope, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await tx
    .delete(jobAssignments)
    .where(and(eq(jobAssignments.tenantId, tenantId), inArray(jobAssignments.id, ids)));
}

/** Open jobs (not completed or cancelled) scheduled from now on: what a change of the time zone moves. */
export async function countUpcomingJobs({ tx, tenantId }: TenantScope, now = new Date()): Promise<number> {
  const result = await tx.execute<{ n: number }>(sql`
    select count(*)::int as n from service_jobs
    where tenant_id = ${tenantId} and scheduled_date >= ${now.toISOString()}
      and status in ('pending', 'assigned', 'in-progress')`);
  return Number(result.rows[0]?.n ?? 0);
}

/** Locks the day's open jobs, in id order, for the rest of the transaction (route planning). */
export async function lockOpenJobsInDay({ tx, tenantId }: TenantScope, day: Day): Promise<void> {
  await tx.execute(sql`select 1 from service_jobs where tenant_id = ${tenantId}
    and scheduled_date >= ${day.start.toISOString()} and scheduled_date < ${day.end.toISOString()}
    and status in ('pending', 'assigned', 'in-progress') order by id for update`);
}

/** The dispatch board's four counts: pending, active (assigned or in progress), available technicians, open emergencies. */
export async function countDispatchSummary({ tx, tenantId }: TenantScope) {
  const result = await tx.execute<{
    pending: number;
    active: number;
    available: number;
    emergency: number;
  }>(sql`
    select
      (select count(*) from service_jobs where tenant_id = ${tenantId} and status = 'pending')::int as pending,
      (select count(*) from service_jobs where tenant_id = ${tenantId} and status in ('assigned', 'in-progress'))::int as active,
      (select count(*) from technicians where tenant_id = ${tenantId} and is_active and status = 'available')::int as available,
      (select count(*) from service_jobs where tenant_id = ${tenantId} and priority = 'emergency'
         and status in ('pending', 'assigned', 'in-progress'))::int as emergency`);
  return result.rows[0];
}
