import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { createSmtpTransport } from '../../platform/mail/mail-transport';
import { createOutboxWorker } from '../../platform/mail/outbox-worker';
import { silentLog, startTestSmtpServer, type TestSmtpServer } from '../../platform/mail/outbox.test-support';
import { documentBody, seedSalesFixture, type SalesFixture } from '../sales-documents/sales.test-support';
import { setTenantZone } from './messages.test-support';

/*
 * Follow-ups by the channel the document was sent by: a quote or invoice e-mailed to the client gets its
 * follow-ups by e-mail too — to the address it went to, at the texts' times, with the automation's words —
 * through the e-mail outbox, taken back by the same rules (approved, paid, a changed balance), never sent
 * twice, and not held by quiet hours.
 */
let t: TestContext;
let acme: TestTenant;
let owner: TestUser;
let f: SalesFixture;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await TestContext.create();
  acme = await t.tenant({ name: 'Acme Heating' });
  owner = await t.user({ tenant: acme, role: 'owner' });
  await setTenantZone(t, acme, 'America/Chicago');
  f = await seedSalesFixture(t, acme);
  const on = await t.request(owner, 'PATCH', '/api/admin/messaging', {
    tenant: acme,
    body: { automations: { quote_follow_up: { enabled: true }, invoice_follow_up: { enabled: true } } },
  });
  expect(on.statusCode, on.body).toBe(200);
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

type Row = {
  id: string;
  status: string;
  to_address: string;
  subject: string;
  text_body: string;
  cancel_reason: string | null;
  due: string;
};
const emailsOf = (relatedId: string) =>
  t.db.platform(
    async (tx) =>
      (
        await tx.execute<Row>(sql`select id, status, to_address, subject, text_body, cancel_reason,
            to_char(next_attempt_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as due
          from email_outbox where tenant_id = ${acme.id} and related_id = ${relatedId}
            and kind in ('quote_follow_up', 'invoice_follow_up')
          order by next_attempt_at, created_at`)
      ).rows,
  );
const textsOf = (relatedId: string) =>
  t.db.platform(
    async (tx) =>
      (
        await tx.execute<{ status: string; body: string }>(sql`select status, body from sms_messages
          where tenant_id = ${acme.id} and related_id = ${relatedId} order by next_attempt_at`)
      ).rows,
  );
const makeDue = (id: string) =>
  t.db.platform((tx) =>
    tx.execute(sql`update email_outbox set next_attempt_at = now() - interval '1 second' where id = ${id}`),
  );
const post = (path: string, body?: unknown) => t.request(owner, 'POST', path, { tenant: acme, body });
const worker = () =>
  createOutboxWorker({
    db: t.db,
    transport: createSmtpTransport(smtp.url),
    from: 'Acme <office@acme.test>',
    log: silentLog,
  });
const delivered = (number: string) => smtp.received.filter((m) => m.raw.includes(number));
const DAY = 86_400_000;
const isoMinute = (d: Date) => d.toISOString().slice(0, 16);

async function emailedQuote(to: string) {
  const res = await post('/api/quotes', documentBody(f));
  expect(res.statusCode, res.body).toBe(201);
  const quote = res.json() as { id: string; quoteNumber: string };
  const sent = await post(`/api/quotes/${quote.id}/send-email`, { to });
  expect(sent.statusCode, sent.body).toBe(200);
  // The quote's own e-mail goes first.
  await worker().runOnce();
  const [{ sent_at }] = await t.db.platform(
    async (tx) =>
      (await tx.execute<{ sent_at: string }>(sql`select sent_at::text from quotes where id = ${quote.id}`))
        .rows,
  );
  return { ...quote, sentAt: new Date(sent_at) };
}

