import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { createPart } from './inventory.test-support';
import { addStock } from './stock-ledger.repository';

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

interface LedgerRow {
  kind: string;
  quantity_change: number;
  stock_before: number;
  stock_after: number;
  [key: string]: unknown;
}

/** The item's ledger in the order the changes happened, and its current stock. */
async function ledger(inventoryId: string) {
  return t.db.platform(async (tx) => {
    const rows = (
      await tx.execute<LedgerRow>(sql`select kind, quantity_change, stock_before, stock_after
      from stock_movements where inventory_id = ${inventoryId} order by created_at, id`)
    ).rows;
    const [{ current_stock }] = (
      await tx.execute<{ current_stock: number }>(
        sql`select current_stock from inventory_items where id = ${inventoryId}`,
      )
    ).rows;
    return { rows, currentStock: current_stock };
  });
}

/** Each movement starts where the previous one ended, and the last one ends at the item's stock. */
function expectUnbrokenChain(rows: LedgerRow[], currentStock: number, floor = 0) {
  rows.forEach((row, i) => {
    expect(row.stock_after - row.stock_before).toBe(row.quantity_change);
    expect(row.stock_after).toBeGreaterThanOrEqual(floor);
    if (i > 0)
      expect(row.stock_before, `movement ${i} starts where ${i - 1} ended`).toBe(rows[i - 1].stock_after);
  });
  expect(rows.at(-1)!.stock_after).toBe(currentStock);
}

