import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  purchaseOrderCreateSchema,
  purchaseOrderListQuerySchema,
  purchaseOrderUpdateSchema,
  receivePurchaseOrderSchema,
  purchaseOrderEmailQueuedSchema,
  purchaseOrderLineItemSchema,
  purchaseOrderSchema,
  purchaseOrderWithLinesSchema,
  sendPurchaseOrderEmailSchema,
} from '@tradeworks/contracts/purchase-orders';
import { sendPage } from '../../http/paging';
import { defineRoute } from '../../http/route';
import { getPurchaseOrderPdf, sendPurchaseOrderEmail } from './purchase-order-document.service';
import { receivePurchaseOrder } from './purchase-order-receiving.service';
import {
  createPurchaseOrder,
  getPurchaseOrder,
  getPurchaseOrderLines,
  listPurchaseOrdersPage,
  updatePurchaseOrderDetails,
} from './purchase-orders.service';
import { idParamsSchema } from '../../http/id-params';

const tags = ['purchase-orders'];

export function registerPurchaseOrderRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/purchase-orders',
    access: 'purchase_orders:view',
    summary: 'Purchase orders, newest first, searched on PO number, supplier or status',
    tags,
    query: purchaseOrderListQuerySchema,
    response: z.array(purchaseOrderSchema),
    handler: async ({ tenant, query, reply }) =>
      sendPage(reply, await listPurchaseOrdersPage({ ...tenant, query })),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/purchase-orders/:id',
    access: 'purchase_orders:view',
    summary: 'One purchase order with its line items',
    tags,
    params: idParamsSchema,
    response: purchaseOrderWithLinesSchema,
    handler: ({ tenant, params }) => getPurchaseOrder({ ...tenant, id: params.id }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/purchase-orders/:id/line-items',
    access: 'purchase_orders:view',
    summary: 'The line items of a purchase order',
    tags,
    params: idParamsSchema,
    response: z.array(purchaseOrderLineItemSchema),
    handler: ({ tenant, params }) => getPurchaseOrderLines({ ...tenant, id: params.id }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/purchase-orders/:id/pdf',
    produces: 'application/pdf',
    access: 'purchase_orders:view',
    summary: 'The purchase order as a PDF',
    tags,
    params: idParamsSchema,
    handler: async ({ tenant, params, reply }) => {
      const { filename, pdf } = await getPurchaseOrderPdf({ ...tenant, id: params.id });
      reply.header('content-type', 'application/pdf');
      reply.header('content-disposition', `attachment; filename="${filename}"`);
      return pdf;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/purchase-orders',
    access: 'purchase_orders:edit',
    summary:
      'Create a purchase order {purchaseOrder, lineItems}; number and totals are assigned on the server',
    description:
      'Numbered `PO-<year>-0001` per organization. Tax rate as a percentage (stored as a fraction; ' +
      'empty means 8%); total = subtotal + tax + shipping. Status draft, sent, confirmed or cancelled; ' +
      '*partially received* and *received* come only from receiving (400 when chosen).',
    tags,
    body: purchaseOrderCreateSchema,
    response: purchaseOrderWithLinesSchema,
    handler: ({ tenant, body }) => createPurchaseOrder({ ...tenant, data: body }),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/purchase-orders/:id',
    access: 'purchase_orders:edit',
    summary: 'Change a purchase order’s fields and, when sent, its line items',
    description:
      '*partially received* and *received* come only from receiving (400 when chosen); a partially ' +
      "received order may still be cancelled, which clears its parts' on-order flag when no other open " +
      "order still has some to come. A received order's lines are frozen. The answer's `allowedActions` " +
      "(`edit`, `receive`, `email`, `emailAgain`) say what the order's state allows.",
    tags,
    params: idParamsSchema,
    body: purchaseOrderUpdateSchema,
    response: purchaseOrderWithLinesSchema,
    handler: ({ tenant, params, body }) =>
      updatePurchaseOrderDetails({ ...tenant, id: params.id, data: body }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/purchase-orders/:id/receive',
    access: 'purchase_orders:edit',
    summary: 'Receive quantities {lines: [{lineId, quantity}]}: stock rises through the ledger',
    description:
      'Adds the received quantities to stock through the ledger (an atomic `UPDATE … RETURNING` per ' +
      "part), sets the order to partially received or received, and clears a part's on-order flag once " +
      'no open order still has some of it to come. Receiving more than ordered, or on a cancelled ' +
      'order, is refused.',
    tags,
    params: idParamsSchema,
    body: receivePurchaseOrderSchema,
    status: 200,
    response: purchaseOrderWithLinesSchema,
    handler: ({ tenant, params, body }) => receivePurchaseOrder({ ...tenant, id: params.id, data: body }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/purchase-orders/:id/send-email',
    access: 'purchase_orders:edit',
    summary: 'E-mail the purchase order PDF to the supplier (through the outbox)',
    description:
      "Body `{to?, subject?, message?, confirmResend?}`: each field optional (left out: the supplier's " +
      "address, the organization's template). The PDF is attached; a draft becomes sent. A received " +
      'order is e-mailed again only with `confirmResend: true` (else 409). Queued through the outbox in ' +
      'the same transaction.',
    tags,
    params: idParamsSchema,
    body: sendPurchaseOrderEmailSchema,
    status: 202,
    response: purchaseOrderEmailQueuedSchema,
    handler: ({ tenant, params, body }) => sendPurchaseOrderEmail({ ...tenant, id: params.id, typed: body }),
  });
}
