import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import {
  platformSql,
  restrictedUsers,
  seedSalesFixture,
  type SalesFixture,
} from '../sales-documents/sales.test-support';

let t: TestContext;
let acme: TestTenant;
let other: TestTenant;
let owner: TestUser;
let outsider: TestUser;
let f: SalesFixture;
const ids: Record<string, string> = {};
const numbers: Record<string, string> = {};

async function quote(key: string, rate: string, status: 'draft' | 'sent' = 'draft') {
  const res = await t.request(owner, 'POST', '/api/quotes', {
    tenant: acme,
    body: { clientId: f.clientId, status, taxRate: 0, lineItems: [{ description: key, rate }] },
  });
  expect(res.statusCode).toBe(201);
  ids[key] = res.json().id;
  numbers[key] = res.json().quoteNumber;
}

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant({ name: 'Acme Heating' });
  other = await t.tenant();
  owner = await t.user({ tenant: acme, role: 'owner' });
  ({ outsider } = await restrictedUsers(t, acme));
  f = await seedSalesFixture(t, acme);
  // draft 100, draft 50, sent 200 (live), sent 300 (lapsed → expired), approved 400, approved+archived 500
  await quote('draftA', '100.00');
  await quote('draftB', '50.00');
  await quote('sentLive', '200.00', 'sent');
  await quote('sentLapsed', '300.00', 'sent');
  await quote('approved', '400.00', 'sent');
  await quote('archived', '500.00', 'sent');
  for (const key of ['approved', 'archived']) {
    await t.request(owner, 'PATCH', `/api/quotes/${ids[key]}`, {
      tenant: acme,
      body: { status: 'approved' },
    });
  }
  await t.request(owner, 'PATCH', `/api/quotes/${ids.archived}`, {
    tenant: acme,
    body: { isArchived: true },
  });
  await platformSql(
    t,
    sql`update quotes set valid_until = now() - interval '1 day' where id = ${ids.sentLapsed}`,
  );
  // Another tenant's quote never shows.
  const otherF = await seedSalesFixture(t, other, 'Other');
  const otherOwner = await t.user({ tenant: other, role: 'owner' });
  await t.request(otherOwner, 'POST', '/api/quotes', {
    tenant: other,
    body: { clientId: otherF.clientId, lineItems: [{ description: 'x', rate: 9999 }] },
  });
});
afterAll(() => t.close());

const list = (query: Record<string, string | number>) =>
  t.request(owner, 'GET', '/api/quotes', { tenant: acme, query });
const keysOf = (res: { json(): Array<{ id: string }> }) =>
  res
    .json()
    .map((q) => Object.keys(ids).find((k) => ids[k] === q.id))
    .sort();

describe('GET /api/quotes', () => {
  it('lists open quotes newest first with X-Total-Count; archived ones on their own tab', async () => {
    const open = await list({});
    expect(open.statusCode).toBe(200);
    expect(open.headers['x-total-count']).toBe('5');
    expect(open.json()[0].id).toBe(ids.approved);
    expect(keysOf(open)).toEqual(['approved', 'draftA', 'draftB', 'sentLapsed', 'sentLive']);
    const archived = await list({ archived: 'true' });
    expect(keysOf(archived)).toEqual(['archived']);
    expect(archived.json()[0]).toMatchObject({ isArchived: true, status: 'approved' });
  });

  it('reads a sent quote past validUntil as expired, in the rows and in the status filter', async () => {
    const open = await list({});
    expect(open.json().find((q: { id: string }) => q.id === ids.sentLapsed).status).toBe('expired');
    expect(keysOf(await list({ status: 'expired' }))).toEqual(['sentLapsed']);
    expect(keysOf(await list({ status: 'sent' }))).toEqual(['sentLive']);
    expect(keysOf(await list({ status: 'draft' }))).toEqual(['draftA', 'draftB']);
    expect(keysOf(await list({ status: 'approved' }))).toEqual(['approved']);
    expect((await list({ status: 'all' })).headers['x-total-count']).toBe('5');
    const detail = await t.request(owner, 'GET', `/api/quotes/${ids.sentLapsed}`, { tenant: acme });
    expect(detail.json().status).toBe('expired');
  });

  it('searches quote number or client name, case-insensitively, and pages', async () => {
    expect(keysOf(await list({ search: numbers.draftB.toLowerCase() }))).toEqual(['draftB']);
    expect((await list({ search: 'ACME CLIENT' })).headers['x-total-count']).toBe('5');
    expect((await list({ search: 'nobody' })).json()).toEqual([]);
    const page = await list({ limit: 2, offset: 4 });
    expect(page.json()).toHaveLength(1);
    expect(page.headers['x-total-count']).toBe('5');
  });

  it('rejects a bad filter or page size with 400', async () => {
    expect((await list({ status: 'paid' })).statusCode).toBe(400);
    expect((await list({ limit: 500 })).statusCode).toBe(400);
  });

  it('answers 401 signed out and 403 without quotes access or outside the user’s tenants', async () => {
    expect((await t.request(null, 'GET', '/api/quotes', { tenant: acme })).statusCode).toBe(401);
    expect((await t.request(outsider, 'GET', '/api/quotes', { tenant: acme })).statusCode).toBe(403);
    expect((await t.request(owner, 'GET', '/api/quotes', { tenant: other })).statusCode).toBe(403);
  });
});

describe('GET /api/quotes/summary', () => {
  it('totals every quote and counts sent, draft and the conversion rate with expiry applied', async () => {
    const res = await t.request(owner, 'GET', '/api/quotes/summary', { tenant: acme });
    expect(res.statusCode).toBe(200);
    // sent-or-later: sentLive, sentLapsed, approved, archived = 4; approved 2 → 50%.
    expect(res.json()).toEqual({
      totalQuoted: '1550.00',
      sentCount: 1,
      draftCount: 2,
      approvedCount: 2,
      sentOrLaterCount: 4,
      conversionRate: 50,
    });
  });

  it('reads N/A (null) when nothing was sent, and zeroes for an empty tenant', async () => {
    const empty = await t.tenant();
    const emptyOwner = await t.user({ tenant: empty, role: 'owner' });
    const res = await t.request(emptyOwner, 'GET', '/api/quotes/summary', { tenant: empty });
    expect(res.json()).toEqual({
      totalQuoted: '0.00',
      sentCount: 0,
      draftCount: 0,
      approvedCount: 0,
      sentOrLaterCount: 0,
      conversionRate: null,
    });
  });

  it('answers 401 and 403', async () => {
    expect((await t.request(null, 'GET', '/api/quotes/summary', { tenant: acme })).statusCode).toBe(401);
    expect((await t.request(outsider, 'GET', '/api/quotes/summary', { tenant: acme })).statusCode).toBe(403);
  });
});
