import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { TaxListQuery } from '@tradeworks/contracts/tax';
import type { TenantScope } from '../../db/client';
import { taxGroupRates, taxGroups, taxRates } from '../../db/schema';
import { searchTextMatches, type Page } from '../../http/paging';

export type TaxRateRow = typeof taxRates.$inferSelect;
type TaxRateValues = Pick<typeof taxRates.$inferInsert, 'name' | 'rate' | 'jurisdiction'>;

/** One page of the tenant's tax rates by name; search covers name and jurisdiction. */
export async function listTaxRates(
  { tx, tenantId }: TenantScope,
  query: TaxListQuery,
): Promise<Page<TaxRateRow>> {
  const where = and(eq(taxRates.tenantId, tenantId), searchTextMatches(taxRates.searchText, query.search));
  const [items, [{ total }]] = await Promise.all([
    tx
      .select()
      .from(taxRates)
      .where(where)
      .orderBy(asc(taxRates.name), asc(taxRates.id))
      .limit(query.limit)
      .offset(query.offset),
    tx.select({ total: count() }).from(taxRates).where(where),
  ]);
  return { items, total };
}

export async function findTaxRate(
  { tx, tenantId }: TenantScope,
  id: string,
): Promise<TaxRateRow | undefined> {
  const [row] = await tx
    .select()
    .from(taxRates)
    .where(and(eq(taxRates.tenantId, tenantId), eq(taxRates.id, id)));
  return row;
}

export function findTaxRates({ tx, tenantId }: TenantScope, ids: string[]): Promise<TaxRateRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return tx
    .select()
    .from(taxRates)
    .where(and(eq(taxRates.tenantId, tenantId), inArray(taxRates.id, ids)));
}

export async function insertTaxRate(
  { tx, tenantId }: TenantScope,
  values: TaxRateValues,
): Promise<TaxRateRow> {
  const [row] = await tx
    .insert(taxRates)
    .values({ ...values, tenantId })
    .returning();
  return row;
}

export async function updateTaxRate(
  { tx, tenantId }: TenantScope,
  id: string,
  values: Partial<TaxRateValues>,
): Promise<TaxRateRow> {
  const [row] = await tx
    .update(taxRates)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(taxRates.tenantId, tenantId), eq(taxRates.id, id)))
    .returning();
  return row;
}

export async function deleteTaxRate({ tx, tenantId }: TenantScope, id: string): Promise<void> {
  await tx.delete(taxRates).where(and(eq(taxRates.tenantId, tenantId), eq(taxRates.id, id)));
}

/** The names of the groups a rate is part of (a rate in a group cannot be deleted). */
export async function groupsWithRate({ tx, tenantId }: TenantScope, rateId: string): Promise<string[]> {
  const rows = await tx
    .select({ name: taxGroups.name })
    .from(taxGroupRates)
    .innerJoin(
      taxGroups,
      and(eq(taxGroups.tenantId, taxGroupRates.tenantId), eq(taxGroups.id, taxGroupRates.groupId)),
    )
    .where(and(eq(taxGroupRates.tenantId, tenantId), eq(taxGroupRates.rateId, rateId)))
    .orderBy(asc(taxGroups.name));
  return rows.map((r) => r.name);
}

/** The groups whose combined rate a rate change touches (their drafts are recomputed). */
export async function groupIdsWithRate({ tx, tenantId }: TenantScope, rateId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: taxGroupRates.groupId })
    .from(taxGroupRates)
    .where(and(eq(taxGroupRates.tenantId, tenantId), eq(taxGroupRates.rateId, rateId)));
  return rows.map((r) => r.id);
}
