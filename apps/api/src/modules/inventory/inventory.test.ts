import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { createPart, referenceFromQuoteAndInvoice } from './inventory.test-support';

let t: TestContext;
let acme: TestTenant;
let other: TestTenant;
let manager: TestUser;
let member: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant();
  other = await t.tenant();
  manager = await t.user({ tenant: acme, role: 'manager', firstName: 'Mona' });
  member = await t.user({ tenant: acme, role: 'member' });
  outsider = await t.user({ tenant: other, role: 'owner' });
});
afterAll(() => t.close());

const auditRows = (entityId: string) =>
  t.db.platform((tx) =>
    tx.execute<{ action: string; summary: string }>(
      sql`select action, summary from audit_log where entity_id = ${entityId} order by created_at`,
    ),
  );

describe('POST /api/inventory', () => {
  it('creates a part with the spec defaults and writes its opening stock to the ledger', async () => {
    const res = await t.request(manager, 'POST', '/api/inventory', {
      tenant: acme,
      body: {
        name: '  Contactor 2-Pole ',
        sku: 'CON-2P',
        category: 'Controls',
        unitPrice: 38,
        cost: '14.2',
        currentStock: '7',
      },
    });
    expect(res.statusCode).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({
      name: 'Contactor 2-Pole',
      unitPrice: '38.00',
      cost: '14.20',
      currentStock: 7,
      minStock: 0,
      maxStock: 1000,
      reorderLevel: 10,
      status: 'active',
      isOnOrder: false,
      displayStatus: 'low-stock',
    });
    const movements = await t.request(member, 'GET', `/api/inventory/${item.id}/movements`, { tenant: acme });
    expect(movements.json()).toMatchObject([
      { kind: 'initial', quantityChange: 7, stockBefore: 0, stockAfter: 7, userName: 'Mona User' },
    ]);
    expect((await auditRows(item.id)).rows).toEqual([
      { action: 'create', summary: 'Part Contactor 2-Pole added' },
    ]);
  });

  it('validates with the spec’s rules and names each field', async () => {
    const res = await t.request(manager, 'POST', '/api/inventory', {
      tenant: acme,
      body: {
        name: ' ',
        unitPrice: -1,
        cost: 'abc',
        currentStock: 1.5,
        minStock: -1,
        maxStock: 0,
        reorderLevel: -2,
        status: 'gone',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      name: 'Item name is required',
      unitPrice: 'Unit price must be non-negative',
      cost: 'Cost must be a number',
      currentStock: 'Current stock must be a whole number of at least 0',
      minStock: 'Minimum stock must be a whole number of at least 0',
      maxStock: 'Maximum stock must be a whole number of at least 1',
      reorderLevel: 'Reorder level must be a whole number of at least 0',
      status: "Status must be either 'active' or 'inactive'",
    });
  });

  it('answers 401 signed out, 403 for a member (view only) and creates nothing', async () => {
    expect(
      (await t.request(null, 'POST', '/api/inventory', { tenant: acme, body: { name: 'X' } })).statusCode,
    ).toBe(401);
    expect(
      (await t.request(member, 'POST', '/api/inventory', { tenant: acme, body: { name: 'Member part' } }))
        .statusCode,
    ).toBe(403);
    const list = await t.request(member, 'GET', '/api/inventory', {
      tenant: acme,
      query: { search: 'member part' },
    });
    expect(list.json()).toEqual([]);
  });
});

describe('GET /api/inventory', () => {
  beforeAll(async () => {
    await createPart(t, manager, acme, {
      name: 'Filter 16x25',
      sku: 'FLT-1625',
      category: 'Filters',
      currentStock: 0,
    });
    await createPart(t, manager, acme, {
      name: 'Filter 20x25',
      sku: 'FLT-2025',
      category: 'Filters',
      currentStock: 100,
    });
    await createPart(t, manager, acme, {
      name: 'R-410A 25 lb',
      sku: 'REF-410',
      category: 'Refrigerants',
      currentStock: 3,
      isOnOrder: true,
    });
    await createPart(t, manager, acme, {
      name: 'Old Gauge',
      sku: 'TL-OLD',
      category: 'Tools',
      currentStock: 50,
      status: 'inactive',
    });
    await createPart(t, outsider, other, { name: 'Secret Filter', sku: 'FLT-SECRET', category: 'Filters' });
  });

  it('searches name, SKU and category case-insensitively, paged with X-Total-Count', async () => {
    const byCategory = await t.request(member, 'GET', '/api/inventory', {
      tenant: acme,
      query: { search: 'FILTERS' },
    });
    expect(byCategory.json().map((i: { name: string }) => i.name)).toEqual(['Filter 16x25', 'Filter 20x25']);
    const bySku = await t.request(member, 'GET', '/api/inventory', {
      tenant: acme,
      query: { search: 'ref-4' },
    });
    expect(bySku.json().map((i: { name: string }) => i.name)).toEqual(['R-410A 25 lb']);
    const page = await t.request(member, 'GET', '/api/inventory', {
      tenant: acme,
      query: { limit: 2, offset: 1 },
    });
    expect(page.headers['x-total-count']).toBe('5');
    expect(page.json()).toHaveLength(2);
  });

  it('filters by stored status (for the line-item pickers) and by display status', async () => {
    const active = await t.request(member, 'GET', '/api/inventory', {
      tenant: acme,
      query: { status: 'active', limit: 200 },
    });
    expect(active.json().map((i: { name: string }) => i.name)).not.toContain('Old Gauge');
    expect(active.headers['x-total-count']).toBe('4');
    const out = await t.request(member, 'GET', '/api/inventory', {
      tenant: acme,
      query: { status: 'out-of-stock' },
    });
    expect(out.json().map((i: { name: string; displayStatus: string }) => [i.name, i.displayStatus])).toEqual(
      [['Filter 16x25', 'out-of-stock']],
    );
    const onOrder = await t.request(member, 'GET', '/api/inventory', {
      tenant: acme,
      query: { stockStatus: 'on-order', status: 'active' },
    });
    expect(onOrder.json().map((i: { name: string }) => i.name)).toEqual(['R-410A 25 lb']);
    const bad = await t.request(member, 'GET', '/api/inventory', { tenant: acme, query: { status: 'lost' } });
    expect(bad.statusCode).toBe(400);
  });

  it('never lists another tenant’s parts; 401 signed out; 403 outside the user’s tenants', async () => {
    const res = await t.request(member, 'GET', '/api/inventory', {
      tenant: acme,
      query: { search: 'secret' },
    });
    expect(res.json()).toEqual([]);
    expect((await t.request(null, 'GET', '/api/inventory', { tenant: acme })).statusCode).toBe(401);
    expect((await t.request(member, 'GET', '/api/inventory', { tenant: other })).statusCode).toBe(403);
  });
});

describe('GET /api/inventory/summary', () => {
  it('sums current stock × cost and counts low, out and on-order parts of the tenant only', async () => {
    const tenant = await t.tenant();
    const owner = await t.user({ tenant, role: 'owner' });
    await createPart(t, owner, tenant, { cost: '8.50', currentStock: 20, reorderLevel: 5 });
    await createPart(t, owner, tenant, { cost: '0.10', currentStock: 3, reorderLevel: 5 });
    await createPart(t, owner, tenant, { cost: '99.99', currentStock: 0 });
    await createPart(t, owner, tenant, { cost: '1.00', currentStock: 1, isOnOrder: true });
    const res = await t.request(owner, 'GET', '/api/inventory/summary', { tenant });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      totalItems: 4,
      totalValue: '171.30',
      lowStock: 1,
      outOfStock: 1,
      onOrder: 1,
    });
    expect((await t.request(null, 'GET', '/api/inventory/summary', { tenant })).statusCode).toBe(401);
    expect((await t.request(owner, 'GET', '/api/inventory/summary', { tenant: acme })).statusCode).toBe(403);
  });
});

