import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TOTAL_COUNT_HEADER } from '@tradeworks/contracts/paging';
import { emailOutbox } from '../../db/schema';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { queueEmail } from '../../platform/mail/outbox.test-support';

let t: TestContext;
let acme: TestTenant;
let globex: TestTenant;
let acmeAdmin: TestUser;
let acmeMember: TestUser;
let globexOwner: TestUser;
let operator: TestUser;
const acmeIds: Record<string, string> = {};
let globexId: string;

const longText = `Dear customer, ${'x'.repeat(300)}`;
const total = (res: { headers: Record<string, unknown> }) =>
  Number(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]);

/** Queues a message and pins its status and creation time so the order is known. */
async function seed(
  tenant: TestTenant,
  minutesAgo: number,
  email: Parameters<typeof queueEmail>[2],
  status?: 'sent' | 'failed' | 'captured',
) {
  const id = await queueEmail(t.db, tenant.id, email);
  await t.db.platform((tx) =>
    tx
      .update(emailOutbox)
      .set({
        createdAt: new Date(Date.now() - minutesAgo * 60_000),
        ...(status ? { status } : {}),
        ...(status === 'failed' ? { attempts: 8, lastError: 'connect ECONNREFUSED' } : {}),
      })
      .where(eq(emailOutbox.id, id)),
  );
  return id;
}

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant({ name: 'Acme Heating' });
  globex = await t.tenant({ name: 'Globex Cooling' });
  acmeAdmin = await t.user({ tenant: acme, role: 'admin' });
  acmeMember = await t.user({ tenant: acme, role: 'member' });
  globexOwner = await t.user({ tenant: globex, role: 'owner' });
  operator = await t.user({ superAdmin: true });
  acmeIds.invoice = await seed(
    acme,
    40,
    {
      to: 'pat@client.example',
      subject: 'Invoice INV-2026-0001',
      text: longText,
      html: '<p>Invoice</p>',
      attachments: [
        {
          filename: 'INV-2026-0001.pdf',
          contentType: 'application/pdf',
          content: Buffer.from('%PDF').toString('base64'),
        },
      ],
      relatedEntity: 'invoice',
      relatedId: 'inv-1',
    },
    'sent',
  );
  acmeIds.quote = await seed(
    acme,
    30,
    { to: 'lee@client.example', subject: 'Quote Q-2026-0001', text: 'Your quote' },
    'failed',
  );
  acmeIds.invite = await seed(
    acme,
    20,
    { to: 'new.hire@acme.example', subject: "You're invited to Acme Heating", text: 'Welcome' },
    'captured',
  );
  acmeIds.percent = await seed(acme, 10, {
    to: 'sam@client.example',
    subject: '100% done',
    text: 'Job complete',
  });
  globexId = await seed(globex, 5, {
    to: 'pat@client.example',
    subject: 'Invoice INV-2026-0001',
    text: 'Globex invoice',
  });
});
afterAll(() => t.close());

describe('GET /api/admin/emails', () => {
  it('answers 401 signed out and 403 for a member, who cannot edit settings', async () => {
    expect((await t.request(null, 'GET', '/api/admin/emails', { tenant: acme })).statusCode).toBe(401);
    const res = await t.request(acmeMember, 'GET', '/api/admin/emails', { tenant: acme });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('FORBIDDEN');
  });

  it("lists only the active tenant's messages, newest first, with a preview of 200 characters", async () => {
    const res = await t.request(acmeAdmin, 'GET', '/api/admin/emails', { tenant: acme });
    expect(res.statusCode).toBe(200);
    expect(total(res)).toBe(4);
    const items = res.json();
    expect(items.map((e: { id: string }) => e.id)).toEqual([
      acmeIds.percent,
      acmeIds.invite,
      acmeIds.quote,
      acmeIds.invoice,
    ]);
    const invoice = items[3];
    expect(invoice).toEqual({
      id: acmeIds.invoice,
      to: 'pat@client.example',
      subject: 'Invoice INV-2026-0001',
      status: 'sent',
      attempts: 0,
      lastError: null,
      createdAt: expect.any(String),
      sentAt: null,
      preview: longText.slice(0, 200),
      relatedEntity: 'invoice',
      relatedId: 'inv-1',
      relatedLabel: null,
      confidential: false,
    });
    expect(items[2]).toMatchObject({ status: 'failed', attempts: 8, lastError: 'connect ECONNREFUSED' });
    // Globex sees its own message only, never Acme's.
    const other = await t.request(globexOwner, 'GET', '/api/admin/emails', { tenant: globex });
    expect(other.json().map((e: { id: string }) => e.id)).toEqual([globexId]);
    expect(total(other)).toBe(1);
  });

  it('refuses a tenant the user is not a member of', async () => {
    expect((await t.request(acmeAdmin, 'GET', '/api/admin/emails', { tenant: globex })).statusCode).toBe(403);
  });

  it('pages with limit and offset and keeps the total in X-Total-Count', async () => {
    const first = await t.request(acmeAdmin, 'GET', '/api/admin/emails', {
      tenant: acme,
      query: { limit: 2 },
    });
    const second = await t.request(acmeAdmin, 'GET', '/api/admin/emails', {
      tenant: acme,
      query: { limit: 2, offset: 2 },
    });
    const beyond = await t.request(acmeAdmin, 'GET', '/api/admin/emails', {
      tenant: acme,
      query: { offset: 10 },
    });
    expect(first.json().map((e: { id: string }) => e.id)).toEqual([acmeIds.percent, acmeIds.invite]);
    expect(second.json().map((e: { id: string }) => e.id)).toEqual([acmeIds.quote, acmeIds.invoice]);
    expect(beyond.json()).toEqual([]);
    expect([total(first), total(second), total(beyond)]).toEqual([4, 4, 4]);
    for (const query of [{ limit: 201 }, { limit: 0 }, { offset: -1 }, { status: 'lost' }]) {
      const bad = await t.request(acmeAdmin, 'GET', '/api/admin/emails', { tenant: acme, query });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe('VALIDATION');
    }
  });

  it('filters by status and searches subject or recipient without regard to case', async () => {
    const list = async (query: Record<string, string>) => {
      const res = await t.request(acmeAdmin, 'GET', '/api/admin/emails', { tenant: acme, query });
      return { ids: res.json().map((e: { id: string }) => e.id), total: total(res) };
    };
    expect(await list({ status: 'failed' })).toEqual({ ids: [acmeIds.quote], total: 1 });
    expect(await list({ status: 'queued' })).toEqual({ ids: [acmeIds.percent], total: 1 });
    expect(await list({ search: 'inv-2026' })).toEqual({ ids: [acmeIds.invoice], total: 1 });
    expect(await list({ search: 'CLIENT.EXAMPLE' })).toEqual({
      ids: [acmeIds.percent, acmeIds.quote, acmeIds.invoice],
      total: 3,
    });
    expect(await list({ search: 'client', status: 'sent' })).toEqual({ ids: [acmeIds.invoice], total: 1 });
    // LIKE wildcards in the search text are literal characters.
    expect(await list({ search: '100%' })).toEqual({ ids: [acmeIds.percent], total: 1 });
    expect(await list({ search: '_' })).toEqual({ ids: [], total: 0 });
  });
});

