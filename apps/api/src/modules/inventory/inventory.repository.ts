import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { InventoryDisplayStatus, InventoryListQuery } from '@tradeworks/contracts/inventory';
import type { TenantScope } from '../../db/client';
import { inventoryCounts, inventoryItems } from '../../db/schema';
import { searchTextMatches, type Page } from '../../http/paging';

export type InventoryRow = typeof inventoryItems.$inferSelect;
export type InventoryInsert = typeof inventoryItems.$inferInsert;

const t = inventoryItems;

/**
 * The SQL twin of inventoryDisplayStatus() in the contracts (spec part 2 §4), as a filter per status.
 * Kept equivalent by a test that runs both over every boundary case.
 */
export function displayStatusIs(status: InventoryDisplayStatus): SQL {
  const out = sql`${t.currentStock} <= 0`;
  const low = sql`(${t.currentStock} <= ${t.reorderLevel} or ${t.currentStock} <= ${t.minStock})`;
  switch (status) {
    case 'on-order':
      return sql`${t.isOnOrder}`;
    case 'out-of-stock':
      return sql`(not ${t.isOnOrder} and ${out})`;
    case 'low-stock':
      return sql`(not ${t.isOnOrder} and not ${out} and ${low})`;
    case 'in-stock':
      return sql`(not ${t.isOnOrder} and not ${out} and not ${low})`;
  }
}

function listFilter(tenantId: string, query: InventoryListQuery): SQL | undefined {
  const stored = query.status === 'active' || query.status === 'inactive' ? query.status : undefined;
  const display = [query.status, query.stockStatus].filter(
    (s): s is InventoryDisplayStatus => s !== undefined && s !== 'active' && s !== 'inactive',
  );
  return and(
    eq(t.tenantId, tenantId),
    searchTextMatches(t.searchText, query.search),
    stored ? eq(t.status, stored) : undefined,
    query.category ? eq(t.category, query.category) : undefined,
    ...display.map(displayStatusIs),
  );
}

/** One page of the tenant's parts by name, with the total of the same filter. */
export async function listInventory(
  { tx, tenantId }: TenantScope,
  query: InventoryListQuery,
): Promise<Page<InventoryRow>> {
  const where = listFilter(tenantId, query);
  const [items, [{ total }]] = await Promise.all([
    tx.select().from(t).where(where).orderBy(asc(t.name), asc(t.id)).limit(query.limit).offset(query.offset),
    tx.select({ total: count() }).from(t).where(where),
  ]);
  return { items, total };
}

export async function findInventoryItem(
  { tx, tenantId }: TenantScope,
  id: string,
): Promise<InventoryRow | undefined> {
  const [row] = await tx
    .select()
    .from(t)
    .where(and(eq(t.tenantId, tenantId), eq(t.id, id)));
  return row;
}

/** The items of `ids` that exist in the tenant, with their name and status. */
export async function findInventoryItems({ tx, tenantId }: TenantScope, ids: string[]) {
  if (!ids.length) return [];
  return tx
    .select({ id: t.id, name: t.name, status: t.status, sku: t.sku, cost: t.cost, unitPrice: t.unitPrice })
    .from(t)
    .where(and(eq(t.tenantId, tenantId), inArray(t.id, ids)));
}

export async function insertInventoryItem(
  { tx, tenantId }: TenantScope,
  values: Omit<InventoryInsert, 'tenantId'>,
): Promise<InventoryRow> {
  const [row] = await tx
    .insert(t)
    .values({ ...values, tenantId })
    .returning();
  return row;
}

export async function updateInventoryItem(
  { tx, tenantId }: TenantScope,
  id: string,
  values: Partial<Omit<InventoryInsert, 'tenantId' | 'id' | 'currentStock'>>,
): Promise<InventoryRow | undefined> {
  const [row] = await tx
    .update(t)
    .set(values)
    .where(and(eq(t.tenantId, tenantId), eq(t.id, id)))
    .returning();
  return row;
}

export async function deleteInventoryItem({ tx, tenantId }: TenantScope, id: string): Promise<void> {
  await tx.delete(t).where(and(eq(t.tenantId, tenantId), eq(t.id, id)));
}

/** Where an item is referenced (services, quotes, invoices, purchase orders): such an item is not deleted. */
export async function findInventoryUsage({ tx, tenantId }: TenantScope, id: string): Promise<string[]> {
  const result = await tx.execute<{
    services: boolean;
    quotes: boolean;
    invoices: boolean;
    purchase_orders: boolean;
  }>(sql`
    select
      exists (select 1 from service_line_items where tenant_id = ${tenantId} and inventory_id = ${id}) as services,
      exists (select 1 from quote_line_items where tenant_id = ${tenantId} and inventory_id = ${id}) as quotes,
      exists (select 1 from invoice_line_items where tenant_id = ${tenantId} and inventory_id = ${id}) as invoices,
      exists (select 1 from purchase_order_line_items where tenant_id = ${tenantId} and inventory_id = ${id}) as purchase_orders`);
  const row = result.rows[0];
  return (['services', 'quotes', 'invoices', 'purchase_orders'] as const)
    .filter((k) => row[k])
    .map((k) => k.replace('_', ' '));
}

export interface InventorySummaryRow {
  total_items: number;
  total_value: string;
  low_stock: number;
  out_of_stock: number;
  on_order: number;
  [key: string]: unknown;
}

/**
 * Stock value (Σ currentStock × cost) and the counts per display status, from the trigger-kept inventory_counts
 * rows (at most four per tenant, migration 0028) instead of an aggregate over every part on each request.
 */
export async function summarizeInventory({ tx, tenantId }: TenantScope): Promise<InventorySummaryRow> {
  const c = inventoryCounts;
  const result = await tx.execute<InventorySummaryRow>(sql`
    select coalesce(sum(${c.count}), 0)::int as total_items,
      round(coalesce(sum(${c.stockValue}), 0), 2)::text as total_value,
      coalesce(sum(${c.count}) filter (where ${c.displayStatus} = 'low-stock'), 0)::int as low_stock,
      coalesce(sum(${c.count}) filter (where ${c.displayStatus} = 'out-of-stock'), 0)::int as out_of_stock,
      coalesce(sum(${c.count}) filter (where ${c.displayStatus} = 'on-order'), 0)::int as on_order
    from ${c} where ${c.tenantId} = ${tenantId}`);
  return result.rows[0];
}

/**
 * Whether an open purchase order still has quantity to receive for the item; when none is left the item is
 * no longer on order. Cancelled orders, and orders marked received by hand, are not open.
 */
export async function hasOpenOrderQuantity(
  { tx, tenantId }: TenantScope,
  inventoryId: string,
): Promise<boolean> {
  const result = await tx.execute<{ open: boolean }>(sql`
    select exists (
      select 1 from purchase_order_line_items li
      join purchase_orders po on po.tenant_id = li.tenant_id and po.id = li.po_id
      where li.tenant_id = ${tenantId} and li.inventory_id = ${inventoryId}
        and li.quantity_received < li.quantity and po.status not in ('cancelled', 'received')
    ) as open`);
  return result.rows[0].open;
}
