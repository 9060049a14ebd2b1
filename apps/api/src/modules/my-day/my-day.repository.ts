import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { TenantScope } from '../../db/client';
import { clients, serviceJobs, serviceLocations, technicians } from '../../db/schema';

export type MyDayJobRow = typeof serviceJobs.$inferSelect & {
  clientPhone: string | null;
  locationName: string;
  accessNotes: string | null;
  contactName: string | null;
  contactPhone: string | null;
};
export type LinkedTechnician = Pick<typeof technicians.$inferSelect, 'id' | 'name' | 'status'>;

/** The technician record linked to the user in this tenant (an active one first), if any. */
export async function findLinkedTechnician(
  { tx, tenantId }: TenantScope,
  userId: string,
  lock = false,
): Promise<LinkedTechnician | undefined> {
  const query = tx
    .select({ id: technicians.id, name: technicians.name, status: technicians.status })
    .from(technicians)
    .where(and(eq(technicians.tenantId, tenantId), eq(technicians.userId, userId)))
    .orderBy(desc(technicians.isActive), asc(technicians.createdAt), asc(technicians.id))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

const jobWithPhone = {
  job: serviceJobs,
  clientPhone: clients.phone,
  locationName: serviceLocations.name,
  accessNotes: serviceLocations.accessNotes,
  contactName: serviceLocations.contactName,
  contactPhone: serviceLocations.contactPhone,
};
const clientJoin = and(eq(clients.tenantId, serviceJobs.tenantId), eq(clients.id, serviceJobs.clientId));
const locationJoin = and(
  eq(serviceLocations.tenantId, serviceJobs.tenantId),
  eq(serviceLocations.id, serviceJobs.locationId),
);
const flatten = ({
  job,
  ...place
}: { job: typeof serviceJobs.$inferSelect } & Omit<
  MyDayJobRow,
  keyof typeof serviceJobs.$inferSelect
>): MyDayJobRow => ({ ...job, ...place });

/**
 * The technician's jobs of the day (assigned, in progress or completed) plus any job of theirs still in
 * progress from an earlier day, in route order: planned arrival (the optimiser's), else window, else time.
 * Index: service_jobs_technician_idx (tenant, technician, scheduled date).
 */
export async function listMyDayJobs(
  { tx, tenantId }: TenantScope,
  technicianId: string,
  day: { start: Date; end: Date },
): Promise<MyDayJobRow[]> {
  const rows = await tx
    .select(jobWithPhone)
    .from(serviceJobs)
    .innerJoin(clients, clientJoin)
    .innerJoin(serviceLocations, locationJoin)
    .where(
      and(
        eq(serviceJobs.tenantId, tenantId),
        eq(serviceJobs.technicianId, technicianId),
        sql`(
          (${serviceJobs.scheduledDate} >= ${day.start} and ${serviceJobs.scheduledDate} < ${day.end}
            and ${serviceJobs.status} in ('assigned', 'in-progress', 'completed'))
          or (${serviceJobs.status} = 'in-progress' and ${serviceJobs.scheduledDate} < ${day.start}))`,
      ),
    )
    .orderBy(
      // The optimiser's planned arrivals follow its route order; a job added after the plan slots in by its
      // window or booked time instead of trailing the route.
      sql`coalesce(${serviceJobs.plannedArrival}, ${serviceJobs.windowStart}, ${serviceJobs.scheduledDate})`,
      sql`${serviceJobs.routeOrder} asc nulls last`,
      asc(serviceJobs.id),
    )
    .limit(200);
  return rows.map(flatten);
}

/** One job of this technician (another technician's or tenant's job is not found), optionally locked. */
export async function findMyJob(
  { tx, tenantId }: TenantScope,
  technicianId: string,
  jobId: string,
  lock = false,
): Promise<MyDayJobRow | undefined> {
  if (lock)
    await tx.execute(
      sql`select 1 from service_jobs where tenant_id = ${tenantId} and id = ${jobId} for update`,
    );
  const [row] = await tx
    .select(jobWithPhone)
    .from(serviceJobs)
    .innerJoin(clients, clientJoin)
    .innerJoin(serviceLocations, locationJoin)
    .where(
      and(
        eq(serviceJobs.tenantId, tenantId),
        eq(serviceJobs.id, jobId),
        eq(serviceJobs.technicianId, technicianId),
      ),
    );
  return row && flatten(row);
}

/**
 * "On my way": the job is the one the technician is heading to (their other assigned jobs lose the mark) and
 * the technician is en route.
 */
export async function markEnRoute({ tx, tenantId }: TenantScope, technicianId: string, jobId: string) {
  await tx.execute(sql`update service_jobs set en_route_at = null, updated_at = now()
    where tenant_id = ${tenantId} and technician_id = ${technicianId} and status = 'assigned'
      and en_route_at is not null and id <> ${jobId}`);
  await tx.execute(sql`update service_jobs set en_route_at = now(), updated_at = now()
    where tenant_id = ${tenantId} and id = ${jobId}`);
  await tx.execute(sql`update technicians set status = 'en-route', updated_at = now()
    where tenant_id = ${tenantId} and id = ${technicianId}`);
}

/** The user's name as people read it (first and last name, else the e-mail address). */
export async function findUserDisplayName({ tx }: TenantScope, userId: string): Promise<string | null> {
  const { rows } = await tx.execute<{ name: string }>(sql`select coalesce(nullif(trim(
      coalesce(first_name, '') || ' ' || coalesce(last_name, '')), ''), email) as name
    from users where id = ${userId}`);
  return rows[0]?.name ?? null;
}
