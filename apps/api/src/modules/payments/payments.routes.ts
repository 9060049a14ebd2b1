import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  cardChargeSchema,
  paymentListQuerySchema,
  paymentRecordSchema,
  refundSchema,
  cardStatusSchema,
  invoicePaymentsSchema,
  paymentDetailSchema,
  paymentSchema,
  paymentsSummarySchema,
} from '@tradeworks/contracts/payments';
import { IDEMPOTENCY_HEADER } from '@tradeworks/contracts/idempotency';
import { idempotencyKeyOf } from '../../http/idempotency';
import { sendPage } from '../../http/paging';
import { defineRoute } from '../../http/route';
import { stripeConfigFor } from '../../platform/payments/stripe-config';
import { pdfQuerySchema, sendPdf } from '../sales-documents/public';
import { idParamsSchema } from '../../http/id-params';
import { chargeCard } from './card-payment.service';
import {
  getInvoicePayments,
  getPayment,
  getPaymentsSummary,
  listPayments,
  recordPayment,
  renderPaymentReceipt,
} from './payments.service';
import { refundPayment } from './refund.service';
import { registerStripeWebhookRoute } from './stripe-webhook.routes';

export function registerPaymentRoutes(app: FastifyInstance): void {
  const tags = ['payments'];

  defineRoute(app, {
    method: 'GET',
    url: '/api/payments',
    access: 'payments:view',
    tags,
    query: paymentListQuerySchema,
    summary: 'Payments, newest first; search client, invoice number, reference; filter status, method, dates',
    response: z.array(paymentSchema),
    handler: async ({ tenant, query, reply }) => sendPage(reply, await listPayments({ ...tenant, query })),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/payments/summary',
    access: 'payments:view',
    tags,
    summary: 'The three cards: total, completed (amount, count), pending (amount, count)',
    response: paymentsSummarySchema,
    handler: ({ tenant }) => getPaymentsSummary(tenant),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/payments/card-status',
    access: 'payments:view',
    tags,
    summary: 'Whether card payments are configured for this organization',
    response: cardStatusSchema,
    handler: async ({ tenant }) => ({
      configured: (await stripeConfigFor(tenant.db, tenant.tenantId)) !== null,
    }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/payments/:id',
    access: 'payments:view',
    tags,
    params: idParamsSchema,
    summary: 'One payment with its refunds',
    response: paymentDetailSchema,
    handler: ({ tenant, params }) => getPayment({ ...tenant, id: params.id }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/payments/:id/receipt.pdf',
    access: 'payments:view',
    tags,
    params: idParamsSchema,
    query: pdfQuerySchema,
    summary: 'The payment receipt as a PDF',
    produces: 'application/pdf',
    handler: async ({ tenant, params, query, reply }) =>
      sendPdf(reply, await renderPaymentReceipt({ ...tenant, id: params.id }), query.download),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/invoices/:id/payments',
    access: 'payments:view',
    tags: ['payments', 'invoices'],
    params: idParamsSchema,
    summary: "The invoice's payments and refunds, amount paid and balance due",
    response: invoicePaymentsSchema,
    handler: ({ tenant, params }) => getInvoicePayments({ ...tenant, invoiceId: params.id }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/payments',
    access: 'payments:edit',
    tags,
    body: paymentRecordSchema,
    summary: 'Records a cash, check or ACH payment (partial allowed, at most the balance due)',
    description:
      'Body `{invoiceId, amount, method: cash|check|ach, date?, reference?, notes?}`. Exact to the ' +
      'cent; more than the balance due is a 400 *Amount exceeds the balance due of $… on invoice ' +
      'INV-…*; draft and cancelled invoices are a 409. Written to the append-only ledger, and the ' +
      "invoice's amount paid recomputed in SQL from the ledger under a lock on the invoice row, in one " +
      'transaction; a fully paid invoice becomes paid. A PDF receipt is e-mailed to the client.',
    response: paymentDetailSchema,
    handler: ({ tenant, body }) => recordPayment({ ...tenant, data: body }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/payments/card',
    access: 'payments:edit',
    tags,
    body: cardChargeSchema,
    summary: `Charges a saved card of the client through Stripe; send ${IDEMPOTENCY_HEADER} so a retry never charges twice`,
    description:
      "Body `{invoiceId, amount, paymentMethodId?}` (default: the client's default card). The payment " +
      'row is written first as `processing`, one per `Idempotency-Key` (a retried request answers the ' +
      "same payment); the PaymentIntent is created off-session with Stripe's idempotency key " +
      "`tradeworks-payment-<payment id>`, so even an overlapping retry makes one charge. Stripe's " +
      "answer makes it `completed` or `failed` with Stripe's reason. 503 when card payments are not " +
      'configured.',
    response: paymentDetailSchema,
    handler: ({ tenant, body, req }) =>
      chargeCard({
        ...tenant,
        data: body,
        idempotencyKey: idempotencyKeyOf(req),
      }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/payments/:id/refund',
    access: 'payments:edit',
    tags,
    params: idParamsSchema,
    body: refundSchema,
    summary: 'Refunds a completed payment, in full or in part (never more than is left unrefunded)',
    description:
      'Body `{amount?, reason?}` (default: what is left). A refund row pointing at the payment; card ' +
      'refunds go through Stripe (`tradeworks-refund-<refund id>`). Above what is left is a 400 *Refund ' +
      'amount exceeds the $… left to refund on this payment*; two refunds racing for the same money are ' +
      "serialised on the payment row (after its invoice's), so one wins. A refund that reopens a paid " +
      'invoice sets it back to sent.',
    response: paymentDetailSchema,
    handler: ({ tenant, params, body }) => refundPayment({ ...tenant, id: params.id, data: body }),
  });

  registerStripeWebhookRoute(app);
}
