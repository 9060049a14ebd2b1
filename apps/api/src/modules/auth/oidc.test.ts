import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { platformAuditLog, users } from '../../db/schema';
import { SESSION_COOKIE } from '../../platform/auth/session-cookie';
import { OIDC_LOGIN_COOKIE, safeReturnPath } from '../../platform/auth/oidc-login-state';
import { TestContext } from '../../test/test-context';
import { OIDC_EMAIL_NOT_VERIFIED } from './auth.errors';
import { OIDC_FAILED, OIDC_LOGIN_EXPIRED } from './oidc.routes';
import {
  TEST_CLIENT_ID,
  TEST_CLIENT_SECRET,
  TestBrowser,
  startTestProvider,
  type TestProvider,
} from './oidc.test-support';

const ENV_KEYS = [
  'OIDC_ISSUER_URL',
  'OIDC_CLIENT_ID',
  'OIDC_CLIENT_SECRET',
  'OIDC_ALLOW_INSECURE',
  'PUBLIC_URL',
] as const;
const savedEnv = Object.fromEntries(ENV_KEYS.map((k) => [k, process.env[k]]));

const ACCOUNTS = {
  alice: {
    email: 'alice@example.com',
    email_verified: true,
    given_name: 'Alice',
    family_name: 'Walker',
    picture: 'https://img.example/alice.png',
  },
  carol: {
    email: 'Carol.Local@Example.com',
    email_verified: true,
    given_name: 'Caroline',
    family_name: 'Provider',
    picture: 'https://img.example/carol.png',
  },
  dave: { email: 'dave@example.com', email_verified: false, given_name: 'Dave' },
};

let t: TestContext;
let provider: TestProvider;
let base: string;
let authorizationEndpoint: string;

beforeAll(async () => {
  // The provider's port is bound first, so the OIDC settings exist before the app is built.
  provider = await startTestProvider();
  Object.assign(process.env, {
    OIDC_ISSUER_URL: provider.issuer,
    OIDC_CLIENT_ID: TEST_CLIENT_ID,
    OIDC_CLIENT_SECRET: TEST_CLIENT_SECRET,
    OIDC_ALLOW_INSECURE: 'true',
  });
  t = await TestContext.create();
  // Redirects go back and forth between the two servers, so Tradeworks listens for real.
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  t.app.env.PUBLIC_URL = base;
  provider.configure({ redirectUri: `${base}/api/callback`, accounts: ACCOUNTS });
  const discovery = (await (await fetch(`${provider.issuer}/.well-known/openid-configuration`)).json()) as {
    authorization_endpoint: string;
  };
  authorizationEndpoint = discovery.authorization_endpoint;
});

afterAll(async () => {
  await t?.close();
  await provider?.close();
  for (const key of ENV_KEYS) {
    if (savedEnv[key] === undefined) delete process.env[key];
    else process.env[key] = savedEnv[key];
  }
});

/** Lands when the browser is back on a Tradeworks page (not an API route). */
const backOnTradeworks = (url: URL) => url.origin === base && !url.pathname.startsWith('/api/');

async function signIn(account: string, path = '/api/login', browser = new TestBrowser()) {
  const landed = await browser.navigate(new URL(path, base), { account, done: backOnTradeworks });
  return { browser, landed };
}

async function currentUser(browser: TestBrowser) {
  const res = await browser.request(new URL('/api/auth/user', base));
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

function usersWithEmail(email: string) {
  return t.db.platform((tx) =>
    tx
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`),
  );
}

describe('GET /api/login', () => {
  it('redirects to the provider with PKCE S256, state and nonce, keeping the checks in a short-lived cookie', async () => {
    const res = await fetch(`${base}/api/login`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(authorizationEndpoint);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: TEST_CLIENT_ID,
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: `${base}/api/callback`,
      code_challenge_method: 'S256',
    });
    for (const p of ['code_challenge', 'state', 'nonce']) expect(location.searchParams.get(p)).toBeTruthy();
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${OIDC_LOGIN_COOKIE}=`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=600/i);
    expect(cookie).toMatch(/Path=\/api\/callback/i);
    // The verifier stays on our side: only its S256 hash is sent.
    expect(location.href).not.toContain(cookie!.split(';')[0].split('=')[1]);
  });

  it('reports OIDC as enabled on GET /api/setup', async () => {
    const res = await t.request(null, 'GET', '/api/setup');
    expect(res.json().oidcEnabled).toBe(true);
  });

  it('goes to /login, keeping the redirect, when OIDC is not configured', async () => {
    const issuer = t.app.env.OIDC_ISSUER_URL;
    delete t.app.env.OIDC_ISSUER_URL;
    try {
      const res = await t.request(null, 'GET', '/api/login', { query: { redirect: '/clients/new' } });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/login?redirect=%2Fclients%2Fnew');
      const plain = await t.request(null, 'GET', '/api/login');
      expect(plain.headers.location).toBe('/login');
      expect((await t.request(null, 'GET', '/api/setup')).json().oidcEnabled).toBe(false);
    } finally {
      t.app.env.OIDC_ISSUER_URL = issuer;
    }
  });
});

