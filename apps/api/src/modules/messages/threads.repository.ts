import { sql } from 'drizzle-orm';
import type { TenantScope } from '../../db/client';
import { messageThreads } from '../../db/schema';

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
    order by j.started_at desc nulls last limit 1`);
  return rows[0]?.user_id ?? null;
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