describe('quote follow-ups by e-mail', () => {
  it('go to the address the quote was e-mailed to, stop when it is approved, and never go twice', async () => {
    const quote = await emailedQuote('buyer@client.test');
    let emails = await emailsOf(quote.id);
    expect(emails.map((e) => [e.status, e.to_address, e.due])).toEqual(
      [2, 5, 10].map((days) => [
        'queued',
        'buyer@client.test',
        isoMinute(new Date(quote.sentAt.getTime() + days * DAY)),
      ]),
    );
    expect(emails[0].subject).toBe(`Following up: quote ${quote.quoteNumber} from Acme Heating`);
    // The same words as the text that goes at the same time.
    const texts = await textsOf(quote.id);
    expect(texts).toHaveLength(3);
    expect(emails[0].text_body).toBe(texts[0].body);

    // The first comes due and is delivered, whatever the hour (quiet hours hold texts, not e-mail).
    await makeDue(emails[0].id);
    expect(await worker().runOnce()).toMatchObject({ sent: 1 });
    expect(delivered(quote.quoteNumber).filter((m) => m.raw.includes('Following up'))).toHaveLength(1);

    // Sent again: the pending two stay, the delivered one is not queued again.
    expect((await post(`/api/quotes/${quote.id}/send-email`, { to: 'buyer@client.test' })).statusCode).toBe(
      200,
    );
    emails = await emailsOf(quote.id);
    expect(emails.map((e) => e.status)).toEqual(['sent', 'queued', 'queued']);

    // Approved: the rest are taken back in that transaction, with the reason in the status history.
    const approve = await t.request(owner, 'PATCH', `/api/quotes/${quote.id}`, {
      tenant: acme,
      body: { status: 'approved' },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    emails = await emailsOf(quote.id);
    expect(emails.map((e) => [e.status, e.cancel_reason])).toEqual([
      ['sent', null],
      ['cancelled', 'Quote approved'],
      ['cancelled', 'Quote approved'],
    ]);
    const history = await t.request(owner, 'GET', `/api/admin/emails/${emails[1].id}`, { tenant: acme });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().status).toBe('cancelled');
    expect(history.json().history.at(-1)).toMatchObject({ status: 'cancelled', error: 'Quote approved' });

    for (const e of emails.slice(1)) await makeDue(e.id);
    await worker().runOnce();
    expect(delivered(quote.quoteNumber).filter((m) => m.raw.includes('Following up'))).toHaveLength(1);
  });
});

describe('invoice follow-ups by e-mail', () => {
  async function emailedInvoice() {
    const res = await post('/api/invoices', documentBody(f, { dueDate: '2031-06-30' }));
    expect(res.statusCode, res.body).toBe(201);
    const invoice = res.json() as { id: string; invoiceNumber: string };
    const sent = await post(`/api/invoices/${invoice.id}/send-email`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    await worker().runOnce();
    return invoice;
  }
  const pay = (invoiceId: string, amount: string) =>
    post('/api/payments', { invoiceId, amount, method: 'check' }).then((r) => {
      expect(r.statusCode, r.body).toBe(201);
    });

  it('go on the due date and after it at 10:00 on the organization’s clock, follow a part payment, stop when paid', async () => {
    const invoice = await emailedInvoice();
    let emails = await emailsOf(invoice.id);
    // 10:00 in Chicago (CDT, UTC−5) on June 30, July 3, July 7 and July 14, 2031; to the client's address.
    expect(emails.map((e) => [e.status, e.to_address, e.due])).toEqual([
      ['queued', 'pat@example.com', '2031-06-30T15:00'],
      ['queued', 'pat@example.com', '2031-07-03T15:00'],
      ['queued', 'pat@example.com', '2031-07-07T15:00'],
      ['queued', 'pat@example.com', '2031-07-14T15:00'],
    ]);
    expect(emails[0].subject).toBe(`Reminder: invoice ${invoice.invoiceNumber} from Acme Heating`);
    expect(emails[0].text_body).toContain('has $284.15 due (Jun 30)');

    await makeDue(emails[0].id);
    expect(await worker().runOnce()).toMatchObject({ sent: 1 });
    expect(delivered(invoice.invoiceNumber).filter((m) => m.raw.includes('Reminder: invoice'))).toHaveLength(
      1,
    );

    await pay(invoice.id, '100.01');
    emails = await emailsOf(invoice.id);
    const live = emails.filter((e) => e.status === 'queued');
    // The delivered one is not queued again; the three still to come name the new balance.
    expect(emails.filter((e) => e.status === 'sent')).toHaveLength(1);
    expect(live).toHaveLength(3);
    for (const e of live) expect(e.text_body).toContain('has $184.14 due');
    expect(emails.filter((e) => e.status === 'cancelled').map((e) => e.cancel_reason)).toEqual([
      'Balance or due date changed',
      'Balance or due date changed',
      'Balance or due date changed',
    ]);

    await pay(invoice.id, '184.14');
    emails = await emailsOf(invoice.id);
    expect(emails.filter((e) => e.status === 'queued')).toHaveLength(0);
    expect(emails.filter((e) => e.cancel_reason === 'Invoice paid')).toHaveLength(3);
    for (const e of emails) await makeDue(e.id);
    await worker().runOnce();
    expect(delivered(invoice.invoiceNumber).filter((m) => m.raw.includes('Reminder: invoice'))).toHaveLength(
      1,
    );
  });

  it('follow the automation’s switch for both channels', async () => {
    const off = await t.request(owner, 'PATCH', '/api/admin/messaging', {
      tenant: acme,
      body: { automations: { invoice_follow_up: { enabled: false } } },
    });
    expect(off.statusCode).toBe(200);
    try {
      const invoice = await emailedInvoice();
      expect(await emailsOf(invoice.id)).toHaveLength(0);
      expect(await textsOf(invoice.id)).toHaveLength(0);
    } finally {
      await t.request(owner, 'PATCH', '/api/admin/messaging', {
        tenant: acme,
        body: { automations: { invoice_follow_up: { enabled: true } } },
      });
    }
  });
});
