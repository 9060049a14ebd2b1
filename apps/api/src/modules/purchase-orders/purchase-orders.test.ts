import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InventoryItem } from '@tradeworks/contracts/inventory';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { createPart } from '../inventory/inventory.test-support';

let t: TestContext;
let acme: TestTenant;
let other: TestTenant;
let manager: TestUser;
let member: TestUser;
let outsider: TestUser;
let filter: InventoryItem;
let foreignPart: InventoryItem;
const year = new Date().getUTCFullYear();

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant();
  other = await t.tenant();
  manager = await t.user({ tenant: acme, role: 'manager' });
  member = await t.user({ tenant: acme, role: 'member' });
  outsider = await t.user({ tenant: other, role: 'owner' });
  filter = await createPart(t, manager, acme, {
    name: 'Pleated Filter 16x25',
    sku: 'FLT-1625',
    cost: '6.25',
  });
  foreignPart = await createPart(t, outsider, other, { name: 'Their part' });
});
afterAll(() => t.close());

const body = (over: Record<string, unknown> = {}, lineItems?: unknown[]) => ({
  purchaseOrder: {
    supplier: 'Lone Star HVAC Supply',
    supplierEmail: 'orders@lonestar.example',
    orderDate: '2026-03-02',
    ...over,
  },
  lineItems: lineItems ?? [
    {
      inventoryId: filter.id,
      description: 'Pleated Filter 16x25',
      sku: 'FLT-1625',
      quantity: 24,
      unitCost: '6.25',
      total: '1.00',
    },
    { description: 'Filter rack', quantity: '2', unitCost: 19.99 },
  ],
});

