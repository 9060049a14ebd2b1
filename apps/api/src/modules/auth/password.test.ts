import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { PASSWORD_RESET_REQUESTED } from '@tradeworks/contracts/auth';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { emailOutbox, sessions } from '../../db/schema';
import { SESSION_COOKIE } from '../../platform/auth/session-cookie';
import { PASSWORD_RESET_FREE_REQUESTS } from './password.service';

let t: TestContext;
let acme: TestTenant;
let address = 10;

beforeAll(async () => {
  t = await TestContext.create({ env: { PUBLIC_URL: 'https://app.tradeworks.example' } });
  acme = await t.tenant({ name: 'Acme Heating' });
});
afterAll(() => t.close());

/** Each test asks from its own address, so the per-address limit of one test does not reach another. */
const nextAddress = () => `198.51.100.${address++}`;

function forgot(email: string, remoteAddress: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    remoteAddress,
  });
}

async function resetMails(userId: string) {
  return t.db.tenant({ tenantId: acme.id, userId: null }, ({ tx }) =>
    tx
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.relatedEntity, 'user'), eq(emailOutbox.relatedId, userId)))
      .orderBy(desc(emailOutbox.createdAt)),
  );
}

const tokenOf = (text: string) => /reset-password\?token=([^\s]+)/.exec(text)![1];

async function signInCookie(user: TestUser, password: string) {
  const res = await t.request(null, 'POST', '/api/auth/login', { body: { email: user.email, password } });
  return res.statusCode === 200
    ? ([] as string[])
        .concat(res.headers['set-cookie'] as string[])
        .find((c) => c.startsWith(SESSION_COOKIE))!
        .split(';')[0]
    : null;
}

describe('POST /api/auth/forgot-password', () => {
  it('answers the same for a known and an unknown e-mail; only the known one gets a confidential link', async () => {
    const user = await t.user({ tenant: acme });
    const from = nextAddress();
    const known = await forgot(user.email.toUpperCase(), from);
    const unknown = await forgot(`nobody-${Date.now()}@example.com`, from);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: PASSWORD_RESET_REQUESTED });
    expect(unknown.json()).toEqual(known.json());
    const [mail] = await resetMails(user.id);
    expect(mail).toMatchObject({ toAddress: user.email, confidential: true });
    expect(mail.subject).toBe('Reset your Tradeworks password');
    expect(mail.textBody).toMatch(/^[\s\S]*https:\/\/app\.tradeworks\.example\/reset-password\?token=/);
    // The office's e-mail log shows that it was sent, never the link.
    const owner = await t.user({ tenant: acme, role: 'owner' });
    const detail = await t.request(owner, 'GET', `/api/admin/emails/${mail.id}`, { tenant: acme });
    expect(detail.json()).toMatchObject({ text: null, html: null, confidential: true });
  });

  it('limits requests per e-mail with 429, the same for an unknown e-mail', async () => {
    const user = await t.user({ tenant: acme });
    for (const email of [user.email, `ghost-${Date.now()}@example.com`]) {
      for (let i = 0; i < PASSWORD_RESET_FREE_REQUESTS.email; i++) {
        expect((await forgot(email, nextAddress())).statusCode).toBe(200);
      }
      const limited = await forgot(email, nextAddress());
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/^Too many password reset requests\. Try again in/);
    }
    expect(await resetMails(user.id)).toHaveLength(PASSWORD_RESET_FREE_REQUESTS.email);
  });

  it('answers 400 with a field message for a malformed e-mail', async () => {
    const res = await forgot('not-an-email', nextAddress());
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.email).toBe('Please enter a valid email address');
  });
});

describe('reset link', () => {
  it('sets a new password once, signs out every session, and an older link stops working', async () => {
    const user = await t.user({ tenant: acme });
    const from = nextAddress();
    await forgot(user.email, from);
    const older = tokenOf((await resetMails(user.id))[0].textBody);
    await forgot(user.email, from);
    const token = tokenOf((await resetMails(user.id))[0].textBody);
    expect(token).not.toBe(older);

    const who = await t.app.inject({ method: 'GET', url: `/api/auth/password-reset?token=${token}` });
    expect(who.json()).toMatchObject({ email: user.email });
    const stale = await t.app.inject({ method: 'GET', url: `/api/auth/password-reset?token=${older}` });
    expect(stale.statusCode).toBe(404);
    // An invitation's set-password does not take a reset link.
    const asInvitation = await t.app.inject({ method: 'GET', url: `/api/auth/invitation?token=${token}` });
    expect(asInvitation.statusCode).toBe(404);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'brand-new-password-1' },
    });
    expect(reset.statusCode).toBe(200);
    expect(String(reset.headers['set-cookie'])).toContain(`${SESSION_COOKIE}=`);
    // The session the user had before is gone; the new password signs in, the old one does not.
    expect((await t.request(user, 'GET', '/api/auth/user')).statusCode).toBe(401);
    expect(await signInCookie(user, 'brand-new-password-1')).not.toBeNull();
    expect(await signInCookie(user, user.password)).toBeNull();

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'another-password-22' },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This link is invalid or has expired.');
  });

  it('refuses an expired link', async () => {
    const user = await t.user({ tenant: acme });
    await forgot(user.email, nextAddress());
    const token = tokenOf((await resetMails(user.id))[0].textBody);
    await t.db.platform(async (tx) => {
      const { authTokens } = await import('../../db/schema');
      await tx
        .update(authTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(authTokens.userId, user.id));
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'brand-new-password-1' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /api/auth/change-password', () => {
  it('changes the password, keeps this session and signs out the others', async () => {
    const user = await t.user({ tenant: acme });
    const otherCookie = await signInCookie(user, user.password);
    const res = await t.request(user, 'POST', '/api/auth/change-password', {
      body: { currentPassword: user.password, newPassword: 'changed-password-9' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, signedOutSessions: 1 });
    expect((await t.request(user, 'GET', '/api/auth/user')).statusCode).toBe(200);
    const other = await t.request({ ...user, cookie: otherCookie! }, 'GET', '/api/auth/user');
    expect(other.statusCode).toBe(401);
    expect(await signInCookie(user, 'changed-password-9')).not.toBeNull();
    const left = await t.db.platform((tx) => tx.select().from(sessions).where(eq(sessions.userId, user.id)));
    expect(left).toHaveLength(2);
  });

  it('refuses a wrong current password with a field message, and a short new one', async () => {
    const user = await t.user({ tenant: acme });
    const wrong = await t.request(user, 'POST', '/api/auth/change-password', {
      body: { currentPassword: 'not-the-password', newPassword: 'changed-password-9' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({ currentPassword: 'Current password is incorrect' });
    const short = await t.request(user, 'POST', '/api/auth/change-password', {
      body: { currentPassword: user.password, newPassword: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors.newPassword).toBe('Password must be at least 10 characters');
    expect(await signInCookie(user, user.password)).not.toBeNull();
  });

  it('answers 401 signed out', async () => {
    const res = await t.request(null, 'POST', '/api/auth/change-password', {
      body: { currentPassword: 'x', newPassword: 'changed-password-9' },
    });
    expect(res.statusCode).toBe(401);
  });
});
