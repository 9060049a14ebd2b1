import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InventoryItem } from '@tradeworks/contracts/inventory';
import type { PurchaseOrderWithLines } from '@tradeworks/contracts/purchase-orders';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { createPart } from '../inventory/inventory.test-support';

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
  manager = await t.user({ tenant: acme, role: 'manager' });
  member = await t.user({ tenant: acme, role: 'member' });
  outsider = await t.user({ tenant: other, role: 'owner' });
});
afterAll(() => t.close());

async function order(
  lines: Array<{ part?: InventoryItem; quantity: number }>,
): Promise<PurchaseOrderWithLines> {
  const res = await t.request(manager, 'POST', '/api/purchase-orders', {
    tenant: acme,
    body: {
      purchaseOrder: { supplier: 'Gulf Coast Motors', orderDate: '2026-03-02', status: 'sent' },
      lineItems: lines.map(({ part, quantity }) => ({
        inventoryId: part?.id,
        description: part?.name ?? 'Freight insurance',
        quantity,
        unitCost: '10.00',
      })),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const receive = (
  po: PurchaseOrderWithLines,
  lines: Array<{ lineId: string; quantity: number }>,
  user = manager,
  tenant = acme,
  receivedDate?: string,
) =>
  t.request(user, 'POST', `/api/purchase-orders/${po.id}/receive`, { tenant, body: { lines, receivedDate } });

const stockOf = async (part: InventoryItem) =>
  (await t.request(manager, 'GET', `/api/inventory/${part.id}`, { tenant: acme })).json();

describe('POST /api/purchase-orders/{id}/receive', () => {
  it('receives in parts: quantities, dates, status, stock through the ledger, and the on-order flag', async () => {
    const motor = await createPart(t, manager, acme, {
      name: 'ECM Blower Motor',
      currentStock: 1,
      reorderLevel: 3,
    });
    const fan = await createPart(t, manager, acme, { name: 'Fan Motor', currentStock: 0 });
    await t.request(manager, 'PATCH', `/api/inventory/${motor.id}`, {
      tenant: acme,
      body: { isOnOrder: true },
    });
    await t.request(manager, 'PATCH', `/api/inventory/${fan.id}`, {
      tenant: acme,
      body: { isOnOrder: true },
    });
    const po = await order([{ part: motor, quantity: 4 }, { part: fan, quantity: 2 }, { quantity: 1 }]);
    const [motorLine, fanLine, freightLine] = po.lineItems;

    const partial = await receive(
      po,
      [
        { lineId: motorLine.id, quantity: 3 },
        { lineId: fanLine.id, quantity: 2 },
      ],
      manager,
      acme,
      '2026-03-05',
    );
    expect(partial.statusCode).toBe(200);
    expect(partial.json()).toMatchObject({ status: 'partially_received', receivedDate: null });
    expect(
      partial
        .json()
        .lineItems.map((l: { quantityReceived: number; receivedDate: string | null }) => [
          l.quantityReceived,
          l.receivedDate,
        ]),
    ).toEqual([
      [3, '2026-03-05'],
      [2, '2026-03-05'],
      [0, null],
    ]);
    expect(await stockOf(motor)).toMatchObject({
      currentStock: 4,
      isOnOrder: true,
      displayStatus: 'on-order',
    });
    // Nothing is left to receive for the fan motor: it is no longer on order.
    expect(await stockOf(fan)).toMatchObject({
      currentStock: 2,
      isOnOrder: false,
      displayStatus: 'low-stock',
    });
    const history = (
      await t.request(member, 'GET', `/api/inventory/${motor.id}/movements`, { tenant: acme })
    ).json();
    expect(history[0]).toMatchObject({
      kind: 'po_receipt',
      quantityChange: 3,
      stockBefore: 1,
      stockAfter: 4,
      purchaseOrderId: po.id,
      poNumber: po.poNumber,
      reason: `Received on ${po.poNumber}`,
    });

    const rest = await receive(po, [
      { lineId: motorLine.id, quantity: 1 },
      { lineId: freightLine.id, quantity: 1 },
    ]);
    expect(rest.json()).toMatchObject({
      status: 'received',
      receivedDate: new Date().toISOString().slice(0, 10),
    });
    expect(await stockOf(motor)).toMatchObject({ currentStock: 5, isOnOrder: false });
    const audit = await t.db.platform((tx) =>
      tx.execute<{ summary: string }>(
        sql`select summary from audit_log where entity_id = ${po.id} order by created_at`,
      ),
    );
    expect(audit.rows.map((r) => r.summary)).toEqual([
      `Purchase order ${po.poNumber} created for Gulf Coast Motors`,
      `Purchase order ${po.poNumber} partially received`,
      `Purchase order ${po.poNumber} received`,
    ]);
  });

  it('keeps a part on order while another open order still has some of it to come', async () => {
    const coil = await createPart(t, manager, acme, { name: 'Coil', currentStock: 0 });
    await t.request(manager, 'PATCH', `/api/inventory/${coil.id}`, {
      tenant: acme,
      body: { isOnOrder: true },
    });
    const first = await order([{ part: coil, quantity: 1 }]);
    await order([{ part: coil, quantity: 1 }]);
    await receive(first, [{ lineId: first.lineItems[0].id, quantity: 1 }]);
    expect(await stockOf(coil)).toMatchObject({ currentStock: 1, isOnOrder: true });
  });

  it('refuses receiving more than ordered, twice the same line, or another order’s line — nothing changes', async () => {
    const part = await createPart(t, manager, acme, { name: 'Contactor', currentStock: 5 });
    const po = await order([{ part, quantity: 2 }]);
    const line = po.lineItems[0];
    const over = await receive(po, [{ lineId: line.id, quantity: 3 }]);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('Cannot receive more than ordered: Contactor has 2 left to receive.');
    expect(
      (
        await receive(po, [
          { lineId: line.id, quantity: 1 },
          { lineId: line.id, quantity: 1 },
        ])
      ).statusCode,
    ).toBe(400);
    const another = await order([{ part, quantity: 1 }]);
    expect((await receive(po, [{ lineId: another.lineItems[0].id, quantity: 1 }])).statusCode).toBe(400);
    const zero = await receive(po, [{ lineId: line.id, quantity: 0 }]);
    expect(zero.json().fieldErrors).toEqual({ 'lines.0.quantity': 'Quantity received must be at least 1' });
    expect(
      (
        await t.request(manager, 'POST', `/api/purchase-orders/${po.id}/receive`, {
          tenant: acme,
          body: { lines: [] },
        })
      ).json().message,
    ).toBe('Choose at least one line to receive');
    await receive(po, [{ lineId: line.id, quantity: 2 }]);
    const again = await receive(po, [{ lineId: line.id, quantity: 1 }]);
    expect(again.json().message).toBe(
      'Cannot receive more than ordered: Contactor has already been received in full.',
    );
    expect((await stockOf(part)).currentStock).toBe(7);
  });

  it('refuses receiving on a cancelled order; cancelling clears the on-order flag', async () => {
    const part = await createPart(t, manager, acme, { name: 'Thermostat', currentStock: 0 });
    await t.request(manager, 'PATCH', `/api/inventory/${part.id}`, {
      tenant: acme,
      body: { isOnOrder: true },
    });
    const po = await order([{ part, quantity: 2 }]);
    const cancelled = await t.request(manager, 'PATCH', `/api/purchase-orders/${po.id}`, {
      tenant: acme,
      body: { purchaseOrder: { status: 'cancelled' } },
    });
    expect(cancelled.json().status).toBe('cancelled');
    expect(await stockOf(part)).toMatchObject({ isOnOrder: false, displayStatus: 'out-of-stock' });
    const res = await receive(po, [{ lineId: po.lineItems[0].id, quantity: 1 }]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Purchase order ${po.poNumber} is cancelled: nothing can be received on it.`,
    );
    expect((await stockOf(part)).currentStock).toBe(0);
  });

  it('protects received quantities when lines are edited', async () => {
    const part = await createPart(t, manager, acme, { name: 'Capacitor', currentStock: 0 });
    const po = await order([{ part, quantity: 5 }, { quantity: 1 }]);
    await receive(po, [{ lineId: po.lineItems[0].id, quantity: 3 }]);
    const url = `/api/purchase-orders/${po.id}`;
    const base = po.lineItems.map((l) => ({
      id: l.id,
      inventoryId: l.inventoryId,
      description: l.description,
      quantity: l.quantity,
      unitCost: l.unitCost,
    }));
    const below = await t.request(manager, 'PATCH', url, {
      tenant: acme,
      body: { lineItems: [{ ...base[0], quantity: 2 }, base[1]] },
    });
    expect(below.json().message).toBe('Capacitor: the quantity cannot be less than the 3 already received.');
    const removed = await t.request(manager, 'PATCH', url, { tenant: acme, body: { lineItems: [base[1]] } });
    expect(removed.json().message).toBe('Capacitor has already been received in part and cannot be removed.');
    const fine = await t.request(manager, 'PATCH', url, {
      tenant: acme,
      body: { lineItems: [{ ...base[0], quantity: 3 }, base[1]] },
    });
    expect(fine.statusCode).toBe(200);
    expect(fine.json().lineItems[0]).toMatchObject({ quantity: 3, quantityReceived: 3 });
  });

  it('answers 401, 403 for a member and 404 for another tenant without receiving anything', async () => {
    const part = await createPart(t, manager, acme, { name: 'Guarded part', currentStock: 0 });
    const po = await order([{ part, quantity: 2 }]);
    const lines = [{ lineId: po.lineItems[0].id, quantity: 1 }];
    expect((await receive(po, lines, member)).statusCode).toBe(403);
    expect((await receive(po, lines, outsider, other)).statusCode).toBe(404);
    expect(
      (
        await t.request(null, 'POST', `/api/purchase-orders/${po.id}/receive`, {
          tenant: acme,
          body: { lines },
        })
      ).statusCode,
    ).toBe(401);
    expect((await stockOf(part)).currentStock).toBe(0);
  });

  it('receives each unit once when the same order is received twice at the same moment', async () => {
    const part = await createPart(t, manager, acme, { name: 'Raced part', currentStock: 0 });
    const po = await order([{ part, quantity: 4 }]);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => receive(po, [{ lineId: po.lineItems[0].id, quantity: 3 }])),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400]);
    expect((await stockOf(part)).currentStock).toBe(3);
  });
});
