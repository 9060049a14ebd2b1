import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clientListQuerySchema } from '@tradeworks/contracts/clients';
import { TestContext, type TestTenant } from '../../test/test-context';
import { SEARCH_PLAN } from './client-search.repository';
import { listClients } from './clients.repository';

// A common term at a large tenant is proven "more than the bound" by walking the name index (walkFirst) instead
// of counting every trigram match. The tenants here are small, so the plan's thresholds are lowered (a sample of
// 500, a walk taken from 1.5 times the bound); each search is compared with the same search planned by the
// trigram count alone (size threshold out of reach).
let t: TestContext;
let common: TestTenant;
let misleading: TestTenant;
const dialect = new PgDialect({ casing: 'snake_case' });
const defaults = { ...SEARCH_PLAN };

beforeAll(async () => {
  t = await TestContext.create();
  common = await t.tenant();
  misleading = await t.tenant();
  await t.db.platform(async (tx) => {
    // 2,400 clients, five in six of a supplier's customers (2,000 matches, past 1.5 times the bound), created a
    // minute apart; two whose long address cuts their head: one matches past it, one does not.
    await tx.execute(sql`insert into clients (tenant_id, id, name, email, status, company_name, address, created_at)
      select ${common.id}::uuid, gen_random_uuid(), 'Client ' || g, 'c' || g || '@example.com', 'active'::client_status,
        case when g % 6 = 0 then 'Other Co' else 'Acme Supply' end, '1 Main St', now() - g * interval '1 minute'
      from generate_series(1, 2400) g
      union all
      select ${common.id}::uuid, gen_random_uuid(), 'Aaron Long', 'aaron@example.com', 'active'::client_status,
        'Acme Supply', repeat('Long Road ', 40), now() - interval '1 year'
      union all
      select ${common.id}::uuid, gen_random_uuid(), 'Aardvark Cut', 'ac@example.com', 'active'::client_status,
        'Zeta Ltd', repeat('Long Road ', 40), now() - interval '1 year'`);
    // The newest 1,200 clients all match and sort last by name; the 1,500 older ones never do: the sample
    // promises a walk that ends short of the bound, and the trigram count decides.
    await tx.execute(sql`insert into clients (tenant_id, id, name, email, status, company_name, created_at)
      select ${misleading.id}::uuid, gen_random_uuid(),
        case when g <= 1200 then 'Zed ' || g else 'Client ' || g end, 'm' || g || '@example.com',
        'active'::client_status, case when g <= 1200 then 'Acme Supply' else 'Other Co' end,
        now() - g * interval '1 minute'
      from generate_series(1, 2700) g`);
  });
  await t.db.owner.execute(sql`analyze clients`);
}, 180_000);
afterEach(() => {
  Object.assign(SEARCH_PLAN, defaults);
});
afterAll(() => t.close());

async function search(tenant: TestTenant, params: Record<string, string | undefined>, walkFirst: boolean) {
  Object.assign(SEARCH_PLAN, {
    PROBE_MIN_CLIENTS: walkFirst ? 1_000 : Number.MAX_SAFE_INTEGER,
    PROBE_SIZE: 500,
    WALK_FIRST_FACTOR: 1.5,
  });
  // Whether the trigram count (boundedCount's statement) ran.
  let counted = false;
  const page = await t.db.tenant({ tenantId: tenant.id, userId: null }, (scope) => {
    const execute = scope.tx.execute.bind(scope.tx);
    const tx = Object.assign(Object.create(scope.tx), {
      execute: (query: SQL) => {
        if (/count\(\*\)::int as n from/.test(dialect.sqlToQuery(query).sql)) counted = true;
        return execute(query);
      },
    });
    return listClients({ ...scope, tx }, clientListQuerySchema.parse(params));
  });
  return {
    names: page.items.map((c) => c.name),
    total: page.total,
    bounded: page.bounded ?? false,
    counted,
  };
}

describe('a common term at a large tenant', () => {
  it('walks the name index to the bound: the same pages and bounded total as the trigram count', async () => {
    for (const params of [
      { search: 'ACME supply', limit: '3' },
      { search: 'acme supply', limit: '50', offset: '950' },
      { search: 'acme', limit: '200', offset: '1000' },
      { search: 'acme', status: 'active', limit: '5' },
    ]) {
      const walked = await search(common, params, true);
      expect(walked).toEqual({ ...(await search(common, params, false)), counted: false });
      expect(walked.bounded).toBe(true);
    }
    const first = await search(common, { search: 'acme supply', limit: '3' }, true);
    // Aaron Long matches past his cut head; Aardvark Cut is cut and does not match.
    expect(first).toEqual({
      names: ['Aaron Long', 'Client 1', 'Client 10'],
      total: 1000,
      bounded: true,
      counted: false,
    });
    // The page past the bound moves the bound to its end: still "more than".
    const far = await search(common, { search: 'acme', limit: '200', offset: '1000' }, true);
    expect(far).toMatchObject({ total: 1200, bounded: true });
    expect(far.names).toHaveLength(200);
  });

  it('a rare term or a filter the sample does not promise past the bound is counted exactly', async () => {
    for (const params of [
      { search: 'c2321@example', limit: '50' },
      { search: 'other co', limit: '50', offset: '350' },
      { search: 'acme', status: 'lead', limit: '50' },
    ]) {
      const walked = await search(common, params, true);
      expect(walked).toEqual(await search(common, params, false));
      expect(walked).toMatchObject({ bounded: false, counted: true });
    }
    expect((await search(common, { search: 'other co', limit: '1' }, true)).total).toBe(400);
    expect((await search(common, { search: 'c2321@example', limit: '1' }, true)).names).toEqual([
      'Client 2321',
    ]);
  });

  it('when the walk ends short of the bound (the newest clients misled the sample), the count decides', async () => {
    const params = { search: 'acme supply', limit: '50', offset: '100' };
    const walked = await search(misleading, params, true);
    expect(walked).toEqual(await search(misleading, params, false));
    expect(walked).toMatchObject({ total: 1000, bounded: true, counted: true });
    expect(walked.names[0]).toBe('Zed 1089');
  });
});
