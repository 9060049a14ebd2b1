import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InventoryItem } from '@tradeworks/contracts/inventory';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { createPart, referenceFromQuoteAndInvoice } from '../inventory/inventory.test-support';

let t: TestContext;
let acme: TestTenant;
let other: TestTenant;
let manager: TestUser;
let member: TestUser;
let outsider: TestUser;
let capacitor: InventoryItem;
let retired: InventoryItem;
let foreignPart: InventoryItem;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant();
  other = await t.tenant();
  manager = await t.user({ tenant: acme, role: 'manager' });
  member = await t.user({ tenant: acme, role: 'member' });
  outsider = await t.user({ tenant: other, role: 'owner' });
  capacitor = await createPart(t, manager, acme, { name: 'Dual Run Capacitor', unitPrice: '24.00' });
  retired = await createPart(t, manager, acme, { name: 'Retired Motor', status: 'inactive' });
  foreignPart = await createPart(t, outsider, other, { name: 'Their part' });
});
afterAll(() => t.close());

const simple = (over: Record<string, unknown> = {}) => ({
  service: {
    name: 'A/C Tune-Up',
    serviceType: 'simple',
    basePrice: '129.00',
    category: 'Maintenance',
    tags: 'cooling, seasonal,, ',
    ...over,
  },
  lineItems: [],
});

const composite = (lineItems: unknown[], over: Record<string, unknown> = {}) => ({
  service: {
    name: 'Capacitor Replacement',
    serviceType: 'composite',
    basePrice: '1.00',
    category: 'Repair',
    ...over,
  },
  lineItems,
});

