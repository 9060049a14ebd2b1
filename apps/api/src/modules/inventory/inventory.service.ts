import type {
  InventoryCreateData,
  InventoryItem,
  InventoryListQuery,
  InventorySummary,
  InventoryUpdateData,
  StockAdjustmentData,
  StockMovement,
} from '@tradeworks/contracts/inventory';
import type { PageQuery } from '@tradeworks/contracts/paging';
import type { TenantScope } from '../../db/client';
import type { Page } from '../../http/paging';
import type { TenantContext } from '../../http/route';
import { changedFields, recordAudit } from '../../platform/audit/audit-log';
import { InventoryErrors } from './inventory.errors';
import {
  deleteInventoryItem,
  findInventoryItem,
  findInventoryUsage,
  hasOpenOrderQuantity,
  insertInventoryItem,
  listInventory,
  summarizeInventory,
  updateInventoryItem,
} from './inventory.repository';
import { toInventoryItem, toRecordedMovement, toStockMovement } from './inventory-view';
import { listMovements, recordOpeningStock, setStock } from './stock-ledger.repository';

const ENTITY = 'inventory_item';

export async function listInventoryPage(
  options: TenantContext & { query: InventoryListQuery },
): Promise<Page<InventoryItem>> {
  const { db, tenantId, userId, query } = options;
  const page = await db.tenant({ tenantId, userId }, (scope) => listInventory(scope, query));
  return { items: page.items.map(toInventoryItem), total: page.total };
}

export async function getInventorySummary({
  db,
  tenantId,
  userId,
}: TenantContext): Promise<InventorySummary> {
  const row = await db.tenant({ tenantId, userId }, (scope) => summarizeInventory(scope));
  return {
    totalItems: row.total_items,
    totalValue: row.total_value,
    lowStock: row.low_stock,
    outOfStock: row.out_of_stock,
    onOrder: row.on_order,
  };
}

async function requireItem(scope: TenantScope, id: string) {
  const row = await findInventoryItem(scope, id);
  if (!row) throw InventoryErrors.notFound();
  return row;
}

export function getInventoryItem(options: TenantContext & { id: string }): Promise<InventoryItem> {
  const { db, tenantId, userId, id } = options;
  return db.tenant({ tenantId, userId }, async (scope) => toInventoryItem(await requireItem(scope, id)));
}

/** A new part; its opening stock is the ledger's first row. */
export function createInventoryItem(
  options: TenantContext & { data: InventoryCreateData },
): Promise<InventoryItem> {
  const { db, tenantId, userId, data } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const row = await insertInventoryItem(scope, data);
    if (row.currentStock > 0) await recordOpeningStock(scope, row.id, row.currentStock);
    await recordAudit(scope, {
      entity: ENTITY,
      entityId: row.id,
      action: 'create',
      summary: `Part ${row.name} added`,
      changes: { ...data },
    });
    return toInventoryItem(row);
  });
}

/** Item fields, or `{isOnOrder: true}` from the Order More Stock dialog. */
export function updateInventoryItemDetails(
  options: TenantContext & { id: string; data: InventoryUpdateData },
): Promise<InventoryItem> {
  const { db, tenantId, userId, id, data } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const existing = await requireItem(scope, id);
    const changes = changedFields(existing, data);
    if (!Object.keys(changes).length) return toInventoryItem(existing);
    const next = Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, v.to]));
    const row = (await updateInventoryItem(scope, id, next))!;
    const onlyOrdered = Object.keys(changes).length === 1 && 'isOnOrder' in changes;
    await recordAudit(scope, {
      entity: ENTITY,
      entityId: id,
      action: 'update',
      summary: onlyOrdered
        ? `Part ${row.name} ${row.isOnOrder ? 'marked as on order' : 'no longer on order'}`
        : `Part ${row.name} updated`,
      changes,
    });
    return toInventoryItem(row);
  });
}

/** Deletes a part nothing refers to; one used on services, quotes, invoices or orders should be made inactive. */
export function deleteInventoryItemById(options: TenantContext & { id: string }): Promise<void> {
  const { db, tenantId, userId, id } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const existing = await requireItem(scope, id);
    const usage = await findInventoryUsage(scope, id);
    if (usage.length) throw InventoryErrors.inUse(existing.name, usage);
    await deleteInventoryItem(scope, id);
    await recordAudit(scope, {
      entity: ENTITY,
      entityId: id,
      action: 'delete',
      summary: `Part ${existing.name} deleted`,
    });
  });
}

/** A stock count: the counted figure replaces the stock, written to the ledger with the reason. */
export function adjustStock(
  options: TenantContext & { id: string; data: StockAdjustmentData },
): Promise<{ item: InventoryItem; movement: StockMovement }> {
  const { db, tenantId, userId, id, data } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const { movement, name } = await setStock(scope, {
      inventoryId: id,
      newStock: data.newStock,
      kind: 'count_adjustment',
      reason: data.reason,
    });
    await recordAudit(scope, {
      entity: ENTITY,
      entityId: id,
      action: 'stock_adjusted',
      summary: `Stock of ${name} counted: ${movement.stockBefore} → ${movement.stockAfter}`,
      changes: {
        currentStock: { from: movement.stockBefore, to: movement.stockAfter },
        reason: data.reason ?? null,
      },
    });
    const row = await requireItem(scope, id);
    return { item: toInventoryItem(row), movement: toRecordedMovement(movement) };
  });
}

export function listStockMovements(
  options: TenantContext & { id: string; page: PageQuery },
): Promise<Page<StockMovement>> {
  const { db, tenantId, userId, id, page } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    await requireItem(scope, id);
    const rows = await listMovements(scope, id, page);
    return { items: rows.items.map(toStockMovement), total: rows.total };
  });
}

/** After receiving or cancelling: items with nothing left to receive on open orders are no longer on order. */
export async function clearOnOrderWhenNothingOpen(scope: TenantScope, inventoryIds: string[]): Promise<void> {
  for (const id of new Set(inventoryIds)) {
    const item = await findInventoryItem(scope, id);
    if (!item?.isOnOrder || (await hasOpenOrderQuantity(scope, id))) continue;
    await updateInventoryItem(scope, id, { isOnOrder: false });
    await recordAudit(scope, {
      entity: ENTITY,
      entityId: id,
      action: 'update',
      summary: `Part ${item.name} no longer on order`,
      changes: { isOnOrder: { from: true, to: false } },
    });
  }
}
