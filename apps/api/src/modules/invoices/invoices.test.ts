import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import {
  auditFor,
  BODY_TOTALS,
  documentBody,
  outboxFor,
  platformSql,
  restrictedUsers,
  seedSalesFixture,
  type SalesFixture,
} from '../sales-documents/sales.test-support';

const STRIPE_MESSAGE =
  "Selected client does not have a Stripe customer ID. Please update the client's payment information before sending the invoice.";

let t: TestContext;
let acme: TestTenant;
let other: TestTenant;
let owner: TestUser;
let member: TestUser;
let outsider: TestUser;
let f: SalesFixture;
let otherF: SalesFixture;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant({ name: 'Acme Heating' });
  other = await t.tenant();
  owner = await t.user({ tenant: acme, role: 'owner' });
  member = await t.user({ tenant: acme, role: 'member' });
  ({ outsider } = await restrictedUsers(t, acme));
  f = await seedSalesFixture(t, acme);
  otherF = await seedSalesFixture(t, other, 'Other');
});
afterEach(() => {
  delete t.app.env.STRIPE_SECRET_KEY;
});
afterAll(() => t.close());

const create = (body: unknown, user = owner) =>
  t.request(user, 'POST', '/api/invoices', { tenant: acme, body });
const invoiceBody = (extra: Record<string, unknown> = {}) =>
  documentBody(f, { dueDate: '2031-06-30', ...extra });

describe('POST /api/invoices', () => {
  it('creates a draft with the next number, exact server totals, the client’s payment customer and an audit entry', async () => {
    const res = await create(invoiceBody({ notes: 'Net 30' }));
    expect(res.statusCode).toBe(201);
    const invoice = res.json();
    expect(invoice).toMatchObject({
      invoiceNumber: expect.stringMatching(/^INV-\d{4}-\d{4}$/),
      status: 'draft',
      clientName: 'Acme Client',
      dueDate: '2031-06-30',
      stripeCustomerId: 'cus_test123',
      subtotal: BODY_TOTALS.subtotal,
      taxAmount: BODY_TOTALS.taxAmount,
      total: BODY_TOTALS.total,
      amountPaid: '0.00',
      paidDate: null,
      quoteId: null,
      notes: 'Net 30',
    });
    expect(invoice.lineItems.map((l: { total: string }) => l.total)).toEqual(BODY_TOTALS.lineTotals);
    expect(await auditFor(t, acme, invoice.id)).toEqual([
      { action: 'create', summary: `Invoice ${invoice.invoiceNumber} created for Acme Client` },
    ]);
  });

  it('answers the spec’s validation messages', async () => {
    const cases: Array<[unknown, string]> = [
      [{ dueDate: '2031-01-01', lineItems: [{ description: 'x' }] }, 'Please select a client'],
      [
        { clientId: f.clientId, dueDate: '2031-01-01', lineItems: [{ description: ' ' }] },
        'Please add at least one line item with a description',
      ],
      [{ clientId: f.clientId, lineItems: [{ description: 'x' }] }, 'Due date is required'],
      [{ clientId: f.clientId, dueDate: '', lineItems: [{ description: 'x' }] }, 'Due date is required'],
      [
        { clientId: f.clientId, dueDate: '2031-01-01', lineItems: [{ description: 'x', quantity: -2 }] },
        'Quantity must be greater than 0',
      ],
      [
        { clientId: f.clientId, dueDate: '2031-01-01', lineItems: [{ description: 'x', rate: '-0.01' }] },
        'Rate must be at least 0',
      ],
      [
        { clientId: f.clientId, dueDate: '2031-01-01', lineItems: [{ description: 'x', total: -1 }] },
        'Total must be at least 0',
      ],
      [
        {
          clientId: f.clientId,
          dueDate: '2031-01-01',
          lineItems: [{ description: 'x', itemType: 'inventory', inventoryId: otherF.partId }],
        },
        'The selected inventory item is not an active part of this business',
      ],
      [
        { clientId: otherF.clientId, dueDate: '2031-01-01', lineItems: [{ description: 'x' }] },
        'Selected client was not found',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await create(body);
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message });
    }
  });

  it('needs the client’s Stripe customer to send while card payments are configured — not for drafts, not without Stripe', async () => {
    const noCustomer = { ...invoiceBody({ status: 'sent' }), clientId: f.noEmailClientId };
    t.app.env.STRIPE_SECRET_KEY = 'sk_test_configured';
    const refused = await create(noCustomer);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: STRIPE_MESSAGE,
      fieldErrors: { clientId: STRIPE_MESSAGE },
    });
    expect((await create({ ...noCustomer, status: 'draft' })).statusCode).toBe(201);
    expect((await t.request(owner, 'GET', '/api/invoices/config', { tenant: acme })).json()).toEqual({
      requiresPaymentCustomer: true,
      defaultTaxRate: '0.0800',
      defaultDueDays: 30,
    });
    delete t.app.env.STRIPE_SECRET_KEY;
    // Without a payment provider the rule is off; this client then fails only for lack of an e-mail address.
    expect((await create(noCustomer)).json().message).toBe(
      'Acme No Mail has no e-mail address. Add one to the client before sending this invoice.',
    );
    expect(
      (await t.request(owner, 'GET', '/api/invoices/config', { tenant: acme })).json()
        .requiresPaymentCustomer,
    ).toBe(false);
  });

  it("creates and sends with status 'sent': e-mail queued in the same transaction", async () => {
    const invoice = (await create(invoiceBody({ status: 'sent' }))).json();
    expect(invoice.status).toBe('sent');
    expect(invoice.sentAt).not.toBeNull();
    const [mail] = await outboxFor(t, acme, invoice.id);
    expect(mail.subject).toBe(`Invoice ${invoice.invoiceNumber} from Acme Heating`);
  });

  it('numbers invoices uniquely and gap-free under parallel creation', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, () => create(invoiceBody())));
    expect(results.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    const numbers = results.map((r) => Number(r.json().invoiceNumber.slice(-4))).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(12);
    expect(numbers[11] - numbers[0]).toBe(11);
  });

  it('answers 401 signed out, 403 for a member (invoices view only) and outside the user’s tenants', async () => {
    expect(
      (await t.request(null, 'POST', '/api/invoices', { tenant: acme, body: invoiceBody() })).statusCode,
    ).toBe(401);
    expect((await create(invoiceBody(), member)).statusCode).toBe(403);
    expect(
      (await t.request(owner, 'POST', '/api/invoices', { tenant: other, body: invoiceBody() })).statusCode,
    ).toBe(403);
  });
});

