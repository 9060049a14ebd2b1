import type { FastifyReply } from 'fastify';
import type {
  Message,
  MessageAssignee,
  MessageListQuery,
  SendMessageBody,
  Thread,
  ThreadListQuery,
  ThreadSummary,
} from '@tradeworks/contracts/messages';
import { toE164 } from '@tradeworks/contracts/phone';
import type { TenantScope } from '../../db/client';
import type { Page } from '../../http/paging';
import type { TenantContext } from '../../http/route';
import { recordAudit } from '../../platform/audit/audit-log';
import { enqueueSms } from '../../platform/sms/sms-outbox';
import { findClient } from '../clients/public';
import { MessageErrors } from './messages.errors';
import { findMessagePhoto, findMessageRow, isTechnicianClient, listMessageRows } from './messages.repository';
import { readMessagingCountry } from './messaging-settings.repository';
import { findConsent } from './sms-webhooks.repository';
import {
  consentsOf,
  findThreadRow,
  isMember,
  listMembers,
  listThreadRows,
  touchThread,
  unreadSummary,
  updateThreadRow,
  type ThreadRow,
} from './threads.repository';
import { toMessage } from './message-view';

/**
 * Who is asking: a member (the built-in role) sees and answers only the texts of clients whose jobs are
 * assigned to them (DESIGN.md §9); everyone else with the messages area sees the organization's.
 */
export interface MessagingCaller extends TenantContext {
  technicianOnly: boolean;
}

const narrowTo = (caller: MessagingCaller) => (caller.technicianOnly ? caller.userId : null);

export function listMessagesPage(
  caller: MessagingCaller & { query: MessageListQuery },
): Promise<Page<Message>> {
  const { db, tenantId, userId, query } = caller;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const page = await listMessageRows(scope, query, narrowTo(caller));
    return { items: page.items.map(toMessage), total: page.total };
  });
}

export function listThreadsPage(caller: MessagingCaller & { query: ThreadListQuery }): Promise<Page<Thread>> {
  const { db, tenantId, userId, query } = caller;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const page = await listThreadRows(scope, query, userId, narrowTo(caller));
    return { items: await toThreads(scope, page.items), total: page.total };
  });
}

export function getThreadSummary(caller: MessagingCaller): Promise<ThreadSummary> {
  const { db, tenantId, userId } = caller;
  return db.tenant({ tenantId, userId }, (scope) => unreadSummary(scope, narrowTo(caller)));
}

/** GET /api/messages/assignees: whom a thread can go to (the organization's members). */
export function listAssignees({ db, tenantId, userId }: TenantContext): Promise<MessageAssignee[]> {
  return db.tenant({ tenantId, userId }, (scope) => listMembers(scope));
}

/** PATCH /api/messages/threads/{id}: read (unread count to 0) and/or the assignee (a member, or null: the office). */
export function updateThread(
  caller: MessagingCaller & { id: string; data: { read?: boolean; assigneeUserId?: string | null } },
): Promise<Thread> {
  const { db, tenantId, userId, id, data } = caller;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const thread = await visibleThread(scope, caller, id);
    if (data.assigneeUserId && !(await isMember(scope, data.assigneeUserId)))
      throw MessageErrors.notAMember();
    await updateThreadRow(scope, id, {
      ...(data.read ? { unreadCount: 0 } : {}),
      ...(data.assigneeUserId !== undefined ? { assigneeUserId: data.assigneeUserId } : {}),
    });
    if (data.assigneeUserId !== undefined && data.assigneeUserId !== thread.assigneeUserId)
      await recordAudit(scope, {
        entity: 'message_thread',
        entityId: id,
        action: 'assign',
        summary: `Texts with ${thread.clientName} assigned to ${data.assigneeUserId ? 'a team member' : 'the office'}`,
        changes: { assigneeUserId: { from: thread.assigneeUserId, to: data.assigneeUserId } },
      });
    const [updated] = await toThreads(scope, [(await findThreadRow(scope, id))!]);
    return updated;
  });
}

