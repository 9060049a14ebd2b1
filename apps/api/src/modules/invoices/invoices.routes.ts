import { z } from 'zod';
import { sendEmailSchema } from '@tradeworks/contracts/emails';
import type { FastifyInstance } from 'fastify';
import { sendEmailResultSchema } from '@tradeworks/contracts/quotes';
import {
  invoiceCreateSchema,
  invoiceListQuerySchema,
  invoiceUpdateSchema,
  invoiceConfigSchema,
  invoiceDetailSchema,
  invoiceListItemSchema,
  invoicesSummarySchema,
} from '@tradeworks/contracts/invoices';
import { sendPage } from '../../http/paging';
import { defineRoute } from '../../http/route';
import { pdfQuerySchema, sendPdf } from '../sales-documents/public';
import { idParamsSchema } from '../../http/id-params';
import { renderInvoicePdf, sendInvoiceEmail } from './invoice-send.service';
import { updateInvoice } from './invoice-update.service';
import {
  createInvoice,
  getInvoice,
  getInvoiceConfig,
  getInvoicesSummary,
  listInvoicesPage,
} from './invoices.service';

export function registerInvoiceRoutes(app: FastifyInstance): void {
  const tags = ['invoices'];

  defineRoute(app, {
    method: 'GET',
    url: '/api/invoices',
    access: 'invoices:view',
    tags,
    query: invoiceListQuerySchema,
    summary: 'Invoices, paged; search on number or client; status filter (overdue derived)',
    response: z.array(invoiceListItemSchema),
    handler: async ({ tenant, query, reply }) =>
      sendPage(reply, await listInvoicesPage({ ...tenant, query })),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/invoices/summary',
    access: 'invoices:view',
    tags,
    summary: 'Total Invoiced, Paid, Overdue and Outstanding, computed in SQL',
    response: invoicesSummarySchema,
    handler: ({ tenant }) => getInvoicesSummary(tenant),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/invoices/config',
    access: 'invoices:view',
    tags,
    summary: 'Whether sending needs the client’s payment customer (card payments configured), defaults',
    response: invoiceConfigSchema,
    handler: ({ tenant }) => getInvoiceConfig(tenant),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/invoices/:id',
    access: 'invoices:view',
    tags,
    params: idParamsSchema,
    summary: 'An invoice with its line items and client',
    response: invoiceDetailSchema,
    handler: ({ tenant, params }) => getInvoice({ ...tenant, id: params.id }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/invoices',
    access: 'invoices:edit',
    tags,
    body: invoiceCreateSchema,
    summary: "Creates an invoice (totals computed on the server); status 'sent' also e-mails it",
    description:
      'Totals and tax as for quotes (exact cents, per-component tax on the taxable subtotal, `taxLines`; ' +
      'totals sent are ignored): exemption, `taxGroupId`, `taxRate`, location, client, default group, else ' +
      "the organization's default rate, else 8%. While card payments are configured, an invoice " +
      'leaves draft only for a client with a Stripe customer (400 *Selected client does not have a ' +
      'Stripe customer ID…*; `GET /api/invoices/config` tells the form). Sending takes its part lines ' +
      'out of stock (409 *Not enough stock of {part}: {n} on hand, {m} needed* unless the general ' +
      'setting `inventory.allow_negative_stock` is true).',
    response: invoiceDetailSchema,
    handler: ({ tenant, body }) => createInvoice({ ...tenant, data: body }),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/invoices/:id',
    access: 'invoices:edit',
    tags,
    params: idParamsSchema,
    body: invoiceUpdateSchema,
    summary:
      'Edits a draft; status sent (e-mails it), paid (with paidDate, recorded as a payment) or cancelled',
    description:
      "Drafts take field changes. `{status: 'sent'}` sends; `{status: 'paid', paidDate?, " +
      'paymentMethod?}` (Mark Paid) records what is still owed as a completed payment (method default ' +
      "`other`, date default now) in the payments ledger; `{status: 'cancelled'}` cancels a draft or an " +
      'unpaid sent invoice (not once money was received: refund first); parts that sending took go back ' +
      'to stock. A sent invoice past its due date reads overdue; paid is final. Anything else is a 409 ' +
      "with the reason. The answer's `allowedActions` (`edit`, `send`, `resend`, `markPaid`, `cancel`) " +
      'and `balanceDue` come from the server.',
    response: invoiceDetailSchema,
    handler: ({ tenant, params, body }) => updateInvoice({ ...tenant, id: params.id, data: body }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/invoices/:id/send-email',
    access: 'invoices:edit',
    tags,
    params: idParamsSchema,
    status: 200,
    summary: 'E-mails the invoice with its PDF to the client; a draft becomes sent',
    description:
      "As the quote's send-email: body `{to?, subject?, message?}`, the PDF attached, with the portal " +
      'on a link to pay online. A draft becomes sent (its part lines leave stock, its lines of services that ' +
      'create equipment install their units at its location). Queued ' +
      'through the outbox in the same transaction.',
    body: sendEmailSchema,
    response: sendEmailResultSchema,
    handler: ({ tenant, params, body }) => sendInvoiceEmail({ ...tenant, id: params.id, typed: body }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/invoices/:id/pdf',
    produces: 'application/pdf',
    access: 'invoices:view',
    tags,
    params: idParamsSchema,
    query: pdfQuerySchema,
    summary: 'The invoice as a PDF',
    description: '`?download=1` sends it as an attachment (saved) instead of inline (opened).',
    handler: async ({ tenant, params, query, reply }) =>
      sendPdf(reply, await renderInvoicePdf({ ...tenant, id: params.id }), query.download),
  });
}
