import { and, eq, sql } from 'drizzle-orm';
import type { PageQuery } from '@tradeworks/contracts/paging';
import type { TenantScope } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { containsPattern, type Page } from '../../http/paging';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** The organization's endpoints, newest first (webhook_endpoints_recent_idx), searched by URL or description. */
export async function listEndpoints(
  { tx, tenantId }: TenantScope,
  query: PageQuery,
): Promise<Page<EndpointRow>> {
  const where = and(
    eq(webhookEndpoints.tenantId, tenantId),
    query.search
      ? sql`(${webhookEndpoints.url} ilike ${containsPattern(query.search)} or ${webhookEndpoints.description} ilike ${containsPattern(query.search)})`
      : undefined,
  );
  const [items, [{ total }]] = await Promise.all([
    tx
      .select()
      .from(webhookEndpoints)
      .where(where)
      .orderBy(sql`${webhookEndpoints.createdAt} desc`, sql`${webhookEndpoints.id} desc`)
      .limit(query.limit)
      .offset(query.offset),
    tx
      .select({ total: sql<number>`count(*)::int` })
      .from(webhookEndpoints)
      .where(where),
  ]);
  return { items, total };
}

export async function findEndpoint(
  { tx, tenantId }: TenantScope,
  id: string,
): Promise<EndpointRow | undefined> {
  const [row] = await tx
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.tenantId, tenantId), eq(webhookEndpoints.id, id)));
  return row;
}

export async function insertEndpoint(
  { tx, tenantId }: TenantScope,
  values: Omit<typeof webhookEndpoints.$inferInsert, 'tenantId'>,
): Promise<EndpointRow> {
  const [row] = await tx
    .insert(webhookEndpoints)
    .values({ ...values, tenantId })
    .returning();
  return row;
}

export async function updateEndpoint(
  { tx, tenantId }: TenantScope,
  id: string,
  values: Partial<typeof webhookEndpoints.$inferInsert>,
): Promise<EndpointRow | undefined> {
  const [row] = await tx
    .update(webhookEndpoints)
    .set(values)
    .where(and(eq(webhookEndpoints.tenantId, tenantId), eq(webhookEndpoints.id, id)))
    .returning();
  return row;
}

export async function deleteEndpoint({ tx, tenantId }: TenantScope, id: string): Promise<boolean> {
  const rows = await tx
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.tenantId, tenantId), eq(webhookEndpoints.id, id)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** An endpoint's delivery log, newest first (webhook_deliveries_log_idx). */
export async function listDeliveries(
  { tx, tenantId }: TenantScope,
  endpointId: string,
  query: PageQuery,
): Promise<Page<DeliveryRow>> {
  const where = and(eq(webhookDeliveries.tenantId, tenantId), eq(webhookDeliveries.endpointId, endpointId));
  const [items, [{ total }]] = await Promise.all([
    tx
      .select()
      .from(webhookDeliveries)
      .where(where)
      .orderBy(sql`${webhookDeliveries.createdAt} desc`, sql`${webhookDeliveries.id} desc`)
      .limit(query.limit)
      .offset(query.offset),
    tx
      .select({ total: sql<number>`count(*)::int` })
      .from(webhookDeliveries)
      .where(where),
  ]);
  return { items, total };
}

export async function findDelivery(
  { tx, tenantId }: TenantScope,
  endpointId: string,
  id: string,
): Promise<DeliveryRow | undefined> {
  const [row] = await tx
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.tenantId, tenantId),
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.id, id),
      ),
    );
  return row;
}

export async function insertDeliveries(
  { tx, tenantId }: TenantScope,
  rows: Array<Omit<typeof webhookDeliveries.$inferInsert, 'tenantId'>>,
): Promise<DeliveryRow[]> {
  if (rows.length === 0) return [];
  return tx
    .insert(webhookDeliveries)
    .values(rows.map((r) => ({ ...r, tenantId })))
    .returning();
}

/** The enabled endpoints subscribed to `eventType`. */
export function subscribedEndpoints({ tx, tenantId }: TenantScope, eventType: string) {
  return tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.tenantId, tenantId),
        eq(webhookEndpoints.enabled, true),
        sql`${eventType} = any(${webhookEndpoints.events})`,
      ),
    );
}