async function purchaseOrderFor(inventoryId: string, quantity: number) {
  const res = await t.request(manager, 'POST', '/api/purchase-orders', {
    tenant: acme,
    body: {
      purchaseOrder: { supplier: 'Lone Star HVAC Supply', orderDate: '2026-03-02' },
      lineItems: [{ inventoryId, description: 'Capacitor', quantity, unitCost: '8.50' }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; lineItems: Array<{ id: string }> };
}

describe('PATCH /api/inventory/{id}/stock', () => {
  it('records a count with reason, user and before/after, and answers the item and the movement', async () => {
    const item = await createPart(t, manager, acme, { currentStock: 12, reorderLevel: 5 });
    const res = await t.request(manager, 'PATCH', `/api/inventory/${item.id}/stock`, {
      tenant: acme,
      body: { newStock: '4', reason: ' Cycle count: two damaged ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({ currentStock: 4, displayStatus: 'low-stock' });
    expect(res.json().movement).toMatchObject({
      kind: 'count_adjustment',
      quantityChange: -8,
      stockBefore: 12,
      stockAfter: 4,
      reason: 'Cycle count: two damaged',
    });
    const history = await t.request(member, 'GET', `/api/inventory/${item.id}/movements`, { tenant: acme });
    expect(history.headers['x-total-count']).toBe('2');
    expect(history.json().map((m: { kind: string; userName: string }) => [m.kind, m.userName])).toEqual([
      ['count_adjustment', 'Mona User'],
      ['initial', 'Mona User'],
    ]);
    const audit = await t.db.platform((tx) =>
      tx.execute<{ summary: string }>(
        sql`select summary from audit_log where entity_id = ${item.id} and action = 'stock_adjusted'`,
      ),
    );
    expect(audit.rows).toEqual([{ summary: 'Stock of Capacitor 45/5 counted: 12 → 4' }]);
  });

  it('refuses negative or fractional stock and reasons over 500 characters; nothing changes', async () => {
    const item = await createPart(t, manager, acme, { currentStock: 9 });
    const negative = await t.request(manager, 'PATCH', `/api/inventory/${item.id}/stock`, {
      tenant: acme,
      body: { newStock: -1 },
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().fieldErrors).toEqual({
      newStock: 'New stock must be a whole number of at least 0',
    });
    const fraction = await t.request(manager, 'PATCH', `/api/inventory/${item.id}/stock`, {
      tenant: acme,
      body: { newStock: 2.5 },
    });
    expect(fraction.statusCode).toBe(400);
    const long = await t.request(manager, 'PATCH', `/api/inventory/${item.id}/stock`, {
      tenant: acme,
      body: { newStock: 1, reason: 'x'.repeat(501) },
    });
    expect(long.json()).toMatchObject({
      error: 'VALIDATION',
      message: 'Reason must be at most 500 characters',
    });
    const exactly500 = await t.request(manager, 'PATCH', `/api/inventory/${item.id}/stock`, {
      tenant: acme,
      body: { newStock: 9, reason: 'x'.repeat(500) },
    });
    expect(exactly500.statusCode).toBe(200);
    expect((await ledger(item.id)).rows.map((r) => r.kind)).toEqual(['initial', 'count_adjustment']);
  });

  it('answers 401, 403 for a member, 404 for another tenant’s item — stock unchanged', async () => {
    const item = await createPart(t, manager, acme, { currentStock: 9 });
    const url = `/api/inventory/${item.id}/stock`;
    expect((await t.request(null, 'PATCH', url, { tenant: acme, body: { newStock: 1 } })).statusCode).toBe(
      401,
    );
    expect((await t.request(member, 'PATCH', url, { tenant: acme, body: { newStock: 1 } })).statusCode).toBe(
      403,
    );
    expect(
      (await t.request(outsider, 'PATCH', url, { tenant: other, body: { newStock: 1 } })).statusCode,
    ).toBe(404);
    expect(
      (await t.request(outsider, 'GET', `/api/inventory/${item.id}/movements`, { tenant: other })).statusCode,
    ).toBe(404);
    expect(
      (await t.request(null, 'GET', `/api/inventory/${item.id}/movements`, { tenant: acme })).statusCode,
    ).toBe(401);
    expect((await ledger(item.id)).currentStock).toBe(9);
  });
});

describe('concurrent stock changes', () => {
  it('loses no receipt when many purchase orders are received at once', async () => {
    const item = await createPart(t, manager, acme, { currentStock: 10 });
    const orders = [];
    for (let i = 1; i <= 16; i++) orders.push(await purchaseOrderFor(item.id, i));
    const results = await Promise.all(
      orders.map((po, i) =>
        t.request(manager, 'POST', `/api/purchase-orders/${po.id}/receive`, {
          tenant: acme,
          body: { lines: [{ lineId: po.lineItems[0].id, quantity: i + 1 }] },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(orders.map(() => 200));
    const { rows, currentStock } = await ledger(item.id);
    expect(currentStock).toBe(10 + (16 * 17) / 2);
    expect(rows.filter((r) => r.kind === 'po_receipt')).toHaveLength(16);
    expectUnbrokenChain(rows, currentStock);
  });

  it('keeps an unbroken ledger when counts and receipts race', async () => {
    const item = await createPart(t, manager, acme, { currentStock: 5 });
    const orders = [];
    for (let i = 0; i < 10; i++) orders.push(await purchaseOrderFor(item.id, 3));
    const requests = [
      ...orders.map((po) =>
        t.request(manager, 'POST', `/api/purchase-orders/${po.id}/receive`, {
          tenant: acme,
          body: { lines: [{ lineId: po.lineItems[0].id, quantity: 3 }] },
        }),
      ),
      ...[100, 0, 250, 40].map((newStock) =>
        t.request(manager, 'PATCH', `/api/inventory/${item.id}/stock`, {
          tenant: acme,
          body: { newStock, reason: 'Recount' },
        }),
      ),
    ];
    const results = await Promise.all(requests);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const { rows, currentStock } = await ledger(item.id);
    expect(rows).toHaveLength(15);
    expectUnbrokenChain(rows, currentStock);
    // Whatever the order, the stock is the last count plus the receipts that came after it.
    const lastCount = rows.findLastIndex((r) => r.kind === 'count_adjustment');
    expect(currentStock).toBe(rows[lastCount].stock_after + 3 * (rows.length - 1 - lastCount));
  });

  it('never takes stock below zero, even when takers race', async () => {
    const item = await createPart(t, manager, acme, { currentStock: 3 });
    const take = () =>
      t.db.tenant({ tenantId: acme.id, userId: manager.id }, (scope) =>
        addStock(scope, { inventoryId: item.id, quantity: -1, kind: 'usage', reason: 'Used on a job' }),
      );
    const results = await Promise.allSettled(Array.from({ length: 8 }, take));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused).toHaveLength(5);
    expect(refused.every((r) => r.reason instanceof AppError && r.reason.status === 409)).toBe(true);
    const { rows, currentStock } = await ledger(item.id);
    expect(currentStock).toBe(0);
    expectUnbrokenChain(rows, 0);
  });

  it('goes below zero only through usage with allowNegative (the tenant setting), never by itself', async () => {
    const item = await createPart(t, manager, acme, { currentStock: 1 });
    const take = (allowNegative?: boolean) =>
      t.db.tenant({ tenantId: acme.id, userId: manager.id }, (scope) =>
        addStock(scope, { inventoryId: item.id, quantity: -3, kind: 'usage', allowNegative }),
      );
    await expect(take()).rejects.toBeInstanceOf(AppError);
    const allowed = await take(true);
    expect(allowed).toMatchObject({ stockBefore: 1, stockAfter: -2, quantityChange: -3 });
    const { rows, currentStock } = await ledger(item.id);
    expect(currentStock).toBe(-2);
    expectUnbrokenChain(rows, -2, -2);
  });
});
