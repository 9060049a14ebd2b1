import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  messageAssigneeSchema,
  messageListQuerySchema,
  messageSchema,
  sendMessageBodySchema,
  threadListQuerySchema,
  threadPatchSchema,
  threadSchema,
  threadSummarySchema,
} from '@tradeworks/contracts/messages';
import { idParamsSchema as idParams } from '../../http/id-params';
import { sendPage } from '../../http/paging';
import { defineRoute, type RouteContext } from '../../http/route';
import {
  getThreadSummary,
  listAssignees,
  listMessagesPage,
  listThreadsPage,
  sendClientMessage,
  sendMessagePhoto,
  updateThread,
  type MessagingCaller,
} from './messages.service';

/** The caller with its reach: a member (built-in role) answers only their own jobs' clients. */
const callerOf = <Q, B, P>(ctx: RouteContext<Q, B, P>): MessagingCaller => ({
  ...ctx.tenant,
  technicianOnly: ctx.session.tenant?.role === 'member',
});

const MEMBER_NOTE =
  ' A member (built-in role) sees only the clients whose jobs are assigned to the technician linked to them.';

/** Texts, threads and staff replies (the Messages screen and the client page). */
export function registerMessageRoutes(app: FastifyInstance): void {
  const tags = ['messages'];
  defineRoute(app, {
    method: 'GET',
    url: '/api/messages',
    access: 'messages:view',
    tags,
    query: messageListQuerySchema,
    response: messageSchema.array(),
    summary: 'Texts, newest first (paged; filter by client, status, automation kind; search)',
    description:
      'Both directions: outbound texts with their delivery status (queued, sent, delivered, failed, ' +
      'captured without a provider, skipped with `skipReason`, cancelled) and inbound ones (`received`). ' +
      '`search` matches the text and the numbers. X-Total-Count is exact (kept counts unless searched or ' +
      'narrowed to a client).' +
      MEMBER_NOTE,
    handler: async (ctx) =>
      sendPage(ctx.reply, await listMessagesPage({ ...callerOf(ctx), query: ctx.query })),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/messages/threads',
    access: 'messages:view',
    tags,
    query: threadListQuerySchema,
    response: threadSchema.array(),
    summary: 'Conversations per client, most recent first (all, unread, mine, office; search by client)',
    description:
      'Each with its unread count, assignee (null: the office) and the number’s consent.' + MEMBER_NOTE,
    handler: async (ctx) =>
      sendPage(ctx.reply, await listThreadsPage({ ...callerOf(ctx), query: ctx.query })),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/messages/threads/summary',
    access: 'messages:view',
    tags,
    response: threadSummarySchema,
    summary: 'Unread texts: threads with any and how many texts (the sidebar badge)',
    handler: (ctx) => getThreadSummary(callerOf(ctx)),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/messages/:messageId/media/:mediaId',
    access: 'messages:view',
    tags,
    params: z.object({ messageId: z.uuid(), mediaId: z.uuid() }),
    produces: 'image/*',
    summary: 'A photo a client sent by MMS, inline with its content type',
    description:
      'Served with the type found in its bytes, `Content-Disposition: inline`, `X-Content-Type-Options: ' +
      'nosniff` and `Cache-Control: private`; only under its own text (any other id is 404).' +
      MEMBER_NOTE,
    handler: (ctx) =>
      sendMessagePhoto(ctx.reply, {
        ...callerOf(ctx),
        messageId: ctx.params.messageId,
        mediaId: ctx.params.mediaId,
      }),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/messages/assignees',
    access: 'messages:view',
    tags,
    response: messageAssigneeSchema.array(),
    summary: 'The team members a thread can be assigned to, by name',
    handler: (ctx) => listAssignees(ctx.tenant),
  });
  defineRoute(app, {
    method: 'PATCH',
    url: '/api/messages/threads/:id',
    access: 'messages:edit',
    tags,
    params: idParams,
    body: threadPatchSchema,
    response: threadSchema,
    summary: 'Mark a thread read and/or assign it (a member, or null for the office)',
    description:
      '`read: true` sets its unread count to 0. `assigneeUserId` must be a member of the organization ' +
      '(400 otherwise); a change of assignee is audited. Another organization’s thread is 404.' +
      MEMBER_NOTE,
    handler: (ctx) => updateThread({ ...callerOf(ctx), id: ctx.params.id, data: ctx.body }),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/clients/:id/messages',
    access: 'messages:edit',
    tags,
    params: idParams,
    body: sendMessageBodySchema,
    response: messageSchema,
    summary: 'Text the client from the app (queued in their thread, sent at once)',
    description:
      "Sent to the client's phone in E.164 (read with the organization's country): 400 when the client has " +
      'no number that can be texted, 409 when the number replied STOP. Quiet hours do not hold a person’s ' +
      'reply. Without a Twilio account the text is kept as captured. Audited.' +
      MEMBER_NOTE,
    handler: (ctx) => sendClientMessage({ ...callerOf(ctx), clientId: ctx.params.id, data: ctx.body }),
  });
}
