import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestContext, type TestTenant } from '../test/test-context';
import { APP_ROLE } from './client';

let t: TestContext;
let a: TestTenant;
let b: TestTenant;

beforeAll(async () => {
  t = await TestContext.create();
  a = await t.tenant();
  b = await t.tenant();
  await t.db.platform((tx) =>
    tx.execute(sql`insert into clients (tenant_id, id, name) values
      (${a.id}, gen_random_uuid(), 'Alice of A'), (${b.id}, gen_random_uuid(), 'Bob of B')`),
  );
});
afterAll(() => t.close());

const violatesRls = (err: unknown) =>
  /row-level security/.test(String((err as { cause?: unknown }).cause ?? err));
const names = (rows: Array<Record<string, unknown>>) => rows.map((r) => r.name);

describe('row-level security', () => {
  it('with the application role and tenant A set, raw SQL sees only A and cannot write into B', async () => {
    const seen = await t.db.tenant({ tenantId: a.id, userId: null }, async ({ tx }) => {
      const role = await tx.execute<{ current_user: string }>(sql`select current_user`);
      expect(role.rows[0].current_user).toBe(APP_ROLE);
      return (await tx.execute<{ name: string }>(sql`select name from clients`)).rows;
    });
    expect(names(seen)).toEqual(['Alice of A']);

    const explicitB = await t.db.tenant({ tenantId: a.id, userId: null }, ({ tx }) =>
      tx.execute(sql`select name from clients where tenant_id = ${b.id}`),
    );
    expect(explicitB.rows).toEqual([]);

    await expect(
      t.db.tenant({ tenantId: a.id, userId: null }, ({ tx }) =>
        tx.execute(
          sql`insert into clients (tenant_id, id, name) values (${b.id}, gen_random_uuid(), 'Smuggled')`,
        ),
      ),
    ).rejects.toSatisfy(violatesRls);

    const updated = await t.db.tenant({ tenantId: a.id, userId: null }, ({ tx }) =>
      tx.execute(sql`update clients set name = 'Hijacked' where tenant_id = ${b.id} returning id`),
    );
    expect(updated.rows).toEqual([]);
    const bRows = await t.db.platform((tx) =>
      tx.execute<{ name: string }>(sql`select name from clients where tenant_id = ${b.id}`),
    );
    expect(names(bRows.rows)).toEqual(['Bob of B']);
  });

  it('relational queries (tx.query) see only the tenant, in the transaction and in a nested one', async () => {
    const [outer, inner, built] = await t.db.tenant({ tenantId: a.id, userId: null }, async ({ tx }) => {
      const found = await tx.query.clients.findMany({ columns: { name: true } });
      const nested = await tx.transaction((savepoint) =>
        savepoint.query.clients.findFirst({ where: (c, { eq }) => eq(c.name, 'Bob of B') }),
      );
      return [found, nested, Object.keys(tx.query)];
    });
    expect(outer).toEqual([{ name: 'Alice of A' }]);
    expect(inner).toBeUndefined();
    // PostgreSQL's pooled transaction builds a table's query builder on first use, not one per table up front.
    if (t.db.engine === 'postgres') expect(built).toEqual(['clients']);
  });

  it('a tenant transaction without a tenant id sees nothing', async () => {
    const rows = await t.db.owner.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', ${APP_ROLE}, true)`);
      return (await tx.execute(sql`select * from clients`)).rows;
    });
    expect(rows).toEqual([]);
  });

  it('a foreign key cannot point into another tenant', async () => {
    await expect(
      t.db.platform(async (tx) => {
        const [client] = (
          await tx.execute<{ id: string }>(sql`select id from clients where tenant_id = ${b.id}`)
        ).rows;
        await tx.execute(sql`insert into quotes (tenant_id, id, quote_number, client_id, client_name)
          values (${a.id}, gen_random_uuid(), 'Q-X', ${client.id}, 'x')`);
      }),
    ).rejects.toThrow();
  });

  it('every table with tenant_id has forced RLS, both policies and tenant_id in its primary key', async () => {
    const result = await t.db.owner.execute<{
      table: string;
      rls: boolean;
      forced: boolean;
      pk_has_tenant: boolean;
      policies: string[];
    }>(sql`
      select c.relname as table, c.relrowsecurity as rls, c.relforcerowsecurity as forced,
        exists (
          select 1 from pg_index i join pg_attribute pa on pa.attrelid = i.indrelid and pa.attnum = any(i.indkey)
          where i.indrelid = c.oid and i.indisprimary and pa.attname = 'tenant_id'
        ) as pk_has_tenant,
        coalesce((select array_agg(p.polname::text order by p.polname) from pg_policy p where p.polrelid = c.oid), '{}') as policies
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      join pg_attribute a on a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped
      where c.relkind in ('r', 'p')
      order by c.relname`);
    const tables = result.rows;
    expect(tables.length).toBeGreaterThanOrEqual(25);
    const defects = tables
      .filter(
        (r) =>
          !r.rls ||
          !r.forced ||
          !r.pk_has_tenant ||
          String(r.policies) !== String(['platform_access', 'tenant_isolation']),
      )
      .map((r) => r.table);
    expect(defects).toEqual([]);
  });

  it('a query that forgot to switch role sees no tenant rows (non-superuser owner)', async () => {
    const who = await t.db.owner.execute<{ superuser: boolean }>(
      sql`select rolsuper as superuser from pg_roles where rolname = current_user`,
    );
    if (who.rows[0].superuser) {
      // PGlite's only user is a superuser, which bypasses RLS; prove the same with a non-superuser role
      // that has table privileges but is neither the tenant nor the platform role.
      const rows = await t.db.owner.transaction(async (tx) => {
        await tx.execute(
          sql`do $$ begin create role tw_forgetful nologin; exception when duplicate_object then null; end $$`,
        );
        await tx.execute(sql`grant select, insert on clients to tw_forgetful`);
        await tx.execute(sql`set local role tw_forgetful`);
        return (await tx.execute(sql`select * from clients`)).rows;
      });
      expect(rows).toEqual([]);
      return;
    }
    const rows = await t.db.owner.execute(sql`select * from clients`);
    expect(rows.rows).toEqual([]);
    await expect(
      t.db.owner.execute(
        sql`insert into clients (tenant_id, id, name) values (${a.id}, gen_random_uuid(), 'No role')`,
      ),
    ).rejects.toSatisfy(violatesRls);
  });
});
