import { DEFAULT_TAX_RATE } from '@tradeworks/contracts/line-items';
import {
  choosablePurchaseOrderStatuses,
  computePurchaseOrderTotals,
  PURCHASE_ORDER_CHOOSABLE_STATUSES,
  PURCHASE_ORDER_STATUS_LABELS,
  type PurchaseOrderStatus,
  type PurchaseOrder,
  type PurchaseOrderCreateData,
  type PurchaseOrderLineInput,
  type PurchaseOrderLineItem,
  type PurchaseOrderListQuery,
  type PurchaseOrderUpdateData,
  type PurchaseOrderWithLines,
} from '@tradeworks/contracts/purchase-orders';
import type { TenantScope } from '../../db/client';
import type { Page } from '../../http/paging';
import type { TenantContext } from '../../http/route';
import { changedFields, recordAudit } from '../../platform/audit/audit-log';
import { nextNumber } from '../../platform/numbering/next-number';
import { findInventoryItems } from '../inventory/public';
import { clearOnOrderWhenNothingOpen } from '../inventory/public';
import { planLineChanges } from './purchase-order-lines';
import { toPurchaseOrder, toPurchaseOrderLine, toPurchaseOrderWithLines } from './purchase-order-view';
import { PurchaseOrderErrors } from './purchase-orders.errors';
import {
  deletePurchaseOrderLines,
  findPurchaseOrder,
  findPurchaseOrderLines,
  insertPurchaseOrder,
  insertPurchaseOrderLines,
  listPurchaseOrders,
  updatePurchaseOrder,
  updatePurchaseOrderLine,
  type PurchaseOrderRow,
} from './purchase-orders.repository';

export const PO_ENTITY = 'purchase_order';

export async function listPurchaseOrdersPage(
  options: TenantContext & { query: PurchaseOrderListQuery },
): Promise<Page<PurchaseOrder>> {
  const { db, tenantId, userId, query } = options;
  const page = await db.tenant({ tenantId, userId }, (scope) => listPurchaseOrders(scope, query));
  return { items: page.items.map(toPurchaseOrder), total: page.total };
}

export async function requirePurchaseOrder(scope: TenantScope, id: string, lock = false) {
  const row = await findPurchaseOrder(scope, id, lock);
  if (!row) throw PurchaseOrderErrors.notFound();
  return row;
}

export function getPurchaseOrder(options: TenantContext & { id: string }): Promise<PurchaseOrderWithLines> {
  const { db, tenantId, userId, id } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const row = await requirePurchaseOrder(scope, id);
    return toPurchaseOrderWithLines(row, await findPurchaseOrderLines(scope, id));
  });
}

export function getPurchaseOrderLines(
  options: TenantContext & { id: string },
): Promise<PurchaseOrderLineItem[]> {
  const { db, tenantId, userId, id } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    await requirePurchaseOrder(scope, id);
    return (await findPurchaseOrderLines(scope, id)).map(toPurchaseOrderLine);
  });
}

/** Lines linked to parts must link to parts of this tenant. */
async function checkParts(scope: TenantScope, lines: PurchaseOrderLineInput[]): Promise<void> {
  const ids = [...new Set(lines.map((l) => l.inventoryId).filter((v): v is string => Boolean(v)))];
  const found = new Set((await findInventoryItems(scope, ids)).map((item) => item.id));
  const fieldErrors: Record<string, string> = {};
  lines.forEach((l, i) => {
    if (l.inventoryId && !found.has(l.inventoryId))
      fieldErrors[`lineItems.${i}.inventoryId`] = 'Choose an inventory item';
  });
  if (Object.keys(fieldErrors).length) throw PurchaseOrderErrors.unknownPart(fieldErrors);
}

const headerColumns = (fields: NonNullable<PurchaseOrderUpdateData['purchaseOrder']>) => {
  const { subtotal: _s, taxAmount: _t, total: _x, ...rest } = fields;
  return Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
};

