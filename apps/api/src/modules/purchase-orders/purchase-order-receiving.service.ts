import type { PurchaseOrderWithLines, ReceivePurchaseOrderData } from '@tradeworks/contracts/purchase-orders';
import type { TenantContext } from '../../http/route';
import { recordAudit } from '../../platform/audit/audit-log';
import { tenantDate } from '../../platform/tenant-clock';
import { clearOnOrderWhenNothingOpen } from '../inventory/public';
import { addStock } from '../inventory/public';
import { toPurchaseOrderWithLines } from './purchase-order-view';
import { PurchaseOrderErrors } from './purchase-orders.errors';
import {
  findPurchaseOrderLines,
  updatePurchaseOrder,
  updatePurchaseOrderLine,
} from './purchase-orders.repository';
import { PO_ENTITY, requirePurchaseOrder } from './purchase-orders.service';

/**
 * Receives quantities on lines of a purchase order, in one transaction: the order's row lock makes receipts
 * of the same order queue (so nothing is received twice), each part's stock rises through the ledger, the
 * status follows the quantities, and parts with nothing left on order stop being on order.
 */
export function receivePurchaseOrder(
  options: TenantContext & { id: string; data: ReceivePurchaseOrderData },
): Promise<PurchaseOrderWithLines> {
  const { db, tenantId, userId, id, data } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const receivedDate = data.receivedDate ?? (await tenantDate(scope));
    const order = await requirePurchaseOrder(scope, id, true);
    if (order.status === 'cancelled') throw PurchaseOrderErrors.receiveCancelled(order.poNumber);
    const lines = await findPurchaseOrderLines(scope, id);
    const byId = new Map(lines.map((l) => [l.id, l]));
    if (new Set(data.lines.map((l) => l.lineId)).size !== data.lines.length)
      throw PurchaseOrderErrors.duplicateReceiptLine();
    for (const receipt of data.lines) {
      const stored = byId.get(receipt.lineId);
      if (!stored) throw PurchaseOrderErrors.unknownLine();
      const remaining = stored.quantity - stored.quantityReceived;
      if (receipt.quantity > remaining) throw PurchaseOrderErrors.overReceipt(stored.description, remaining);
    }

    // Parts in a fixed order, so two receipts touching the same parts cannot deadlock on their row locks.
    const receipts = [...data.lines].sort((a, b) =>
      (byId.get(a.lineId)!.inventoryId ?? '').localeCompare(byId.get(b.lineId)!.inventoryId ?? ''),
    );
    for (const receipt of receipts) {
      const stored = byId.get(receipt.lineId)!;
      const quantityReceived = stored.quantityReceived + receipt.quantity;
      await updatePurchaseOrderLine(scope, stored.id, { quantityReceived, receivedDate });
      byId.set(stored.id, { ...stored, quantityReceived, receivedDate });
      if (stored.inventoryId) {
        await addStock(scope, {
          inventoryId: stored.inventoryId,
          quantity: receipt.quantity,
          kind: 'po_receipt',
          reason: `Received on ${order.poNumber}`,
          purchaseOrderId: order.id,
        });
      }
    }

    const after = [...byId.values()];
    const complete = after.every((l) => l.quantityReceived >= l.quantity);
    const row = await updatePurchaseOrder(scope, id, {
      status: complete ? 'received' : 'partially_received',
      receivedDate: complete ? receivedDate : order.receivedDate,
    });
    const parts = after.map((l) => l.inventoryId).filter((v): v is string => Boolean(v));
    await clearOnOrderWhenNothingOpen(scope, parts);
    const units = data.lines.reduce((sum, l) => sum + l.quantity, 0);
    await recordAudit(scope, {
      entity: PO_ENTITY,
      entityId: id,
      action: complete ? 'receive' : 'receive_partial',
      summary: `Purchase order ${order.poNumber} ${complete ? 'received' : 'partially received'}`,
      changes: {
        status: { from: order.status, to: row.status },
        received: data.lines.map((l) => ({
          description: byId.get(l.lineId)!.description,
          quantity: l.quantity,
        })),
        units,
      },
    });
    return toPurchaseOrderWithLines(row, await findPurchaseOrderLines(scope, id));
  });
}
