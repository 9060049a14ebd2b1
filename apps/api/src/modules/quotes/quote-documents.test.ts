import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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
  documentBody,
  outboxFor,
  pdfText,
  platformSql,
  seedSalesFixture,
  type SalesFixture,
} from '../sales-documents/sales.test-support';

const LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let t: TestContext;
let acme: TestTenant;
let plain: TestTenant;
let owner: TestUser;
let plainOwner: TestUser;
let f: SalesFixture;
let plainF: SalesFixture;
let smtp: TestSmtpServer | undefined;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant({ name: 'Acme Tenant Name' });
  plain = await t.tenant({ name: 'Plain Plumbing' });
  owner = await t.user({ tenant: acme, role: 'owner' });
  plainOwner = await t.user({ tenant: plain, role: 'owner' });
  f = await seedSalesFixture(t, acme);
  plainF = await seedSalesFixture(t, plain, 'Plain');
  await platformSql(
    t,
    sql`insert into company_settings (tenant_id, id, company_name, address, city, state, zip_code, phone, email, logo)
    values (${acme.id}, gen_random_uuid(), 'Acme Heating', '100 Congress Ave', 'Austin', 'TX', '78701', '(512) 555-0199', 'office@acme.test', ${LOGO})`,
  );
});
afterEach(async () => {
  await smtp?.close();
  smtp = undefined;
});
afterAll(() => t.close());

const create = (body: unknown) => t.request(owner, 'POST', '/api/quotes', { tenant: acme, body });

