import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { LinkableUser, TechnicianListQuery } from '@tradeworks/contracts/technicians';
import type { TenantScope } from '../../db/client';
import { technicians } from '../../db/schema';
import { containsPattern, searchTextMatches, type Page } from '../../http/paging';

export type TechnicianRow = typeof technicians.$inferSelect;
export type TechnicianInsert = typeof technicians.$inferInsert;
/** `userName`: the linked member's name, where the read asked for it (lists and the technician's page). */
export type TechnicianWithLoad = TechnicianRow & { currentJobs: number; userName?: string | null };

/** The linked team member's name, or their e-mail when they have none. */
const linkedUserName = sql<string | null>`(select coalesce(
    nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email)
  from users u where u.id = technicians.user_id)`;

export interface Day {
  start: Date;
  end: Date;
}

/**
 * The technician's assigned or in-progress jobs scheduled in the day, counted from service_jobs on every
 * read (index service_jobs_technician_idx): a number that cannot drift from the jobs themselves.
 */
export const jobsInDay = (day: Day) =>
  // Qualified by hand: drizzle leaves a single table's columns unqualified, which the subquery would capture.
  sql<number>`(select count(*) from service_jobs j
    where j.tenant_id = technicians.tenant_id and j.technician_id = technicians.id
      and j.status in ('assigned', 'in-progress')
      and j.scheduled_date >= ${day.start.toISOString()} and j.scheduled_date < ${day.end.toISOString()})::int`;

/** Skills match case-insensitively; a skill search matches any tag containing the term. */
function skillMatches(search: string | undefined): SQL | undefined {
  const term = search?.trim().toLowerCase();
  if (!term) return undefined;
  const escaped = term.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`exists (select 1 from unnest(${technicians.skills}) s where lower(s) like ${`%${escaped}%`})`;
}

export async function listTechnicians(
  { tx, tenantId }: TenantScope,
  query: TechnicianListQuery,
  today: Day,
): Promise<Page<TechnicianWithLoad>> {
  const where = and(
    eq(technicians.tenantId, tenantId),
    query.search
      ? or(searchTextMatches(technicians.searchText, query.search), skillMatches(query.search))
      : undefined,
    query.status ? eq(technicians.status, query.status) : undefined,
    query.isActive !== undefined ? eq(technicians.isActive, query.isActive) : undefined,
  );
  const [items, [{ total }]] = await Promise.all([
    tx
      .select({ technician: technicians, currentJobs: jobsInDay(today), userName: linkedUserName })
      .from(technicians)
      .where(where)
      .orderBy(asc(technicians.name), asc(technicians.id))
      .limit(query.limit)
      .offset(query.offset),
    tx.select({ total: count() }).from(technicians).where(where),
  ]);
  return {
    items: items.map((r) => ({ ...r.technician, currentJobs: r.currentJobs, userName: r.userName })),
    total,
  };
}

/** Active, not offline technicians with their load on `day` (the assign dialog, the optimiser). */
export async function listWorkingTechnicians(
  { tx, tenantId }: TenantScope,
  day: Day,
  ids?: string[],
): Promise<TechnicianWithLoad[]> {
  const rows = await tx
    .select({ technician: technicians, currentJobs: jobsInDay(day) })
    .from(technicians)
    .where(
      and(
        eq(technicians.tenantId, tenantId),
        eq(technicians.isActive, true),
        sql`${technicians.status} <> 'offline'`,
        ids ? inArray(technicians.id, ids) : undefined,
      ),
    )
    .orderBy(asc(technicians.name), asc(technicians.id))
    .limit(500);
  return rows.map((r) => ({ ...r.technician, currentJobs: r.currentJobs }));
}

