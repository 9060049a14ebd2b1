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
import { sendPage } from '../../http/paging';
import { defineRoute } from '../../http/route';
import { pdfQuerySchema, sendPdf } from '../sales-documents/public';
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
import { QuoteErrors } from './quotes.errors';

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
    description:
      'Line totals are quantity × rate rounded to the cent (half away from zero), tax is the taxable ' +
      'subtotal × each component rate, rounded once per component (`taxLines`); totals sent are checked ' +
      '(at least 0) and ignored. Tax: a tax-exempt client (valid certificate) none; else `taxGroupId`; else ' +
      '`taxRate` alone (one component, as before groups); else the location’s, the client’s or the default ' +
      "group; else the organization's `sales.default_tax_rate`, else 8%. Lines take `taxable` from their " +
      'service or part unless given. `validUntil` defaults to 30 days ahead; `null` ' +
      'means no expiration. Optional lines (`isOptional`) stay out of the totals; at least one line ' +
      'must not be optional. Deposit: `depositType` `none`/`amount`/`percent` with `depositValue` ' +
      '(amounts above 0, at most 2 decimals, never above the total; percentages 1–100). Service lines ' +
      'must name an active service, inventory lines an active part.',
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
    description:
      "Drafts take field changes. `{status: 'sent'}` sends (like send-email), `{status: 'approved'}` " +
      'approves a sent quote on the staff side (no client selection: converts without its optional ' +
      'lines), `{isArchived}` archives or unarchives an approved quote. A sent quote past `validUntil` ' +
      "reads expired; anything the state does not allow answers 409 with the reason. The answer's " +
      '`allowedActions` (`edit`, `send`, `resend`, `approve`, `convert`, `archive`, `unarchive`, ' +
      '`delete`) say what is possible now.',
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
    description: 'Drafts, sent and expired quotes only; an approved quote is archived, never deleted (409).',
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
    description:
      "Body `{to?, subject?, message?}`: each field optional (left out: the client's address, the " +
      "organization's template), validated like the send dialog (a bad address is a 400 with " +
      "`fieldErrors.to`). The e-mail's text is the message; its HTML adds the quote's facts, lines and " +
      'totals; the PDF is attached; with the portal on, a link to approve online. A draft becomes sent; ' +
      're-sending an expired quote renews its validity to 30 days from now. A client without an e-mail ' +
      'address is a 400 and nothing changes. Queued through the outbox in the same transaction.',
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
    description:
      'Body `{dueDate?}` (default 30 days ahead). Needs edit on invoices as well. Once per quote: a ' +
      'second convert answers 409 naming the invoice. The draft invoice gets the client, the required ' +
      "lines plus only the optional lines the client accepted, tax and notes; the quote's deposit " +
      'payments (and their refunds) move to it, so its amount paid includes the deposit.',
    response: invoiceDetailSchema,
    handler: ({ tenant, session, params, body }) => {
      // Converting creates an invoice: it takes edit access to invoices as well as to quotes.
      if (!hasAccess(session.access, 'invoices', 'edit')) throw QuoteErrors.cannotCreateInvoices();
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
    description:
      'Optional lines print in their own section with `[ ]` boxes (`[x]` for the accepted ones once ' +
      "approved), the deposit as *Deposit requested on approval: …*, and the client's signature once " +
      'approved in the portal.',
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
    description:
      'Body `{acceptedOptionIds}`. Records, for the client, which optional lines they chose and ' +
      "approves the quote, through the portal's own approval: a sent quote not declined since it was " +
      'sent (409 otherwise), only optional items of this quote (400 *Choose only optional items of this ' +
      'quote*), the same totals and deposit in exact cents; stored without a signature or digest, ' +
      'audited as `record_client_choice` (plus `approve`) with the staff user. Needs edit on payments ' +
      "and on quotes; the quote's `onBehalfActions` says when it is offered.",
    response: quoteDetailSchema,
    handler: ({ tenant, session, params, body }) => {
      // Acting for the client takes the payments permission (office staff) and edit on quotes.
      if (!hasAccess(session.access, 'quotes', 'edit')) throw QuoteErrors.cannotEditQuotes();
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
    description:
      'Body `{amount?, method, date?, reference?, notes?}` (check, cash or ACH). The amount defaults to ' +
      "the quote's `depositDue` (the deposit less what was paid or is in flight by card); more is a 400 " +
      '*Amount exceeds the deposit due of $… on quote Q-…*, a paid deposit a 409 *The deposit of this ' +
      "quote is already paid*, before approval or after conversion the portal's 409s. A completed " +
      'ledger payment with `quoteId` and no invoice, audited and receipted; converting the quote ' +
      'credits it to the invoice. Needs edit on payments.',
    response: paymentDetailSchema,
    handler: ({ tenant, params, body }) => recordDepositPayment({ ...tenant, id: params.id, data: body }),
  });
}
