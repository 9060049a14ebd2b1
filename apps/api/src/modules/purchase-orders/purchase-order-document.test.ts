import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PurchaseOrderWithLines } from '@tradeworks/contracts/purchase-orders';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';

let t: TestContext;
let acme: TestTenant;
let other: TestTenant;
let manager: TestUser;
let member: TestUser;
let outsider: TestUser;
let po: PurchaseOrderWithLines;

function pdfText(pdf: Buffer): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'tw-po-')), 'po.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString();
}

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant({ name: 'Comfort Pro HVAC' });
  other = await t.tenant();
  manager = await t.user({ tenant: acme, role: 'manager' });
  member = await t.user({ tenant: acme, role: 'member' });
  outsider = await t.user({ tenant: other, role: 'owner' });
  const res = await t.request(manager, 'POST', '/api/purchase-orders', {
    tenant: acme,
    body: {
      purchaseOrder: {
        supplier: 'Capital Refrigerant Co.',
        supplierEmail: 'sales@capital.example',
        supplierPhone: '(512) 555-0182',
        orderDate: '2026-03-02',
        expectedDate: '2026-03-09',
        taxRate: '0.0825',
        shippingCost: '45.00',
        notes: 'Deliver to dock 2.',
      },
      lineItems: [
        { description: 'R-410A Refrigerant, 25 lb', sku: 'REF-410A-25', quantity: 6, unitCost: '185.00' },
        { description: 'Recovery cylinder', quantity: 1, unitCost: '129.99' },
      ],
    },
  });
  po = res.json();
});
afterAll(() => t.close());

describe('GET /api/purchase-orders/{id}/pdf', () => {
  it('is a real PDF with the company, supplier, lines and totals', async () => {
    const res = await t.request(member, 'GET', `/api/purchase-orders/${po.id}/pdf`, { tenant: acme });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${po.poNumber}.pdf"`);
    const text = pdfText(res.rawPayload);
    // 6 × 185.00 + 129.99 = 1,239.99; tax 8.25% = 102.30; + 45.00 shipping
    for (const expected of [
      'Comfort Pro HVAC',
      'PURCHASE ORDER',
      po.poNumber,
      'Supplier',
      'Capital Refrigerant Co.',
      'sales@capital.example',
      'R-410A Refrigerant, 25 lb (SKU REF-410A-25)',
      '$185.00',
      '$1,110.00',
      'Recovery cylinder',
      'Subtotal',
      '$1,239.99',
      'Tax (8.25%)',
      '$102.30',
      'Shipping',
      '$45.00',
      '$1,387.29',
      'Deliver to dock 2.',
      'Expected: Mar 9, 2026',
      'Order Date: Mar 2, 2026',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('answers 401 signed out and 404 for another tenant', async () => {
    expect(
      (await t.request(null, 'GET', `/api/purchase-orders/${po.id}/pdf`, { tenant: acme })).statusCode,
    ).toBe(401);
    expect(
      (await t.request(outsider, 'GET', `/api/purchase-orders/${po.id}/pdf`, { tenant: other })).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/purchase-orders/{id}/send-email', () => {
  it('queues the PDF to the supplier in the outbox and marks a draft as sent', async () => {
    const res = await t.request(manager, 'POST', `/api/purchase-orders/${po.id}/send-email`, {
      tenant: acme,
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ to: 'sales@capital.example', purchaseOrder: { status: 'sent' } });
    const rows = await t.db.platform((tx) =>
      tx.execute<{
        to_address: string;
        subject: string;
        text_body: string;
        attachments: Array<{ filename: string; contentType: string; content: string }>;
        related_id: string;
      }>(
        sql`select to_address, subject, text_body, attachments, related_id from email_outbox where id = ${res.json().emailId}`,
      ),
    );
    const [email] = rows.rows;
    expect(email).toMatchObject({
      to_address: 'sales@capital.example',
      subject: `Purchase order ${po.poNumber} from Comfort Pro HVAC`,
      related_id: po.id,
    });
    expect(email.text_body).toContain('$1,387.29');
    expect(email.attachments).toHaveLength(1);
    expect(email.attachments[0]).toMatchObject({
      filename: `${po.poNumber}.pdf`,
      contentType: 'application/pdf',
    });
    expect(pdfText(Buffer.from(email.attachments[0].content, 'base64'))).toContain('Capital Refrigerant Co.');
  });

  it('refuses an order without a supplier email with a clear message, queuing nothing', async () => {
    const created = (
      await t.request(manager, 'POST', '/api/purchase-orders', {
        tenant: acme,
        body: {
          purchaseOrder: { supplier: 'Walk-in counter', orderDate: '2026-03-02' },
          lineItems: [{ description: 'Tape', quantity: 1, unitCost: 5 }],
        },
      })
    ).json();
    const res = await t.request(manager, 'POST', `/api/purchase-orders/${created.id}/send-email`, {
      tenant: acme,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This purchase order has no supplier email. Add one before sending it.');
    const queued = await t.db.platform((tx) =>
      tx.execute(sql`select 1 from email_outbox where related_id = ${created.id}`),
    );
    expect(queued.rows).toHaveLength(0);
    expect(
      (await t.request(member, 'GET', `/api/purchase-orders/${created.id}`, { tenant: acme })).json().status,
    ).toBe('draft');
  });

  it('answers 401, 403 for a member and 404 for another tenant, queuing nothing', async () => {
    const url = `/api/purchase-orders/${po.id}/send-email`;
    expect((await t.request(null, 'POST', url, { tenant: acme })).statusCode).toBe(401);
    expect((await t.request(member, 'POST', url, { tenant: acme })).statusCode).toBe(403);
    expect((await t.request(outsider, 'POST', url, { tenant: other })).statusCode).toBe(404);
    const queued = await t.db.platform((tx) =>
      tx.execute(sql`select 1 from email_outbox where related_id = ${po.id}`),
    );
    expect(queued.rows).toHaveLength(1);
  });
});
