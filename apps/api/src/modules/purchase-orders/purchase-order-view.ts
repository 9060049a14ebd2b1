import {
  allowedPurchaseOrderActions,
  type PurchaseOrder,
  type PurchaseOrderLineItem,
  type PurchaseOrderWithLines,
} from '@tradeworks/contracts/purchase-orders';
import type { PurchaseOrderLineRow, PurchaseOrderRow } from './purchase-orders.repository';

export function toPurchaseOrder(row: PurchaseOrderRow): PurchaseOrder {
  return {
    id: row.id,
    poNumber: row.poNumber,
    supplier: row.supplier,
    supplierEmail: row.supplierEmail,
    supplierPhone: row.supplierPhone,
    status: row.status,
    orderDate: row.orderDate,
    expectedDate: row.expectedDate,
    receivedDate: row.receivedDate,
    subtotal: row.subtotal,
    taxRate: row.taxRate,
    taxAmount: row.taxAmount,
    shippingCost: row.shippingCost,
    total: row.total,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toPurchaseOrderLine(row: PurchaseOrderLineRow): PurchaseOrderLineItem {
  return {
    id: row.id,
    poId: row.poId,
    inventoryId: row.inventoryId,
    description: row.description,
    sku: row.sku,
    quantity: row.quantity,
    unitCost: row.unitCost,
    total: row.total,
    quantityReceived: row.quantityReceived,
    receivedDate: row.receivedDate,
    sortOrder: row.sortOrder,
  };
}

export function toPurchaseOrderWithLines(
  row: PurchaseOrderRow,
  lines: PurchaseOrderLineRow[],
): PurchaseOrderWithLines {
  return {
    ...toPurchaseOrder(row),
    lineItems: lines.map(toPurchaseOrderLine),
    allowedActions: allowedPurchaseOrderActions(row.status, lines),
  };
}
