import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { documentBody, restrictedUsers, seedSalesFixture } from '../sales-documents/sales.test-support';

let t: TestContext;
let acme: TestTenant;
let globex: TestTenant;
let owner: TestUser;
let globexOwner: TestUser;
let custom: TestUser;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant({ name: 'Acme Heating' });
  globex = await t.tenant({ name: 'Globex Cooling' });
  owner = await t.user({ tenant: acme, role: 'owner' });
  globexOwner = await t.user({ tenant: globex, role: 'owner' });
  // An admin whose custom role keeps only clients: no quotes.
  custom = (await restrictedUsers(t, acme)).outsider;
});
afterAll(() => t.close());

describe('GET /api/deleted-records/:entity/:id', () => {
  it('says when a deleted quote was deleted; a live or unknown one is 404', async () => {
    const fixture = await seedSalesFixture(t, acme);
    const quote = (
      await t.request(owner, 'POST', '/api/quotes', { tenant: acme, body: documentBody(fixture) })
    ).json();
    const live = await t.request(owner, 'GET', `/api/deleted-records/quote/${quote.id}`, { tenant: acme });
    expect(live.statusCode).toBe(404);
    expect((await t.request(owner, 'DELETE', `/api/quotes/${quote.id}`, { tenant: acme })).statusCode).toBe(
      204,
    );
    const res = await t.request(owner, 'GET', `/api/deleted-records/quote/${quote.id}`, { tenant: acme });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ entity: 'quote', id: quote.id, deletedAt: expect.any(String) });
    // Another tenant cannot learn about it.
    const foreign = await t.request(globexOwner, 'GET', `/api/deleted-records/quote/${quote.id}`, {
      tenant: globex,
    });
    expect(foreign.statusCode).toBe(404);
    // Someone without access to quotes is refused; signed out is 401; an unknown kind is not found.
    expect(
      (await t.request(custom, 'GET', `/api/deleted-records/quote/${quote.id}`, { tenant: acme })).statusCode,
    ).toBe(403);
    expect(
      (await t.request(null, 'GET', `/api/deleted-records/quote/${quote.id}`, { tenant: acme })).statusCode,
    ).toBe(401);
    expect(
      (await t.request(owner, 'GET', `/api/deleted-records/letter/${quote.id}`, { tenant: acme })).statusCode,
    ).toBe(404);
  });
});
