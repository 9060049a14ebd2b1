import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import { createSmtpTransport } from '../../platform/mail/mail-transport';
import { createOutboxWorker } from '../../platform/mail/outbox-worker';
import {
  mimeParts,
  silentLog,
  startTestSmtpServer,
  type TestSmtpServer,
} from '../../platform/mail/outbox.test-support';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import {
  auditFor,
  documentBody,
  outboxFor,
  pdfText,
  platformSql,
  seedSalesFixture,
  type SalesFixture,
} from '../sales-documents/sales.test-support';

let t: TestContext;
let acme: TestTenant;
let owner: TestUser;
let member: TestUser;
let f: SalesFixture;
let smtp: TestSmtpServer | undefined;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant({ name: 'Acme Heating' });
  owner = await t.user({ tenant: acme, role: 'owner' });
  member = await t.user({ tenant: acme, role: 'member' });
  f = await seedSalesFixture(t, acme);
});
afterEach(async () => {
  await smtp?.close();
  smtp = undefined;
  delete t.app.env.STRIPE_SECRET_KEY;
});
afterAll(() => t.close());

const patch = (id: string, body: unknown, user = owner) =>
  t.request(user, 'PATCH', `/api/invoices/${id}`, { tenant: acme, body });
const get = (id: string) =>
  t.request(owner, 'GET', `/api/invoices/${id}`, { tenant: acme }).then((r) => r.json());
