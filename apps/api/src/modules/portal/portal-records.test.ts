import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closePortalWorld,
  createPortalWorld,
  portalRequest,
  sentDocument,
  signIn,
  type PortalWorld,
} from './portal.test-support';
import { pngPhoto, sendRequestWithPhotos } from './portal-photos.test-support';
import { pdfText } from '../sales-documents/sales.test-support';

let w: PortalWorld;
/** Pat's own records, the same tenant's other client's, and the other tenant's. */
const ids = {} as Record<
  'own' | 'sibling' | 'foreign',
  { quote: string; invoice: string; payment: string; photo: string }
>;
let pat: string;
let slug: string;

const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** A photo the client sent with a service request (signed in as that client for it). */
async function photoOf(world: PortalWorld['acme'], clientId: string, email: string) {
  const cookie = await signIn(w.t, world, clientId, email);
  const res = await sendRequestWithPhotos(w.t, cookie, world.tenant.slug, [pngPhoto()]);
  if (res.statusCode !== 201) throw new Error(`photo: ${res.body}`);
  return res.json().photos[0].id as string;
}

async function paymentOf(invoiceId: string, who: 'acme' | 'globex') {
  // A completed cash payment recorded by the office: a payment id to probe with.
  const world = w[who];
  const res = await w.t.request(world.owner, 'POST', '/api/payments', {
    tenant: world.tenant,
    body: { invoiceId, amount: '1.00', method: 'cash' },
  });
  if (res.statusCode !== 201) throw new Error(`payment: ${res.body}`);
  return res.json().id as string;
}

beforeAll(async () => {
  w = await createPortalWorld();
  const { t, acme, globex } = w;
  slug = acme.tenant.slug;
  const set = async (
    key: keyof typeof ids,
    world: typeof acme,
    who: 'acme' | 'globex',
    clientId: string,
    email: string,
  ) => {
    const invoice = await sentDocument(t, world, 'invoices', clientId);
    ids[key] = {
      quote: await sentDocument(t, world, 'quotes', clientId),
      invoice,
      payment: await paymentOf(invoice, who),
      photo: await photoOf(world, clientId, email),
    };
  };
  await set('own', acme, 'acme', acme.f.clientId, 'pat@example.com');
  await set('sibling', acme, 'acme', acme.otherClientId, 'other-acme@example.com');
  await set('foreign', globex, 'globex', globex.f.clientId, 'pat@example.com');
  pat = await signIn(t, acme);
});
afterAll(() => closePortalWorld(w));

/** Every portal route with a record id, and a valid body for it. */
const RECORD_ROUTES: Array<{
  method: 'GET' | 'POST';
  path: (r: (typeof ids)['own']) => string;
  body?: unknown;
}> = [
  { method: 'GET', path: (r) => `quotes/${r.quote}` },
  { method: 'GET', path: (r) => `quotes/${r.quote}/pdf` },
  {
    method: 'POST',
    path: (r) => `quotes/${r.quote}/approve`,
    body: { signerName: 'Pat Doe', signatureKind: 'typed' },
  },
  { method: 'POST', path: (r) => `quotes/${r.quote}/decline`, body: { reason: 'Too expensive' } },
  { method: 'POST', path: (r) => `quotes/${r.quote}/deposit/pay` },
  { method: 'GET', path: (r) => `invoices/${r.invoice}` },
  { method: 'GET', path: (r) => `invoices/${r.invoice}/pdf` },
  { method: 'POST', path: (r) => `invoices/${r.invoice}/pay`, body: { amount: '5.00' } },
  { method: 'GET', path: (r) => `payments/${r.payment}` },
  { method: 'POST', path: (r) => `payments/${r.payment}/refresh` },
  { method: 'GET', path: (r) => `photos/${r.photo}` },
];

