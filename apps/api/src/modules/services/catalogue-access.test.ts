import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { createPart } from '../inventory/inventory.test-support';

/*
 * Every read of the catalogue, stock and purchasing areas: 401 signed out, 403 for a role without the
 * area (a custom "member" role granting only clients), 404 for an unknown or another tenant's id.
 */
let t: TestContext;
let acme: TestTenant;
let other: TestTenant;
let owner: TestUser;
let restricted: TestUser;
let outsider: TestUser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant();
  other = await t.tenant();
  owner = await t.user({ tenant: acme, role: 'owner' });
  restricted = await t.user({ tenant: acme, role: 'member' });
  outsider = await t.user({ tenant: other, role: 'owner' });
  await t.db.platform((tx) =>
    tx.execute(sql`insert into permission_roles (tenant_id, id, role, permissions, is_active)
      values (${acme.id}, gen_random_uuid(), 'member', array['clients'], true)`),
  );
  ids.part = (await createPart(t, owner, acme)).id;
  ids.service = (
    await t.request(owner, 'POST', '/api/services', {
      tenant: acme,
      body: { service: { name: 'Tune-Up', serviceType: 'simple', basePrice: 99 }, lineItems: [] },
    })
  ).json().id;
  ids.po = (
    await t.request(owner, 'POST', '/api/purchase-orders', {
      tenant: acme,
      body: {
        purchaseOrder: { supplier: 'Supplier', orderDate: '2026-03-02' },
        lineItems: [{ description: 'Part', quantity: 1, unitCost: 1 }],
      },
    })
  ).json().id;
});
afterAll(() => t.close());

const reads = () => [
  '/api/services',
  '/api/services/summary',
  `/api/services/${ids.service}`,
  '/api/inventory',
  '/api/inventory/summary',
  `/api/inventory/${ids.part}`,
  `/api/inventory/${ids.part}/movements`,
  '/api/purchase-orders',
  `/api/purchase-orders/${ids.po}`,
  `/api/purchase-orders/${ids.po}/line-items`,
  `/api/purchase-orders/${ids.po}/pdf`,
];

describe('catalogue, stock and purchasing reads', () => {
  it('answer the owner', async () => {
    for (const url of reads())
      expect((await t.request(owner, 'GET', url, { tenant: acme })).statusCode, url).toBe(200);
  });

  it('answer 401 signed out', async () => {
    for (const url of reads())
      expect((await t.request(null, 'GET', url, { tenant: acme })).statusCode, url).toBe(401);
  });

  it('answer 403 to a role without these areas', async () => {
    for (const url of reads())
      expect((await t.request(restricted, 'GET', url, { tenant: acme })).statusCode, url).toBe(403);
  });

  it('answer 404 for another tenant’s ids and unknown ids', async () => {
    const single = reads().filter((url) => /[0-9a-f]{8}-/.test(url));
    for (const url of single)
      expect((await t.request(outsider, 'GET', url, { tenant: other })).statusCode, url).toBe(404);
    const unknown = '0190a0a0-0000-7000-8000-000000000000';
    for (const url of ['/api/services/', '/api/inventory/', '/api/purchase-orders/']) {
      expect((await t.request(owner, 'GET', `${url}${unknown}`, { tenant: acme })).statusCode).toBe(404);
    }
  });

  it('validate list filters', async () => {
    for (const [url, query] of [
      ['/api/services', { status: 'archived' }],
      ['/api/inventory', { limit: 201 }],
      ['/api/purchase-orders', { status: 'shipped' }],
      ['/api/inventory/' + ids.part + '/movements', { offset: -1 }],
    ] as const) {
      const res = await t.request(owner, 'GET', url, { tenant: acme, query });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error).toBe('VALIDATION');
    }
  });
});
