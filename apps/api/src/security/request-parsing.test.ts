import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app';
import { clientBody } from '../modules/clients/clients.test-support';
import { TestContext, type TestTenant, type TestUser } from '../test/test-context';

/** Issue 27, finding 10: every malformed part of a request is a 4xx in the API's error shape. */
let t: TestContext;
let acme: TestTenant;
let owner: TestUser;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant();
  owner = await t.user({ tenant: acme, role: 'owner' });
});
afterAll(() => t.close());

describe('malformed requests (issue 27, finding 10)', () => {
  it('refuse invalid UTF-8 in a JSON body with 400, storing nothing', async () => {
    // A valid client whose first name holds a byte sequence that is not UTF-8 (0xC3 0x28, then 0xFF).
    const json = JSON.stringify(clientBody({ firstName: 'Bad MARK', email: 'utf8@example.com' }));
    const [before, after] = json.split('MARK').map((part) => Buffer.from(part, 'utf8'));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/clients?tenant=${acme.slug}`,
      headers: { cookie: owner.cookie, 'content-type': 'application/json', origin: 'http://localhost' },
      payload: Buffer.concat([before, Buffer.from([0xc3, 0x28, 0xff]), after]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'VALIDATION',
      message: 'Text contains characters that are not allowed',
    });
    const list = await t.request(owner, 'GET', '/api/clients?search=utf8%40example.com', { tenant: acme });
    expect(list.json().total ?? list.json().items?.length ?? list.json().length).toBe(0);
  });

  it('answer a path parameter over 100 characters with 414 for GET as for the other methods, not echoing it', async () => {
    const long = 'a'.repeat(101);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await t.request(owner, method, `/api/clients/${long}`, {
        tenant: acme,
        ...(method === 'PUT' ? { body: {} } : {}),
      });
      expect(res.statusCode, method).toBe(414);
      expect(res.json(), method).toEqual({
        error: 'URI_TOO_LONG',
        message: 'A part of the address is too long',
      });
      expect(res.body).not.toContain(long);
    }
  });

  it('answer a malformed Idempotency-Key with 400 in the error shape', async () => {
    for (const key of ['k'.repeat(201), 'short', 'has space in it']) {
      const res = await t.request(owner, 'POST', '/api/payments/card', {
        tenant: acme,
        headers: { 'idempotency-key': key },
        body: { invoiceId: '01900000-0000-7000-8000-000000000000', amount: '10.00' },
      });
      expect(res.statusCode, key).toBe(400);
      expect(res.json().error, key).toBe('VALIDATION');
      expect(res.json().message, key).toBe(
        'Idempotency-Key must be 8 to 200 letters, digits, dashes or underscores',
      );
    }
  });

  it('answer a schema a handler parses itself (a header, a query part) with 400 in the error shape', async () => {
    const app = await buildApp({ db: t.db, env: t.app.env, logLevel: 'silent', webDistDir: '/none' });
    app.get('/probe/zod', { config: { access: 'public' } }, async (req) =>
      z.object({ page: z.coerce.number().int('Page must be a whole number') }).parse(req.query),
    );
    try {
      const res = await app.inject({ method: 'GET', url: '/probe/zod?page=1.5' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'VALIDATION',
        message: 'Page must be a whole number',
        fieldErrors: { page: 'Page must be a whole number' },
      });
    } finally {
      await app.close();
    }
  });
});
