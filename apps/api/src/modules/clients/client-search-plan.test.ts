import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientListQuerySchema } from '@tradeworks/contracts/clients';
import { TestContext, type TestTenant } from '../../test/test-context';
import { listClients } from './clients.repository';

let t: TestContext;
let acme: TestTenant;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant();
  const other = await t.tenant();
  await t.db.platform((tx) =>
    tx.execute(sql`insert into clients (tenant_id, id, name, email, status)
      select case when g % 2 = 0 then ${acme.id}::uuid else ${other.id}::uuid end, gen_random_uuid(), 'Client ' || g, 'c' || g || '@example.com',
        (case when g % 50 = 0 then 'lead' else 'active' end)::client_status
      from generate_series(1, 8000) g`),
  );
  await t.db.owner.execute(sql`analyze clients`);
});
afterAll(() => t.close());

/** The plan of a statement as the application role in tenant `acme`, under row-level security. */
async function planOf(query: SQL, options: { seqscan?: boolean } = {}): Promise<string> {
  return t.db.tenant({ tenantId: acme.id, userId: null }, async ({ tx }) => {
    // Small tables would rather be scanned: ask whether the index *can* be used under the policy.
    if (!options.seqscan) await tx.execute(sql`set local enable_seqscan = off`);
    const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(sql`explain ${query}`);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

describe('client list plans under row-level security', () => {
  it('a search is an index condition on the tenant-aware trigram index', async () => {
    const plan = await planOf(
      sql`select id from clients where tenant_id = ${acme.id} and search_text like '%client 1234%'`,
    );
    expect(plan).toMatch(/Bitmap Index Scan on clients_search_trgm/);
    expect(plan).toMatch(/Index Cond: \(\(tenant_id = .*\) AND \(search_text ~~ '%client 1234%'::text\)\)/);
  });

  it('a status filter is an index condition (enum equality is leakproof), in name order', async () => {
    const plan = await planOf(
      sql`select id from clients where tenant_id = ${acme.id} and status = 'lead' order by name, id limit 50`,
    );
    expect(plan).toMatch(/Scan using clients_status_idx|Scan on clients_status_idx/);
    expect(plan).toMatch(/Index Cond: \(\(tenant_id = .*\) AND \(status = 'lead'::client_status\)\)/);
  });

  it('a common term past the count bound walks the name index alone, in order, no sort', async () => {
    // What listClients (walkedPage) runs once the trigram count passed COUNT_BOUND: strpos on the index's
    // search_head key, which the trigram index cannot serve, estimated at a third of the rows, so a page of 50
    // is found early in name order without visiting the table for the clients passed over.
    await t.db.owner.execute(sql`vacuum analyze clients`);
    const plan = await planOf(
      sql`select id, length(search_head) >= 300 as cut from clients where tenant_id = ${acme.id}
        and (strpos(search_head, 'client') > 0 or length(search_head) >= 300) order by name, id limit 50`,
      { seqscan: true },
    );
    expect(plan).toMatch(/Index Only Scan using clients_name_idx/);
    expect(plan).toMatch(/Filter: \(\(strpos\(search_head, 'client'::text\) > 0\) OR/);
    expect(plan).not.toMatch(/Sort|Gather|Bitmap/);
  });
});

describe('a common search of many clients', () => {
  it('finds a client whose match lies past the indexed head of its search text, in name order', async () => {
    const shop = await t.tenant();
    // 1,500 clients of one supplier's customers (past the count bound), one whose long address pushes the
    // company name past the head the name index carries, and one as long that does not match (a candidate the
    // walk drops, walking on for one more).
    await t.db.platform((tx) =>
      tx.execute(sql`insert into clients (tenant_id, id, name, email, status, company_name, address)
        select ${shop.id}::uuid, gen_random_uuid(), 'Client ' || g, 'c' || g || '@example.com', 'active'::client_status,
          'Acme Supply', '1 Main St'
        from generate_series(1, 1500) g
        union all
        select ${shop.id}::uuid, gen_random_uuid(), 'Aaron Long', 'aaron@example.com', 'active'::client_status, 'Acme Supply',
          repeat('Long Road ', 40)
        union all
        select ${shop.id}::uuid, gen_random_uuid(), 'Aardvark Cut', 'ac@example.com', 'active'::client_status,
          'Zeta Ltd', repeat('Long Road ', 40)`),
    );
    const page = await t.db.tenant({ tenantId: shop.id, userId: null }, (scope) =>
      listClients(scope, clientListQuerySchema.parse({ search: 'ACME supply', limit: '3' })),
    );
    expect(page.bounded).toBe(true);
    expect(page.items.map((c) => c.name)).toEqual(['Aaron Long', 'Client 1', 'Client 10']);
    const next = await t.db.tenant({ tenantId: shop.id, userId: null }, (scope) =>
      listClients(scope, clientListQuerySchema.parse({ search: 'acme supply', limit: '2', offset: '2' })),
    );
    expect(next.items.map((c) => c.name)).toEqual(['Client 10', 'Client 100']);
  });
});
