import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestContext, type TestTenant, type TestUser } from '../test/test-context';
import { jobFailureLog } from '../platform/job-failure-log';
import type { Database } from './client';
import { isDatabaseUnavailable } from './database-unavailable';

// What a database outage looks like to a request and to a background job (issue 27, fault 2). The real
// outage — a PostgreSQL server stopped and restarted under load — is platform/lifecycle/fault-tolerance.test.ts.

const drizzleWrapped = (cause: Error) => new Error('Failed query: select 1\nparams: ', { cause });

describe('isDatabaseUnavailable', () => {
  it('knows a database that is away from a statement that is wrong', () => {
    const code = (c: string, message = 'x') => Object.assign(new Error(message), { code: c });
    for (const away of [
      code('57P01', 'terminating connection due to administrator command'),
      code('57P03', 'the database system is shutting down'),
      code('08006'),
      code('53300'),
      code('ECONNREFUSED'),
      code('ECONNRESET'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      drizzleWrapped(code('57P01')),
      drizzleWrapped(new Error('Connection terminated unexpectedly')),
      new AggregateError([code('ECONNREFUSED'), code('ECONNREFUSED')]),
    ])
      expect(isDatabaseUnavailable(away), String(away)).toBe(true);
    for (const wrong of [code('23505'), code('22P02'), code('TWAUT'), new TypeError('x is undefined'), null])
      expect(isDatabaseUnavailable(wrong), String(wrong)).toBe(false);
  });
});

describe('a request while the database is away', () => {
  let t: TestContext;
  let tenant: TestTenant;
  let owner: TestUser;
  const real = {} as Pick<Database, 'platformStatement' | 'tenant' | 'platform' | 'ping'>;
  const refused = () =>
    Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));

  beforeAll(async () => {
    t = await TestContext.create();
    tenant = await t.tenant({ slug: `away-${randomBytes(3).toString('hex')}` });
    owner = await t.user({ tenant, role: 'owner' });
    Object.assign(real, {
      platformStatement: t.db.platformStatement,
      tenant: t.db.tenant,
      platform: t.db.platform,
      ping: t.db.ping,
    });
  });
  afterAll(async () => {
    Object.assign(t.db, real);
    await t.close();
  });

  it('answers 503 UNAVAILABLE with Retry-After, ready answers 503, and both recover when it is back', async () => {
    Object.assign(t.db, { platformStatement: refused, tenant: refused, platform: refused, ping: refused });
    const res = await t.request(owner, 'GET', '/api/clients', { tenant });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.json()).toEqual({
      error: 'UNAVAILABLE',
      message: 'The database is unavailable. Try again in a moment.',
    });
    expect((await t.request(null, 'GET', '/api/health/ready')).statusCode).toBe(503);
    expect((await t.request(null, 'GET', '/api/health/live')).statusCode).toBe(200);

    Object.assign(t.db, real);
    expect((await t.request(owner, 'GET', '/api/clients', { tenant })).statusCode).toBe(200);
    expect((await t.request(null, 'GET', '/api/health/ready')).statusCode).toBe(200);
  });
});

describe('a background job during an outage', () => {
  it('logs the outage once (a warning) and once when it works again, without the query', () => {
    const lines: Array<[string, Record<string, unknown>, string]> = [];
    const log = {
      info: (obj: object, msg: string) => void lines.push(['info', obj as Record<string, unknown>, msg]),
      warn: (obj: object, msg: string) => void lines.push(['warn', obj as Record<string, unknown>, msg]),
      error: (obj: object, msg: string) => void lines.push(['error', obj as Record<string, unknown>, msg]),
    };
    const failures = jobFailureLog(log, 'e-mail outbox');
    const away = drizzleWrapped(
      Object.assign(new Error('the database system is shutting down'), { code: '57P03' }),
    );
    failures.failed(away, 'e-mail outbox run failed');
    failures.failed(away, 'e-mail outbox run failed');
    failures.succeeded();
    failures.succeeded();
    failures.failed(
      Object.assign(new Error('Failed query: x\nparams: secret'), { cause: { code: '23505' } }),
      'e-mail outbox run failed',
    );
    expect(lines.map(([level, , msg]) => [level, msg])).toEqual([
      ['warn', 'e-mail outbox: the database is unavailable; retrying'],
      ['info', 'e-mail outbox: the database is available again'],
      ['error', 'e-mail outbox run failed'],
    ]);
    expect(lines[0][1]).toMatchObject({ job: 'e-mail outbox', error: 'database', sqlState: '57P03' });
    expect(JSON.stringify(lines)).not.toContain('secret');
    expect(JSON.stringify(lines)).not.toContain('select 1');
  });
});
