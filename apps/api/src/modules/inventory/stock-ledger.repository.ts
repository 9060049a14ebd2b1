import { and, eq, sql } from 'drizzle-orm';
import type { StockMovementKind } from '@tradeworks/contracts/inventory';
import type { TenantScope } from '../../db/client';
import { inventoryItems, stockMovements } from '../../db/schema';
import { InventoryErrors } from './inventory.errors';

/*
 * The only code that changes inventory_items.current_stock. Each change locks the item's row for the rest of
 * the caller's transaction and writes its ledger row in that same transaction, so concurrent receipts and
 * counts queue on the lock: none is lost, and every movement's stockBefore is the previous stockAfter.
 */

export type MovementRow = typeof stockMovements.$inferSelect;

interface MovementFacts {
  kind: StockMovementKind;
  reason?: string | null;
  purchaseOrderId?: string | null;
  jobId?: string | null;
  invoiceId?: string | null;
}

const item = inventoryItems;

async function writeMovement(
  scope: TenantScope,
  inventoryId: string,
  stockBefore: number,
  stockAfter: number,
  facts: MovementFacts,
): Promise<MovementRow> {
  const [row] = await scope.tx
    .insert(stockMovements)
    .values({
      tenantId: scope.tenantId,
      inventoryId,
      kind: facts.kind,
      quantityChange: stockAfter - stockBefore,
      stockBefore,
      stockAfter,
      reason: facts.reason ?? null,
      purchaseOrderId: facts.purchaseOrderId ?? null,
      jobId: facts.jobId ?? null,
      invoiceId: facts.invoiceId ?? null,
      // What the part costs at this moment: job costing prices the parts used at it, whatever the cost later.
      unitCost: sql`(select ${item.cost} from ${item} where ${item.tenantId} = ${scope.tenantId} and ${item.id} = ${inventoryId})`,
      userId: scope.userId,
      // The time the change happened (after the lock), not when the transaction began.
      createdAt: sql`clock_timestamp()`,
    })
    .returning();
  return row;
}

/**
 * Adds `quantity` (negative takes stock away) with one atomic UPDATE … RETURNING: the row lock it takes is
 * held until commit, and the WHERE refuses to go below zero unless `allowNegative` (a tenant setting).
 */
export async function addStock(
  scope: TenantScope,
  change: MovementFacts & { inventoryId: string; quantity: number; allowNegative?: boolean },
): Promise<MovementRow> {
  const { inventoryId, quantity, allowNegative, ...facts } = change;
  const [updated] = await scope.tx
    .update(item)
    .set({ currentStock: sql`${item.currentStock} + ${quantity}`, updatedAt: new Date() })
    .where(
      and(
        eq(item.tenantId, scope.tenantId),
        eq(item.id, inventoryId),
        allowNegative ? undefined : sql`${item.currentStock} + ${quantity} >= 0`,
      ),
    )
    .returning({ currentStock: item.currentStock, name: item.name });
  if (!updated) {
    const [existing] = await scope.tx
      .select({ name: item.name, currentStock: item.currentStock })
      .from(item)
      .where(and(eq(item.tenantId, scope.tenantId), eq(item.id, inventoryId)));
    if (!existing) throw InventoryErrors.notFound();
    throw InventoryErrors.insufficientStock(existing.name, existing.currentStock, -quantity);
  }
  return writeMovement(scope, inventoryId, updated.currentStock - quantity, updated.currentStock, facts);
}

/** Sets the counted stock: SELECT … FOR UPDATE, then the new value, so the ledger's before is exact. */
export async function setStock(
  scope: TenantScope,
  change: MovementFacts & { inventoryId: string; newStock: number },
): Promise<{ movement: MovementRow; name: string }> {
  const { inventoryId, newStock } = change;
  const [locked] = await scope.tx
    .select({ currentStock: item.currentStock, name: item.name })
    .from(item)
    .where(and(eq(item.tenantId, scope.tenantId), eq(item.id, inventoryId)))
    .for('update');
  if (!locked) throw InventoryErrors.notFound();
  await scope.tx
    .update(item)
    .set({ currentStock: newStock, updatedAt: new Date() })
    .where(and(eq(item.tenantId, scope.tenantId), eq(item.id, inventoryId)));
  const movement = await writeMovement(scope, inventoryId, locked.currentStock, newStock, change);
  return { movement, name: locked.name };
}

/** The opening stock of a new item (no one else can see the row yet). */
export function recordOpeningStock(
  scope: TenantScope,
  inventoryId: string,
  stock: number,
): Promise<MovementRow> {
  return writeMovement(scope, inventoryId, 0, stock, { kind: 'initial', reason: 'Opening stock' });
}

export interface MovementListRow {
  id: string;
  kind: StockMovementKind;
  quantity_change: number;
  stock_before: number;
  stock_after: number;
  reason: string | null;
  purchase_order_id: string | null;
  po_number: string | null;
  job_id: string | null;
  job_number: string | null;
  invoice_id: string | null;
  invoice_number: string | null;
  user_name: string | null;
  created_at: string | Date;
  [key: string]: unknown;
}

/** One page of an item's ledger, newest first, with who made each change and the order it came from. */
export async function listMovements(
  { tx, tenantId }: TenantScope,
  inventoryId: string,
  page: { limit: number; offset: number },
): Promise<{ items: MovementListRow[]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    tx.execute<MovementListRow>(sql`
      select m.id, m.kind, m.quantity_change, m.stock_before, m.stock_after, m.reason, m.purchase_order_id,
        po.po_number, m.job_id, j.job_number, m.invoice_id, i.invoice_number, m.created_at,
        nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as user_name
      from stock_movements m
      left join users u on u.id = m.user_id
      left join purchase_orders po on po.tenant_id = m.tenant_id and po.id = m.purchase_order_id
      left join service_jobs j on j.tenant_id = m.tenant_id and j.id = m.job_id
      left join invoices i on i.tenant_id = m.tenant_id and i.id = m.invoice_id
      where m.tenant_id = ${tenantId} and m.inventory_id = ${inventoryId}
      order by m.created_at desc, m.id desc
      limit ${page.limit} offset ${page.offset}`),
    tx
      .select({ total: sql<number>`count(*)::int` })
      .from(stockMovements)
      .where(and(eq(stockMovements.tenantId, tenantId), eq(stockMovements.inventoryId, inventoryId))),
  ]);
  return { items: rows.rows, total };
}
