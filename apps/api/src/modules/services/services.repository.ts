import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ServiceListQuery } from '@tradeworks/contracts/services';
import type { TenantScope } from '../../db/client';
import { serviceLineItems, services } from '../../db/schema';
import { searchTextMatches, type Page } from '../../http/paging';

export type ServiceRow = typeof services.$inferSelect;
export type ServiceInsert = typeof services.$inferInsert;
export type ServiceLineRow = typeof serviceLineItems.$inferSelect;
export type ServiceLineInsert = Omit<typeof serviceLineItems.$inferInsert, 'tenantId' | 'serviceId'>;

/** One page of the tenant's services by name; search covers name, description and category. */
export async function listServices(
  { tx, tenantId }: TenantScope,
  query: ServiceListQuery,
): Promise<Page<ServiceRow>> {
  const filters: Array<SQL | undefined> = [
    eq(services.tenantId, tenantId),
    searchTextMatches(services.searchText, query.search),
    query.type ? eq(services.serviceType, query.type) : undefined,
    query.status ? eq(services.status, query.status) : undefined,
    query.category ? eq(services.category, query.category) : undefined,
  ];
  const where = and(...filters);
  const [items, [{ total }]] = await Promise.all([
    tx
      .select()
      .from(services)
      .where(where)
      .orderBy(asc(services.name), asc(services.id))
      .limit(query.limit)
      .offset(query.offset),
    tx.select({ total: count() }).from(services).where(where),
  ]);
  return { items, total };
}

export async function findService(
  { tx, tenantId }: TenantScope,
  id: string,
): Promise<ServiceRow | undefined> {
  const [row] = await tx
    .select()
    .from(services)
    .where(and(eq(services.tenantId, tenantId), eq(services.id, id)));
  return row;
}

export function findServiceLines(
  { tx, tenantId }: TenantScope,
  serviceId: string,
): Promise<ServiceLineRow[]> {
  return tx
    .select()
    .from(serviceLineItems)
    .where(and(eq(serviceLineItems.tenantId, tenantId), eq(serviceLineItems.serviceId, serviceId)))
    .orderBy(asc(serviceLineItems.sortOrder), asc(serviceLineItems.id));
}

export async function insertService(
  { tx, tenantId }: TenantScope,
  values: Omit<ServiceInsert, 'tenantId'>,
): Promise<ServiceRow> {
  const [row] = await tx
    .insert(services)
    .values({ ...values, tenantId })
    .returning();
  return row;
}

export async function updateService(
  { tx, tenantId }: TenantScope,
  id: string,
  values: Partial<Omit<ServiceInsert, 'tenantId' | 'id'>>,
): Promise<ServiceRow | undefined> {
  const [row] = await tx
    .update(services)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(services.tenantId, tenantId), eq(services.id, id)))
    .returning();
  return row;
}

/** Replaces a service's components (a PUT sends the whole list). */
export async function replaceServiceLines(
  scope: TenantScope,
  serviceId: string,
  lines: ServiceLineInsert[],
): Promise<ServiceLineRow[]> {
  const { tx, tenantId } = scope;
  await tx
    .delete(serviceLineItems)
    .where(and(eq(serviceLineItems.tenantId, tenantId), eq(serviceLineItems.serviceId, serviceId)));
  if (!lines.length) return [];
  return tx
    .insert(serviceLineItems)
    .values(lines.map((line) => ({ ...line, tenantId, serviceId })))
    .returning();
}

export async function deleteService({ tx, tenantId }: TenantScope, id: string): Promise<void> {
  await tx.delete(services).where(and(eq(services.tenantId, tenantId), eq(services.id, id)));
}

/** Whether quote or invoice lines refer to the service (issue 6's line-item pickers link them). */
export async function findServiceUsage({ tx, tenantId }: TenantScope, id: string): Promise<string[]> {
  const result = await tx.execute<{ quotes: boolean; invoices: boolean }>(sql`
    select
      exists (select 1 from quote_line_items where tenant_id = ${tenantId} and service_id = ${id}) as quotes,
      exists (select 1 from invoice_line_items where tenant_id = ${tenantId} and service_id = ${id}) as invoices`);
  const row = result.rows[0];
  return (['quotes', 'invoices'] as const).filter((k) => row[k]);
}

export interface ServiceSummaryRow {
  active_services: number;
  total_services: number;
  simple_services: number;
  composite_services: number;
  total_value: string;
  [key: string]: unknown;
}

/** The four stat cards in one aggregate. */
export async function summarizeServices({ tx, tenantId }: TenantScope): Promise<ServiceSummaryRow> {
  const result = await tx.execute<ServiceSummaryRow>(sql`
    select
      (count(*) filter (where status = 'active'))::int as active_services,
      count(*)::int as total_services,
      (count(*) filter (where service_type = 'simple'))::int as simple_services,
      (count(*) filter (where service_type = 'composite'))::int as composite_services,
      round(coalesce(sum(base_price), 0), 2)::text as total_value
    from services where tenant_id = ${tenantId}`);
  return result.rows[0];
}

/** The first active catalogue service with exactly this name (a job billed by its service type). */
export async function findActiveServiceByName({ tx, tenantId }: TenantScope, name: string) {
  const [row] = await tx
    .select({ id: services.id, name: services.name, basePrice: services.basePrice })
    .from(services)
    .where(and(eq(services.tenantId, tenantId), eq(services.name, name), eq(services.status, 'active')))
    .limit(1);
  return row;
}

/** The tenant's services among `ids`, by id (a line's service must be the tenant's, and active). */
export async function findServicesByIds({ tx, tenantId }: TenantScope, ids: string[]) {
  if (!ids.length) return new Map<string, { id: string; name: string; status: string }>();
  const rows = await tx
    .select({ id: services.id, name: services.name, status: services.status })
    .from(services)
    .where(and(eq(services.tenantId, tenantId), inArray(services.id, ids)));
  return new Map(rows.map((r) => [r.id, r]));
}
