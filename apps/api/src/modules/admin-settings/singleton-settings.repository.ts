import { eq } from 'drizzle-orm';
import type { PgTable, TableConfig } from 'drizzle-orm/pg-core';
import type { TenantScope } from '../../db/client';

/** One tenant's row of a singleton settings table (company, communications, customer portal). */
export interface SingletonTable<Row> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  table: PgTable<TableConfig> & { tenantId: any; id: any };
  entity: string;
  label: string;
  _row?: Row;
}

export async function findSingleton<Row>(
  scope: TenantScope,
  def: SingletonTable<Row>,
): Promise<Row | undefined> {
  const rows = (await scope.tx
    .select()
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each singleton table has its own row type
    .from(def.table as any)
    .where(eq(def.table.tenantId, scope.tenantId))) as Row[];
  return rows[0];
}

export async function insertSingleton<Row>(
  scope: TenantScope,
  def: SingletonTable<Row>,
  values: Record<string, unknown>,
): Promise<Row> {
  const [row] = (await scope.tx
    .insert(def.table)
    .values({ ...values, tenantId: scope.tenantId })
    .returning()) as Row[];
  return row;
}

export async function updateSingletonRow<Row>(
  scope: TenantScope,
  def: SingletonTable<Row>,
  values: Record<string, unknown>,
): Promise<Row> {
  const [row] = (await scope.tx
    .update(def.table)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(def.table.tenantId, scope.tenantId))
    .returning()) as Row[];
  return row;
}
