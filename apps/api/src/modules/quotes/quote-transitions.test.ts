import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import {
  auditFor,
  documentBody,
  outboxFor,
  platformSql,
  restrictedUsers,
  seedSalesFixture,
  type SalesFixture,
} from '../sales-documents/sales.test-support';

let t: TestContext;
let acme: TestTenant;
let owner: TestUser;
let member: TestUser;
let viewer: TestUser;
let f: SalesFixture;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant({ name: 'Acme Heating' });
  owner = await t.user({ tenant: acme, role: 'owner' });
  member = await t.user({ tenant: acme, role: 'member' });
  ({ viewer } = await restrictedUsers(t, acme));
  f = await seedSalesFixture(t, acme);
});
afterAll(() => t.close());

const patch = (id: string, body: unknown, user = owner) =>
  t.request(user, 'PATCH', `/api/quotes/${id}`, { tenant: acme, body });
const post = (path: string, body?: unknown, user = owner) =>
  t.request(user, 'POST', path, { tenant: acme, body });
const get = (id: string) =>
  t.request(owner, 'GET', `/api/quotes/${id}`, { tenant: acme }).then((r) => r.json());
async function newQuote(status: 'draft' | 'sent' = 'draft', extra: Record<string, unknown> = {}) {
  const res = await post('/api/quotes', documentBody(f, { status, ...extra }));
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; quoteNumber: string; status: string; validUntil: string };
}
async function approvedQuote() {
  const quote = await newQuote('sent');
  expect((await patch(quote.id, { status: 'approved' })).json().status).toBe('approved');
  return quote;
}

