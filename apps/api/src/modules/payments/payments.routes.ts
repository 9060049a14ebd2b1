import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  cardChargeSchema,
  IDEMPOTENCY_KEY_HEADER,
  paymentListQuerySchema,
  paymentRecordSchema,
  refundSchema,
  cardStatusSchema,
  invoicePaymentsSchema,
  paymentDetailSchema,
  paymentSchema,
  paymentsSummarySchema,
} from '@tradeworks/contracts/payments';
import { sendPage } from '../../http/paging';
import { defineRoute } from '../../http/route';
import { stripeConfigFor } from '../../platform/payments/stripe-config';
import { pdfQuerySchema, sendPdf } from '../sales-documents/pdf-reply';
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

const idempotencyKeySchema = z.string().trim().min(1).max(200).optional();

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
    response: paymentDetailSchema,
    handler: ({ tenant, body }) => recordPayment({ ...tenant, data: body }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/payments/card',
    access: 'payments:edit',
    tags,
    body: cardChargeSchema,
    summary: `Charges a saved card of the client through Stripe; send ${IDEMPOTENCY_KEY_HEADER} so a retry never charges twice`,
    response: paymentDetailSchema,
    handler: ({ tenant, body, req }) =>
      chargeCard({
        ...tenant,
        data: body,
        idempotencyKey: idempotencyKeySchema.parse(
          req.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()] ?? undefined,
        ),
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
    response: paymentDetailSchema,
    handler: ({ tenant, params, body }) => refundPayment({ ...tenant, id: params.id, data: body }),
  });

  registerStripeWebhookRoute(app);
}