/**
 * POST /api/clients/{id}/messages: a staff reply, queued in the client's thread and sent at once (quiet hours
 * do not hold a person's own message). 400 without a textable number, 409 when the number replied STOP.
 */
export function sendClientMessage(
  caller: MessagingCaller & { clientId: string; data: SendMessageBody },
): Promise<Message> {
  const { db, tenantId, userId, clientId, data } = caller;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const client = await findClient(scope, clientId);
    if (!client) throw MessageErrors.clientNotFound();
    if (caller.technicianOnly && !(userId && (await isTechnicianClient(scope, userId, clientId))))
      throw MessageErrors.clientNotFound();
    const to = toE164(client.phone, await readMessagingCountry(scope));
    if (!to) throw MessageErrors.noPhone();
    if ((await findConsent(scope, to))?.status === 'opted_out') throw MessageErrors.optedOut();
    const body = data.body.trim();
    const threadId = await touchThread(scope, { clientId, direction: 'outbound', body });
    const id = await enqueueSms(scope, {
      to,
      body,
      kind: 'reply',
      clientId,
      threadId,
      urgent: true,
      sentBy: userId,
    });
    await recordAudit(scope, {
      entity: 'message',
      entityId: id!,
      action: 'send',
      summary: `Text to ${client.name}`,
    });
    return toMessage((await findMessageRow(scope, id!))!);
  });
}

/**
 * GET /api/messages/{id}/media/{mediaId}: an MMS photo's bytes with the type found in them, inline, nosniff
 * and cached only privately; a technician member only their own jobs' clients' (others 404).
 */
export async function sendMessagePhoto(
  reply: FastifyReply,
  caller: MessagingCaller & { messageId: string; mediaId: string },
) {
  const { db, tenantId, userId } = caller;
  const photo = await db.tenant({ tenantId, userId }, async (scope) => {
    const found = await findMessagePhoto(scope, caller.messageId, caller.mediaId);
    if (!found || !caller.technicianOnly) return found;
    const own = userId && found.clientId && (await isTechnicianClient(scope, userId, found.clientId));
    return own ? found : undefined;
  });
  if (!photo) throw MessageErrors.photoNotFound();
  const extension = photo.contentType.split('/')[1];
  return reply
    .header('content-type', photo.contentType)
    .header('content-disposition', `inline; filename="text-photo.${extension}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, max-age=3600')
    .send(photo.content);
}

async function visibleThread(scope: TenantScope, caller: MessagingCaller, id: string): Promise<ThreadRow> {
  const thread = await findThreadRow(scope, id);
  if (!thread) throw MessageErrors.threadNotFound();
  if (
    caller.technicianOnly &&
    !(caller.userId && (await isTechnicianClient(scope, caller.userId, thread.clientId)))
  )
    throw MessageErrors.threadNotFound();
  return thread;
}

/** Thread rows as the contract: the client's number in E.164 and its consent. */
async function toThreads(scope: TenantScope, rows: ThreadRow[]): Promise<Thread[]> {
  const country = await readMessagingCountry(scope);
  const phones = rows.map((r) => toE164(r.clientPhone, country));
  const consents = await consentsOf(
    scope,
    phones.filter((p): p is string => !!p),
  );
  return rows.map((r, i) => ({
    id: r.id,
    clientId: r.clientId,
    clientName: r.clientName,
    phone: phones[i],
    assigneeUserId: r.assigneeUserId,
    assigneeName: r.assigneeName,
    unreadCount: r.unreadCount,
    lastMessageAt: r.lastMessageAt.toISOString(),
    lastMessagePreview: r.lastMessagePreview,
    lastDirection: r.lastDirection,
    consent: (phones[i] && consents.get(phones[i]!)) || null,
  }));
}
