import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  inventoryCreateSchema,
  inventoryListQuerySchema,
  inventoryUpdateSchema,
  stockAdjustmentSchema,
  inventoryItemSchema,
  inventorySummarySchema,
  stockAdjustmentResultSchema,
  stockMovementSchema,
} from '@tradeworks/contracts/inventory';
import { pageQuerySchema } from '@tradeworks/contracts/paging';
import { sendPage } from '../../http/paging';
import { defineRoute } from '../../http/route';
import {
  adjustStock,
  createInventoryItem,
  deleteInventoryItemById,
  getInventoryItem,
  getInventorySummary,
  listInventoryPage,
  listStockMovements,
  updateInventoryItemDetails,
} from './inventory.service';
import { idParamsSchema } from '../../http/id-params';

const tags = ['inventory'];

export function registerInventoryRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/inventory',
    access: 'inventory:view',
    summary: 'Parts, paged and searched (name, SKU or category), filtered by stored or display status',
    description:
      '`status` takes `active`/`inactive` (what the quote and invoice pickers ask for) or a display ' +
      'status (`in-stock`, `low-stock`, `out-of-stock`, `on-order`); `stockStatus` takes a display ' +
      'status, to combine both. The display status is `inventoryDisplayStatus` in contracts, mirrored ' +
      "by this list's SQL filter.",
    tags,
    query: inventoryListQuerySchema,
    response: z.array(inventoryItemSchema),
    handler: async ({ tenant, query, reply }) =>
      sendPage(reply, await listInventoryPage({ ...tenant, query })),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/inventory/summary',
    access: 'inventory:view',
    summary: 'Stock value (Σ current stock × cost) and the counts of low, out-of-stock and on-order parts',
    tags,
    response: inventorySummarySchema,
    handler: ({ tenant }) => getInventorySummary(tenant),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/inventory/:id',
    access: 'inventory:view',
    summary: 'One part',
    tags,
    params: idParamsSchema,
    response: inventoryItemSchema,
    handler: ({ tenant, params }) => getInventoryItem({ ...tenant, id: params.id }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/inventory',
    access: 'inventory:edit',
    summary: 'Add a part; its opening stock is written to the stock ledger',
    tags,
    body: inventoryCreateSchema,
    response: inventoryItemSchema,
    handler: ({ tenant, body }) => createInventoryItem({ ...tenant, data: body }),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/inventory/:id',
    access: 'inventory:edit',
    summary:
      'Change a part’s fields, or mark it on order ({isOnOrder: true}); stock changes go through …/stock',
    tags,
    params: idParamsSchema,
    body: inventoryUpdateSchema,
    response: inventoryItemSchema,
    handler: ({ tenant, params, body }) =>
      updateInventoryItemDetails({ ...tenant, id: params.id, data: body }),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/inventory/:id',
    access: 'inventory:edit',
    summary: 'Delete a part that no service, quote, invoice or purchase order uses',
    description:
      '409 while services, quotes, invoices or purchase orders use the part: make it inactive instead.',
    tags,
    params: idParamsSchema,
    status: 204,
    handler: ({ tenant, params }) => deleteInventoryItemById({ ...tenant, id: params.id }),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/inventory/:id/stock',
    access: 'inventory:edit',
    summary:
      'Record a stock count {newStock, reason}: the new figure, written to the ledger under a row lock',
    description:
      'The count is a ledger movement (kind, change, stock before and after, reason, user) in the same ' +
      'transaction, under `SELECT … FOR UPDATE`, so concurrent counts and receipts lose nothing. Stock ' +
      'never goes below zero (also a database check).',
    tags,
    params: idParamsSchema,
    body: stockAdjustmentSchema,
    response: stockAdjustmentResultSchema,
    handler: ({ tenant, params, body }) => adjustStock({ ...tenant, id: params.id, data: body }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/inventory/:id/movements',
    access: 'inventory:view',
    summary: 'The part’s stock ledger, newest first',
    tags,
    params: idParamsSchema,
    query: pageQuerySchema.omit({ search: true }),
    response: z.array(stockMovementSchema),
    handler: async ({ tenant, params, query, reply }) =>
      sendPage(reply, await listStockMovements({ ...tenant, id: params.id, page: query })),
  });
}
