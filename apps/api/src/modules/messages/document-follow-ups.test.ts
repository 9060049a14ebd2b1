import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { TwilioStandIn } from '../../test/twilio-stand-in';
import { documentBody, seedSalesFixture, type SalesFixture } from '../sales-documents/sales.test-support';
import { makeTextDue, serverAccount, setTenantZone, smsWorker } from './messages.test-support';

/*
 * Quote and invoice follow-ups: queued with the sending, in its transaction; taken back in the transaction
 * that approves the quote or pays the invoice; a part payment re-queues the pending ones with the new
 * balance; no follow-up is ever sent twice. The worker's clock is pinned (quiet hours on a Chicago clock).
 */
let twilio: TwilioStandIn;
let t: TestContext;
let acme: TestTenant;
let owner: TestUser;
let f: SalesFixture;

beforeAll(async () => {
  twilio = await TwilioStandIn.start();
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
  await twilio.close();
  await t.close();
});

type Text = {
  id: string;
  status: string;
  body: string;
  urgent: boolean;
  skip_reason: string | null;
  due: string;
};
const followUps = (relatedId: string) =>
  t.db.platform(
    async (tx) =>
      (
        await tx.execute<Text>(sql`select id, status, body, urgent, skip_reason,
            to_char(next_attempt_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as due
          from sms_messages where tenant_id = ${acme.id} and related_id = ${relatedId}
            and kind in ('quote_follow_up', 'invoice_follow_up')
          order by next_attempt_at, created_at`)
      ).rows,
  );
const post = (path: string, body?: unknown) => t.request(owner, 'POST', path, { tenant: acme, body });
// Noon in Chicago (CDT): outside the default quiet hours.
const noonWorker = () => smsWorker(t, serverAccount(twilio), { now: () => new Date('2026-06-10T17:00:00Z') });

async function sentQuote(extra: Record<string, unknown> = {}) {
  const res = await post('/api/quotes', documentBody(f, { status: 'sent', ...extra }));
  expect(res.statusCode, res.body).toBe(201);
  const quote = res.json() as { id: string; quoteNumber: string };
  const [{ sent_at }] = await t.db.platform(
    async (tx) =>
      (await tx.execute<{ sent_at: string }>(sql`select sent_at::text from quotes where id = ${quote.id}`))
        .rows,
  );
  return { ...quote, sentAt: new Date(sent_at) };
}

const isoMinute = (d: Date) => d.toISOString().slice(0, 16);
const DAY = 86_400_000;