describe('GET, PATCH and DELETE /api/inventory/{id}', () => {
  it('reads one part; another tenant’s id and a malformed id are 404', async () => {
    const item = await createPart(t, manager, acme, { name: 'Blower Motor' });
    const res = await t.request(member, 'GET', `/api/inventory/${item.id}`, { tenant: acme });
    expect(res.json()).toMatchObject({ id: item.id, name: 'Blower Motor', displayStatus: 'in-stock' });
    expect(
      (await t.request(outsider, 'GET', `/api/inventory/${item.id}`, { tenant: other })).statusCode,
    ).toBe(404);
    expect((await t.request(member, 'GET', '/api/inventory/not-a-uuid', { tenant: acme })).statusCode).toBe(
      404,
    );
  });

  it('changes fields, ignores currentStock (stock moves only through the ledger), and marks on order', async () => {
    const item = await createPart(t, manager, acme, { name: 'Thermostat', currentStock: 4, reorderLevel: 2 });
    const res = await t.request(manager, 'PATCH', `/api/inventory/${item.id}`, {
      tenant: acme,
      body: { location: 'Shelf D3', reorderLevel: 6, currentStock: 999 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      location: 'Shelf D3',
      reorderLevel: 6,
      currentStock: 4,
      displayStatus: 'low-stock',
    });
    const ordered = await t.request(manager, 'PATCH', `/api/inventory/${item.id}`, {
      tenant: acme,
      body: { isOnOrder: true },
    });
    expect(ordered.json()).toMatchObject({ isOnOrder: true, displayStatus: 'on-order' });
    expect((await auditRows(item.id)).rows.map((r) => r.summary)).toEqual([
      'Part Thermostat added',
      'Part Thermostat updated',
      'Part Thermostat marked as on order',
    ]);
  });

  it('validates a PATCH; 401, 403 for a member, 404 for another tenant — nothing changes', async () => {
    const item = await createPart(t, manager, acme, { name: 'Coil' });
    const bad = await t.request(manager, 'PATCH', `/api/inventory/${item.id}`, {
      tenant: acme,
      body: { name: '', maxStock: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({
      name: 'Item name is required',
      maxStock: 'Maximum stock must be a whole number of at least 1',
    });
    expect(
      (await t.request(null, 'PATCH', `/api/inventory/${item.id}`, { tenant: acme, body: { name: 'X' } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.request(member, 'PATCH', `/api/inventory/${item.id}`, { tenant: acme, body: { name: 'X' } }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.request(outsider, 'PATCH', `/api/inventory/${item.id}`, {
          tenant: other,
          body: { name: 'X' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.request(member, 'GET', `/api/inventory/${item.id}`, { tenant: acme })).json().name).toBe(
      'Coil',
    );
  });

  it('deletes an unused part with its ledger; refuses one used by quotes or invoices (409, suggests inactive)', async () => {
    const unused = await createPart(t, manager, acme, { name: 'Unused part' });
    expect(
      (await t.request(outsider, 'DELETE', `/api/inventory/${unused.id}`, { tenant: other })).statusCode,
    ).toBe(404);
    expect(
      (await t.request(member, 'DELETE', `/api/inventory/${unused.id}`, { tenant: acme })).statusCode,
    ).toBe(403);
    expect(
      (await t.request(null, 'DELETE', `/api/inventory/${unused.id}`, { tenant: acme })).statusCode,
    ).toBe(401);
    expect(
      (await t.request(manager, 'DELETE', `/api/inventory/${unused.id}`, { tenant: acme })).statusCode,
    ).toBe(204);
    expect((await t.request(member, 'GET', `/api/inventory/${unused.id}`, { tenant: acme })).statusCode).toBe(
      404,
    );
    const ledger = await t.db.platform((tx) =>
      tx.execute(sql`select 1 from stock_movements where inventory_id = ${unused.id}`),
    );
    expect(ledger.rows).toHaveLength(0);

    const used = await createPart(t, manager, acme, { name: 'Quoted part' });
    await referenceFromQuoteAndInvoice(t, acme, { inventoryId: used.id }, { invoice: true });
    const refused = await t.request(manager, 'DELETE', `/api/inventory/${used.id}`, { tenant: acme });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Quoted part is used on invoices and cannot be deleted. Mark it as inactive instead.',
    );
    expect((await t.request(member, 'GET', `/api/inventory/${used.id}`, { tenant: acme })).statusCode).toBe(
      200,
    );
  });
});
