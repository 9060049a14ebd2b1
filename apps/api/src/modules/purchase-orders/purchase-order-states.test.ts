import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PurchaseOrderWithLines } from '@tradeworks/contracts/purchase-orders';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { createPart } from '../inventory/inventory.test-support';

/*
 * Issue 19 item 7: draft, sent, confirmed and cancelled are a free choice; partially received and received
 * come only from receiving; a received order is not edited and not e-mailed again without a confirmation.
 */

let t: TestContext;
let acme: TestTenant;
let manager: TestUser;
let partId: string;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant();
  manager = await t.user({ tenant: acme, role: 'manager' });
  partId = (await createPart(t, manager, acme, { name: 'Capacitor 45/5', sku: 'CAP-455' })).id;
});
afterAll(() => t.close());

const create = async (status?: string) =>
  t.request(manager, 'POST', '/api/purchase-orders', {
    tenant: acme,
    body: {
      purchaseOrder: {
        supplier: 'Capital Refrigerant Co.',
        supplierEmail: 'sales@capital.example',
        orderDate: '2026-03-02',
        ...(status ? { status } : {}),
      },
      lineItems: [{ inventoryId: partId, description: 'Capacitor 45/5', quantity: 4, unitCost: '12.50' }],
    },
  });

const newOrder = async (): Promise<PurchaseOrderWithLines> => (await create()).json();
const receive = (po: PurchaseOrderWithLines, quantity: number) =>
  t.request(manager, 'POST', `/api/purchase-orders/${po.id}/receive`, {
    tenant: acme,
    body: { lines: [{ lineId: po.lineItems[0].id, quantity }] },
  });
const patchStatus = (po: PurchaseOrderWithLines, status: string) =>
  t.request(manager, 'PATCH', `/api/purchase-orders/${po.id}`, {
    tenant: acme,
    body: { purchaseOrder: { status } },
  });

describe('purchase-order states', () => {
  it('refuses to create an order as received or partially received', async () => {
    for (const status of ['received', 'partially_received']) {
      const res = await create(status);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Status must be one of: draft, sent, confirmed, cancelled');
    }
    for (const status of ['draft', 'sent', 'confirmed', 'cancelled']) {
      expect((await create(status)).json().status).toBe(status);
    }
  });

  it('lets draft, sent, confirmed and cancelled be chosen freely, but never a receiving status', async () => {
    const stock = async () =>
      (await t.request(manager, 'GET', `/api/inventory/${partId}`, { tenant: acme })).json().currentStock;
    const before = await stock();
    const po = await newOrder();
    for (const status of ['confirmed', 'sent', 'cancelled', 'draft']) {
      const res = await patchStatus(po, status);
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe(status);
    }
    const res = await patchStatus(po, 'received');
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors['purchaseOrder.status']).toBe(
      'Status must be one of: draft, sent, confirmed, cancelled',
    );
    expect(await stock()).toBe(before);
  });

  it('derives partially received and received from receiving; then the status follows the receipts', async () => {
    const po = await newOrder();
    expect(po.allowedActions).toEqual(['edit', 'receive', 'email']);
    const partial = (await receive(po, 1)).json();
    expect(partial.status).toBe('partially_received');
    expect(partial.allowedActions).toEqual(['edit', 'receive', 'email']);
    const back = await patchStatus(po, 'confirmed');
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe(
      `Purchase order ${po.poNumber} has received items: its status follows what was received.`,
    );
    const full = (await receive(po, 3)).json();
    expect(full.status).toBe('received');
    // Read-only lines, no Edit, and e-mail only after a confirmation.
    expect(full.allowedActions).toEqual(['emailAgain']);
    expect((await patchStatus(po, 'cancelled')).statusCode).toBe(409);
  });

  it('lets a partially received order be cancelled, and then nothing more is received', async () => {
    const po = await newOrder();
    await receive(po, 2);
    const cancelled = await patchStatus(po, 'cancelled');
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', allowedActions: ['edit', 'email'] });
    expect((await receive(po, 1)).statusCode).toBe(409);
  });

  it('e-mails a received order again only with a confirmation', async () => {
    const po = await newOrder();
    await receive(po, 4);
    const url = `/api/purchase-orders/${po.id}/send-email`;
    const refused = await t.request(manager, 'POST', url, { tenant: acme });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Purchase order ${po.poNumber} has been received in full. Confirm to e-mail it to the supplier again.`,
    );
    const queued = () =>
      t.db.platform((tx) => tx.execute(sql`select 1 from email_outbox where related_id = ${po.id}`));
    expect((await queued()).rows).toHaveLength(0);
    const confirmed = await t.request(manager, 'POST', url, { tenant: acme, body: { confirmResend: true } });
    expect(confirmed.statusCode).toBe(202);
    expect(confirmed.json().purchaseOrder.status).toBe('received');
    expect((await queued()).rows).toHaveLength(1);
  });
});
