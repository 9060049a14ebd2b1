import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { ThreadListQuery } from '@tradeworks/contracts/messages';
import type { TenantScope } from '../../db/client';
import { clients, messageThreads, smsConsents, users } from '../../db/schema';
import { searchTextMatches, type Page } from '../../http/paging';
import { technicianClients } from './messages.repository';

const PREVIEW_LENGTH = 160;

/**
 * Clients whose stored phone ends in the same last four digits as a number (the trigram index of the
 * clients' search text finds them); the caller keeps those whose number reads as the same E.164.
 */
export async function clientsWithPhoneEnding(scope: TenantScope, lastFour: string) {
  const { rows } = await scope.tx.execute<{ id: string; name: string; phone: string | null }>(sql`
    select id, name, phone from clients
    where tenant_id = ${scope.tenantId} and search_text like ${`%${lastFour}%`} and phone is not null
    order by (status = 'lead'), created_at
    limit 50`);
  return rows;
}

/** The user of the technician on the client's job in progress, if any: they answer its texts meanwhile. */
export async function technicianUserOnJob(scope: TenantScope, clientId: string): Promise<string | null> {
  const { rows } = await scope.tx.execute<{ user_id: string | null }>(sql`
    select t.user_id from service_jobs j
    join technicians t on t.tenant_id = j.tenant_id and t.id = j.technician_id
    where j.tenant_id = ${scope.tenantId} and j.client_id = ${clientId} and j.status = 'in-progress'
      and t.user_id is not null
    order by j.started_at desc limit 1`);
  return rows[0]?.user_id ?? null;
}

/** The client's thread without moving it (a text scheduled for later joins it; it is not news yet). */
export async function ensureThread(scope: TenantScope, clientId: string): Promise<string> {
  await scope.tx
    .insert(messageThreads)
    .values({ tenantId: scope.tenantId, clientId, lastDirection: 'outbound' })
    .onConflictDoNothing();
  const [row] = await scope.tx
    .select({ id: messageThreads.id })
    .from(messageThreads)
    .where(and(eq(messageThreads.tenantId, scope.tenantId), eq(messageThreads.clientId, clientId)));
  return row.id;
}

/**
 * The client's thread, created on its first text, moved to the top with this message. An inbound text adds
 * to the unread count and goes to the technician on the client's job in progress; with no job in progress a
 * thread a technician had goes back to the office, while one a person assigned stays with them.
 */
