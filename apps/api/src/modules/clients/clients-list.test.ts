import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';

let t: TestContext;
let acme: TestTenant;
let other: TestTenant;
let member: TestUser;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant();
  other = await t.tenant();
  member = await t.user({ tenant: acme, role: 'member' });
  await t.db.platform(async (tx) => {
    await tx.execute(sql`insert into clients (tenant_id, id, name, email, phone, address, status, client_type)
      select ${acme.id}, gen_random_uuid(), 'Client ' || lpad(g::text, 3, '0'), 'c' || g || '@example.com', '555-01' || g,
        g || ' Main St', case when g % 4 = 0 then 'lead' else 'active' end::client_status,
        case when g % 2 = 0 then 'commercial' else 'residential' end::client_type
      from generate_series(1, 120) g`);
    await tx.execute(sql`insert into clients (tenant_id, id, name, email) values
      (${acme.id}, gen_random_uuid(), 'Ann O''Neil', 'ann_100%@example.com'),
      (${other.id}, gen_random_uuid(), 'Secret Client 001', 'secret@example.com')`);
  });
});
afterAll(() => t.close());

describe('GET /api/clients', () => {
  it('pages by name with X-Total-Count (default 50)', async () => {
    const first = await t.request(member, 'GET', '/api/clients', { tenant: acme });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('121');
    expect(first.json()).toHaveLength(50);
    expect(first.json()[0].name).toBe("Ann O'Neil");
    const third = await t.request(member, 'GET', '/api/clients', {
      tenant: acme,
      query: { limit: 50, offset: 100 },
    });
    expect(third.json()).toHaveLength(21);
  });

  it('searches name, e-mail, phone and address case-insensitively, wildcards literal', async () => {
    const byName = await t.request(member, 'GET', '/api/clients', {
      tenant: acme,
      query: { search: 'CLIENT 01' },
    });
    expect(byName.json().map((c: { name: string }) => c.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Client 01${i}`),
    );
    const byAddress = await t.request(member, 'GET', '/api/clients', {
      tenant: acme,
      query: { search: '117 main' },
    });
    expect(byAddress.json()).toHaveLength(1);
    const literal = await t.request(member, 'GET', '/api/clients', {
      tenant: acme,
      query: { search: '100%' },
    });
    expect(literal.json().map((c: { name: string }) => c.name)).toEqual(["Ann O'Neil"]);
    expect(literal.headers['x-total-count']).toBe('1');
  });

  it('filters by status and client type', async () => {
    const res = await t.request(member, 'GET', '/api/clients', {
      tenant: acme,
      query: { status: 'lead', clientType: 'commercial', limit: 200 },
    });
    expect(res.headers['x-total-count']).toBe('30');
  });

  it('never shows another tenant’s clients', async () => {
    const res = await t.request(member, 'GET', '/api/clients', { tenant: acme, query: { search: 'secret' } });
    expect(res.json()).toEqual([]);
  });

  it('validates paging: limit above 200 is a 400', async () => {
    const res = await t.request(member, 'GET', '/api/clients', { tenant: acme, query: { limit: 500 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.limit).toBeDefined();
  });

  it('answers 401 signed out and 403 outside the user’s tenants', async () => {
    expect((await t.request(null, 'GET', '/api/clients', { tenant: acme })).statusCode).toBe(401);
    expect((await t.request(member, 'GET', '/api/clients', { tenant: other })).statusCode).toBe(403);
  });
});