describe('portal isolation', () => {
  it('every portal route with an id is registered here (a new one must be added to this test)', () => {
    const withIds = w.t.app.routeRegistry
      .filter((r) => r.access === 'portal' && /:(id|paymentId)\b/.test(r.url))
      .map((r) => `${r.method} ${r.url}`);
    expect(withIds).toHaveLength(RECORD_ROUTES.length);
  });

  it('answers 404 for another client’s records of the same tenant and for another tenant’s records', async () => {
    for (const route of RECORD_ROUTES) {
      for (const other of ['sibling', 'foreign'] as const) {
        const res = await portalRequest(
          w.t,
          pat,
          route.method,
          `/api/portal/${slug}/${route.path(ids[other])}`,
          route.body,
        );
        expect(`${route.method} ${route.path(ids[other])} (${other}) → ${res.statusCode}`).toBe(
          `${route.method} ${route.path(ids[other])} (${other}) → 404`,
        );
      }
    }
    // Nothing changed on the other records.
    const { rows } = await w.t.db.platform((tx) => tx.execute(sql`select 1 from quote_client_responses`));
    expect(rows).toHaveLength(0);
  });

  it('signed out: 401 on every portal route', async () => {
    for (const route of RECORD_ROUTES) {
      const res = await portalRequest(
        w.t,
        null,
        route.method,
        `/api/portal/${slug}/${route.path(ids.own)}`,
        route.body,
      );
      expect(res.statusCode).toBe(401);
    }
    expect((await portalRequest(w.t, null, 'GET', `/api/portal/${slug}/home`)).statusCode).toBe(401);
  });

  it('a staff session is no portal session', async () => {
    const res = await w.t.app.inject({
      method: 'GET',
      url: `/api/portal/${slug}/home`,
      headers: { cookie: w.acme.owner.cookie },
    });
    expect(res.statusCode).toBe(401);
  });

  it('the home lists only the client’s own open quotes and unpaid invoices', async () => {
    const res = await portalRequest(w.t, pat, 'GET', `/api/portal/${slug}/home`);
    const body = res.json();
    expect(body.openQuotes.map((q: { id: string }) => q.id)).toEqual([ids.own.quote]);
    expect(body.unpaidInvoices.map((i: { id: string }) => i.id)).toEqual([ids.own.invoice]);
    expect(body.unpaidInvoices[0]).toMatchObject({
      total: '284.15',
      amountPaid: '1.00',
      balanceDue: '283.15',
    });
    const list = await portalRequest(w.t, pat, 'GET', `/api/portal/${slug}/invoices`);
    expect(list.json().map((i: { id: string }) => i.id)).toEqual([ids.own.invoice]);
  });
});

