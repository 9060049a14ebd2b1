import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { TestContext, type TestTenant } from '../test/test-context';
import { buildApp } from '../app';
import { recordThrottleFailure } from '../platform/auth/sign-in-throttle';
import { DEVICE_COOKIE, SIGN_IN_FREE_FAILURES, signInKeys } from '../modules/auth/sign-in-limit';

let t: TestContext;
let acme: TestTenant;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant();
});
afterAll(() => t.close());

function signIn(email: string, password: string, from: { address: string; device?: string }, app = t.app) {
  const options: InjectOptions = {
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: from.address,
    headers: from.device ? { cookie: `${DEVICE_COOKIE}=${from.device}` } : {},
  };
  return app.inject(options);
}

describe('sign-in limits (finding 4)', () => {
  it('slow one address guessing one account with a growing wait, and say so the same way for unknown e-mails', async () => {
    const user = await t.user({ tenant: acme });
    const ghost = `nobody-${Date.now()}@example.com`;
    // Each account is tried right after its own failures, so the wait has not run out on a slow machine.
    const tryAfterFailures = async (email: string, password: string) => {
      for (let i = 0; i < SIGN_IN_FREE_FAILURES.addressAndAccount; i++) {
        expect((await signIn(email, 'wrong-password', { address: '203.0.113.7' })).statusCode).toBe(401);
      }
      return signIn(email, password, { address: '203.0.113.7' });
    };
    const blocked = await tryAfterFailures(user.email, user.password);
    const blockedGhost = await tryAfterFailures(ghost, 'whatever');
    expect(blocked.statusCode).toBe(429);
    expect(blockedGhost.statusCode).toBe(429);
    expect(blocked.json().error).toBe('RATE_LIMITED');
    expect(blocked.json().message).toMatch(
      /^Too many failed sign-in attempts\. Try again in [1-5] seconds?\.$/,
    );
    expect(blockedGhost.json().message).toMatch(
      /^Too many failed sign-in attempts\. Try again in [1-5] seconds?\.$/,
    );
    expect(Object.keys(blockedGhost.json())).toEqual(Object.keys(blocked.json()));
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(5);
    // The owner elsewhere is not affected by one address's failures.
    expect((await signIn(user.email, user.password, { address: '198.51.100.1' })).statusCode).toBe(200);
    // After the wait the right password works from the slowed address too, and clears its count.
    await t.db.platform((tx) =>
      tx.execute(sql`update sign_in_throttles set last_failure_at = last_failure_at - interval '10 seconds'`),
    );
    expect((await signIn(user.email, user.password, { address: '203.0.113.7' })).statusCode).toBe(200);
    expect((await signIn(user.email, 'wrong-again', { address: '203.0.113.7' })).statusCode).toBe(401);
  });

  it('slow a distributed attack on an account for new devices, never for the owner’s known device', async () => {
    const user = await t.user({ tenant: acme });
    const first = await signIn(user.email, user.password, { address: '192.0.2.10' });
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((c) => c.name === DEVICE_COOKIE);
    expect(device).toMatchObject({ httpOnly: true, path: '/api/auth', sameSite: 'Lax' });
    // Many addresses fail on the account (written directly: the counting is what is under test).
    await t.db.platform(async (tx) => {
      for (let i = 0; i < SIGN_IN_FREE_FAILURES.account + 10; i++) {
        await recordThrottleFailure(tx, signInKeys(user.email, { address: `10.9.${i}.1` }, false));
      }
    });
    const stranger = await signIn(user.email, user.password, { address: '10.200.0.1' });
    expect(stranger.statusCode).toBe(429);
    const owner = await signIn(user.email, user.password, { address: '10.200.0.2', device: device!.value });
    expect(owner.statusCode).toBe(200);
    // The owner's success cleared the account's count: the new address is no longer slowed.
    expect((await signIn(user.email, user.password, { address: '10.200.0.1' })).statusCode).toBe(200);
  });

  it('are kept in the database, so another server process sees the same counts', async () => {
    const user = await t.user({ tenant: acme });
    for (let i = 0; i < SIGN_IN_FREE_FAILURES.addressAndAccount; i++) {
      await signIn(user.email, 'wrong-password', { address: '203.0.113.50' });
    }
    const second = await buildApp({ db: t.db, env: t.app.env, logLevel: 'silent', webDistDir: '/none' });
    try {
      const res = await signIn(user.email, user.password, { address: '203.0.113.50' }, second);
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    } finally {
      await second.close();
    }
  });
});

describe('invitation links (finding 11)', () => {
  it('slow an address that keeps trying wrong tokens on /api/auth/invitation and /api/auth/set-password', async () => {
    const from = { remoteAddress: '203.0.113.99' };
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/auth/invitation?token=wrong-${i}`,
        ...from,
      });
      expect(res.statusCode).toBe(404);
    }
    const get = await t.app.inject({ method: 'GET', url: '/api/auth/invitation?token=x', ...from });
    expect(get.statusCode).toBe(429);
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token: 'x', password: 'a-long-enough-password', confirmPassword: 'a-long-enough-password' },
      ...from,
    });
    expect(post.statusCode).toBe(429);
    expect(post.json().error).toBe('RATE_LIMITED');
  });
});