describe('POST /api/services', () => {
  it('creates a simple service with tags split, trimmed and empties dropped', async () => {
    const res = await t.request(manager, 'POST', '/api/services', { tenant: acme, body: simple() });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'A/C Tune-Up',
      serviceType: 'simple',
      basePrice: '129.00',
      status: 'active',
      isInventoried: false,
      tags: ['cooling', 'seasonal'],
      lineItems: [],
    });
    const list = await t.request(manager, 'POST', '/api/services', {
      tenant: acme,
      body: simple({ name: 'Listed', tags: [' a, b ', '', 'c'] }),
    });
    expect(list.json().tags).toEqual(['a', 'b', 'c']);
  });

  it('prices a composite service from its lines on the server, ignoring the client’s figures', async () => {
    const res = await t.request(manager, 'POST', '/api/services', {
      tenant: acme,
      body: composite([
        {
          itemType: 'part',
          inventoryId: capacitor.id,
          itemName: 'Dual Run Capacitor',
          quantity: 2,
          rate: '24.00',
          total: '1.00',
        },
        {
          itemType: 'labor',
          itemName: 'Technician labor (hours)',
          quantity: '0.75',
          rate: '115.00',
          inventoryId: capacitor.id,
        },
        { itemType: 'service', itemName: 'Diagnostic Service Call', rate: 89 },
      ]),
    });
    expect(res.statusCode).toBe(201);
    const service = res.json();
    // 2 × 24.00 + 0.75 × 115.00 (86.25) + 1 × 89.00
    expect(service.basePrice).toBe('223.25');
    expect(
      service.lineItems.map((l: Record<string, unknown>) => [
        l.itemType,
        l.quantity,
        l.total,
        l.inventoryId,
        l.sortOrder,
      ]),
    ).toEqual([
      ['part', '2.00', '48.00', capacitor.id, 0],
      ['labor', '0.75', '86.25', null, 1],
      ['service', '1.00', '89.00', null, 2],
    ]);
    const read = await t.request(member, 'GET', `/api/services/${service.id}`, { tenant: acme });
    expect(read.json()).toEqual(service);
  });

  it('answers the spec’s validation messages', async () => {
    const res = await t.request(manager, 'POST', '/api/services', {
      tenant: acme,
      body: { service: { name: '', serviceType: 'bundle', basePrice: -5 }, lineItems: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      'service.name': 'Service name is required',
      'service.serviceType': "Service type must be either 'simple' or 'composite'",
      'service.basePrice': 'Base price must be non-negative',
    });
    const noPrice = await t.request(manager, 'POST', '/api/services', {
      tenant: acme,
      body: simple({ basePrice: undefined }),
    });
    expect(noPrice.json()).toMatchObject({
      message: 'Price is required for simple services',
      fieldErrors: { 'service.basePrice': 'Price is required for simple services' },
    });
    const lines = await t.request(manager, 'POST', '/api/services', {
      tenant: acme,
      body: composite([
        { itemType: 'part', itemName: 'Loose part', quantity: 1, rate: 5 },
        { itemType: 'labor', itemName: ' ', quantity: 0, rate: -1 },
      ]),
    });
    expect(lines.json().fieldErrors).toEqual({
      'lineItems.0.inventoryId': 'Parts must be linked to inventory items',
      'lineItems.1.itemName': 'Item name is required',
      'lineItems.1.quantity': 'Quantity must be positive',
      'lineItems.1.rate': 'Rate must be non-negative',
    });
  });

  it('links part lines only to active inventory items of the tenant', async () => {
    for (const inventoryId of [foreignPart.id, retired.id, '0190a0a0-0000-7000-8000-000000000000']) {
      const res = await t.request(manager, 'POST', '/api/services', {
        tenant: acme,
        body: composite([{ itemType: 'part', inventoryId, itemName: 'Part', quantity: 1, rate: 5 }], {
          name: `Bad ${inventoryId}`,
        }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Parts must be linked to inventory items');
    }
    const count = await t.request(member, 'GET', '/api/services', {
      tenant: acme,
      query: { search: 'bad ' },
    });
    expect(count.json()).toEqual([]);
  });

  it('answers 401 signed out and 403 for a member', async () => {
    expect(
      (await t.request(null, 'POST', '/api/services', { tenant: acme, body: simple() })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.request(member, 'POST', '/api/services', {
          tenant: acme,
          body: simple({ name: 'By member' }),
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('GET /api/services and /api/services/summary', () => {
  let tenant: TestTenant;
  let owner: TestUser;
  beforeAll(async () => {
    tenant = await t.tenant();
    owner = await t.user({ tenant, role: 'owner' });
    const part = await createPart(t, owner, tenant, { name: 'Filter', unitPrice: '10.00' });
    const bodies = [
      simple({
        name: 'Furnace Safety Inspection',
        basePrice: '119.00',
        category: 'Inspection',
        description: 'Heat exchanger and CO test',
      }),
      simple({
        name: 'Window Unit Service',
        basePrice: '79.00',
        category: 'Maintenance',
        status: 'inactive',
      }),
      simple({ name: 'Emergency After-Hours Call', basePrice: '195.50', category: 'Emergency' }),
      composite(
        [{ itemType: 'part', inventoryId: part.id, itemName: 'Filter', quantity: 2, rate: '10.00' }],
        { name: 'Filter Package', category: 'Maintenance' },
      ),
    ];
    for (const body of bodies)
      expect((await t.request(owner, 'POST', '/api/services', { tenant, body })).statusCode).toBe(201);
  });

  it('lists by name, searching name, description or category, filtering type, status and category', async () => {
    const names = async (query: Record<string, string>) =>
      (await t.request(owner, 'GET', '/api/services', { tenant, query }))
        .json()
        .map((s: { name: string }) => s.name);
    expect(await names({})).toEqual([
      'Emergency After-Hours Call',
      'Filter Package',
      'Furnace Safety Inspection',
      'Window Unit Service',
    ]);
    expect(await names({ search: 'co test' })).toEqual(['Furnace Safety Inspection']);
    expect(await names({ search: 'MAINTEN' })).toEqual(['Filter Package', 'Window Unit Service']);
    expect(await names({ type: 'composite' })).toEqual(['Filter Package']);
    expect(await names({ status: 'active', category: 'Maintenance' })).toEqual(['Filter Package']);
    const page = await t.request(owner, 'GET', '/api/services', { tenant, query: { limit: 1, offset: 1 } });
    expect(page.headers['x-total-count']).toBe('4');
    expect(
      (await t.request(owner, 'GET', '/api/services', { tenant, query: { type: 'bundle' } })).statusCode,
    ).toBe(400);
  });

  it('computes the four stat cards in SQL', async () => {
    const res = await t.request(owner, 'GET', '/api/services/summary', { tenant });
    expect(res.json()).toEqual({
      activeServices: 3,
      totalServices: 4,
      simpleServices: 3,
      compositeServices: 1,
      totalValue: '413.50',
    });
  });

  it('never shows another tenant’s services; 401; 403 outside the tenant', async () => {
    expect(
      (await t.request(owner, 'GET', '/api/services', { tenant, query: { search: 'tune-up' } })).json(),
    ).toEqual([]);
    expect((await t.request(null, 'GET', '/api/services', { tenant })).statusCode).toBe(401);
    expect((await t.request(null, 'GET', '/api/services/summary', { tenant })).statusCode).toBe(401);
    expect((await t.request(owner, 'GET', '/api/services/summary', { tenant: acme })).statusCode).toBe(403);
  });
});

describe('PUT, GET and DELETE /api/services/{id}', () => {
  it('replaces the service and its lines; switching to simple drops the lines', async () => {
    const created = (
      await t.request(manager, 'POST', '/api/services', {
        tenant: acme,
        body: composite(
          [
            {
              itemType: 'part',
              inventoryId: capacitor.id,
              itemName: 'Capacitor',
              quantity: 1,
              rate: '24.00',
            },
          ],
          { name: 'Swap' },
        ),
      })
    ).json();
    const more = await t.request(manager, 'PUT', `/api/services/${created.id}`, {
      tenant: acme,
      body: composite(
        [
          { itemType: 'labor', itemName: 'Labor', quantity: '1.5', rate: '100.00' },
          { itemType: 'part', inventoryId: capacitor.id, itemName: 'Capacitor', quantity: 3, rate: '24.00' },
        ],
        { name: 'Swap', status: 'inactive' },
      ),
    });
    expect(more.statusCode).toBe(200);
    expect(more.json()).toMatchObject({ basePrice: '222.00', status: 'inactive' });
    expect(more.json().lineItems).toHaveLength(2);
    const toSimple = await t.request(manager, 'PUT', `/api/services/${created.id}`, {
      tenant: acme,
      body: simple({ name: 'Swap', basePrice: '50' }),
    });
    expect(toSimple.json()).toMatchObject({ serviceType: 'simple', basePrice: '50.00', lineItems: [] });
    const audit = await t.db.platform((tx) =>
      tx.execute<{ summary: string }>(
        sql`select summary from audit_log where entity_id = ${created.id} order by created_at`,
      ),
    );
    expect(audit.rows.map((r) => r.summary)).toEqual([
      'Service Swap created',
      'Service Swap updated',
      'Service Swap updated',
    ]);
  });

  it('keeps a part line whose item became inactive since it was linked', async () => {
    const part = await createPart(t, manager, acme, { name: 'Soon retired' });
    const created = (
      await t.request(manager, 'POST', '/api/services', {
        tenant: acme,
        body: composite(
          [{ itemType: 'part', inventoryId: part.id, itemName: 'Soon retired', quantity: 1, rate: '5.00' }],
          { name: 'Keeps link' },
        ),
      })
    ).json();
    await t.request(manager, 'PATCH', `/api/inventory/${part.id}`, {
      tenant: acme,
      body: { status: 'inactive' },
    });
    const res = await t.request(manager, 'PUT', `/api/services/${created.id}`, {
      tenant: acme,
      body: composite(
        [{ itemType: 'part', inventoryId: part.id, itemName: 'Soon retired', quantity: 2, rate: '5.00' }],
        { name: 'Keeps link' },
      ),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().basePrice).toBe('10.00');
  });

  it('answers 400, 401, 403 and another tenant’s 404 without changing anything', async () => {
    const created = (
      await t.request(manager, 'POST', '/api/services', { tenant: acme, body: simple({ name: 'Guarded' }) })
    ).json();
    const url = `/api/services/${created.id}`;
    expect(
      (await t.request(manager, 'PUT', url, { tenant: acme, body: simple({ name: '' }) })).json().fieldErrors[
        'service.name'
      ],
    ).toBe('Service name is required');
    expect(
      (await t.request(null, 'PUT', url, { tenant: acme, body: simple({ name: 'X' }) })).statusCode,
    ).toBe(401);
    expect(
      (await t.request(member, 'PUT', url, { tenant: acme, body: simple({ name: 'X' }) })).statusCode,
    ).toBe(403);
    expect(
      (await t.request(outsider, 'PUT', url, { tenant: other, body: simple({ name: 'X' }) })).statusCode,
    ).toBe(404);
    expect((await t.request(outsider, 'GET', url, { tenant: other })).statusCode).toBe(404);
    expect((await t.request(outsider, 'DELETE', url, { tenant: other })).statusCode).toBe(404);
    expect((await t.request(member, 'DELETE', url, { tenant: acme })).statusCode).toBe(403);
    expect((await t.request(null, 'DELETE', url, { tenant: acme })).statusCode).toBe(401);
    expect((await t.request(member, 'GET', url, { tenant: acme })).json().name).toBe('Guarded');
  });

  it('deletes an unused service with its lines; refuses one used by quotes or invoices (409, suggests inactive)', async () => {
    const unused = (
      await t.request(manager, 'POST', '/api/services', {
        tenant: acme,
        body: composite([{ itemType: 'labor', itemName: 'Labor', quantity: 1, rate: 1 }], { name: 'Unused' }),
      })
    ).json();
    expect(
      (await t.request(manager, 'DELETE', `/api/services/${unused.id}`, { tenant: acme })).statusCode,
    ).toBe(204);
    expect((await t.request(member, 'GET', `/api/services/${unused.id}`, { tenant: acme })).statusCode).toBe(
      404,
    );

    const used = (
      await t.request(manager, 'POST', '/api/services', {
        tenant: acme,
        body: simple({ name: 'Quoted Service' }),
      })
    ).json();
    await referenceFromQuoteAndInvoice(t, acme, { serviceId: used.id });
    const refused = await t.request(manager, 'DELETE', `/api/services/${used.id}`, { tenant: acme });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Quoted Service is used on quotes and invoices and cannot be deleted. Mark it as inactive instead.',
    );
    expect((await t.request(member, 'GET', `/api/services/${used.id}`, { tenant: acme })).statusCode).toBe(
      200,
    );
  });
});
