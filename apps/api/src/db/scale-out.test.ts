import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { openTestDatabase } from '../test/test-database';

// Scale-out readiness (docs/development/scale-out.md): on Citus, tenant tables are distributed by tenant_id and the
// platform tables become reference tables. That works without schema changes only if every primary key
// and unique index of a tenant table contains tenant_id, every foreign key between tenant tables joins on
// tenant_id, and no platform table points into a tenant table. This reads the catalogue of the migrated
// database, so tables added by later migrations are checked without touching this file.

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

const TENANT_TABLES = sql`
  select c.oid, c.relname from pg_class c
  join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
  where c.relkind in ('r', 'p') and exists (
    select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped
  )`;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.owner.execute<T & Record<string, unknown>>(query)).rows;
}

describe('the schema can be distributed by tenant_id', () => {
  it('finds the tenant tables', async () => {
    const tables = await rows<{ relname: string }>(TENANT_TABLES);
    expect(tables.length).toBeGreaterThanOrEqual(25);
  });

  it('every primary key and unique index of a tenant table includes tenant_id', async () => {
    const defects = await rows<{ defect: string }>(sql`
      with tenant_tables as (${TENANT_TABLES})
      select format('%s: %s %s', t.relname, case when i.indisprimary then 'primary key' else 'unique index' end,
                    ic.relname) as defect
      from tenant_tables t
      join pg_index i on i.indrelid = t.oid and (i.indisunique or i.indisprimary)
      join pg_class ic on ic.oid = i.indexrelid
      where not exists (
        select 1 from pg_attribute a
        where a.attrelid = t.oid and a.attname = 'tenant_id' and a.attnum = any(i.indkey)
      )
      order by 1`);
    expect(defects.map((d) => d.defect)).toEqual([]);
  });

  it('every foreign key between tenant tables joins tenant_id to tenant_id; platform tables never point into tenant tables', async () => {
    const keys = await rows<{
      name: string;
      source: string;
      target: string;
      source_is_tenant: boolean;
      target_is_tenant: boolean;
      joins_tenant: boolean;
    }>(sql`
      with tenant_tables as (${TENANT_TABLES})
      select con.conname as name, src.relname as source, dst.relname as target,
        src.oid in (select oid from tenant_tables) as source_is_tenant,
        dst.oid in (select oid from tenant_tables) as target_is_tenant,
        exists (
          select 1 from unnest(con.conkey, con.confkey) as k(s, d)
          join pg_attribute sa on sa.attrelid = con.conrelid and sa.attnum = k.s
          join pg_attribute da on da.attrelid = con.confrelid and da.attnum = k.d
          where sa.attname = 'tenant_id' and da.attname = 'tenant_id'
        ) as joins_tenant
      from pg_constraint con
      join pg_class src on src.oid = con.conrelid
      join pg_class dst on dst.oid = con.confrelid
      join pg_namespace n on n.oid = src.relnamespace and n.nspname = 'public'
      where con.contype = 'f'
      order by 1`);
    const betweenTenantTables = keys.filter((k) => k.source_is_tenant && k.target_is_tenant);
    expect(betweenTenantTables.length).toBeGreaterThan(20);
    expect(
      betweenTenantTables.filter((k) => !k.joins_tenant).map((k) => `${k.source} → ${k.target}: ${k.name}`),
    ).toEqual([]);
    // Reference tables (replicated to every node) cannot point at distributed tables.
    expect(
      keys.filter((k) => !k.source_is_tenant && k.target_is_tenant).map((k) => `${k.source} → ${k.target}`),
    ).toEqual([]);
  });
});