export function createPurchaseOrder(
  options: TenantContext & { data: PurchaseOrderCreateData },
): Promise<PurchaseOrderWithLines> {
  const { db, tenantId, userId, data } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    await checkParts(scope, data.lineItems);
    const taxRate = data.purchaseOrder.taxRate ?? DEFAULT_TAX_RATE;
    const totals = computePurchaseOrderTotals(data.lineItems, taxRate, data.purchaseOrder.shippingCost);
    const poNumber = await nextNumber(scope, 'purchase_order');
    const row = await insertPurchaseOrder(scope, {
      ...headerColumns(data.purchaseOrder),
      supplier: data.purchaseOrder.supplier,
      orderDate: data.purchaseOrder.orderDate,
      poNumber,
      taxRate,
      subtotal: totals.subtotal,
      taxAmount: totals.taxAmount,
      total: totals.total,
      createdBy: userId,
    });
    await insertPurchaseOrderLines(
      scope,
      row.id,
      totals.lines.map((l, sortOrder) => ({
        inventoryId: l.inventoryId ?? null,
        description: l.description,
        sku: l.sku ?? null,
        quantity: l.quantity,
        unitCost: l.unitCost,
        total: l.total,
        sortOrder,
      })),
    );
    await recordAudit(scope, {
      entity: PO_ENTITY,
      entityId: row.id,
      action: 'create',
      summary: `Purchase order ${poNumber} created for ${row.supplier}`,
      changes: { supplier: row.supplier, total: row.total, lineItems: data.lineItems.length },
    });
    return toPurchaseOrderWithLines(row, await findPurchaseOrderLines(scope, row.id));
  });
}

/**
 * Draft, sent, confirmed and cancelled are a free choice; partially received and received come only from
 * receiving. An order with receipts keeps its receiving status (a partially received one may be cancelled).
 */
function checkStatusChoice(existing: PurchaseOrderRow, target: PurchaseOrderStatus): void {
  if (!(PURCHASE_ORDER_CHOOSABLE_STATUSES as readonly string[]).includes(target))
    throw PurchaseOrderErrors.statusFromReceiving(PURCHASE_ORDER_STATUS_LABELS[target]);
  if (!choosablePurchaseOrderStatuses(existing.status).includes(target))
    throw PurchaseOrderErrors.statusFollowsReceipts(existing.poNumber);
}

/** PATCH: header fields sent change; a line list sent replaces the lines (keeping what was received). */
export function updatePurchaseOrderDetails(
  options: TenantContext & { id: string; data: PurchaseOrderUpdateData },
): Promise<PurchaseOrderWithLines> {
  const { db, tenantId, userId, id, data } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const existing = await requirePurchaseOrder(scope, id, true);
    let lines = await findPurchaseOrderLines(scope, id);
    const linkedBefore = lines.map((l) => l.inventoryId).filter((v): v is string => Boolean(v));
    const header = headerColumns(data.purchaseOrder ?? {});
    if (header.status === existing.status) delete header.status;
    if (header.status !== undefined) checkStatusChoice(existing, header.status as PurchaseOrderStatus);
    const taxRate = (header.taxRate as string | undefined) ?? existing.taxRate;
    const shipping = (header.shippingCost as string | undefined) ?? existing.shippingCost;

    let linesChanged = false;
    if (data.lineItems) {
      await checkParts(scope, data.lineItems);
      const priced = computePurchaseOrderTotals(data.lineItems, taxRate, shipping).lines;
      const plan = planLineChanges(lines, priced, existing.status === 'received');
      await deletePurchaseOrderLines(scope, plan.deletes);
      for (const update of plan.updates) await updatePurchaseOrderLine(scope, update.id, update.values);
      await insertPurchaseOrderLines(scope, id, plan.inserts);
      linesChanged = plan.deletes.length + plan.updates.length + plan.inserts.length > 0;
      lines = await findPurchaseOrderLines(scope, id);
    }
    const totals = computePurchaseOrderTotals(lines, taxRate, shipping);
    const next = { ...header, subtotal: totals.subtotal, taxAmount: totals.taxAmount, total: totals.total };
    const changes = changedFields(existing, next);
    const row = Object.keys(changes).length ? await updatePurchaseOrder(scope, id, next) : existing;

    if (row.status === 'cancelled' && existing.status !== 'cancelled') {
      await clearOnOrderWhenNothingOpen(scope, linkedBefore);
    }
    if (Object.keys(changes).length || linesChanged) {
      const cancelled = changes.status?.to === 'cancelled';
      await recordAudit(scope, {
        entity: PO_ENTITY,
        entityId: id,
        action: cancelled ? 'cancel' : 'update',
        summary: `Purchase order ${row.poNumber} ${cancelled ? 'cancelled' : 'updated'}`,
        changes: { ...changes, ...(linesChanged ? { lineItems: lines.length } : {}) },
      });
    }
    return toPurchaseOrderWithLines(row, lines);
  });
}