describe('portal quotes', () => {
  it('approval needs a name and a signature', async () => {
    const url = `/api/portal/${slug}/quotes/${ids.own.quote}/approve`;
    const noName = await portalRequest(w.t, pat, 'POST', url, { signerName: ' ', signatureKind: 'typed' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe('Type your full name');
    const noDrawing = await portalRequest(w.t, pat, 'POST', url, {
      signerName: 'Pat',
      signatureKind: 'drawn',
    });
    expect(noDrawing.statusCode).toBe(400);
    const notPng = await portalRequest(w.t, pat, 'POST', url, {
      signerName: 'Pat',
      signatureKind: 'drawn',
      signatureData: 'javascript:alert(1)',
    });
    expect(notPng.statusCode).toBe(400);
  });

  it('approves with a drawn signature: stored with time and address, shown to staff and printed on the PDF', async () => {
    const url = `/api/portal/${slug}/quotes/${ids.own.quote}/approve`;
    const res = await portalRequest(w.t, pat, 'POST', url, {
      signerName: 'Pat Doe',
      signatureKind: 'drawn',
      signatureData: TINY_PNG,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'approved', allowedActions: [] });
    expect(res.json().clientResponse).toMatchObject({
      response: 'approved',
      signerName: 'Pat Doe',
      signatureKind: 'drawn',
      signatureData: TINY_PNG,
      ipAddress: '127.0.0.1',
    });
    const staff = await w.t.request(w.acme.owner, 'GET', `/api/quotes/${ids.own.quote}`, {
      tenant: w.acme.tenant,
    });
    expect(staff.json().status).toBe('approved');
    const signed = await w.t.request(w.acme.owner, 'GET', `/api/quotes/${ids.own.quote}/client-response`, {
      tenant: w.acme.tenant,
    });
    expect(signed.json()).toMatchObject({ signerName: 'Pat Doe', ipAddress: '127.0.0.1' });
    const pdf = await w.t.request(w.acme.owner, 'GET', `/api/quotes/${ids.own.quote}/pdf`, {
      tenant: w.acme.tenant,
    });
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Accepted by the client');
    expect(text).toContain('Pat Doe');
    expect(text).toMatch(/Signed online on .* UTC from 127\.0\.0\.1 \(drawn signature\)/);
    const { rows } = await w.t.db.platform((tx) =>
      tx.execute<{ action: string; user_id: string | null }>(
        sql`select action, user_id from audit_log where entity_id = ${ids.own.quote} order by created_at`,
      ),
    );
    expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining(['approve', 'portal_approve']));
    // Approving again is a kind 409.
    const again = await portalRequest(w.t, pat, 'POST', url, {
      signerName: 'Pat Doe',
      signatureKind: 'typed',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already approved this quote. Thank you!');
  });

  it('an expired quote cannot be approved (409, said kindly), like in the staff app', async () => {
    const quote = await sentDocument(w.t, w.acme, 'quotes');
    await w.t.db.platform((tx) =>
      tx.execute(sql`update quotes set valid_until = now() - interval '1 day' where id = ${quote}`),
    );
    const res = await portalRequest(w.t, pat, 'POST', `/api/portal/${slug}/quotes/${quote}/approve`, {
      signerName: 'Pat Doe',
      signatureKind: 'typed',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      /^This quote expired on .*Please contact Acme Heating for an updated quote\.$/,
    );
    const view = await portalRequest(w.t, pat, 'GET', `/api/portal/${slug}/quotes/${quote}`);
    expect(view.json()).toMatchObject({ status: 'expired', allowedActions: [] });
  });

  it('declines with a reason; the quote then takes no answer until it is sent again', async () => {
    const quote = await sentDocument(w.t, w.acme, 'quotes');
    const url = `/api/portal/${slug}/quotes/${quote}`;
    expect((await portalRequest(w.t, pat, 'POST', `${url}/decline`, { reason: '' })).statusCode).toBe(400);
    const res = await portalRequest(w.t, pat, 'POST', `${url}/decline`, {
      reason: 'We went with a smaller unit',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'sent',
      allowedActions: [],
      clientResponse: { response: 'declined', declineReason: 'We went with a smaller unit' },
    });
    const approve = await portalRequest(w.t, pat, 'POST', `${url}/approve`, {
      signerName: 'Pat',
      signatureKind: 'typed',
    });
    expect(approve.statusCode).toBe(409);
  });

  it('drafts are not visible in the portal', async () => {
    const created = await w.t.request(w.acme.owner, 'POST', '/api/quotes', {
      tenant: w.acme.tenant,
      body: (await import('../sales-documents/sales.test-support')).documentBody(w.acme.f),
    });
    const res = await portalRequest(w.t, pat, 'GET', `/api/portal/${slug}/quotes/${created.json().id}`);
    expect(res.statusCode).toBe(404);
  });
});

describe('portal card payments through the Stripe stand-in', () => {
  it('pays part of the balance by card, then the rest; staff see the payments', async () => {
    const invoice = await sentDocument(w.t, w.acme, 'invoices');
    const base = `/api/portal/${slug}`;
    const over = await portalRequest(w.t, pat, 'POST', `${base}/invoices/${invoice}/pay`, {
      amount: '999.00',
    });
    expect(over.statusCode).toBe(400);
    const start = await portalRequest(w.t, pat, 'POST', `${base}/invoices/${invoice}/pay`, {
      amount: '84.15',
    });
    expect(start.statusCode).toBe(201);
    const intent = start.json();
    expect(intent).toMatchObject({ amount: '84.15', publishableKey: 'pk_test_standin' });
    expect(intent.clientSecret).toMatch(/_secret_/);
    // What Stripe Elements does in the browser with the client secret.
    w.stripe.confirmPaymentIntent(intent.clientSecret);
    const receipt = await portalRequest(w.t, pat, 'POST', `${base}/payments/${intent.paymentId}/refresh`);
    expect(receipt.json()).toMatchObject({ status: 'completed', amount: '84.15', balanceDue: '200.00' });
    // The rest, after an abandoned attempt (which is cancelled at Stripe and closed, not left holding the balance).
    const abandoned = await portalRequest(w.t, pat, 'POST', `${base}/invoices/${invoice}/pay`, {
      amount: '200.00',
    });
    const rest = await portalRequest(w.t, pat, 'POST', `${base}/invoices/${invoice}/pay`, {
      amount: '200.00',
    });
    expect(rest.statusCode).toBe(201);
    w.stripe.confirmPaymentIntent(rest.json().clientSecret);
    const done = await portalRequest(w.t, pat, 'POST', `${base}/payments/${rest.json().paymentId}/refresh`);
    expect(done.json()).toMatchObject({ status: 'completed', balanceDue: '0.00' });
    const old = await portalRequest(w.t, pat, 'GET', `${base}/payments/${abandoned.json().paymentId}`);
    expect(old.json().status).toBe('failed');
    const staff = await w.t.request(w.acme.owner, 'GET', `/api/invoices/${invoice}`, {
      tenant: w.acme.tenant,
    });
    expect(staff.json()).toMatchObject({ status: 'paid', amountPaid: '284.15' });
    const ledger = await w.t.request(w.acme.owner, 'GET', `/api/invoices/${invoice}/payments`, {
      tenant: w.acme.tenant,
    });
    const completed = ledger.json().payments.filter((p: { status: string }) => p.status === 'completed');
    expect(completed.map((p: { amount: string }) => p.amount).sort()).toEqual(['200.00', '84.15']);
    const view = await portalRequest(w.t, pat, 'GET', `${base}/invoices/${invoice}`);
    expect(view.json()).toMatchObject({ status: 'paid', canPay: false, balanceDue: '0.00' });
  });

  it('a declined card leaves the invoice unpaid and says why', async () => {
    const invoice = await sentDocument(w.t, w.acme, 'invoices');
    const base = `/api/portal/${slug}`;
    const start = await portalRequest(w.t, pat, 'POST', `${base}/invoices/${invoice}/pay`, {
      amount: '10.00',
    });
    w.stripe.confirmPaymentIntent(start.json().clientSecret, { last4: '0002' });
    const receipt = await portalRequest(
      w.t,
      pat,
      'POST',
      `${base}/payments/${start.json().paymentId}/refresh`,
    );
    expect(receipt.json().status).toBe('failed');
    expect(receipt.json().failureReason).toMatch(/declined/i);
  });
});

describe('request service', () => {
  it('creates a pending job for the office, audited; validation and the flag apply', async () => {
    const url = `/api/portal/${slug}/service-requests`;
    expect((await portalRequest(w.t, null, 'POST', url, {})).statusCode).toBe(401);
    const bad = await portalRequest(w.t, pat, 'POST', url, { serviceType: '', description: '' });
    expect(bad.statusCode).toBe(400);
    const res = await portalRequest(w.t, pat, 'POST', url, {
      serviceType: 'AC repair',
      description: 'The upstairs unit blows warm air',
      preferredDate: '2031-05-04',
      preferredTimes: 'Mornings',
    });
    expect(res.statusCode).toBe(201);
    const { jobNumber } = res.json();
    const { rows } = await w.t.db.platform((tx) =>
      tx.execute<{ status: string; client_id: string; notes: string; id: string }>(
        sql`select id, status, client_id, notes from service_jobs where job_number = ${jobNumber} and tenant_id = ${w.acme.tenant.id}`,
      ),
    );
    expect(rows[0]).toMatchObject({ status: 'pending', client_id: w.acme.f.clientId });
    expect(rows[0].notes).toContain('Preferred times: Mornings');
    const audit = await w.t.db.platform((tx) =>
      tx.execute(sql`select 1 from audit_log where entity_id = ${rows[0].id} and action = 'portal_request'`),
    );
    expect(audit.rows).toHaveLength(1);
    await w.t.request(w.acme.owner, 'PATCH', '/api/admin/customer-portal', {
      tenant: w.acme.tenant,
      body: { allowQuoteRequests: false },
    });
    const off = await portalRequest(w.t, pat, 'POST', url, { serviceType: 'AC', description: 'x' });
    expect(off.statusCode).toBe(404);
    await w.t.request(w.acme.owner, 'PATCH', '/api/admin/customer-portal', {
      tenant: w.acme.tenant,
      body: { allowQuoteRequests: true },
    });
  });
});

describe('allow-flags', () => {
  it('each flag off → its routes 404 and the branding says it is off', async () => {
    const { t, acme } = w;
    const patch = (body: Record<string, boolean>) =>
      t.request(acme.owner, 'PATCH', '/api/admin/customer-portal', { tenant: acme.tenant, body });
    const base = `/api/portal/${slug}`;
    const quote = await sentDocument(t, acme, 'quotes');
    const invoice = await sentDocument(t, acme, 'invoices');
    const cases: Array<[string, string, Array<['GET' | 'POST', string, unknown?]>]> = [
      [
        'allowQuoteRequests',
        'quotes',
        [
          ['GET', `quotes/${quote}`],
          ['GET', `quotes/${quote}/pdf`],
        ],
      ],
      [
        'allowInvoiceViewing',
        'invoices',
        [
          ['GET', 'invoices'],
          ['GET', `invoices/${invoice}`],
          ['GET', `invoices/${invoice}/pdf`],
        ],
      ],
      ['allowPayments', 'payments', [['POST', `invoices/${invoice}/pay`, { amount: '1.00' }]]],
      ['allowServiceHistory', 'serviceHistory', [['GET', 'history']]],
    ];
    for (const [flag, feature, routes] of cases) {
      await patch({ [flag]: false });
      const branding = await portalRequest(t, null, 'GET', `${base}/branding`);
      expect(branding.json().features[feature]).toBe(false);
      for (const [method, path, body] of routes) {
        const res = await portalRequest(t, pat, method, `${base}/${path}`, body);
        expect(`${flag} off: ${method} ${path} → ${res.statusCode}`).toBe(
          `${flag} off: ${method} ${path} → 404`,
        );
      }
      await patch({ [flag]: true });
      for (const [method, path] of routes.filter(([m]) => m === 'GET')) {
        expect((await portalRequest(t, pat, method, `${base}/${path}`)).statusCode).toBe(200);
      }
    }
  });
});