describe('OIDC sign-in flow', () => {
  it('creates a user from the provider claims, signs in and lands on /', async () => {
    const { browser, landed } = await signIn('alice');
    expect(landed.href).toBe(`${base}/`);
    expect(browser.cookie(base, SESSION_COOKIE)).toBeTruthy();
    expect(browser.cookie(base, OIDC_LOGIN_COOKIE)).toBeUndefined();
    const me = await currentUser(browser);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      email: 'alice@example.com',
      firstName: 'Alice',
      lastName: 'Walker',
      profileImageUrl: 'https://img.example/alice.png',
      is_super_admin: false,
      // Single sign-on only: no password, so Profile offers no "Change password".
      hasPassword: false,
      tenantMemberships: [],
    });
    const [row] = await usersWithEmail('alice@example.com');
    expect(row).toMatchObject({ oidcIssuer: provider.issuer, oidcSubject: 'alice', passwordHash: null });
    const audit = await t.db.platform((tx) =>
      tx.select().from(platformAuditLog).where(eq(platformAuditLog.entityId, row.id)),
    );
    // The account's creation and the sign-in it came with (entity 'session').
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'sign_in']);
  });

  it('reuses the same user on a second sign-in and returns to the requested page', async () => {
    const { browser, landed } = await signIn('alice', '/api/login?redirect=%2Fclients%3Fstatus%3Dactive');
    expect(landed.href).toBe(`${base}/clients?status=active`);
    expect((await currentUser(browser)).body.email).toBe('alice@example.com');
    expect(await usersWithEmail('alice@example.com')).toHaveLength(1);
  });

  it('never returns to another site', async () => {
    const { landed } = await signIn('alice', '/api/login?redirect=%2F%2Fevil.example%2Fphish');
    expect(landed.href).toBe(`${base}/`);
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/api/logout',
    ]) {
      expect(safeReturnPath(bad)).toBe('/');
    }
  });

  it('links an existing local user by verified e-mail (case-insensitive), filling only empty fields', async () => {
    const local = await t.user({ email: 'carol.local@example.com', firstName: 'Carol' });
    const { browser, landed } = await signIn('carol');
    expect(landed.href).toBe(`${base}/`);
    const me = await currentUser(browser);
    expect(me.body).toMatchObject({
      id: local.id,
      email: 'carol.local@example.com',
      firstName: 'Carol',
      lastName: 'User',
      profileImageUrl: 'https://img.example/carol.png',
    });
    const rows = await usersWithEmail('carol.local@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: local.id, oidcIssuer: provider.issuer, oidcSubject: 'carol' });
    const audit = await t.db.platform((tx) =>
      tx.select().from(platformAuditLog).where(eq(platformAuditLog.entityId, local.id)),
    );
    expect(audit.map((a) => a.action).sort()).toEqual(['link_oidc', 'sign_in']);
    // The local password still works alongside the provider.
    const login = await t.request(null, 'POST', '/api/auth/login', {
      body: { email: local.email, password: local.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses an e-mail the provider has not verified, creating nobody', async () => {
    const { browser, landed } = await signIn('dave');
    expect(landed.pathname).toBe('/login');
    expect(landed.searchParams.get('error')).toBe(OIDC_EMAIL_NOT_VERIFIED);
    expect(browser.cookie(base, SESSION_COOKIE)).toBeUndefined();
    expect(await usersWithEmail('dave@example.com')).toHaveLength(0);
  });
});

describe('GET /api/callback refuses', () => {
  /** Starts a sign-in and lets `tamper` change the authorization URL before the browser follows it. */
  async function tamperedSignIn(tamper: (authorizationUrl: URL) => void) {
    const browser = new TestBrowser();
    const res = await browser.request(new URL('/api/login', base));
    const authorizationUrl = new URL(res.headers.get('location')!);
    tamper(authorizationUrl);
    const landed = await browser.navigate(authorizationUrl, { account: 'alice', done: backOnTradeworks });
    return { browser, landed };
  }

  it('a tampered state', async () => {
    const { browser, landed } = await tamperedSignIn((url) => url.searchParams.set('state', 'forged-state'));
    expect(landed.pathname).toBe('/login');
    expect(landed.searchParams.get('error')).toBe(OIDC_FAILED);
    expect(browser.cookie(base, SESSION_COOKIE)).toBeUndefined();
  });

  it('a code issued for another PKCE challenge', async () => {
    const { browser, landed } = await tamperedSignIn((url) =>
      url.searchParams.set('code_challenge', 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'),
    );
    expect(landed.searchParams.get('error')).toBe(OIDC_FAILED);
    expect(browser.cookie(base, SESSION_COOKIE)).toBeUndefined();
  });

  it('a callback without the login-state cookie', async () => {
    const res = await fetch(`${base}/api/callback?code=abc&state=xyz`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!, base);
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('error')).toBe(OIDC_LOGIN_EXPIRED);
    expect(res.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
  });
});
