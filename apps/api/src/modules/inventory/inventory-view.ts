import {
  inventoryDisplayStatus,
  type InventoryItem,
  type StockMovement,
} from '@tradeworks/contracts/inventory';
import type { InventoryRow } from './inventory.repository';
import type { MovementListRow, MovementRow } from './stock-ledger.repository';

/** The API shape of a part: money as decimal strings, and its display status from the shared function. */
export function toInventoryItem(row: InventoryRow): InventoryItem {
  return {
    id: row.id,
    name: row.name,
    sku: row.sku,
    category: row.category,
    description: row.description,
    unitPrice: row.unitPrice,
    cost: row.cost,
    currentStock: row.currentStock,
    minStock: row.minStock,
    maxStock: row.maxStock,
    supplier: row.supplier,
    supplierSku: row.supplierSku,
    status: row.status,
    taxable: row.taxable,
    isOnOrder: row.isOnOrder,
    reorderLevel: row.reorderLevel,
    location: row.location,
    notes: row.notes,
    displayStatus: inventoryDisplayStatus(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toStockMovement(row: MovementListRow): StockMovement {
  return {
    id: row.id,
    kind: row.kind,
    quantityChange: row.quantity_change,
    stockBefore: row.stock_before,
    stockAfter: row.stock_after,
    reason: row.reason,
    purchaseOrderId: row.purchase_order_id,
    poNumber: row.po_number,
    jobId: row.job_id,
    jobNumber: row.job_number,
    invoiceId: row.invoice_id,
    invoiceNumber: row.invoice_number,
    userName: row.user_name,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** A movement just written (its page row has no joined names yet). */
export function toRecordedMovement(row: MovementRow): StockMovement {
  return {
    id: row.id,
    kind: row.kind,
    quantityChange: row.quantityChange,
    stockBefore: row.stockBefore,
    stockAfter: row.stockAfter,
    reason: row.reason,
    purchaseOrderId: row.purchaseOrderId,
    poNumber: null,
    jobId: row.jobId,
    jobNumber: null,
    invoiceId: row.invoiceId,
    invoiceNumber: null,
    userName: null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
