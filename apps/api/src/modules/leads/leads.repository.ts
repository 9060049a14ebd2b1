import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { LeadListQuery } from '@tradeworks/contracts/leads';
import type { TenantScope } from '../../db/client';
import { clients, leads, memberships, users } from '../../db/schema';
import { boundedCount, containsPattern, type Page } from '../../http/paging';

export type LeadRow = typeof leads.$inferSelect;
export type LeadListRow = LeadRow & { clientStatus: string; assigneeName: string | null; duplicates: number };

const other = sql.raw('other');
/** Other leads of the organization with the same e-mail address or phone number. */
const duplicates = sql<number>`(select count(*)::int from leads ${other}
  where ${other}.tenant_id = ${leads.tenantId} and ${other}.id <> ${leads.id}
    and ((${leads.emailKey} is not null and ${other}.email_key = ${leads.emailKey})
      or (${leads.phoneKey} is not null and ${leads.phoneKey} <> '' and ${other}.phone_key = ${leads.phoneKey})))`;

const listColumns = {
  lead: leads,
  clientStatus: clients.status,
  assigneeName: sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`,
  duplicates,
};

function baseQuery(scope: TenantScope) {
  return scope.tx
    .select(listColumns)
    .from(leads)
    .innerJoin(clients, and(eq(clients.tenantId, leads.tenantId), eq(clients.id, leads.clientId)))
    .leftJoin(users, eq(users.id, leads.assigneeId));
}

const flatten = (r: {
  lead: LeadRow;
  clientStatus: string;
  assigneeName: string | null;
  duplicates: number;
}): LeadListRow => ({
  ...r.lead,
  clientStatus: r.clientStatus,
  assigneeName: r.assigneeName,
  duplicates: r.duplicates,
});

function listFilter(tenantId: string, query: LeadListQuery): SQL {
  const term = query.search?.trim();
  const pattern = term ? containsPattern(term) : null;
  return and(
    eq(leads.tenantId, tenantId),
    query.status ? eq(leads.status, query.status) : undefined,
    pattern
      ? or(
          ilike(leads.name, pattern),
          ilike(leads.email, pattern),
          ilike(leads.phone, pattern),
          ilike(leads.reference, pattern),
          ilike(leads.serviceName, pattern),
        )
      : undefined,
  )!;
}

/** A page of leads, newest first, filtered and searched in SQL. */
export async function listLeads(scope: TenantScope, query: LeadListQuery): Promise<Page<LeadListRow>> {
  const where = listFilter(scope.tenantId, query);
  const rows = await baseQuery(scope)
    .where(where)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(query.limit)
    .offset(query.offset);
  const count = await boundedCount(
    scope.tx,
    sql`select 1 from leads where ${where}`,
    query.offset + query.limit,
  );
  return { items: rows.map(flatten), total: count.total, bounded: count.bounded };
}

export async function findLead(scope: TenantScope, id: string, options: { lock?: boolean } = {}) {
  const query = scope.tx
    .select()
    .from(leads)
    .where(and(eq(leads.tenantId, scope.tenantId), eq(leads.id, id)));
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

export async function findLeadListRow(scope: TenantScope, id: string): Promise<LeadListRow | undefined> {
  const [row] = await baseQuery(scope).where(and(eq(leads.tenantId, scope.tenantId), eq(leads.id, id)));
  return row ? flatten(row) : undefined;
}

export async function updateLeadRow(
  { tx, tenantId }: TenantScope,
  id: string,
  values: Partial<
    Pick<LeadRow, 'status' | 'lostReason' | 'assigneeId' | 'nextFollowUp' | 'jobId' | 'awaitingConfirmation'>
  >,
): Promise<void> {
  await tx
    .update(leads)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(leads.tenantId, tenantId), eq(leads.id, id)));
}

export async function isMember({ tx, tenantId }: TenantScope, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)));
  return Boolean(row);
}

/** The lead client becomes an active client (an existing client keeps its status). */
export async function activateLeadClient({ tx, tenantId }: TenantScope, clientId: string): Promise<boolean> {
  const rows = await tx
    .update(clients)
    .set({ status: 'active', updatedAt: new Date() })
    .where(and(eq(clients.tenantId, tenantId), eq(clients.id, clientId), eq(clients.status, 'lead')))
    .returning({ id: clients.id });
  return rows.length > 0;
}
