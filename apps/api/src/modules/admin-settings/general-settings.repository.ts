import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { GeneralSettingData, GeneralSettingPatch } from '@tradeworks/contracts/admin-settings';
import type { PageQuery } from '@tradeworks/contracts/paging';
import type { TenantScope } from '../../db/client';
import { generalSettings } from '../../db/schema';
import { containsPattern } from '../../http/paging';

export type GeneralSettingRow = typeof generalSettings.$inferSelect;

export async function findSettingByKey(
  scope: TenantScope,
  key: string,
): Promise<GeneralSettingRow | undefined> {
  const [row] = await scope.tx
    .select()
    .from(generalSettings)
    .where(and(eq(generalSettings.tenantId, scope.tenantId), eq(generalSettings.settingKey, key)));
  return row;
}

/** One page by category, then key, searched on key and category; `publicOnly` for members who cannot edit. */
export async function listSettings(scope: TenantScope, query: PageQuery, publicOnly: boolean) {
  const pattern = query.search ? containsPattern(query.search) : null;
  const where = and(
    eq(generalSettings.tenantId, scope.tenantId),
    publicOnly ? eq(generalSettings.isPublic, true) : undefined,
    pattern
      ? sql`(${generalSettings.settingKey} ilike ${pattern} or ${generalSettings.category} ilike ${pattern})`
      : undefined,
  );
  const rows = await scope.tx
    .select()
    .from(generalSettings)
    .where(where)
    .orderBy(asc(sql`coalesce(${generalSettings.category}, '')`), asc(generalSettings.settingKey))
    .limit(query.limit)
    .offset(query.offset);
  const [{ total }] = await scope.tx.select({ total: count() }).from(generalSettings).where(where);
  return { rows, total };
}

export async function insertSetting(
  scope: TenantScope,
  data: GeneralSettingData,
): Promise<GeneralSettingRow> {
  const [row] = await scope.tx
    .insert(generalSettings)
    .values({ tenantId: scope.tenantId, ...data })
    .returning();
  return row;
}

export async function updateSetting(
  scope: TenantScope,
  id: string,
  data: GeneralSettingPatch,
): Promise<GeneralSettingRow> {
  const [row] = await scope.tx
    .update(generalSettings)
    .set({ ...data, updatedAt: new Date() })
    .where(and(eq(generalSettings.tenantId, scope.tenantId), eq(generalSettings.id, id)))
    .returning();
  return row;
}

export async function deleteSetting(scope: TenantScope, id: string): Promise<void> {
  await scope.tx
    .delete(generalSettings)
    .where(and(eq(generalSettings.tenantId, scope.tenantId), eq(generalSettings.id, id)));
}

/** The zone kept on the organization itself (set at set-up), read where no `timezone` setting exists. */
export async function findTenantRecordZone(scope: TenantScope): Promise<string | null> {
  const result = await scope.tx.execute<{ zone: string | null }>(
    sql`select settings->>'timezone' as zone from tenants where id = ${scope.tenantId}`,
  );
  return result.rows[0]?.zone ?? null;
}