describe('GET /api/admin/emails/:id', () => {
  it('answers one message with its bodies and attachment names, without the attachment content', async () => {
    const res = await t.request(acmeAdmin, 'GET', `/api/admin/emails/${acmeIds.invoice}`, { tenant: acme });
    expect(res.statusCode).toBe(200);
    const email = res.json();
    expect(email).toMatchObject({
      id: acmeIds.invoice,
      subject: 'Invoice INV-2026-0001',
      text: longText,
      html: '<p>Invoice</p>',
      status: 'sent',
    });
    expect(email.attachments).toEqual([{ filename: 'INV-2026-0001.pdf', contentType: 'application/pdf' }]);
    expect(res.body).not.toContain(Buffer.from('%PDF').toString('base64'));
  });

  it("answers 404 for another tenant's message, an unknown id and a malformed id", async () => {
    for (const id of [globexId, '0190aaaa-0000-7000-8000-000000000000', 'not-a-uuid']) {
      const res = await t.request(acmeAdmin, 'GET', `/api/admin/emails/${id}`, { tenant: acme });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('NOT_FOUND');
    }
    // The owner of that message does see it.
    expect(
      (await t.request(globexOwner, 'GET', `/api/admin/emails/${globexId}`, { tenant: globex })).statusCode,
    ).toBe(200);
  });

  it('answers 401 signed out and 403 for a member', async () => {
    expect(
      (await t.request(null, 'GET', `/api/admin/emails/${acmeIds.quote}`, { tenant: acme })).statusCode,
    ).toBe(401);
    expect(
      (await t.request(acmeMember, 'GET', `/api/admin/emails/${acmeIds.quote}`, { tenant: acme })).statusCode,
    ).toBe(403);
  });
});

describe('GET /api/super-admin/emails', () => {
  it('lists every tenant’s messages with the tenant id and name', async () => {
    const res = await t.request(operator, 'GET', '/api/super-admin/emails');
    expect(res.statusCode).toBe(200);
    expect(total(res)).toBe(5);
    const items = res.json();
    expect(items[0]).toMatchObject({
      id: globexId,
      tenantId: globex.id,
      tenantName: 'Globex Cooling',
      preview: 'Globex invoice',
    });
    expect(items.map((e: { tenantName: string }) => e.tenantName)).toEqual([
      'Globex Cooling',
      ...Array(4).fill('Acme Heating'),
    ]);
  });

  it('pages, filters by status, tenant and search', async () => {
    const get = (query: Record<string, string | number>) =>
      t.request(operator, 'GET', '/api/super-admin/emails', { query });
    const page = await get({ limit: 2, offset: 1 });
    expect(page.json().map((e: { id: string }) => e.id)).toEqual([acmeIds.percent, acmeIds.invite]);
    expect(total(page)).toBe(5);
    const invoices = await get({ search: 'invoice' });
    expect(invoices.json().map((e: { id: string }) => e.id)).toEqual([globexId, acmeIds.invoice]);
    const queued = await get({ status: 'queued', tenantId: acme.id });
    expect(queued.json().map((e: { id: string }) => e.id)).toEqual([acmeIds.percent]);
    expect(total(queued)).toBe(1);
  });

  it('answers 401 signed out and 403 to a tenant admin who is not a super admin', async () => {
    expect((await t.request(null, 'GET', '/api/super-admin/emails')).statusCode).toBe(401);
    const res = await t.request(acmeAdmin, 'GET', '/api/super-admin/emails', { tenant: acme });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('FORBIDDEN');
  });
});