describe('POST /api/purchase-orders', () => {
  it('numbers the order, computes totals on the server with the default tax rate, starts as draft', async () => {
    const res = await t.request(manager, 'POST', '/api/purchase-orders', {
      tenant: acme,
      body: body({ shippingCost: '15.00', subtotal: '1', total: '2' }),
    });
    expect(res.statusCode).toBe(201);
    const po = res.json();
    // 24 × 6.25 = 150.00; 2 × 19.99 = 39.98; subtotal 189.98; tax 8% = 15.1984 → 15.20; + 15.00 shipping
    expect(po).toMatchObject({
      poNumber: `PO-${year}-0001`,
      status: 'draft',
      taxRate: '0.0800',
      subtotal: '189.98',
      taxAmount: '15.20',
      shippingCost: '15.00',
      total: '220.18',
      receivedDate: null,
    });
    expect(
      po.lineItems.map((l: Record<string, unknown>) => [
        l.description,
        l.quantity,
        l.unitCost,
        l.total,
        l.quantityReceived,
        l.sortOrder,
      ]),
    ).toEqual([
      ['Pleated Filter 16x25', 24, '6.25', '150.00', 0, 0],
      ['Filter rack', 2, '19.99', '39.98', 0, 1],
    ]);
    const second = await t.request(manager, 'POST', '/api/purchase-orders', {
      tenant: acme,
      body: body({ taxRate: '', supplierEmail: '' }),
    });
    expect(second.json()).toMatchObject({
      poNumber: `PO-${year}-0002`,
      taxRate: '0.0800',
      supplierEmail: null,
    });
    const zeroTax = await t.request(manager, 'POST', '/api/purchase-orders', {
      tenant: acme,
      body: body({ taxRate: 0 }),
    });
    expect(zeroTax.json()).toMatchObject({ taxRate: '0.0000', taxAmount: '0.00', total: '189.98' });
    const audit = await t.db.platform((tx) =>
      tx.execute<{ summary: string }>(sql`select summary from audit_log where entity_id = ${po.id}`),
    );
    expect(audit.rows).toEqual([
      { summary: `Purchase order PO-${year}-0001 created for Lone Star HVAC Supply` },
    ]);
  });

  it('refuses an order without line items with the spec’s text', async () => {
    const res = await t.request(manager, 'POST', '/api/purchase-orders', {
      tenant: acme,
      body: body({}, []),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Please add at least one line item to the purchase order.',
      fieldErrors: { lineItems: 'Please add at least one line item to the purchase order.' },
    });
  });

  it('validates header and lines with the spec’s messages', async () => {
    const res = await t.request(manager, 'POST', '/api/purchase-orders', {
      tenant: acme,
      body: body({ supplier: '', orderDate: '', supplierEmail: 'nope', taxRate: 1.5, shippingCost: -1 }, [
        { description: '', quantity: 0, unitCost: -2 },
      ]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      'purchaseOrder.supplier': 'Supplier is required',
      'purchaseOrder.supplierEmail': 'Please enter a valid email address',
      'purchaseOrder.orderDate': 'Order date is required',
      'purchaseOrder.taxRate': 'Tax rate must be between 0 and 1',
      'purchaseOrder.shippingCost': 'Shipping cost must be non-negative',
      'lineItems.0.description': 'Description is required',
      'lineItems.0.quantity': 'Quantity must be at least 1',
      'lineItems.0.unitCost': 'Unit cost must be non-negative',
    });
    const foreign = await t.request(manager, 'POST', '/api/purchase-orders', {
      tenant: acme,
      body: body({}, [{ inventoryId: foreignPart.id, description: 'Theirs', quantity: 1, unitCost: 1 }]),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fieldErrors).toEqual({ 'lineItems.0.inventoryId': 'Choose an inventory item' });
  });

  it('answers 401 and 403 for a member, creating nothing', async () => {
    expect(
      (await t.request(null, 'POST', '/api/purchase-orders', { tenant: acme, body: body() })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.request(member, 'POST', '/api/purchase-orders', {
          tenant: acme,
          body: body({ supplier: 'Member Supply' }),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.request(member, 'GET', '/api/purchase-orders', {
          tenant: acme,
          query: { search: 'member supply' },
        })
      ).json(),
    ).toEqual([]);
  });
});

describe('GET /api/purchase-orders', () => {
  let tenant: TestTenant;
  let owner: TestUser;
  beforeAll(async () => {
    tenant = await t.tenant();
    owner = await t.user({ tenant, role: 'owner' });
    const line = [{ description: 'Thing', quantity: 2, unitCost: 1 }];
    // Receiving statuses come only from receiving: 2 of 2 makes received, 1 of 2 partially received.
    for (const [supplier, orderDate, received] of [
      ['Capital Refrigerant Co.', '2026-01-10', 2],
      ['Gulf Coast Motors', '2026-02-11', 1],
      ['SafeGear Distributors', '2026-03-12', 0],
    ] as const) {
      const po = (
        await t.request(owner, 'POST', '/api/purchase-orders', {
          tenant,
          body: { purchaseOrder: { supplier, orderDate }, lineItems: line },
        })
      ).json();
      if (received) {
        await t.request(owner, 'POST', `/api/purchase-orders/${po.id}/receive`, {
          tenant,
          body: { lines: [{ lineId: po.lineItems[0].id, quantity: received }] },
        });
      }
    }
  });

  const suppliers = async (query: Record<string, string>) =>
    (await t.request(owner, 'GET', '/api/purchase-orders', { tenant, query }))
      .json()
      .map((p: { supplier: string }) => p.supplier);

  it('lists newest order first and searches PO number, supplier or status', async () => {
    expect(await suppliers({})).toEqual([
      'SafeGear Distributors',
      'Gulf Coast Motors',
      'Capital Refrigerant Co.',
    ]);
    expect(await suppliers({ search: `po-${year}-0002` })).toEqual(['Gulf Coast Motors']);
    expect(await suppliers({ search: 'REFRIG' })).toEqual(['Capital Refrigerant Co.']);
    expect(await suppliers({ search: 'received' })).toEqual(['Gulf Coast Motors', 'Capital Refrigerant Co.']);
    expect(await suppliers({ search: 'partially' })).toEqual(['Gulf Coast Motors']);
    expect(await suppliers({ status: 'draft' })).toEqual(['SafeGear Distributors']);
    const page = await t.request(owner, 'GET', '/api/purchase-orders', { tenant, query: { limit: 1 } });
    expect(page.headers['x-total-count']).toBe('3');
  });

  it('never lists another tenant’s orders; 401; 403 outside the tenant', async () => {
    expect(await suppliers({ search: 'lone star' })).toEqual([]);
    expect((await t.request(null, 'GET', '/api/purchase-orders', { tenant })).statusCode).toBe(401);
    expect((await t.request(owner, 'GET', '/api/purchase-orders', { tenant: acme })).statusCode).toBe(403);
  });
});

describe('GET and PATCH /api/purchase-orders/{id}', () => {
  it('reads the order and its line items; another tenant’s id is 404', async () => {
    const po = (
      await t.request(manager, 'POST', '/api/purchase-orders', { tenant: acme, body: body() })
    ).json();
    expect(
      (await t.request(member, 'GET', `/api/purchase-orders/${po.id}`, { tenant: acme })).json(),
    ).toEqual(po);
    const lines = await t.request(member, 'GET', `/api/purchase-orders/${po.id}/line-items`, {
      tenant: acme,
    });
    expect(lines.json()).toEqual(po.lineItems);
    expect(
      (await t.request(outsider, 'GET', `/api/purchase-orders/${po.id}`, { tenant: other })).statusCode,
    ).toBe(404);
    expect(
      (await t.request(outsider, 'GET', `/api/purchase-orders/${po.id}/line-items`, { tenant: other }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.request(null, 'GET', `/api/purchase-orders/${po.id}/line-items`, { tenant: acme })).statusCode,
    ).toBe(401);
  });

  it('changes header fields, edits, adds and removes lines, and recomputes totals', async () => {
    const po = (
      await t.request(manager, 'POST', '/api/purchase-orders', { tenant: acme, body: body() })
    ).json();
    const [first, second] = po.lineItems;
    const res = await t.request(manager, 'PATCH', `/api/purchase-orders/${po.id}`, {
      tenant: acme,
      body: {
        purchaseOrder: {
          status: 'confirmed',
          taxRate: '0.0825',
          shippingCost: '0',
          expectedDate: '2026-03-09',
        },
        lineItems: [
          {
            id: first.id,
            inventoryId: filter.id,
            description: 'Pleated Filter 16x25',
            quantity: 10,
            unitCost: '6.25',
          },
          { description: 'Coil cleaner', quantity: 1, unitCost: '12.00' },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'confirmed',
      expectedDate: '2026-03-09',
      subtotal: '74.50',
      taxAmount: '6.15',
      total: '80.65',
    });
    const lines = res.json().lineItems;
    expect(lines.map((l: { description: string }) => l.description)).toEqual([
      'Pleated Filter 16x25',
      'Coil cleaner',
    ]);
    expect(lines[0].id).toBe(first.id);
    expect(lines.some((l: { id: string }) => l.id === second.id)).toBe(false);
    const headerOnly = await t.request(manager, 'PATCH', `/api/purchase-orders/${po.id}`, {
      tenant: acme,
      body: { purchaseOrder: { notes: 'Dock 2' } },
    });
    expect(headerOnly.json()).toMatchObject({ notes: 'Dock 2', total: '80.65' });
    expect(headerOnly.json().lineItems).toHaveLength(2);
  });

  it('refuses no lines and another order’s line ids; 401, 403 and 404 change nothing', async () => {
    const po = (
      await t.request(manager, 'POST', '/api/purchase-orders', { tenant: acme, body: body() })
    ).json();
    const url = `/api/purchase-orders/${po.id}`;
    const empty = await t.request(manager, 'PATCH', url, {
      tenant: acme,
      body: { purchaseOrder: {}, lineItems: [] },
    });
    expect(empty.json().message).toBe('Please add at least one line item to the purchase order.');
    const otherPo = (
      await t.request(manager, 'POST', '/api/purchase-orders', { tenant: acme, body: body() })
    ).json();
    const stolen = await t.request(manager, 'PATCH', url, {
      tenant: acme,
      body: { lineItems: [{ id: otherPo.lineItems[0].id, description: 'X', quantity: 1, unitCost: 1 }] },
    });
    expect(stolen.statusCode).toBe(400);
    expect(
      (await t.request(null, 'PATCH', url, { tenant: acme, body: { purchaseOrder: { notes: 'x' } } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.request(member, 'PATCH', url, { tenant: acme, body: { purchaseOrder: { notes: 'x' } } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.request(outsider, 'PATCH', url, { tenant: other, body: { purchaseOrder: { notes: 'x' } } }))
        .statusCode,
    ).toBe(404);
    expect((await t.request(member, 'GET', url, { tenant: acme })).json()).toEqual(po);
  });

  it('freezes the lines and the status of a received order', async () => {
    const po = (
      await t.request(manager, 'POST', '/api/purchase-orders', { tenant: acme, body: body() })
    ).json();
    const url = `/api/purchase-orders/${po.id}`;
    await t.request(manager, 'POST', `${url}/receive`, {
      tenant: acme,
      body: {
        lines: po.lineItems.map((l: { id: string; quantity: number }) => ({
          lineId: l.id,
          quantity: l.quantity,
        })),
      },
    });
    const sameLines = po.lineItems.map((l: Record<string, unknown>) => ({ ...l }));
    const unchanged = await t.request(manager, 'PATCH', url, {
      tenant: acme,
      body: { purchaseOrder: { notes: 'Checked in' }, lineItems: sameLines },
    });
    expect(unchanged.statusCode).toBe(200);
    const changed = await t.request(manager, 'PATCH', url, {
      tenant: acme,
      body: { lineItems: [{ ...sameLines[0], quantity: 99 }, sameLines[1]] },
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(
      'This purchase order has been received: its line items can no longer be changed.',
    );
    const reopened = await t.request(manager, 'PATCH', url, {
      tenant: acme,
      body: { purchaseOrder: { status: 'confirmed' } },
    });
    expect(reopened.statusCode).toBe(409);
    expect(reopened.json().message).toBe(
      `Purchase order ${po.poNumber} has received items: its status follows what was received.`,
    );
  });
});
