import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { TaxListQuery } from '@tradeworks/contracts/tax';
import type { TenantScope } from '../../db/client';
import { taxGroupRates, taxGroups, taxRates } from '../../db/schema';
import { searchTextMatches, type Page } from '../../http/paging';
import type { TaxRateRow } from './tax-rates.repository';

export type TaxGroupRow = typeof taxGroups.$inferSelect;
export type TaxGroupWithRates = TaxGroupRow & { rates: TaxRateRow[] };

/** One page of the tenant's tax groups by name, each with its rates in order. */
export async function listTaxGroups(
  scope: TenantScope,
  query: TaxListQuery,
): Promise<Page<TaxGroupWithRates>> {
  const { tx, tenantId } = scope;
  const where = and(eq(taxGroups.tenantId, tenantId), searchTextMatches(taxGroups.searchText, query.search));
  const [rows, [{ total }]] = await Promise.all([
    tx
      .select()
      .from(taxGroups)
      .where(where)
      .orderBy(asc(taxGroups.name), asc(taxGroups.id))
      .limit(query.limit)
      .offset(query.offset),
    tx.select({ total: count() }).from(taxGroups).where(where),
  ]);
  return { items: await withRates(scope, rows), total };
}

export async function findTaxGroup(scope: TenantScope, id: string): Promise<TaxGroupWithRates | undefined> {
  const { tx, tenantId } = scope;
  const rows = await tx
    .select()
    .from(taxGroups)
    .where(and(eq(taxGroups.tenantId, tenantId), eq(taxGroups.id, id)));
  return (await withRates(scope, rows))[0];
}

/** The organization's default group, if it has chosen one. */
export async function findDefaultTaxGroup(scope: TenantScope): Promise<TaxGroupWithRates | undefined> {
  const { tx, tenantId } = scope;
  const rows = await tx
    .select()
    .from(taxGroups)
    .where(and(eq(taxGroups.tenantId, tenantId), eq(taxGroups.isDefault, true)));
  return (await withRates(scope, rows))[0];
}

/** The groups' rates in one query, in each group's order. */
async function withRates({ tx, tenantId }: TenantScope, groups: TaxGroupRow[]): Promise<TaxGroupWithRates[]> {
  if (!groups.length) return [];
  const links = await tx
    .select({ groupId: taxGroupRates.groupId, rate: taxRates })
    .from(taxGroupRates)
    .innerJoin(
      taxRates,
      and(eq(taxRates.tenantId, taxGroupRates.tenantId), eq(taxRates.id, taxGroupRates.rateId)),
    )
    .where(
      and(
        eq(taxGroupRates.tenantId, tenantId),
        inArray(
          taxGroupRates.groupId,
          groups.map((g) => g.id),
        ),
      ),
    )
    .orderBy(asc(taxGroupRates.sortOrder));
  return groups.map((group) => ({
    ...group,
    rates: links.filter((link) => link.groupId === group.id).map((link) => link.rate),
  }));
}

type GroupValues = Pick<typeof taxGroups.$inferInsert, 'name' | 'isDefault'>;

export async function insertTaxGroup(
  { tx, tenantId }: TenantScope,
  values: GroupValues,
): Promise<TaxGroupRow> {
  const [row] = await tx
    .insert(taxGroups)
    .values({ ...values, tenantId })
    .returning();
  return row;
}

export async function updateTaxGroup(
  { tx, tenantId }: TenantScope,
  id: string,
  values: Partial<GroupValues>,
): Promise<void> {
  await tx
    .update(taxGroups)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(taxGroups.tenantId, tenantId), eq(taxGroups.id, id)));
}

/** Only one default per organization: the others lose the flag before this one takes it. */
export async function clearOtherDefaults({ tx, tenantId }: TenantScope, keepId: string): Promise<string[]> {
  const rows = await tx
    .update(taxGroups)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(and(eq(taxGroups.tenantId, tenantId), eq(taxGroups.isDefault, true), ne(taxGroups.id, keepId)))
    .returning({ id: taxGroups.id });
  return rows.map((r) => r.id);
}

export async function replaceGroupRates({ tx, tenantId }: TenantScope, groupId: string, rateIds: string[]) {
  await tx
    .delete(taxGroupRates)
    .where(and(eq(taxGroupRates.tenantId, tenantId), eq(taxGroupRates.groupId, groupId)));
  await tx
    .insert(taxGroupRates)
    .values(rateIds.map((rateId, sortOrder) => ({ tenantId, groupId, rateId, sortOrder })));
}

export async function deleteTaxGroup({ tx, tenantId }: TenantScope, id: string): Promise<void> {
  await tx.delete(taxGroups).where(and(eq(taxGroups.tenantId, tenantId), eq(taxGroups.id, id)));
}

/** What still points at a group: clients and service locations (documents keep their own rates). */
export async function findTaxGroupUsage({ tx, tenantId }: TenantScope, id: string): Promise<string[]> {
  const result = await tx.execute<{ clients: number; locations: number }>(sql`
    select
      (select count(*) from clients where tenant_id = ${tenantId} and tax_group_id = ${id})::int as clients,
      (select count(*) from service_locations where tenant_id = ${tenantId} and tax_group_id = ${id})::int
        as locations`);
  const { clients, locations } = result.rows[0];
  const uses: string[] = [];
  if (clients) uses.push(`${clients} client${clients === 1 ? '' : 's'}`);
  if (locations) uses.push(`${locations} service location${locations === 1 ? '' : 's'}`);
  return uses;
}

/** Whether a tax group id is one of the tenant's (clients, locations and documents name one). */
export async function taxGroupExists({ tx, tenantId }: TenantScope, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: taxGroups.id })
    .from(taxGroups)
    .where(and(eq(taxGroups.tenantId, tenantId), eq(taxGroups.id, id)));
  return Boolean(row);
}
