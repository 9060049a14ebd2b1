import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERTED_INVOICE_DUE_DAYS } from '@tradeworks/contracts/quotes';
import { documentBody, platformSql } from '../modules/sales-documents/sales.test-support';
import { paymentTime } from '../modules/payments/payment-ledger';
import {
  closePaymentsWorld,
  createPaymentsWorld,
  invoiceFor,
  record,
  type PaymentsWorld,
} from '../modules/payments/payments.test-support';
import type { TestTenant } from '../test/test-context';
import { addDays, localDate, tenantDate, tenantDateInDays } from './tenant-clock';

/**
 * Every "today" is the organization's date. An organization in Los Angeles at 03:00 UTC: UTC is already
 * tomorrow (March 2), the organization's day is still March 1.
 */
const LATE_EVENING_IN_LA = new Date('2026-03-02T03:00:00.000Z');

describe('the organization’s today, where UTC is already tomorrow', () => {
  it('dates a payment by the organization’s day: today is now, an earlier day its noon, beyond tomorrow refused', () => {
    const zone = 'America/Los_Angeles';
    expect(paymentTime('2026-03-01', zone, LATE_EVENING_IN_LA)).toEqual(LATE_EVENING_IN_LA);
    // Noon in Los Angeles (PST, UTC−8), not noon UTC.
    expect(paymentTime('2026-02-27', zone, LATE_EVENING_IN_LA).toISOString()).toBe(
      '2026-02-27T20:00:00.000Z',
    );
    // One day of slack for a browser east of the organization; UTC's tomorrow (March 3) is two days ahead.
    expect(paymentTime('2026-03-02', zone, LATE_EVENING_IN_LA)).toEqual(LATE_EVENING_IN_LA);
    expect(() => paymentTime('2026-03-03', zone, LATE_EVENING_IN_LA)).toThrow(
      'Payment date cannot be in the future',
    );
  });
});

let w: PaymentsWorld;
/** A tenant whose date differs from UTC's right now: UTC+14 from 10:00 UTC on, else UTC−11. */
const farZone = () => (new Date().getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago');
let zone: string;
const utcToday = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  w = await createPaymentsWorld();
  zone = farZone();
  await setZone(w.acme, zone);
});
afterAll(() => closePaymentsWorld(w));

function setZone(tenant: TestTenant, timeZone: string) {
  return platformSql(
    w.t,
    sql`insert into general_settings (tenant_id, id, setting_key, setting_value)
      values (${tenant.id}, gen_random_uuid(), 'timezone', ${timeZone})`,
  );
}

describe('the organization’s today, end to end (a zone whose date is not UTC’s)', () => {
  it('tenantDate and tenantDateInDays read the zone inside the transaction', async () => {
    await setZone(w.other, 'America/Los_Angeles');
    const dates = await w.t.db.tenant({ tenantId: w.other.id, userId: null }, async (scope) => ({
      today: await tenantDate(scope, LATE_EVENING_IN_LA),
      due: await tenantDateInDays(scope, 30, LATE_EVENING_IN_LA),
    }));
    expect(dates).toEqual({ today: '2026-03-01', due: '2026-03-31' });
  });

  it('filters the payments list by the organization’s days', async () => {
    const invoice = await invoiceFor(w);
    const paid = await record(w, {
      invoiceId: invoice.id,
      amount: '1.00',
      method: 'cash',
      reference: 'TZ-DAY',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const list = (day: string) =>
      w.t.request(w.member, 'GET', '/api/payments', {
        tenant: w.acme,
        query: { search: 'TZ-DAY', from: day, to: day },
      });
    const local = localDate(new Date(), zone);
    expect(local).not.toBe(utcToday());
    expect((await list(local)).json()).toHaveLength(1);
    expect((await list(utcToday())).json()).toHaveLength(0);
  });

  it('gives a converted quote its due date from the organization’s today', async () => {
    const created = await w.t.request(w.owner, 'POST', '/api/quotes', {
      tenant: w.acme,
      body: documentBody(w.f, { status: 'sent' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const approved = await w.t.request(w.owner, 'PATCH', `/api/quotes/${created.json().id}`, {
      tenant: w.acme,
      body: { status: 'approved' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const invoice = await w.t.request(
      w.owner,
      'POST',
      `/api/quotes/${created.json().id}/convert-to-invoice`,
      {
        tenant: w.acme,
        body: {},
      },
    );
    expect(invoice.statusCode, invoice.body).toBe(201);
    expect(invoice.json().dueDate).toBe(addDays(localDate(new Date(), zone), CONVERTED_INVOICE_DUE_DAYS));
  });

  it('names an export file by the organization’s date', async () => {
    const res = await w.t.request(w.owner, 'GET', '/api/exports/clients.csv', { tenant: w.acme });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(localDate(new Date(), zone));
  });

  it('receives a purchase order on the organization’s date when none is given', async () => {
    const po = await w.t.request(w.owner, 'POST', '/api/purchase-orders', {
      tenant: w.acme,
      body: {
        purchaseOrder: { supplier: 'Gulf Coast Motors', orderDate: '2026-03-02', status: 'sent' },
        lineItems: [{ description: 'Freight insurance', quantity: 1, unitCost: '10.00' }],
      },
    });
    expect(po.statusCode, po.body).toBe(201);
    const line = po.json().lineItems[0];
    const received = await w.t.request(w.owner, 'POST', `/api/purchase-orders/${po.json().id}/receive`, {
      tenant: w.acme,
      body: { lines: [{ lineId: line.id, quantity: 1 }] },
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json().receivedDate).toBe(localDate(new Date(), zone));
  });
});