describe('GET /api/quotes/{id}/pdf', () => {
  it('renders company, client, number, dates, status, lines, totals with the tax rate to 1 decimal, notes and validity', async () => {
    const quote = (
      await create(
        documentBody(f, {
          projectType: 'repair',
          notes: 'Access through the side gate.',
          validUntil: '2031-03-15',
        }),
      )
    ).json();
    const res = await t.request(owner, 'GET', `/api/quotes/${quote.id}/pdf`, {
      tenant: acme,
      query: { download: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${quote.quoteNumber}.pdf"`);
    const raw = res.rawPayload;
    expect(raw.includes('/Subtype /Image')).toBe(true);
    const text = pdfText(raw);
    for (const expected of [
      'Acme Heating',
      '100 Congress Ave',
      'Austin, TX 78701',
      '(512) 555-0199',
      'office@acme.test',
      'QUOTE',
      quote.quoteNumber,
      'Valid Until: Mar 15, 2031',
      'Project Type: Repair',
      'Status: Draft',
      'Prepared For',
      'Acme Client',
      '12 Oak Ave',
      'Austin, TX 78704',
      'pat@example.com',
      'AC Tune-Up',
      'Capacitor 45/5',
      '$33.33',
      '$99.99',
      'Trip charge',
      '1.5',
      '$73.50',
      'Subtotal',
      '$262.49',
      'Tax (8.25%)',
      '$21.66',
      'Total',
      '$284.15',
      'Access through the side gate.',
      'This quote is valid until March 15, 2031.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Acme Tenant Name');
  });

  it('falls back to the tenant name without company settings, and shows No expiration', async () => {
    const quote = (
      await t.request(plainOwner, 'POST', '/api/quotes', {
        tenant: plain,
        body: documentBody(plainF, { validUntil: null, taxRate: 0.08 }),
      })
    ).json();
    const res = await t.request(plainOwner, 'GET', `/api/quotes/${quote.id}/pdf`, { tenant: plain });
    expect(res.headers['content-disposition']).toBe(`inline; filename="${quote.quoteNumber}.pdf"`);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Plain Plumbing');
    expect(text).toContain('Valid Until: No expiration');
    expect(text).toContain('Tax (8.0%)');
    expect(text).toContain('This quote has no expiration date.');
  });
});

describe('POST /api/quotes/{id}/send-email', () => {
  it('marks a draft sent and queues the e-mail with the PDF in the same transaction; delivered over real SMTP', async () => {
    const quote = (await create(documentBody(f))).json();
    const res = await t.request(owner, 'POST', `/api/quotes/${quote.id}/send-email`, { tenant: acme });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: `Quote ${quote.quoteNumber} sent to pat@example.com` });
    const after = (await t.request(owner, 'GET', `/api/quotes/${quote.id}`, { tenant: acme })).json();
    expect(after.status).toBe('sent');
    const [row] = await outboxFor(t, acme, quote.id);
    expect(row).toMatchObject({
      toAddress: 'pat@example.com',
      subject: `Quote ${quote.quoteNumber} from Acme Heating`,
      status: 'queued',
      relatedEntity: 'quote',
    });

    smtp = await startTestSmtpServer();
    const worker = createOutboxWorker({
      db: t.db,
      transport: createSmtpTransport(smtp.url),
      from: 'Acme <no-reply@acme.test>',
      log: silentLog,
    });
    expect(await worker.runOnce()).toMatchObject({ sent: 1, failed: 0 });
    const [mail] = smtp.received;
    expect(mail.to).toEqual(['pat@example.com']);
    expect(mail.raw).toMatch(new RegExp(`^Subject: Quote ${quote.quoteNumber} from Acme Heating\\r?$`, 'm'));
    const parts = mimeParts(mail.raw);
    const html = parts.find((p) => /content-type:\s*text\/html/i.test(p.headers))!.content.toString();
    // The message from the tenant's template (the send dialog's default), then the lines and totals.
    expect(html).toContain(`Please find quote ${quote.quoteNumber} from Acme Heating`);
    expect(html).toContain('Capacitor 45/5');
    expect(html).toContain('$284.15');
    expect(html).toContain('Tax (8.25%)');
    const text = parts.find((p) => /content-type:\s*text\/plain/i.test(p.headers))!.content.toString();
    expect(text).toContain('The total is $284.15');
    const attachment = parts.find((p) =>
      new RegExp(`filename="?${quote.quoteNumber}\\.pdf`).test(p.headers),
    )!;
    expect(attachment.headers).toMatch(/content-type:\s*application\/pdf/i);
    const pdf = pdfText(attachment.content);
    expect(pdf).toContain(quote.quoteNumber);
    expect(pdf).toContain('Status: Sent');
    expect(pdf).toContain('$284.15');
  });

  it('re-sends sent and approved quotes without changing them', async () => {
    const quote = (await create(documentBody(f, { status: 'sent' }))).json();
    await t.request(owner, 'PATCH', `/api/quotes/${quote.id}`, {
      tenant: acme,
      body: { status: 'approved' },
    });
    const res = await t.request(owner, 'POST', `/api/quotes/${quote.id}/send-email`, { tenant: acme });
    expect(res.statusCode).toBe(200);
    expect(await outboxFor(t, acme, quote.id)).toHaveLength(2);
    expect((await t.request(owner, 'GET', `/api/quotes/${quote.id}`, { tenant: acme })).json().status).toBe(
      'approved',
    );
  });

  it('answers 400 with a clear message when the client has no e-mail, and nothing changes', async () => {
    const quote = (await create({ ...documentBody(f), clientId: f.noEmailClientId })).json();
    const res = await t.request(owner, 'POST', `/api/quotes/${quote.id}/send-email`, { tenant: acme });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Acme No Mail has no e-mail address. Add one to the client before sending this quote.',
    );
    expect((await t.request(owner, 'GET', `/api/quotes/${quote.id}`, { tenant: acme })).json().status).toBe(
      'draft',
    );
    expect(await outboxFor(t, acme, quote.id)).toHaveLength(0);
  });

  it("'Create & Send' for a client without e-mail creates nothing", async () => {
    const before = (await t.request(owner, 'GET', '/api/quotes/summary', { tenant: acme })).json();
    const res = await create({ ...documentBody(f, { status: 'sent' }), clientId: f.noEmailClientId });
    expect(res.statusCode).toBe(400);
    expect((await t.request(owner, 'GET', '/api/quotes/summary', { tenant: acme })).json()).toEqual(before);
  });
});