async function newInvoice(status: 'draft' | 'sent' = 'draft', extra: Record<string, unknown> = {}) {
  const res = await t.request(owner, 'POST', '/api/invoices', {
    tenant: acme,
    body: documentBody(f, { dueDate: '2031-06-30', status, ...extra }),
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; invoiceNumber: string; total: string };
}
const paymentsOf = (invoiceId: string) =>
  t.db.platform((tx) =>
    tx
      .select()
      .from(payments)
      .where(and(eq(payments.tenantId, acme.id), eq(payments.invoiceId, invoiceId))),
  );

describe('marking paid', () => {
  it('sets paid and paidDate, records the outstanding amount in the payments ledger with the method, audited', async () => {
    const invoice = await newInvoice('sent');
    const res = await patch(invoice.id, {
      status: 'paid',
      paidDate: '2031-05-01T15:30:00.000Z',
      paymentMethod: 'check',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'paid',
      paidDate: '2031-05-01T15:30:00.000Z',
      amountPaid: '284.15',
    });
    const [payment] = await paymentsOf(invoice.id);
    expect(payment).toMatchObject({
      amount: '284.15',
      method: 'check',
      status: 'completed',
      clientId: f.clientId,
      clientName: 'Acme Client',
    });
    expect(payment.paidAt.toISOString()).toBe('2031-05-01T15:30:00.000Z');
    expect((await auditFor(t, acme, invoice.id)).at(-1)).toEqual({
      action: 'mark_paid',
      summary: `Invoice ${invoice.invoiceNumber} marked paid`,
    });
  });

  it('marks an overdue invoice paid at now with method other, recording only what is still owed', async () => {
    const invoice = await newInvoice('sent');
    const deposit = await t.request(owner, 'POST', '/api/payments', {
      tenant: acme,
      body: { invoiceId: invoice.id, amount: '84.15', method: 'check' },
    });
    expect(deposit.statusCode).toBe(201);
    await platformSql(t, sql`update invoices set due_date = current_date - 10 where id = ${invoice.id}`);
    expect((await get(invoice.id)).status).toBe('overdue');
    const before = Date.now();
    const res = await patch(invoice.id, { status: 'paid' });
    expect(res.json().status).toBe('paid');
    expect(new Date(res.json().paidDate).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const recorded = await paymentsOf(invoice.id);
    expect(recorded.find((p) => p.method === 'other')).toMatchObject({
      amount: '200.00',
      status: 'completed',
    });
    expect(res.json().amountPaid).toBe(res.json().total);
  });

  it('refuses drafts and cancelled invoices (409); a paid invoice cannot be edited or cancelled', async () => {
    const draft = await newInvoice();
    const refused = await patch(draft.id, { status: 'paid' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Only sent or overdue invoices can be marked paid; invoice ${draft.invoiceNumber} is draft`,
    );
    const paid = await newInvoice('sent');
    await patch(paid.id, { status: 'paid' });
    const cancel = await patch(paid.id, { status: 'cancelled' });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe(`Invoice ${paid.invoiceNumber} is paid and cannot be cancelled`);
    const edit = await patch(paid.id, { notes: 'changed' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(`Invoice ${paid.invoiceNumber} is paid and cannot be edited`);
    expect((await get(paid.id)).notes).toBeNull();
    expect(await paymentsOf(paid.id)).toHaveLength(1);
  });

  it('takes paidDate and paymentMethod only with status paid', async () => {
    const invoice = await newInvoice('sent');
    expect((await patch(invoice.id, { paidDate: '2031-01-01' })).statusCode).toBe(400);
    expect((await patch(invoice.id, { status: 'paid', paymentMethod: 'bitcoin' })).statusCode).toBe(400);
  });
});

describe('cancel, edit, send', () => {
  it('cancels drafts, sent and overdue invoices', async () => {
    for (const status of ['draft', 'sent', 'overdue'] as const) {
      const invoice = await newInvoice(status === 'draft' ? 'draft' : 'sent');
      if (status === 'overdue')
        await platformSql(t, sql`update invoices set due_date = current_date - 1 where id = ${invoice.id}`);
      expect((await get(invoice.id)).status).toBe(status);
      const res = await patch(invoice.id, { status: 'cancelled' });
      expect(res.json().status).toBe('cancelled');
      expect((await patch(invoice.id, { status: 'sent' })).statusCode).toBe(409);
    }
  });

  it('edits drafts only, re-pricing on the server', async () => {
    const draft = await newInvoice();
    const res = await patch(draft.id, {
      dueDate: '2032-01-31',
      lineItems: [{ description: 'Flat fee', quantity: 1, rate: 100 }],
      total: '1',
    });
    expect(res.json()).toMatchObject({
      dueDate: '2032-01-31',
      subtotal: '100.00',
      taxAmount: '8.25',
      total: '108.25',
    });
    const sent = await newInvoice('sent');
    const refused = await patch(sent.id, { dueDate: '2032-01-31' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Invoice ${sent.invoiceNumber} is sent; only draft invoices can be edited`,
    );
  });

  it('sends a draft (PATCH status sent or send-email), checking the Stripe customer while card payments are on', async () => {
    const draft = await newInvoice('draft', { clientId: f.noEmailClientId });
    await platformSql(
      t,
      sql`update clients set email = 'nomail@example.com' where id = ${f.noEmailClientId}`,
    );
    t.app.env.STRIPE_SECRET_KEY = 'sk_test_on';
    const refused = await t.request(owner, 'POST', `/api/invoices/${draft.id}/send-email`, { tenant: acme });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^Selected client does not have a Stripe customer ID/);
    expect((await get(draft.id)).status).toBe('draft');
    delete t.app.env.STRIPE_SECRET_KEY;
    const res = await patch(draft.id, { status: 'sent' });
    expect(res.json().status).toBe('sent');
    await platformSql(t, sql`update clients set email = null where id = ${f.noEmailClientId}`);
  });

  it('answers 400 for a client without e-mail, leaving the draft as it was', async () => {
    const draft = await newInvoice('draft', { clientId: f.noEmailClientId });
    const res = await t.request(owner, 'POST', `/api/invoices/${draft.id}/send-email`, { tenant: acme });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Acme No Mail has no e-mail address. Add one to the client before sending this invoice.',
    );
    expect((await get(draft.id)).status).toBe('draft');
    expect(await outboxFor(t, acme, draft.id)).toHaveLength(0);
  });
});

describe('documents', () => {
  it('sends the invoice e-mail with its PDF, delivered to a real SMTP server; re-send keeps it sent', async () => {
    const invoice = await newInvoice('draft', { notes: 'Thank you!' });
    const res = await t.request(owner, 'POST', `/api/invoices/${invoice.id}/send-email`, { tenant: acme });
    expect(res.json()).toEqual({ message: `Invoice ${invoice.invoiceNumber} sent to pat@example.com` });
    expect((await get(invoice.id)).status).toBe('sent');
    expect(
      (await t.request(owner, 'POST', `/api/invoices/${invoice.id}/send-email`, { tenant: acme })).statusCode,
    ).toBe(200);
    expect(await outboxFor(t, acme, invoice.id)).toHaveLength(2);

    smtp = await startTestSmtpServer();
    const worker = createOutboxWorker({
      db: t.db,
      transport: createSmtpTransport(smtp.url),
      from: 'Acme <billing@acme.test>',
      log: silentLog,
    });
    // Earlier tests queued payment receipts too: deliver everything due.
    while ((await worker.runOnce()).claimed > 0);
    const mail = smtp.received.find((m) =>
      m.raw.includes(`Invoice ${invoice.invoiceNumber} from Acme Heating`),
    )!;
    expect(mail.to).toEqual(['pat@example.com']);
    const parts = mimeParts(mail.raw);
    expect(parts.find((p) => /text\/html/i.test(p.headers))!.content.toString()).toContain('Due date');
    const attachment = parts.find((p) => /application\/pdf/i.test(p.headers))!;
    expect(attachment.headers).toContain(`${invoice.invoiceNumber}.pdf`);
    const text = pdfText(attachment.content);
    for (const expected of [
      'Acme Heating',
      'INVOICE',
      invoice.invoiceNumber,
      'Bill To',
      'Acme Client',
      'Due Date: Jun 30, 2031',
      'Status: Sent',
      'Tax (8.25%)',
      '$284.15',
      'Thank you!',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('GET /pdf prints the organization’s invoice_footer setting at the bottom (quotes keep their validity)', async () => {
    const invoice = await newInvoice('sent');
    const before = pdfText(
      (await t.request(member, 'GET', `/api/invoices/${invoice.id}/pdf`, { tenant: acme })).rawPayload,
    );
    expect(before).not.toContain('Payment due within 30 days');
    const added = await t.request(owner, 'POST', '/api/admin/general', {
      tenant: acme,
      body: {
        settingKey: 'invoice_footer',
        settingValue: 'Payment due within 30 days. Thank you for choosing Acme!',
        settingType: 'text',
        category: 'billing',
      },
    });
    expect(added.statusCode).toBe(201);
    try {
      const res = await t.request(member, 'GET', `/api/invoices/${invoice.id}/pdf`, { tenant: acme });
      expect(pdfText(res.rawPayload)).toContain('Payment due within 30 days. Thank you for choosing Acme!');
    } finally {
      await t.request(owner, 'DELETE', '/api/admin/general/invoice_footer', { tenant: acme });
    }
  });

  it('GET /pdf shows the read status and, once part-paid, the balance', async () => {
    const invoice = await newInvoice('sent');
    await platformSql(
      t,
      sql`update invoices set due_date = current_date - 1, amount_paid = '100.00' where id = ${invoice.id}`,
    );
    const res = await t.request(member, 'GET', `/api/invoices/${invoice.id}/pdf`, { tenant: acme });
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Status: Overdue');
    expect(text).toContain('Amount Paid');
    expect(text).toContain('Balance Due');
    expect(text).toContain('$184.15');
  });
});

describe('access on every changing route', () => {
  it('answers 401 signed out, 403 for a member, 404 for another tenant’s invoice with nothing changed', async () => {
    const other = await t.tenant();
    const otherOwner = await t.user({ tenant: other, role: 'owner' });
    const otherF = await seedSalesFixture(t, other, 'Other');
    const foreign = (
      await t.request(otherOwner, 'POST', '/api/invoices', {
        tenant: other,
        body: documentBody(otherF, { dueDate: '2031-01-01', status: 'sent' }),
      })
    ).json();
    const mine = await newInvoice('sent');
    const routes: Array<[string, string, unknown]> = [
      ['PATCH', '', { status: 'paid' }],
      ['PATCH', '', { status: 'cancelled' }],
      ['POST', '/send-email', undefined],
      ['GET', '/pdf', undefined],
    ];
    for (const [method, suffix, body] of routes) {
      const url = (id: string) => `/api/invoices/${id}${suffix}`;
      expect((await t.request(null, method as 'GET', url(mine.id), { tenant: acme, body })).statusCode).toBe(
        401,
      );
      if (method !== 'GET')
        expect(
          (await t.request(member, method as 'GET', url(mine.id), { tenant: acme, body })).statusCode,
        ).toBe(403);
      expect(
        (await t.request(owner, method as 'GET', url(foreign.id), { tenant: acme, body })).statusCode,
      ).toBe(404);
    }
    expect((await get(mine.id)).status).toBe('sent');
    const after = (
      await t.request(otherOwner, 'GET', `/api/invoices/${foreign.id}`, { tenant: other })
    ).json();
    expect(after).toMatchObject({ status: 'sent', paidDate: null });
    expect(await outboxFor(t, other, foreign.id)).toHaveLength(1);
  });
});
