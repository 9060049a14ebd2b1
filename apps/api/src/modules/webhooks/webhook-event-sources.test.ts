import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@tradeworks/contracts/webhooks';
import { documentBody } from '../sales-documents/sales.test-support';
import {
  closePortalWorld,
  createPortalWorld,
  portalRequest,
  sentDocument,
  signIn,
  type PortalWorld,
} from '../portal/portal.test-support';
import { sendRequestWithPhotos } from '../portal/portal-photos.test-support';
import { agreementBody, createAgreement, inDays } from '../service-agreements/agreements.test-support';
import type { WebhookEventBody } from './webhook-events';
import { noteGivenUp, DISABLE_AFTER_GIVEN_UP } from './webhook-health';

/**
 * Each module announces its changes: a delivery row per subscribed endpoint, written in the change's
 * transaction with the record as the API answers it. Rows are read straight from webhook_deliveries.
 */

let w: PortalWorld;
let endpointId: string;
let pat: string;

beforeAll(async () => {
  w = await createPortalWorld();
  w.t.app.env.OUTBOUND_ALLOW_PRIVATE = 'true';
  w.t.app.env.WEBHOOK_ALLOW_HTTP = 'true';
  const res = await w.t.request(w.acme.owner, 'POST', '/api/admin/webhooks', {
    tenant: w.acme.tenant,
    body: { url: 'http://127.0.0.1:9/hooks', events: WEBHOOK_EVENT_TYPES },
  });
  expect(res.statusCode).toBe(201);
  endpointId = res.json().id;
  pat = await signIn(w.t, w.acme);
});
afterAll(() => closePortalWorld(w));
beforeEach(async () => {
  await w.t.db.platform((tx) =>
    tx.execute(sql`delete from webhook_deliveries where tenant_id = ${w.acme.tenant.id}`),
  );
});

const owner = () => w.acme.owner;
const tenant = () => w.acme.tenant;
const api = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) =>
  w.t.request(owner(), method, url, { tenant: tenant(), ...(body ? { body } : {}) });

/** The events of one type written so far (oldest first). */
async function events(type: WebhookEventType) {
  const { rows } = await w.t.db.platform((tx) =>
    tx.execute<{ payload: WebhookEventBody; endpoint_id: string }>(sql`
      select payload, endpoint_id from webhook_deliveries
      where tenant_id = ${tenant().id} and event_type = ${type} order by created_at, id`),
  );
  for (const row of rows) expect(row.endpoint_id).toBe(endpointId);
  return rows.map((r) => r.payload as WebhookEventBody & { data: { object: Record<string, unknown> } });
}

async function invoice(status: 'draft' | 'sent' = 'sent') {
  const res = await api('POST', '/api/invoices', documentBody(w.acme.f, { dueDate: inDays(30), status }));
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; invoiceNumber: string; total: string };
}

describe('quote events', () => {
  it('quote.sent when e-mailed, quote.approved by the office and by the client in the portal', async () => {
    const quoteId = await sentDocument(w.t, w.acme, 'quotes');
    const [sent] = await events('quote.sent');
    expect(sent).toMatchObject({ type: 'quote.sent', data: { object: { id: quoteId, status: 'sent' } } });
    expect(await events('quote.approved')).toEqual([]);

    const office = await api('PATCH', `/api/quotes/${quoteId}`, { status: 'approved' });
    expect(office.statusCode).toBe(200);
    const [approved] = await events('quote.approved');
    expect(approved.data.object).toMatchObject({ id: quoteId, status: 'approved' });

    const portalQuote = await sentDocument(w.t, w.acme, 'quotes');
    const signed = await portalRequest(
      w.t,
      pat,
      'POST',
      `/api/portal/${tenant().slug}/quotes/${portalQuote}/approve`,
      { signerName: 'Pat Doe', signatureKind: 'typed' },
    );
    expect(signed.statusCode).toBe(200);
    const both = await events('quote.approved');
    expect(both).toHaveLength(2);
    // Announced after the client's answer is stored: the record carries the signer.
    expect(both[1].data.object).toMatchObject({ id: portalQuote, status: 'approved' });
    expect(JSON.stringify(both[1].data.object)).toContain('Pat Doe');
  });
});