/** Which of `ids` are this tenant's technicians (any status). */
export async function existingTechnicianIds(
  { tx, tenantId }: TenantScope,
  ids: string[],
): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await tx
    .select({ id: technicians.id })
    .from(technicians)
    .where(and(eq(technicians.tenantId, tenantId), inArray(technicians.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/** One technician with today's load; `lock` takes its row lock (assignments queue on it). */
export async function findTechnician(
  { tx, tenantId }: TenantScope,
  id: string,
  day: Day,
  lock = false,
): Promise<TechnicianWithLoad | undefined> {
  if (lock) {
    await tx.execute(sql`select 1 from technicians where tenant_id = ${tenantId} and id = ${id} for update`);
  }
  const [row] = await tx
    .select({ technician: technicians, currentJobs: jobsInDay(day), userName: linkedUserName })
    .from(technicians)
    .where(and(eq(technicians.tenantId, tenantId), eq(technicians.id, id)));
  return row && { ...row.technician, currentJobs: row.currentJobs, userName: row.userName };
}

export async function insertTechnician(
  { tx, tenantId }: TenantScope,
  values: Omit<TechnicianInsert, 'tenantId'>,
): Promise<string> {
  const [row] = await tx
    .insert(technicians)
    .values({ ...values, tenantId })
    .returning({ id: technicians.id });
  return row.id;
}

export async function updateTechnicianRow(
  { tx, tenantId }: TenantScope,
  id: string,
  values: Partial<Omit<TechnicianInsert, 'tenantId' | 'id'>>,
): Promise<void> {
  await tx
    .update(technicians)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(technicians.tenantId, tenantId), eq(technicians.id, id)));
}

export async function deleteTechnicianRow({ tx, tenantId }: TenantScope, id: string): Promise<void> {
  await tx.delete(technicians).where(and(eq(technicians.tenantId, tenantId), eq(technicians.id, id)));
}

/** Whether any job or assignment names the technician (deleting would lose history). */
export async function technicianHasJobs({ tx, tenantId }: TenantScope, id: string): Promise<boolean> {
  const result = await tx.execute<{ used: boolean }>(sql`
    select exists (select 1 from service_jobs where tenant_id = ${tenantId} and technician_id = ${id})
      or exists (select 1 from job_assignments where tenant_id = ${tenantId} and technician_id = ${id}) as used`);
  return Boolean(result.rows[0]?.used);
}

/** Another technician already linked to this user, if any. */
export async function technicianOfUser(
  { tx, tenantId }: TenantScope,
  userId: string,
): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: technicians.id })
    .from(technicians)
    .where(and(eq(technicians.tenantId, tenantId), eq(technicians.userId, userId)))
    .limit(1);
  return row?.id;
}

/**
 * The organization's members by name or e-mail (at most 50), each with the technician they are linked to:
 * the technician form's "Sign-in account" picker.
 */
export async function listLinkableUsers(
  { tx, tenantId }: TenantScope,
  search: string | undefined,
): Promise<LinkableUser[]> {
  const pattern = search ? containsPattern(search) : null;
  const result = await tx.execute<LinkableUser>(sql`
    select u.id as "userId",
      coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email) as name,
      u.email, t.id as "technicianId", t.name as "technicianName"
    from memberships m
    join users u on u.id = m.user_id
    left join technicians t on t.tenant_id = m.tenant_id and t.user_id = m.user_id
    -- An invitation not yet accepted is nobody the organization can link (nor learn the name of).
    where m.tenant_id = ${tenantId} and m.status = 'accepted'
      and (${pattern}::text is null
        or concat_ws(' ', u.first_name, u.last_name, u.email) ilike ${pattern})
    order by lower(coalesce(u.first_name, '')), lower(coalesce(u.last_name, '')), u.email
    limit 50`);
  return result.rows;
}

export async function isTenantMember({ tx, tenantId }: TenantScope, userId: string): Promise<boolean> {
  const result = await tx.execute<{ ok: boolean }>(sql`
    select exists (select 1 from memberships
      where tenant_id = ${tenantId} and user_id = ${userId} and status = 'accepted') as ok`);
  return Boolean(result.rows[0]?.ok);
}

/** The organization's business hours: the general setting `business_hours`, else the user's own setting. */
export async function businessHours({ tx, tenantId, userId }: TenantScope): Promise<string | null> {
  const result = await tx.execute<{ hours: string | null }>(sql`
    select coalesce(
      (select setting_value from general_settings where tenant_id = ${tenantId} and setting_key = 'business_hours'),
      (select business_hours::text from user_settings where user_id = ${userId})) as hours`);
  return result.rows[0]?.hours ?? null;
}

/** A technician starting a job is busy (an offline one stays offline). */
export async function markTechnicianBusy({ tx, tenantId }: TenantScope, id: string): Promise<void> {
  await tx.execute(sql`update technicians set status = 'busy', updated_at = now()
    where tenant_id = ${tenantId} and id = ${id} and status <> 'offline'`);
}

/** A busy technician is available again once none of their jobs is in progress. */
export async function releaseTechnicianIfIdle({ tx, tenantId }: TenantScope, id: string): Promise<void> {
  await tx.execute(sql`update technicians set status = 'available', updated_at = now()
    where tenant_id = ${tenantId} and id = ${id} and status = 'busy'
      and not exists (select 1 from service_jobs where tenant_id = ${tenantId}
        and technician_id = ${id} and status = 'in-progress')`);
}

/** Name, status and phone of a job's technician (the Track dialog). */
export async function findTechnicianContact({ tx, tenantId }: TenantScope, id: string) {
  const result = await tx.execute<{ id: string; name: string; status: string; phone: string | null }>(
    sql`select id, name, status::text as status, phone from technicians where tenant_id = ${tenantId} and id = ${id}`,
  );
  return result.rows[0] ?? null;
}

/** Locks the tenant's active technicians, in id order, for the rest of the transaction (route planning). */
export async function lockActiveTechnicians({ tx, tenantId }: TenantScope): Promise<void> {
  await tx.execute(
    sql`select 1 from technicians where tenant_id = ${tenantId} and is_active order by id for update`,
  );
}
