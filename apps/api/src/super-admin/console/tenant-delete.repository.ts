import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { tenants } from '../../db/schema';

/**
 * Every table with a tenant_id column, children before the tables they reference. Found in the catalogue,
 * so a table added by a later migration is included without a change here. Deleting in this order (rather
 * than relying on ON DELETE CASCADE from tenants) matters because foreign keys between tenant tables are
 * RESTRICT: a cascade that reached clients before quotes would be refused.
 */
export async function tenantTablesInDeleteOrder(tx: Tx): Promise<string[]> {
  const { rows } = await tx.execute<{ table_name: string; referenced: string[] | null }>(sql`
    select c.relname::text as table_name,
      array_agg(distinct r.relname::text) filter (where r.relname is not null and r.oid <> c.oid) as referenced
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
    join pg_attribute a on a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped
    left join pg_constraint k on k.conrelid = c.oid and k.contype = 'f'
    left join pg_class r on r.oid = k.confrelid
    where c.relkind in ('r', 'p')
    group by c.relname
    order by c.relname`);
  const tables = new Set(rows.map((r) => r.table_name));
  // referrers[x] = tables that point at x and so must go first.
  const referrers = new Map<string, Set<string>>([...tables].map((t) => [t, new Set()]));
  for (const r of rows) {
    for (const target of r.referenced ?? []) if (tables.has(target)) referrers.get(target)!.add(r.table_name);
  }
  const order: string[] = [];
  const remaining = new Set(tables);
  while (remaining.size) {
    const ready = [...remaining].filter((t) => [...referrers.get(t)!].every((x) => !remaining.has(x)));
    // A reference cycle (none today) is deleted in name order; the final check would report leftovers.
    const next = ready.length ? ready : [...remaining].slice(0, 1);
    for (const t of next) {
      order.push(t);
      remaining.delete(t);
    }
  }
  return order;
}

/** The tenant's row, locked for the deletion (none: undefined). */
export async function lockTenant(tx: Tx, tenantId: string) {
  const [tenant] = await tx.select().from(tenants).where(eq(tenants.id, tenantId)).for('update');
  return tenant;
}

/** Deletes the tenant's rows of one table (a name from tenantTablesInDeleteOrder); answers how many. */
export async function deleteTenantRowsOf(tx: Tx, table: string, tenantId: string): Promise<number> {
  const { rows } = await tx.execute<{ n: number }>(
    sql`with d as (delete from ${sql.identifier(table)} where tenant_id = ${tenantId} returning 1)
        select count(*)::int as n from d`,
  );
  return Number(rows[0].n);
}

/** The tenant's own row, once every table that points at it is empty of its records. */
export async function deleteTenantRow(tx: Tx, tenantId: string): Promise<void> {
  await tx.delete(tenants).where(eq(tenants.id, tenantId));
}
