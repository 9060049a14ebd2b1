import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestContext, type TestTenant } from '../../test/test-context';

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

  it('a common term past the count bound walks the name index with the substring test as a filter', async () => {
    // What listClients runs once the trigram count passed COUNT_BOUND: strpos, which the trigram index
    // cannot serve, estimated at a third of the rows, so a page of 50 is found early in name order.
    const plan = await planOf(
      sql`select id from clients where tenant_id = ${acme.id} and strpos(search_text, 'client') > 0
        order by name, id limit 50`,
      { seqscan: true },
    );
    expect(plan).toMatch(/Index Scan using clients_name_idx/);
    expect(plan).toMatch(/Filter: \(strpos\(search_text, 'client'::text\) > 0\)/);
    expect(plan).not.toMatch(/Sort/);
  });
});
