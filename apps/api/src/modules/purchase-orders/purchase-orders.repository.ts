import { and, asc, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import {
  PURCHASE_ORDER_STATUSES,
  PURCHASE_ORDER_STATUS_LABELS,
  type PurchaseOrderListQuery,
  type PurchaseOrderStatus,
} from '@tradeworks/contracts/purchase-orders';
import type { TenantScope } from '../../db/client';
import { purchaseOrderLineItems, purchaseOrders } from '../../db/schema';
import { searchTextMatches, type Page } from '../../http/paging';

export type PurchaseOrderRow = typeof purchaseOrders.$inferSelect;
export type PurchaseOrderInsert = typeof purchaseOrders.$inferInsert;
export type PurchaseOrderLineRow = typeof purchaseOrderLineItems.$inferSelect;
export type PurchaseOrderLineInsert = Omit<typeof purchaseOrderLineItems.$inferInsert, 'tenantId' | 'poId'>;

const po = purchaseOrders;
const line = purchaseOrderLineItems;

/**
 * Statuses whose value or label contains the search term. Status is an enum and cannot sit in the generated
 * search column, so it is matched by value (an index on status) beside the trigram search.
 */
export function statusesMatching(search: string | undefined): PurchaseOrderStatus[] {
  const term = search?.trim().toLowerCase();
  if (!term) return [];
  return PURCHASE_ORDER_STATUSES.filter(
    (s) => s.includes(term) || PURCHASE_ORDER_STATUS_LABELS[s].toLowerCase().includes(term),
  );
}

/** One page of purchase orders, newest order date first; search covers PO number, supplier and status. */
export async function listPurchaseOrders(
  { tx, tenantId }: TenantScope,
  query: PurchaseOrderListQuery,
): Promise<Page<PurchaseOrderRow>> {
  const statuses = statusesMatching(query.search);
  const text = searchTextMatches(po.searchText, query.search);
  const filters: Array<SQL | undefined> = [
    eq(po.tenantId, tenantId),
    text && statuses.length ? or(text, inArray(po.status, statuses)) : text,
    query.status ? eq(po.status, query.status) : undefined,
  ];
  const where = and(...filters);
  const [items, [{ total }]] = await Promise.all([
    tx
      .select()
      .from(po)
      .where(where)
      .orderBy(desc(po.orderDate), desc(po.poNumber))
      .limit(query.limit)
      .offset(query.offset),
    tx.select({ total: count() }).from(po).where(where),
  ]);
  return { items, total };
}

/** A purchase order; `lock` takes its row lock so receipts and edits of one order queue. */
export async function findPurchaseOrder(
  { tx, tenantId }: TenantScope,
  id: string,
  lock = false,
): Promise<PurchaseOrderRow | undefined> {
  const query = tx
    .select()
    .from(po)
    .where(and(eq(po.tenantId, tenantId), eq(po.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export function findPurchaseOrderLines(
  { tx, tenantId }: TenantScope,
  poId: string,
): Promise<PurchaseOrderLineRow[]> {
  return tx
    .select()
    .from(line)
    .where(and(eq(line.tenantId, tenantId), eq(line.poId, poId)))
    .orderBy(asc(line.sortOrder), asc(line.id));
}

export async function insertPurchaseOrder(
  { tx, tenantId }: TenantScope,
  values: Omit<PurchaseOrderInsert, 'tenantId'>,
): Promise<PurchaseOrderRow> {
  const [row] = await tx
    .insert(po)
    .values({ ...values, tenantId })
    .returning();
  return row;
}

export async function updatePurchaseOrder(
  { tx, tenantId }: TenantScope,
  id: string,
  values: Partial<Omit<PurchaseOrderInsert, 'tenantId' | 'id' | 'poNumber'>>,
): Promise<PurchaseOrderRow> {
  const [row] = await tx
    .update(po)
    .set(values)
    .where(and(eq(po.tenantId, tenantId), eq(po.id, id)))
    .returning();
  return row;
}

export async function insertPurchaseOrderLines(
  { tx, tenantId }: TenantScope,
  poId: string,
  lines: PurchaseOrderLineInsert[],
): Promise<void> {
  if (lines.length) await tx.insert(line).values(lines.map((l) => ({ ...l, tenantId, poId })));
}

export async function updatePurchaseOrderLine(
  { tx, tenantId }: TenantScope,
  id: string,
  values: Partial<PurchaseOrderLineInsert>,
): Promise<void> {
  await tx
    .update(line)
    .set(values)
    .where(and(eq(line.tenantId, tenantId), eq(line.id, id)));
}

export async function deletePurchaseOrderLines({ tx, tenantId }: TenantScope, ids: string[]): Promise<void> {
  if (ids.length) await tx.delete(line).where(and(eq(line.tenantId, tenantId), inArray(line.id, ids)));
}
