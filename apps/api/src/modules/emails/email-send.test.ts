import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema';
import { sendInvitation } from '../../platform/auth/invitations';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import {
  documentBody,
  outboxFor,
  seedSalesFixture,
  type SalesFixture,
} from '../sales-documents/sales.test-support';

/*
 * The send dialog's API (issue 19, items 1 and 2): drafts from the tenant's templates, sends with the typed
 * recipient/subject/message, each document's e-mail history, the e-mail log's resend, and invitations whose
 * set-password link no tenant user can read.
 */

let t: TestContext;
let acme: TestTenant;
let globex: TestTenant;
let owner: TestUser;
let member: TestUser;
let globexOwner: TestUser;
let operator: TestUser;
let fixture: SalesFixture;

const createQuote = async () => {
  const res = await t.request(owner, 'POST', '/api/quotes', { tenant: acme, body: documentBody(fixture) });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; quoteNumber: string };
};

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant({ name: 'Acme Heating' });
  globex = await t.tenant({ name: 'Globex Cooling' });
  owner = await t.user({ tenant: acme, role: 'owner' });
  member = await t.user({ tenant: acme, role: 'member' });
  globexOwner = await t.user({ tenant: globex, role: 'owner' });
  operator = await t.user({ superAdmin: true });
  fixture = await seedSalesFixture(t, acme);
});
afterAll(() => t.close());