describe('invoice and payment events', () => {
  it('invoice.sent on sending; invoice.paid once, when a second payment brings the balance to zero', async () => {
    const inv = await invoice('draft');
    expect(await events('invoice.sent')).toEqual([]);
    const send = await api('POST', `/api/invoices/${inv.id}/send-email`);
    expect(send.statusCode).toBe(200);
    const [sent] = await events('invoice.sent');
    expect(sent.data.object).toMatchObject({ id: inv.id, status: 'sent' });

    const half = (Number(inv.total) / 2).toFixed(2);
    const rest = (Number(inv.total) - Number(half)).toFixed(2);
    expect(
      (await api('POST', '/api/payments', { invoiceId: inv.id, amount: half, method: 'cash' })).statusCode,
    ).toBe(201);
    expect(await events('invoice.paid')).toEqual([]);
    expect(
      (await api('POST', '/api/payments', { invoiceId: inv.id, amount: rest, method: 'check' })).statusCode,
    ).toBe(201);
    const paid = await events('invoice.paid');
    expect(paid).toHaveLength(1);
    expect(paid[0].data.object).toMatchObject({ id: inv.id, status: 'paid', amountPaid: inv.total });
    expect(await events('payment.recorded')).toHaveLength(2);
  });

  it('payment.refunded with the refund; invoice.paid again once a refund that reopened it is settled', async () => {
    const inv = await invoice();
    const res = await api('POST', '/api/payments', { invoiceId: inv.id, amount: inv.total, method: 'cash' });
    expect(res.statusCode).toBe(201);
    expect(await events('invoice.paid')).toHaveLength(1);

    const refund = await api('POST', `/api/payments/${res.json().id}/refund`, {
      amount: '10.00',
      reason: 'Goodwill',
    });
    expect(refund.statusCode).toBe(201);
    const [refunded] = await events('payment.refunded');
    expect(refunded.data.object).toMatchObject({
      id: res.json().id,
      refundedAmount: '10.00',
      refunds: [{ amount: '10.00', status: 'refunded', reason: 'Goodwill' }],
    });
    // Balance 10.00 again: paid anew when it is settled.
    expect(
      (await api('POST', '/api/payments', { invoiceId: inv.id, amount: '10.00', method: 'cash' })).statusCode,
    ).toBe(201);
    expect(await events('invoice.paid')).toHaveLength(2);
  });

  it('invoice.paid when the client pays by card in the portal', async () => {
    const invoiceId = await sentDocument(w.t, w.acme, 'invoices');
    const base = `/api/portal/${tenant().slug}`;
    const start = await portalRequest(w.t, pat, 'POST', `${base}/invoices/${invoiceId}/pay`, {
      amount: '284.15',
    });
    expect(start.statusCode).toBe(201);
    // What Stripe Elements does in the browser; the refresh applies Stripe's answer.
    w.stripe.confirmPaymentIntent(start.json().clientSecret);
    await portalRequest(w.t, pat, 'POST', `${base}/payments/${start.json().paymentId}/refresh`);
    const paid = await events('invoice.paid');
    expect(paid.map((e) => e.data.object.id)).toEqual([invoiceId]);
  });
});

describe('job and agreement events', () => {
  it('job.created for agreement visits; agreement.renewed with the new term', async () => {
    const agreement = await createAgreement(
      w.t,
      owner(),
      tenant(),
      agreementBody(w.acme.f.clientId, { startDate: inDays(-360), endDate: inDays(5) }),
    );
    const jobs = await events('job.created');
    expect(jobs.length).toBeGreaterThan(0);
    expect(jobs.every((j) => j.data.object.agreementId === agreement.id)).toBe(true);

    const renew = await api('POST', `/api/service-agreements/${agreement.id}/renew`, {});
    expect(renew.statusCode).toBe(201);
    const [renewed] = await events('agreement.renewed');
    expect(renewed.data.object).toMatchObject({ id: renew.json().id, startDate: inDays(6) });
  });

  it('job.created for a service request and a booking made in the portal', async () => {
    const request = await sendRequestWithPhotos(w.t, pat, tenant().slug, []);
    expect(request.statusCode).toBe(201);
    await api('PATCH', '/api/admin/customer-portal', { allowAppointmentBooking: true });
    await w.t.db.platform((tx) =>
      tx.execute(sql`insert into technicians (tenant_id, id, name, work_start, work_end, max_jobs)
                     values (${tenant().id}, gen_random_uuid(), 'Sam Tech', '08:00', '10:00', 1)`),
    );
    const slots = (await portalRequest(w.t, pat, 'GET', `/api/portal/${tenant().slug}/booking/slots`)).json();
    const booked = await portalRequest(w.t, pat, 'POST', `/api/portal/${tenant().slug}/booking`, {
      start: slots[0].start,
      serviceType: 'AC tune-up',
    });
    expect(booked.statusCode).toBe(201);
    const jobs = await events('job.created');
    expect(jobs.map((j) => j.data.object.jobNumber)).toEqual([
      request.json().jobNumber,
      booked.json().jobNumber,
    ]);
    expect(jobs[1].data.object).toMatchObject({ serviceType: 'AC tune-up', status: 'pending' });
  });
});

describe('an endpoint turned off after persistent failure', () => {
  it('e-mails the owners and admins, once', async () => {
    const admin = await w.t.user({ tenant: tenant(), role: 'admin' });
    const member = await w.t.user({ tenant: tenant(), role: 'member' });
    const outbox = async () =>
      (
        await w.t.db.platform((tx) =>
          tx.execute<{ to_address: string }>(sql`select to_address from email_outbox
            where tenant_id = ${tenant().id} and subject = 'A webhook was turned off' order by to_address`),
        )
      ).rows.map((r) => r.to_address);
    for (let i = 1; i < DISABLE_AFTER_GIVEN_UP; i++) {
      await noteGivenUp(w.t.db, { tenantId: tenant().id, endpointId });
    }
    expect(await outbox()).toEqual([]);
    await noteGivenUp(w.t.db, { tenantId: tenant().id, endpointId });
    const to = await outbox();
    expect(to).toEqual([admin.email, owner().email].sort());
    expect(to).not.toContain(member.email);
    // A sixth failure (a delivery already in flight) sends nothing more.
    await noteGivenUp(w.t.db, { tenantId: tenant().id, endpointId });
    expect(await outbox()).toHaveLength(2);
    const list = await api('GET', '/api/admin/webhooks');
    expect(list.json().find((e: { id: string }) => e.id === endpointId)).toMatchObject({
      enabled: false,
      disabledReason: 'Turned off after repeated failed deliveries',
    });
  });
});