describe('quote follow-ups', () => {
  it('go 2, 5 and 10 days after sending, stop when the quote is approved, and never go twice', async () => {
    const quote = await sentQuote();
    let texts = await followUps(quote.id);
    expect(texts.map((x) => [x.status, x.due])).toEqual(
      [2, 5, 10].map((days) => ['queued', isoMinute(new Date(quote.sentAt.getTime() + days * DAY))]),
    );
    expect(texts[0].urgent).toBe(false);
    expect(texts[0].body).toBe(
      `Hi Acme, a reminder that quote ${quote.quoteNumber} ($284.15) from Acme Heating is waiting for you:`,
    );

    // The first comes due and goes.
    await makeTextDue(t.db, texts[0].id);
    await noonWorker().runOnce();
    expect(twilio.messages.filter((m) => m.body.includes(quote.quoteNumber))).toHaveLength(1);

    // Sent again: the pending two stay as they were, the sent one is not queued again.
    expect((await post(`/api/quotes/${quote.id}/send-email`, {})).statusCode).toBe(200);
    texts = await followUps(quote.id);
    expect(texts.map((x) => x.status)).toEqual(['sent', 'queued', 'queued']);

    // Approved: the rest are taken back in that transaction, with the reason in the log.
    const approve = await t.request(owner, 'PATCH', `/api/quotes/${quote.id}`, {
      tenant: acme,
      body: { status: 'approved' },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    texts = await followUps(quote.id);
    expect(texts.map((x) => [x.status, x.skip_reason])).toEqual([
      ['sent', null],
      ['cancelled', 'Quote approved'],
      ['cancelled', 'Quote approved'],
    ]);
    for (const x of texts.slice(1)) await makeTextDue(t.db, x.id);
    await noonWorker().runOnce();
    expect(twilio.messages.filter((m) => m.body.includes(quote.quoteNumber))).toHaveLength(1);
  });

  it('are not queued past the quote’s validity, and a deleted quote’s are taken back', async () => {
    const validUntil = new Date(Date.now() + 6 * DAY).toISOString();
    const quote = await sentQuote({ validUntil });
    // 2 and 5 days fall inside six days of validity; 10 does not.
    expect((await followUps(quote.id)).map((x) => x.status)).toEqual(['queued', 'queued']);

    const draftToo = await sentQuote();
    const del = await t.request(owner, 'DELETE', `/api/quotes/${draftToo.id}`, { tenant: acme });
    expect(del.statusCode, del.body).toBeLessThan(300);
    expect((await followUps(draftToo.id)).map((x) => [x.status, x.skip_reason])).toEqual([
      ['cancelled', 'Quote deleted'],
      ['cancelled', 'Quote deleted'],
      ['cancelled', 'Quote deleted'],
    ]);
  });
});

describe('invoice follow-ups', () => {
  async function sentInvoice() {
    const res = await post('/api/invoices', documentBody(f, { status: 'sent', dueDate: '2031-06-30' }));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; invoiceNumber: string };
  }
  const pay = (invoiceId: string, amount: string) =>
    post('/api/payments', { invoiceId, amount, method: 'check' }).then((r) => {
      expect(r.statusCode, r.body).toBe(201);
    });

  it('go on the due date and 3, 7 and 14 days after at 10:00 on the organization’s clock', async () => {
    const invoice = await sentInvoice();
    const texts = await followUps(invoice.id);
    // 10:00 in Chicago (CDT, UTC−5) on June 30, July 3, July 7 and July 14, 2031.
    expect(texts.map((x) => [x.status, x.due])).toEqual([
      ['queued', '2031-06-30T15:00'],
      ['queued', '2031-07-03T15:00'],
      ['queued', '2031-07-07T15:00'],
      ['queued', '2031-07-14T15:00'],
    ]);
    expect(texts[0].body).toBe(
      `Hi Acme, invoice ${invoice.invoiceNumber} from Acme Heating has $284.15 due (Jun 30). Pay online:`,
    );
  });

  it('wait out quiet hours on the organization’s clock', async () => {
    const invoice = await sentInvoice();
    const [first] = await followUps(invoice.id);
    await makeTextDue(t.db, first.id);
    // 22:30 in Chicago: held until 08:00 there.
    await smsWorker(t, serverAccount(twilio), { now: () => new Date('2026-06-10T03:30:00Z') }).runOnce();
    const [held] = await followUps(invoice.id);
    expect([held.status, held.due]).toEqual(['queued', '2026-06-10T13:00']);
  });

  it('follow a part payment with the new balance, stop when paid, and never go twice', async () => {
    const invoice = await sentInvoice();
    const [first] = await followUps(invoice.id);
    await makeTextDue(t.db, first.id);
    await noonWorker().runOnce();
    const sentBodies = () => twilio.messages.filter((m) => m.body.includes(invoice.invoiceNumber));
    expect(sentBodies()).toHaveLength(1);

    await pay(invoice.id, '100.01');
    let texts = await followUps(invoice.id);
    const live = texts.filter((x) => x.status === 'queued');
    // The sent one is not queued again; the three still to come name $184.14.
    expect(texts.filter((x) => x.status === 'sent')).toHaveLength(1);
    expect(live).toHaveLength(3);
    for (const x of live) expect(x.body).toContain('has $184.14 due');
    expect(texts.filter((x) => x.status === 'cancelled').map((x) => x.skip_reason)).toEqual([
      'Balance or due date changed',
      'Balance or due date changed',
      'Balance or due date changed',
    ]);

    // Paid in full: every pending follow-up is taken back in the payment's transaction.
    await pay(invoice.id, '184.14');
    texts = await followUps(invoice.id);
    expect(texts.filter((x) => x.status === 'queued')).toHaveLength(0);
    expect(texts.filter((x) => x.skip_reason === 'Invoice paid')).toHaveLength(3);
    for (const x of texts) await makeTextDue(t.db, x.id);
    await noonWorker().runOnce();
    expect(sentBodies()).toHaveLength(1);
  });

  it('are taken back when the invoice is cancelled, and nothing is queued while switched off', async () => {
    const invoice = await sentInvoice();
    const cancel = await t.request(owner, 'PATCH', `/api/invoices/${invoice.id}`, {
      tenant: acme,
      body: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(new Set((await followUps(invoice.id)).map((x) => x.skip_reason))).toEqual(
      new Set(['Invoice cancelled']),
    );
    const off = await t.request(owner, 'PATCH', '/api/admin/messaging', {
      tenant: acme,
      body: { automations: { invoice_follow_up: { enabled: false } } },
    });
    expect(off.statusCode).toBe(200);
    try {
      expect(await followUps((await sentInvoice()).id)).toHaveLength(0);
    } finally {
      await t.request(owner, 'PATCH', '/api/admin/messaging', {
        tenant: acme,
        body: { automations: { invoice_follow_up: { enabled: true } } },
      });
    }
  });
});