describe('GET /api/quotes/:id/email-draft and the templates', () => {
  it('opens with the client’s address, the default template filled in and the PDF name', async () => {
    const quote = await createQuote();
    const res = await t.request(owner, 'GET', `/api/quotes/${quote.id}/email-draft`, { tenant: acme });
    expect(res.statusCode).toBe(200);
    const draft = res.json();
    expect(draft.to).toBe('pat@example.com');
    expect(draft.subject).toBe(`Quote ${quote.quoteNumber} from Acme Heating`);
    expect(draft.message).toContain('Hello Acme Client,');
    expect(draft.message).toContain('The total is $284.15');
    expect(draft.attachmentName).toBe(`${quote.quoteNumber}.pdf`);
  });

  it('uses the tenant’s own template once saved, and the default again after a reset', async () => {
    const quote = await createQuote();
    const put = await t.request(owner, 'PUT', '/api/settings/email-templates/quote', {
      tenant: acme,
      body: { subject: '{company}: estimate {number}', message: 'Hi {name}, your estimate totals {total}.' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().find((x: { kind: string }) => x.kind === 'quote')).toMatchObject({ isDefault: false });
    const draft = (
      await t.request(owner, 'GET', `/api/quotes/${quote.id}/email-draft`, { tenant: acme })
    ).json();
    expect(draft.subject).toBe(`Acme Heating: estimate ${quote.quoteNumber}`);
    expect(draft.message).toBe('Hi Acme Client, your estimate totals $284.15.');
    // Another tenant still has the default.
    const theirs = (
      await t.request(globexOwner, 'GET', '/api/settings/email-templates', { tenant: globex })
    ).json();
    expect(theirs.every((x: { isDefault: boolean }) => x.isDefault)).toBe(true);

    const reset = await t.request(owner, 'DELETE', '/api/settings/email-templates/quote', { tenant: acme });
    expect(reset.statusCode).toBe(200);
    const again = (
      await t.request(owner, 'GET', `/api/quotes/${quote.id}/email-draft`, { tenant: acme })
    ).json();
    expect(again.subject).toBe(`Quote ${quote.quoteNumber} from Acme Heating`);
  });

  it('validates a template, and only settings editors may change it', async () => {
    const bad = await t.request(owner, 'PUT', '/api/settings/email-templates/quote', {
      tenant: acme,
      body: { subject: '  ', message: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({
      subject: 'Subject is required',
      message: 'Message is required',
    });
    const unknownKind = await t.request(owner, 'PUT', '/api/settings/email-templates/letter', {
      tenant: acme,
      body: { subject: 'a', message: 'b' },
    });
    expect(unknownKind.statusCode).toBe(404);
    const body = { subject: 'a', message: 'b' };
    expect(
      (await t.request(member, 'PUT', '/api/settings/email-templates/quote', { tenant: acme, body }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.request(member, 'GET', '/api/settings/email-templates', { tenant: acme })).statusCode,
    ).toBe(403);
    expect((await t.request(null, 'GET', '/api/settings/email-templates', { tenant: acme })).statusCode).toBe(
      401,
    );
  });

  it('answers 404 for another tenant’s quote and 403 to a member who may not edit purchase orders', async () => {
    const quote = await createQuote();
    const res = await t.request(globexOwner, 'GET', `/api/quotes/${quote.id}/email-draft`, {
      tenant: globex,
    });
    expect(res.statusCode).toBe(404);
    const orders = await t.request(member, 'GET', `/api/purchase-orders/${quote.id}/email-draft`, {
      tenant: acme,
    });
    expect(orders.statusCode).toBe(403);
  });
});

describe('POST …/send-email with the dialog’s recipient, subject and message', () => {
  it('sends the quote to the typed address with the typed subject and message, PDF attached', async () => {
    const quote = await createQuote();
    const res = await t.request(owner, 'POST', `/api/quotes/${quote.id}/send-email`, {
      tenant: acme,
      body: { to: ' Office@Client.Example ', subject: 'Your estimate', message: 'Hi Pat,\nhere it is.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`Quote ${quote.quoteNumber} sent to office@client.example`);
    const [mail] = await outboxFor(t, acme, quote.id);
    expect(mail).toMatchObject({
      toAddress: 'office@client.example',
      subject: 'Your estimate',
      textBody: 'Hi Pat,\nhere it is.',
      relatedEntity: 'quote',
    });
    expect(mail.htmlBody).toContain('Hi Pat,\nhere it is.');
    expect(mail.attachments.map((a) => a.filename)).toEqual([`${quote.quoteNumber}.pdf`]);
  });

  it('refuses a bad recipient with a field error and sends nothing; the quote stays a draft', async () => {
    const quote = await createQuote();
    const res = await t.request(owner, 'POST', `/api/quotes/${quote.id}/send-email`, {
      tenant: acme,
      body: { to: 'not an address', subject: '', message: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      to: 'Please enter a valid email address',
      subject: 'Subject is required',
    });
    expect(await outboxFor(t, acme, quote.id)).toEqual([]);
    const after = (await t.request(owner, 'GET', `/api/quotes/${quote.id}`, { tenant: acme })).json();
    expect(after.status).toBe('draft');
  });

  it('sends to a typed address when the client has none', async () => {
    const res = await t.request(owner, 'POST', '/api/invoices', {
      tenant: acme,
      body: documentBody(fixture, { clientId: fixture.noEmailClientId, dueDate: '2026-12-31' }),
    });
    expect(res.statusCode).toBe(201);
    const invoice = res.json();
    const draft = (
      await t.request(owner, 'GET', `/api/invoices/${invoice.id}/email-draft`, { tenant: acme })
    ).json();
    expect(draft.to).toBeNull();
    expect(draft.subject).toBe(`Invoice ${invoice.invoiceNumber} from Acme Heating`);
    const sent = await t.request(owner, 'POST', `/api/invoices/${invoice.id}/send-email`, {
      tenant: acme,
      body: { to: 'ap@nomail.example', subject: draft.subject, message: draft.message },
    });
    expect(sent.statusCode).toBe(200);
    const [mail] = await outboxFor(t, acme, invoice.id);
    expect(mail.toAddress).toBe('ap@nomail.example');
    expect(mail.textBody).toContain('is due Dec 31, 2026');
  });

  it('e-mails a purchase order to the typed supplier address with the typed message', async () => {
    const created = await t.request(owner, 'POST', '/api/purchase-orders', {
      tenant: acme,
      body: {
        purchaseOrder: {
          supplier: 'Capital Supply',
          supplierEmail: 'sales@capital.example',
          orderDate: '2026-03-02',
        },
        lineItems: [{ description: 'Tape', quantity: 2, unitCost: 5 }],
      },
    });
    const order = created.json();
    const draft = (
      await t.request(owner, 'GET', `/api/purchase-orders/${order.id}/email-draft`, { tenant: acme })
    ).json();
    expect(draft).toMatchObject({ to: 'sales@capital.example', attachmentName: `${order.poNumber}.pdf` });
    expect(draft.message).toContain('Hello Capital Supply,');
    const res = await t.request(owner, 'POST', `/api/purchase-orders/${order.id}/send-email`, {
      tenant: acme,
      body: { to: 'orders@capital.example', subject: 'PO attached', message: 'Please confirm.' },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().to).toBe('orders@capital.example');
    const [mail] = await outboxFor(t, acme, order.id);
    expect(mail).toMatchObject({
      toAddress: 'orders@capital.example',
      subject: 'PO attached',
      textBody: 'Please confirm.',
    });
  });
});

describe('a document’s e-mail history and the log’s resend', () => {
  it('lists a quote’s e-mails newest first with its number; members may read it, other tenants get 404', async () => {
    const quote = await createQuote();
    for (const subject of ['First', 'Second']) {
      await t.request(owner, 'POST', `/api/quotes/${quote.id}/send-email`, {
        tenant: acme,
        body: { subject },
      });
    }
    const res = await t.request(member, 'GET', `/api/quotes/${quote.id}/emails`, { tenant: acme });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.json().map((e: { subject: string }) => e.subject)).toEqual(['Second', 'First']);
    expect(res.json()[0]).toMatchObject({
      relatedEntity: 'quote',
      relatedLabel: quote.quoteNumber,
      status: 'queued',
    });
    const foreign = await t.request(globexOwner, 'GET', `/api/quotes/${quote.id}/emails`, { tenant: globex });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Quote not found');
    expect(
      (await t.request(null, 'GET', `/api/quotes/${quote.id}/emails`, { tenant: acme })).statusCode,
    ).toBe(401);
  });

  it('resends a failed e-mail (queued again, audited) and refuses one that did not fail', async () => {
    const quote = await createQuote();
    await t.request(owner, 'POST', `/api/quotes/${quote.id}/send-email`, { tenant: acme });
    const [mail] = await outboxFor(t, acme, quote.id);
    const notFailed = await t.request(owner, 'POST', `/api/admin/emails/${mail.id}/resend`, { tenant: acme });
    expect(notFailed.statusCode).toBe(409);
    expect(notFailed.json().message).toBe('Only a failed e-mail can be sent again');

    await t.db.platform((tx) =>
      tx
        .update(emailOutbox)
        .set({ status: 'failed', attempts: 8, lastError: '550 mailbox unavailable' })
        .where(eq(emailOutbox.id, mail.id)),
    );
    expect(
      (await t.request(member, 'POST', `/api/admin/emails/${mail.id}/resend`, { tenant: acme })).statusCode,
    ).toBe(403);
    expect(
      (await t.request(globexOwner, 'POST', `/api/admin/emails/${mail.id}/resend`, { tenant: globex }))
        .statusCode,
    ).toBe(404);
    const res = await t.request(owner, 'POST', `/api/admin/emails/${mail.id}/resend`, { tenant: acme });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'queued', attempts: 0, lastError: null });
  });

  it('says whether mail is captured (no SMTP anywhere)', async () => {
    const res = await t.request(owner, 'GET', '/api/admin/emails/delivery', { tenant: acme });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mode: 'captured' });
    expect((await t.request(member, 'GET', '/api/admin/emails/delivery', { tenant: acme })).statusCode).toBe(
      403,
    );
  });
});

describe('an invitation’s set-password link is a credential', () => {
  it('shows tenant admins that it was sent, never its text; platform operators can read it', async () => {
    const invitee = await t.user({ tenant: acme, role: 'member', email: 'invitee@acme.example' });
    const url = await t.db.platform((tx) =>
      sendInvitation(tx, {
        userId: invitee.id,
        email: 'invitee@acme.example',
        firstName: 'Ivy',
        tenantId: acme.id,
        tenantName: 'Acme Heating',
        baseUrl: 'https://app.example',
      }),
    );
    const list = await t.request(owner, 'GET', '/api/admin/emails', {
      tenant: acme,
      query: { search: 'invitee@acme.example' },
    });
    const [item] = list.json();
    expect(item).toMatchObject({
      confidential: true,
      preview: '',
      subject: "You're invited to Acme Heating on Tradeworks",
    });
    expect(list.body).not.toContain('set-password');
    const detail = await t.request(owner, 'GET', `/api/admin/emails/${item.id}`, { tenant: acme });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ text: null, html: null, confidential: true });
    expect(detail.body).not.toContain(new URL(url).search.slice(1));

    const platform = await t.request(operator, 'GET', `/api/super-admin/emails/${item.id}`);
    expect(platform.statusCode).toBe(200);
    expect(platform.json().text).toContain(url);
    expect(platform.json().tenantName).toBe('Acme Heating');
    expect(
      (await t.request(owner, 'GET', `/api/super-admin/emails/${item.id}`, { tenant: acme })).statusCode,
    ).toBe(403);
  });
});
