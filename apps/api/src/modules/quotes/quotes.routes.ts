import { z } from 'zod';
import { sendEmailSchema } from '@tradeworks/contracts/emails';
import type { FastifyInstance } from 'fastify';
import { invoiceDetailSchema } from '@tradeworks/contracts/invoices';
import { hasAccess } from '@tradeworks/contracts/permissions';
import {
  quoteConfigSchema,
  quoteConvertSchema,
  quoteCreateSchema,
  quoteListQuerySchema,
  quoteUpdateSchema,
  quoteDetailSchema,
  quoteListItemSchema,
  quotesSummarySchema,
  sendEmailResultSchema,
} from '@tradeworks/contracts/quotes';
import { forbidden } from '../../http/app-error';
import { sendPage } from '../../http/paging';
import { defineRoute } from '../../http/route';
import { pdfQuerySchema, sendPdf } from '../sales-documents/pdf-reply';
import { idParamsSchema } from '../../http/id-params';
import { paymentDetailSchema } from '@tradeworks/contracts/payments';
import { quoteClientChoiceSchema, quoteDepositPaymentSchema } from '@tradeworks/contracts/quote-on-behalf';
import { convertQuoteToInvoice } from './quote-convert.service';
import { recordClientChoice, recordDepositPayment } from './quote-on-behalf.service';
import { renderQuotePdf, sendQuoteEmail } from './quote-send.service';
import { updateQuote } from './quote-update.service';
import {
  createQuote,
  deleteQuote,
  getQuote,
  getQuoteConfig,
  getQuotesSummary,
  listQuotesPage,
} from './quotes.service';

export function registerQuoteRoutes(app: FastifyInstance): void {
  const tags = ['quotes'];

  defineRoute(app, {
    method: 'GET',
    url: '/api/quotes',
    access: 'quotes:view',
    tags,
    query: quoteListQuerySchema,
    summary:
      'Open or archived quotes, paged; search on quote number or client; status filter (expired derived)',
    response: z.array(quoteListItemSchema),
    handler: async ({ tenant, query, reply }) => sendPage(reply, await listQuotesPage({ ...tenant, query })),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/quotes/summary',
    access: 'quotes:view',
    tags,
    summary: 'Total Quoted, Sent, Draft and Conversion Rate, computed in SQL',
    response: quotesSummarySchema,
    handler: ({ tenant }) => getQuotesSummary(tenant),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/quotes/config',
    access: 'quotes:view',
    tags,
    summary: 'What the quote form starts with: the tenant’s default tax rate and validity in days',
    response: quoteConfigSchema,
    handler: ({ tenant }) => getQuoteConfig(tenant),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/quotes/:id',
    access: 'quotes:view',
    tags,
    params: idParamsSchema,
    summary: 'A quote with its line items and client',
    response: quoteDetailSchema,
    handler: ({ tenant, params }) => getQuote({ ...tenant, id: params.id }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/quotes',
    access: 'quotes:edit',
    tags,
    body: quoteCreateSchema,
    summary: "Creates a quote (totals computed on the server); status 'sent' also e-mails it",
    response: quoteDetailSchema,
    handler: ({ tenant, body }) => createQuote({ ...tenant, data: body }),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/quotes/:id',
    access: 'quotes:edit',
    tags,
    params: idParamsSchema,
    body: quoteUpdateSchema,
    summary: 'Edits a draft; status sent (e-mails it) or approved; isArchived',
    response: quoteDetailSchema,
    handler: ({ tenant, params, body }) => updateQuote({ ...tenant, id: params.id, data: body }),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/quotes/:id',
    access: 'quotes:edit',
    tags,
    params: idParamsSchema,
    status: 204,
    summary: 'Deletes a quote that is neither approved nor converted',
    handler: ({ tenant, params }) => deleteQuote({ ...tenant, id: params.id }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/quotes/:id/send-email',
    access: 'quotes:edit',
    tags,
    params: idParamsSchema,
    status: 200,
    summary: 'E-mails the quote with its PDF to the client; a draft becomes sent',
    body: sendEmailSchema,
    response: sendEmailResultSchema,
    handler: ({ tenant, params, body }) => sendQuoteEmail({ ...tenant, id: params.id, typed: body }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/quotes/:id/convert-to-invoice',
    access: 'quotes:edit',
    tags,
    params: idParamsSchema,
    body: quoteConvertSchema,
    summary: 'Converts an approved quote into a draft invoice (once); needs edit on invoices too',
    response: invoiceDetailSchema,
    handler: ({ tenant, session, params, body }) => {
      // Converting creates an invoice: it takes edit access to invoices as well as to quotes.
      if (!hasAccess(session.access, 'invoices', 'edit'))
        throw forbidden('You do not have permission to create invoices');
      return convertQuoteToInvoice({ ...tenant, id: params.id, dueDate: body.dueDate });
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/quotes/:id/pdf',
    produces: 'application/pdf',
    access: 'quotes:view',
    tags,
    params: idParamsSchema,
    query: pdfQuerySchema,
    summary: 'The quote as a PDF',
    handler: async ({ tenant, params, query, reply }) =>
      sendPdf(reply, await renderQuotePdf({ ...tenant, id: params.id }), query.download),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/quotes/:id/client-choice',
    access: 'payments:edit',
    tags,
    params: idParamsSchema,
    body: quoteClientChoiceSchema,
    status: 200,
    summary:
      "Records the client's choice of optional lines for them (approves the sent quote, as the portal does); needs edit on quotes too",
    response: quoteDetailSchema,
    handler: ({ tenant, session, params, body }) => {
      // Acting for the client takes the payments permission (office staff) and edit on quotes.
      if (!hasAccess(session.access, 'quotes', 'edit'))
        throw forbidden('You do not have permission to edit quotes');
      return recordClientChoice({ ...tenant, id: params.id, data: body });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/quotes/:id/deposit-payments',
    access: 'payments:edit',
    tags: ['quotes', 'payments'],
    params: idParamsSchema,
    body: quoteDepositPaymentSchema,
    summary:
      "Records the quote's deposit paid by cash, check or ACH (at most what is due; credited on conversion)",
    response: paymentDetailSchema,
    handler: ({ tenant, params, body }) => recordDepositPayment({ ...tenant, id: params.id, data: body }),
  });
}
