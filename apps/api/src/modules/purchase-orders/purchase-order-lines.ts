import type { PurchaseOrderLineInput } from '@tradeworks/contracts/purchase-orders';
import { PurchaseOrderErrors } from './purchase-orders.errors';
import type { PurchaseOrderLineInsert, PurchaseOrderLineRow } from './purchase-orders.repository';

/** A priced line of a request body (total already quantity × unit cost). */
export type PricedLine = PurchaseOrderLineInput & { total: string };

export interface LinePlan {
  inserts: PurchaseOrderLineInsert[];
  updates: Array<{ id: string; values: Partial<PurchaseOrderLineInsert> }>;
  deletes: string[];
}

const editable = (l: {
  inventoryId?: string | null;
  description: string;
  sku?: string | null;
  quantity: number;
  unitCost: string;
}) => JSON.stringify([l.inventoryId ?? null, l.description, l.sku ?? null, l.quantity, l.unitCost]);

/**
 * How a PATCH's full line list changes the stored lines, keeping what was received: a received order's
 * lines are frozen; elsewhere a line with receipts keeps its part, is not removed, and keeps at least the
 * quantity already received.
 */
export function planLineChanges(
  existing: PurchaseOrderLineRow[],
  incoming: PricedLine[],
  received: boolean,
): LinePlan {
  const byId = new Map(existing.map((l) => [l.id, l]));
  for (const l of incoming) if (l.id && !byId.has(l.id)) throw PurchaseOrderErrors.unknownLine();

  if (received) {
    const same =
      incoming.length === existing.length &&
      incoming.every((l) => l.id && editable(byId.get(l.id)!) === editable(l));
    if (!same) throw PurchaseOrderErrors.receivedLinesLocked();
    return { inserts: [], updates: [], deletes: [] };
  }

  const keptIds = new Set(incoming.map((l) => l.id).filter(Boolean));
  const deletes = existing.filter((l) => !keptIds.has(l.id));
  const removedWithReceipts = deletes.find((l) => l.quantityReceived > 0);
  if (removedWithReceipts) throw PurchaseOrderErrors.receivedLineRemoved(removedWithReceipts.description);

  const plan: LinePlan = { inserts: [], updates: [], deletes: deletes.map((l) => l.id) };
  incoming.forEach((l, sortOrder) => {
    const values = {
      inventoryId: l.inventoryId ?? null,
      description: l.description,
      sku: l.sku ?? null,
      quantity: l.quantity,
      unitCost: l.unitCost,
      total: l.total,
      sortOrder,
    };
    const stored = l.id ? byId.get(l.id) : undefined;
    if (!stored) return plan.inserts.push(values);
    if (stored.quantityReceived > 0) {
      if ((stored.inventoryId ?? null) !== values.inventoryId)
        throw PurchaseOrderErrors.receivedLinePartChanged(stored.description);
      if (values.quantity < stored.quantityReceived) {
        throw PurchaseOrderErrors.quantityBelowReceived(stored.description, stored.quantityReceived);
      }
    }
    plan.updates.push({ id: stored.id, values });
  });
  return plan;
}
