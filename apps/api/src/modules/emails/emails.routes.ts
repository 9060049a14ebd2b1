import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pageQuerySchema } from '@tradeworks/contracts/paging';
import { emailStatus } from '../../db/schema';
import { sendPage } from '../../http/paging';
import { defineRoute } from '../../http/route';
import { getEmail, listEmails, listPlatformEmails } from './emails.service';
import { idParamsSchema } from '../../http/id-params';

// Request/response schemas live here until the web client needs them; then they move to packages/contracts.
const emailStatusSchema = z.enum(emailStatus.enumValues);
const emailListQuerySchema = pageQuerySchema.extend({ status: emailStatusSchema.optional() });
const platformEmailListQuerySchema = emailListQuerySchema.extend({ tenantId: z.uuid().optional() });

const emailListItemSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  status: emailStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  preview: z.string().describe('The first 200 characters of the text body'),
  relatedEntity: z.string().nullable(),
  relatedId: z.string().nullable(),
});
const emailDetailSchema = emailListItemSchema.extend({
  text: z.string(),
  html: z.string().nullable(),
  nextAttemptAt: z.iso.datetime(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string() })),
});
const platformEmailListItemSchema = emailListItemSchema.extend({
  tenantId: z.uuid(),
  tenantName: z.string(),
});

export function registerEmailRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/emails',
    access: 'admin:view',
    summary: "The active organization's e-mail outbox, newest first",
    tags: ['emails'],
    query: emailListQuerySchema,
    response: z.array(emailListItemSchema),
    handler: async ({ tenant, query, reply }) => sendPage(reply, await listEmails({ ...tenant, query })),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/emails/:id',
    access: 'admin:view',
    summary: 'One e-mail of the active organization with its bodies and attachment names',
    tags: ['emails'],
    params: idParamsSchema,
    response: emailDetailSchema,
    handler: ({ tenant, params }) => getEmail({ ...tenant, id: params.id }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/super-admin/emails',
    access: 'super_admin',
    summary: 'The e-mail outbox of every organization, newest first',
    tags: ['emails', 'super-admin'],
    query: platformEmailListQuerySchema,
    response: z.array(platformEmailListItemSchema),
    handler: async ({ db, query, reply }) => sendPage(reply, await listPlatformEmails({ db, query })),
  });
}