export async function touchThread(
  scope: TenantScope,
  message: {
    clientId: string;
    direction: 'inbound' | 'outbound';
    body: string;
    /** Inbound: the technician user on the client's job in progress (null: none). */
    technicianUserId?: string | null;
  },
): Promise<string> {
  const inbound = message.direction === 'inbound';
  const preview = message.body.slice(0, PREVIEW_LENGTH);
  const technician = message.technicianUserId ?? null;
  const t = messageThreads;
  const reassigned = sql`case when ${technician}::uuid is not null then ${technician}::uuid
    when exists (select 1 from technicians x where x.tenant_id = ${t.tenantId} and x.user_id = ${t.assigneeUserId})
    then null else ${t.assigneeUserId} end`;
  const [row] = await scope.tx
    .insert(messageThreads)
    .values({
      tenantId: scope.tenantId,
      clientId: message.clientId,
      unreadCount: inbound ? 1 : 0,
      lastMessagePreview: preview,
      lastDirection: message.direction,
      assigneeUserId: inbound ? technician : null,
    })
    .onConflictDoUpdate({
      target: [messageThreads.tenantId, messageThreads.clientId],
      set: {
        lastMessageAt: sql`now()`,
        lastMessagePreview: preview,
        lastDirection: message.direction,
        unreadCount: inbound ? sql`${messageThreads.unreadCount} + 1` : messageThreads.unreadCount,
        ...(inbound ? { assigneeUserId: reassigned } : {}),
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: messageThreads.id });
  return row.id;
}

const th = messageThreads;

const threadColumns = {
  id: th.id,
  clientId: th.clientId,
  clientName: clients.name,
  clientPhone: clients.phone,
  assigneeUserId: th.assigneeUserId,
  assigneeName: sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`,
  unreadCount: th.unreadCount,
  lastMessageAt: th.lastMessageAt,
  lastMessagePreview: th.lastMessagePreview,
  lastDirection: th.lastDirection,
};

export type ThreadRow = Awaited<ReturnType<typeof selectThreads>>[number];

function selectThreads(scope: TenantScope, where: SQL | undefined) {
  return scope.tx
    .select(threadColumns)
    .from(th)
    .innerJoin(clients, and(eq(clients.tenantId, th.tenantId), eq(clients.id, th.clientId)))
    .leftJoin(users, eq(users.id, th.assigneeUserId))
    .where(where);
}

/** Threads newest first: all, unread, mine (assigned to `userId`) or the office's (assigned to nobody). */
export async function listThreadRows(
  scope: TenantScope,
  query: ThreadListQuery,
  userId: string | null,
  onlyTechnicianOf: string | null,
): Promise<Page<ThreadRow>> {
  const filter = {
    all: undefined,
    unread: sql`${th.unreadCount} > 0`,
    mine: userId ? eq(th.assigneeUserId, userId) : sql`false`,
    office: isNull(th.assigneeUserId),
  }[query.filter];
  const where = and(
    eq(th.tenantId, scope.tenantId),
    filter,
    query.clientId ? eq(th.clientId, query.clientId) : undefined,
    searchTextMatches(clients.searchText, query.search),
    onlyTechnicianOf
      ? sql`${th.clientId} in ${technicianClients(scope.tenantId, onlyTechnicianOf)}`
      : undefined,
  );
  const items = await selectThreads(scope, where)
    .orderBy(desc(th.lastMessageAt), desc(th.id))
    .limit(query.limit)
    .offset(query.offset);
  const [{ total }] = await scope.tx
    .select({ total: count() })
    .from(th)
    .innerJoin(clients, and(eq(clients.tenantId, th.tenantId), eq(clients.id, th.clientId)))
    .where(where);
  return { items, total };
}

export async function findThreadRow(scope: TenantScope, id: string): Promise<ThreadRow | undefined> {
  const [row] = await selectThreads(scope, and(eq(th.tenantId, scope.tenantId), eq(th.id, id)));
  return row;
}

export async function updateThreadRow(
  scope: TenantScope,
  id: string,
  set: { unreadCount?: number; assigneeUserId?: string | null },
): Promise<void> {
  await scope.tx
    .update(th)
    .set(set)
    .where(and(eq(th.tenantId, scope.tenantId), eq(th.id, id)));
}

/** Unread texts for the sidebar badge: threads with any, and how many texts in all (a technician: theirs). */
export async function unreadSummary(scope: TenantScope, onlyTechnicianOf: string | null) {
  const [row] = await scope.tx
    .select({
      threads: sql<string>`count(*)`,
      messages: sql<string>`coalesce(sum(${th.unreadCount}), 0)`,
    })
    .from(th)
    .where(
      and(
        eq(th.tenantId, scope.tenantId),
        sql`${th.unreadCount} > 0`,
        onlyTechnicianOf
          ? sql`${th.clientId} in ${technicianClients(scope.tenantId, onlyTechnicianOf)}`
          : undefined,
      ),
    );
  return { unreadThreads: Number(row.threads), unreadMessages: Number(row.messages) };
}

/** The organization's members by name: whom a thread can be assigned to. */
export async function listMembers(scope: TenantScope) {
  const { rows } = await scope.tx.execute<{ user_id: string; name: string }>(sql`
    select u.id as user_id,
      coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email) as name
    from memberships m join users u on u.id = m.user_id
    where m.tenant_id = ${scope.tenantId}
    order by 2, 1
    limit 500`);
  return rows.map((r) => ({ userId: r.user_id, name: r.name }));
}

/** Whether the user is a member of the organization (an assignee must be). */
export async function isMember(scope: TenantScope, userId: string): Promise<boolean> {
  const { rows } = await scope.tx.execute(
    sql`select 1 from memberships
      where tenant_id = ${scope.tenantId} and user_id = ${userId} and status = 'accepted'`,
  );
  return rows.length > 0;
}

/** The numbers' consent states (E.164 → status) for a page of threads. */
export async function consentsOf(scope: TenantScope, phones: string[]) {
  if (!phones.length) return new Map<string, 'opted_in' | 'opted_out'>();
  const rows = await scope.tx
    .select({ phone: smsConsents.phone, status: smsConsents.status })
    .from(smsConsents)
    .where(and(eq(smsConsents.tenantId, scope.tenantId), inArray(smsConsents.phone, phones)));
  return new Map(rows.map((r) => [r.phone, r.status]));
}
