import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { MessageListQuery } from '@tradeworks/contracts/messages';
import type { TenantScope } from '../../db/client';
import { clients, smsMedia, smsMessageCounts, smsMessages, users } from '../../db/schema';
import { searchTextMatches, type Page } from '../../http/paging';

const m = smsMessages;

const messageColumns = {
  id: m.id,
  direction: m.direction,
  threadId: m.threadId,
  clientId: m.clientId,
  clientName: clients.name,
  toNumber: m.toNumber,
  fromNumber: m.fromNumber,
  body: m.body,
  media: m.media,
  status: m.status,
  kind: m.kind,
  skipReason: m.skipReason,
  lastError: m.lastError,
  attempts: m.attempts,
  nextAttemptAt: m.nextAttemptAt,
  sentAt: m.sentAt,
  deliveredAt: m.deliveredAt,
  sentByName: sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`,
  createdAt: m.createdAt,
};

export type MessageRow = Awaited<ReturnType<typeof selectMessages>>[number];

/**
 * The clients a technician member may see texts of: those with a job assigned to the technician linked to
 * the user that is not finished (DESIGN.md §9: members answer their own jobs' threads only).
 */
export const technicianClients = (tenantId: string, userId: string): SQL => sql`(
  select j.client_id from service_jobs j
  join technicians t on t.tenant_id = j.tenant_id and t.id = j.technician_id
  where j.tenant_id = ${tenantId} and t.user_id = ${userId} and j.status in ('assigned', 'in-progress'))`;

function selectMessages(scope: TenantScope, where: SQL | undefined) {
  return scope.tx
    .select(messageColumns)
    .from(m)
    .leftJoin(clients, and(eq(clients.tenantId, m.tenantId), eq(clients.id, m.clientId)))
    .leftJoin(users, eq(users.id, m.sentBy))
    .where(where);
}

/**
 * One page of the tenant's texts, newest first (each filter has an index in that order: status, kind,
 * client, or the tenant's trigram search). The total comes from the kept counts unless the list is searched,
 * narrowed to one client or to a technician's clients.
 */
export async function listMessageRows(
  scope: TenantScope,
  query: MessageListQuery,
  onlyTechnicianOf: string | null,
): Promise<Page<MessageRow>> {
  const { tx, tenantId } = scope;
  const kept = [
    query.status ? eq(m.status, query.status) : undefined,
    query.kind ? eq(m.kind, query.kind) : undefined,
  ].filter(Boolean) as SQL[];
  const counted = [
    searchTextMatches(m.searchText, query.search),
    query.clientId ? eq(m.clientId, query.clientId) : undefined,
    onlyTechnicianOf ? sql`${m.clientId} in ${technicianClients(tenantId, onlyTechnicianOf)}` : undefined,
  ].filter(Boolean) as SQL[];
  const where = and(eq(m.tenantId, tenantId), ...kept, ...counted);
  const items = await selectMessages(scope, where)
    .orderBy(desc(m.createdAt), desc(m.id))
    .limit(query.limit)
    .offset(query.offset);
  const total = counted.length
    ? (await tx.select({ total: count() }).from(m).where(where))[0].total
    : await keptCount(scope, query);
  return { items, total };
}

async function keptCount({ tx, tenantId }: TenantScope, query: MessageListQuery): Promise<number> {
  const c = smsMessageCounts;
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${c.count}), 0)` })
    .from(c)
    .where(
      and(
        eq(c.tenantId, tenantId),
        query.status ? eq(c.status, query.status) : undefined,
        query.kind ? eq(c.kind, query.kind) : undefined,
      ),
    );
  return Number(row.total);
}

export async function findMessageRow(scope: TenantScope, id: string): Promise<MessageRow | undefined> {
  const [row] = await selectMessages(scope, and(eq(m.tenantId, scope.tenantId), eq(m.id, id)));
  return row;
}

/** Whether the technician member may see this client's texts. */
export async function isTechnicianClient(scope: TenantScope, userId: string, clientId: string) {
  const { rows } = await scope.tx.execute(
    sql`select 1 where ${clientId}::uuid in ${technicianClients(scope.tenantId, userId)}`,
  );
  return rows.length > 0;
}

/** A photo of an inbound MMS with the text's client (null: none), found only under its own text. */
export async function findMessagePhoto(scope: TenantScope, messageId: string, mediaId: string) {
  const [row] = await scope.tx
    .select({ contentType: smsMedia.contentType, content: smsMedia.content, clientId: m.clientId })
    .from(smsMedia)
    .innerJoin(m, and(eq(m.tenantId, smsMedia.tenantId), eq(m.id, smsMedia.messageId)))
    .where(
      and(eq(smsMedia.tenantId, scope.tenantId), eq(smsMedia.messageId, messageId), eq(smsMedia.id, mediaId)),
    );
  return row;
}