describe('editing (PATCH fields)', () => {
  it('edits a draft: new lines and tax are re-priced on the server, the change is audited', async () => {
    const quote = await newQuote();
    const res = await patch(quote.id, {
      notes: 'Revised',
      projectType: 'installation',
      taxRate: '0.1',
      total: '999',
      lineItems: [{ description: 'Condenser', quantity: 2, rate: '1250.01' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      notes: 'Revised',
      projectType: 'installation',
      taxRate: '0.1000',
      subtotal: '2500.02',
      taxAmount: '250.00',
      total: '2750.02',
    });
    expect(res.json().lineItems).toHaveLength(1);
    expect((await auditFor(t, acme, quote.id)).map((a) => a.action)).toEqual(['create', 'update']);
  });

  it('refuses to edit a sent quote (409) and leaves it unchanged', async () => {
    const quote = await newQuote('sent');
    const res = await patch(quote.id, { notes: 'Sneaky' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Quote ${quote.quoteNumber} is sent; only draft quotes can be edited`);
    expect((await get(quote.id)).notes).toBeNull();
  });

  it('validates edits with the same messages as creation', async () => {
    const quote = await newQuote();
    const res = await patch(quote.id, { lineItems: [{ description: '' }] });
    expect(res.json()).toMatchObject({
      error: 'VALIDATION',
      message: 'Please add at least one line item to the quote.',
    });
    expect((await patch(quote.id, { taxRate: -0.1 })).json().message).toBe(
      'Tax rate must be between 0 and 1',
    );
  });
});

describe('status changes', () => {
  it('saves a draft as sent through PATCH status sent: e-mails it', async () => {
    const quote = await newQuote();
    const res = await patch(quote.id, { status: 'sent' });
    expect(res.json()).toMatchObject({ status: 'sent' });
    expect(res.json().sentAt).not.toBeNull();
    expect(await outboxFor(t, acme, quote.id)).toHaveLength(1);
  });

  it('approves only a sent quote', async () => {
    const draft = await newQuote();
    const refused = await patch(draft.id, { status: 'approved' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Only sent quotes can be approved; quote ${draft.quoteNumber} is draft`,
    );
    const sent = await newQuote('sent');
    const res = await patch(sent.id, { status: 'approved' });
    expect(res.json()).toMatchObject({ status: 'approved' });
    expect(res.json().approvedAt).not.toBeNull();
    expect((await auditFor(t, acme, sent.id)).map((a) => a.summary)).toContain(
      `Quote ${sent.quoteNumber} approved`,
    );
  });

  it('does not approve an expired quote; re-sending renews its validity and makes it approvable', async () => {
    const quote = await newQuote('sent');
    await platformSql(
      t,
      sql`update quotes set valid_until = now() - interval '2 days' where id = ${quote.id}`,
    );
    const refused = await patch(quote.id, { status: 'approved' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      new RegExp(`^Quote ${quote.quoteNumber} expired on .+\\. Re-send it to renew it before approving\\.$`),
    );
    expect((await get(quote.id)).status).toBe('expired');
    expect((await post(`/api/quotes/${quote.id}/send-email`)).statusCode).toBe(200);
    const renewed = await get(quote.id);
    expect(renewed.status).toBe('sent');
    expect(new Date(renewed.validUntil).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect((await patch(quote.id, { status: 'approved' })).statusCode).toBe(200);
  });

  it('refuses moving back to draft', async () => {
    const quote = await newQuote('sent');
    expect((await patch(quote.id, { status: 'draft' })).statusCode).toBe(409);
  });

  it('archives only approved quotes, and restores them', async () => {
    const sent = await newQuote('sent');
    const refused = await patch(sent.id, { isArchived: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Only approved quotes can be archived; quote ${sent.quoteNumber} is sent`,
    );
    const approved = await approvedQuote();
    expect((await patch(approved.id, { isArchived: true })).json().isArchived).toBe(true);
    expect((await patch(approved.id, { isArchived: false })).json().isArchived).toBe(false);
  });
});

describe('DELETE /api/quotes/{id}', () => {
  it('deletes drafts and sent quotes (204, gone, audited)', async () => {
    for (const status of ['draft', 'sent'] as const) {
      const quote = await newQuote(status);
      const res = await t.request(member, 'DELETE', `/api/quotes/${quote.id}`, { tenant: acme });
      expect(res.statusCode).toBe(204);
      expect((await t.request(owner, 'GET', `/api/quotes/${quote.id}`, { tenant: acme })).statusCode).toBe(
        404,
      );
      expect((await auditFor(t, acme, quote.id)).at(-1)).toEqual({
        action: 'delete',
        summary: `Quote ${quote.quoteNumber} deleted`,
      });
    }
  });

  it('refuses approved and converted quotes with 409', async () => {
    const approved = await approvedQuote();
    const res = await t.request(owner, 'DELETE', `/api/quotes/${approved.id}`, { tenant: acme });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Quote ${approved.quoteNumber} is approved and cannot be deleted; archive it instead`,
    );
    await post(`/api/quotes/${approved.id}/convert-to-invoice`, {});
    expect(
      (await t.request(owner, 'DELETE', `/api/quotes/${approved.id}`, { tenant: acme })).json().message,
    ).toBe(`Quote ${approved.quoteNumber} was converted to an invoice and cannot be deleted`);
  });
});

describe('POST /api/quotes/{id}/convert-to-invoice', () => {
  it('copies client, lines with types and links, tax and notes into a draft invoice due in 30 days, once', async () => {
    const quote = await newQuote('sent', { notes: 'Bring ladder' });
    await patch(quote.id, { status: 'approved' });
    const res = await post(`/api/quotes/${quote.id}/convert-to-invoice`, {});
    expect(res.statusCode).toBe(201);
    const invoice = res.json();
    const due = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    expect(invoice).toMatchObject({
      invoiceNumber: expect.stringMatching(/^INV-\d{4}-\d{4}$/),
      status: 'draft',
      quoteId: quote.id,
      quoteNumber: quote.quoteNumber,
      clientId: f.clientId,
      taxRate: '0.0825',
      total: '284.15',
      notes: 'Bring ladder',
      dueDate: due,
      stripeCustomerId: 'cus_test123',
    });
    expect(
      invoice.lineItems.map((l: Record<string, unknown>) => [
        l.itemType,
        l.serviceId,
        l.inventoryId,
        l.total,
      ]),
    ).toEqual([
      ['service', f.serviceId, null, '89.00'],
      ['inventory', null, f.partId, '99.99'],
      ['custom', null, null, '73.50'],
    ]);
    expect((await get(quote.id)).convertedInvoiceNumber).toBe(invoice.invoiceNumber);

    const again = await post(`/api/quotes/${quote.id}/convert-to-invoice`, { dueDate: '2030-01-01' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `Quote ${quote.quoteNumber} was already converted to invoice ${invoice.invoiceNumber}`,
    );
  });

  it('takes the given due date, refuses unapproved quotes, and makes one invoice under parallel converts', async () => {
    const draft = await newQuote();
    expect((await post(`/api/quotes/${draft.id}/convert-to-invoice`, {})).statusCode).toBe(409);
    const quote = await approvedQuote();
    const results = await Promise.all(
      [1, 2, 3].map(() => post(`/api/quotes/${quote.id}/convert-to-invoice`, { dueDate: '2030-02-03' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(results.find((r) => r.statusCode === 201)!.json().dueDate).toBe('2030-02-03');
    expect((await post(`/api/quotes/${quote.id}/convert-to-invoice`, { dueDate: 'soon' })).statusCode).toBe(
      400,
    );
  });

  it('needs edit on invoices too: a member (quotes edit, invoices view) gets 403 and nothing changes', async () => {
    const quote = await approvedQuote();
    const res = await post(`/api/quotes/${quote.id}/convert-to-invoice`, {}, member);
    expect(res.statusCode).toBe(403);
    expect((await get(quote.id)).convertedInvoiceId).toBeNull();
  });
});

describe('access on every changing route', () => {
  it('answers 401 signed out, 403 with view only, 404 for another tenant’s quote with nothing changed', async () => {
    const other = await t.tenant();
    const otherOwner = await t.user({ tenant: other, role: 'owner' });
    const otherF = await seedSalesFixture(t, other, 'Other');
    const foreign = (
      await t.request(otherOwner, 'POST', '/api/quotes', {
        tenant: other,
        body: documentBody(otherF, { status: 'sent' }),
      })
    ).json();
    const mine = await newQuote('sent');
    const routes: Array<[string, string, unknown]> = [
      ['PATCH', '', { status: 'approved' }],
      ['DELETE', '', undefined],
      ['POST', '/send-email', undefined],
      ['POST', '/convert-to-invoice', {}],
      ['GET', '/pdf', undefined],
    ];
    for (const [method, suffix, body] of routes) {
      const url = (id: string) => `/api/quotes/${id}${suffix}`;
      expect((await t.request(null, method as 'GET', url(mine.id), { tenant: acme, body })).statusCode).toBe(
        401,
      );
      if (method !== 'GET')
        expect(
          (await t.request(viewer, method as 'GET', url(mine.id), { tenant: acme, body })).statusCode,
        ).toBe(403);
      expect(
        (await t.request(owner, method as 'GET', url(foreign.id), { tenant: acme, body })).statusCode,
      ).toBe(404);
    }
    const after = (await t.request(otherOwner, 'GET', `/api/quotes/${foreign.id}`, { tenant: other })).json();
    expect(after).toMatchObject({ status: 'sent', convertedInvoiceId: null });
    expect(await outboxFor(t, other, foreign.id)).toHaveLength(1);
    expect((await get(mine.id)).status).toBe('sent');
  });
});
