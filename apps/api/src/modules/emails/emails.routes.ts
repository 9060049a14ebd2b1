import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  emailDeliverySchema,
  emailDetailSchema,
  emailDocumentKindSchema,
  emailDraftSchema,
  emailListItemSchema,
  emailListQuerySchema,
  emailTemplateItemSchema,
  emailTemplateSchema,
  type EmailDocumentKind,
} from '@tradeworks/contracts/emails';
import { pageQuerySchema } from '@tradeworks/contracts/paging';
import type { FeatureArea } from '@tradeworks/contracts/permissions';
import { sendPage } from '../../http/paging';
import { defineRoute } from '../../http/route';
import { getInvoiceEmailDraft } from '../invoices/public';
import { getPurchaseOrderEmailDraft } from '../purchase-orders/public';
import { getQuoteEmailDraft } from '../quotes/public';
import {
  getEmail,
  getEmailDelivery,
  getEmailTemplates,
  getPlatformEmail,
  listDocumentEmails,
  listEmails,
  listPlatformEmails,
  resendEmail,
  resetEmailTemplate,
  updateEmailTemplate,
} from './emails.service';

const platformEmailListQuerySchema = emailListQuerySchema.extend({ tenantId: z.uuid().optional() });
const emailParamsSchema = z.object({ id: z.uuid() });
const templateParamsSchema = z.object({ kind: emailDocumentKindSchema });
const platformEmailListItemSchema = emailListItemSchema.extend({
  tenantId: z.uuid(),
  tenantName: z.string(),
});

/** Where each kind of document lives, who may read it, and how its send dialog is prepared. */
const DOCUMENTS: Array<{
  kind: EmailDocumentKind;
  path: string;
  area: FeatureArea;
  noun: string;
  draft: typeof getQuoteEmailDraft;
}> = [
  { kind: 'quote', path: '/api/quotes', area: 'quotes', noun: 'quote', draft: getQuoteEmailDraft },
  { kind: 'invoice', path: '/api/invoices', area: 'invoices', noun: 'invoice', draft: getInvoiceEmailDraft },
  {
    kind: 'purchase_order',
    path: '/api/purchase-orders',
    area: 'purchase_orders',
    noun: 'purchase order',
    draft: getPurchaseOrderEmailDraft,
  },
];

export function registerEmailRoutes(app: FastifyInstance): void {
  // The e-mail log: for those who edit the organization's settings (it shows what the company sent).
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/emails',
    access: 'settings:edit',
    summary: "The active organization's e-mail outbox, newest first",
    description:
      'Newest first, with status (queued, sending, sent, failed with the last error, captured, cancelled), ' +
      'recipient, subject and the related quote, invoice or order; search and status filter. Delivery: ' +
      'queued → sent, or failed after 8 attempts with exponential backoff. Messages holding a ' +
      'credential (invitations) show an empty preview.',
    tags: ['emails'],
    query: emailListQuerySchema,
    response: z.array(emailListItemSchema),
    handler: async ({ tenant, query, reply }) => sendPage(reply, await listEmails({ ...tenant, query })),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/emails/delivery',
    access: 'settings:edit',
    summary: "Whether the organization's mail is delivered over SMTP or captured in the app",
    tags: ['emails'],
    response: emailDeliverySchema,
    handler: ({ tenant, req }) =>
      getEmailDelivery({ ...tenant, serverSmtp: Boolean(req.server.env.SMTP_URL) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/emails/:id',
    access: 'settings:edit',
    summary: 'One e-mail with its bodies and attachment names (never the body of one holding a credential)',
    tags: ['emails'],
    params: emailParamsSchema,
    response: emailDetailSchema,
    handler: ({ tenant, params }) => getEmail({ ...tenant, id: params.id }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/emails/:id/resend',
    access: 'settings:edit',
    summary: 'Queues a failed e-mail again (409 for one that did not fail)',
    tags: ['emails'],
    status: 200,
    params: emailParamsSchema,
    response: emailDetailSchema,
    handler: ({ tenant, params }) => resendEmail({ ...tenant, id: params.id }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/settings/email-templates',
    access: 'settings:edit',
    summary: 'Subject and message of the quote, invoice and purchase-order e-mails (tenant text or default)',
    tags: ['emails'],
    response: z.array(emailTemplateItemSchema),
    handler: ({ tenant }) => getEmailTemplates(tenant),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/settings/email-templates/:kind',
    access: 'settings:edit',
    summary: "Saves the organization's own subject and message for one kind of document",
    description:
      '`kind` is `quote`, `invoice` or `purchase_order`. Placeholders: `{name}` (client or supplier), ' +
      '`{number}`, `{company}`, `{total}`, `{date}` (valid until / due date / expected date).',
    tags: ['emails'],
    params: templateParamsSchema,
    body: emailTemplateSchema,
    response: z.array(emailTemplateItemSchema),
    handler: ({ tenant, params, body }) =>
      updateEmailTemplate({ ...tenant, kind: params.kind, template: body }),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/settings/email-templates/:kind',
    access: 'settings:edit',
    summary: 'Puts one kind of document back on the built-in subject and message',
    tags: ['emails'],
    params: templateParamsSchema,
    response: z.array(emailTemplateItemSchema),
    handler: ({ tenant, params }) => resetEmailTemplate({ ...tenant, kind: params.kind }),
  });

  for (const doc of DOCUMENTS) {
    defineRoute(app, {
      method: 'GET',
      url: `${doc.path}/:id/email-draft`,
      access: `${doc.area}:edit`,
      summary: `What the send dialog of a ${doc.noun} opens with: recipient, subject and message from the template, PDF name`,
      tags: ['emails'],
      params: emailParamsSchema,
      response: emailDraftSchema,
      handler: ({ tenant, params }) => doc.draft({ ...tenant, id: params.id }),
    });

    defineRoute(app, {
      method: 'GET',
      url: `${doc.path}/:id/emails`,
      access: `${doc.area}:view`,
      summary: `The ${doc.noun}'s e-mail history, newest first`,
      tags: ['emails'],
      params: emailParamsSchema,
      query: pageQuerySchema.pick({ limit: true, offset: true }),
      response: z.array(emailListItemSchema),
      handler: async ({ tenant, params, query, reply }) =>
        sendPage(
          reply,
          await listDocumentEmails({ ...tenant, entity: doc.kind, id: params.id, page: query }),
        ),
    });
  }

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

  defineRoute(app, {
    method: 'GET',
    url: '/api/super-admin/emails/:id',
    access: 'super_admin',
    summary: 'One e-mail of any organization with its full bodies (platform operators only)',
    tags: ['emails', 'super-admin'],
    params: emailParamsSchema,
    response: emailDetailSchema.extend({ tenantId: z.uuid(), tenantName: z.string() }),
    handler: ({ db, params }) => getPlatformEmail({ db, id: params.id }),
  });
}