describe('GET /api/invoices, /summary, /{id}', () => {
  let fresh: TestTenant;
  let freshOwner: TestUser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    fresh = await t.tenant({ name: 'Fresh Air' });
    freshOwner = await t.user({ tenant: fresh, role: 'owner' });
    const ff = await seedSalesFixture(t, fresh, 'Fresh');
    const make = async (key: string, rate: string, status: 'draft' | 'sent', dueDate = '2031-01-01') => {
      const res = await t.request(freshOwner, 'POST', '/api/invoices', {
        tenant: fresh,
        body: { clientId: ff.clientId, status, dueDate, taxRate: 0, lineItems: [{ description: key, rate }] },
      });
      ids[key] = res.json().id;
    };
    await make('draft', '10.00', 'draft');
    await make('sent', '100.00', 'sent');
    await make('late', '200.00', 'sent');
    await make('paid', '300.00', 'sent');
    await make('cancelled', '400.00', 'sent');
    await platformSql(t, sql`update invoices set due_date = current_date - 3 where id = ${ids.late}`);
    await t.request(freshOwner, 'PATCH', `/api/invoices/${ids.paid}`, {
      tenant: fresh,
      body: { status: 'paid' },
    });
    await t.request(freshOwner, 'PATCH', `/api/invoices/${ids.cancelled}`, {
      tenant: fresh,
      body: { status: 'cancelled' },
    });
  });

  const list = (query: Record<string, string | number> = {}) =>
    t.request(freshOwner, 'GET', '/api/invoices', { tenant: fresh, query });
  const keys = (res: { json(): Array<{ id: string }> }) =>
    res
      .json()
      .map((i) => Object.keys(ids).find((k) => ids[k] === i.id))
      .sort();

  it('lists newest first, reads a sent invoice past its due date as overdue, and filters on the read status', async () => {
    const all = await list();
    expect(all.headers['x-total-count']).toBe('5');
    expect(all.json()[0].id).toBe(ids.cancelled);
    expect(all.json().find((i: { id: string }) => i.id === ids.late).status).toBe('overdue');
    expect(keys(await list({ status: 'overdue' }))).toEqual(['late']);
    expect(keys(await list({ status: 'sent' }))).toEqual(['sent']);
    expect(keys(await list({ status: 'paid' }))).toEqual(['paid']);
    expect(keys(await list({ status: 'cancelled' }))).toEqual(['cancelled']);
    expect(keys(await list({ status: 'draft' }))).toEqual(['draft']);
    expect(
      (await t.request(freshOwner, 'GET', `/api/invoices/${ids.late}`, { tenant: fresh })).json().status,
    ).toBe('overdue');
  });

  it('searches number or client name and pages', async () => {
    const number = (await t.request(freshOwner, 'GET', `/api/invoices/${ids.paid}`, { tenant: fresh })).json()
      .invoiceNumber;
    expect(keys(await list({ search: number.toLowerCase() }))).toEqual(['paid']);
    expect((await list({ search: 'fresh client' })).headers['x-total-count']).toBe('5');
    expect((await list({ limit: 2, offset: 4 })).json()).toHaveLength(1);
    expect((await list({ status: 'approved' })).statusCode).toBe(400);
  });

  it('sums issued invoices in SQL: Total Invoiced, Paid, Overdue, Outstanding = total − paid', async () => {
    const res = await t.request(freshOwner, 'GET', '/api/invoices/summary', { tenant: fresh });
    expect(res.json()).toEqual({
      totalInvoiced: '600.00',
      paid: '300.00',
      overdue: '200.00',
      overdueCount: 1,
      outstanding: '300.00',
    });
  });

  it('answers 401, 403 without invoices access, and 404 for another tenant’s invoice', async () => {
    for (const path of [
      '/api/invoices',
      '/api/invoices/summary',
      '/api/invoices/config',
      `/api/invoices/${ids.sent}`,
    ]) {
      expect((await t.request(null, 'GET', path, { tenant: acme })).statusCode).toBe(401);
      expect((await t.request(outsider, 'GET', path, { tenant: acme })).statusCode).toBe(403);
    }
    expect((await t.request(member, 'GET', '/api/invoices', { tenant: acme })).statusCode).toBe(200);
    expect((await t.request(owner, 'GET', `/api/invoices/${ids.sent}`, { tenant: acme })).statusCode).toBe(
      404,
    );
  });
});
