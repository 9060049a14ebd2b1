import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_MESSAGES } from '@tradeworks/contracts/portal';
import { emailOutbox } from '../../db/schema';
import { hashToken } from '../../platform/auth/tokens';
import { createSmtpTransport } from '../../platform/mail/mail-transport';
import { createOutboxWorker } from '../../platform/mail/outbox-worker';
import { mimeParts, silentLog, startTestSmtpServer } from '../../platform/mail/outbox.test-support';
import {
  closePortalWorld,
  createPortalWorld,
  deliveredText,
  latestEmailTo,
  openSession,
  portalRequest,
  sendLink,
  sentDocument,
  signIn,
  tokenIn,
  type PortalWorld,
} from './portal.test-support';

let w: PortalWorld;
beforeAll(async () => {
  w = await createPortalWorld();
});
afterAll(() => closePortalWorld(w));

const home = (slug: string) => `/api/portal/${slug}/home`;

describe('portal links', () => {
  it('Send portal link e-mails a 14-day link whose token is stored only hashed', async () => {
    const { t, acme } = w;
    const token = await sendLink(t, acme, acme.f.clientId, 'pat@example.com');
    const mail = await latestEmailTo(t, acme.tenant, 'pat@example.com');
    expect(mail.subject).toBe('Your Acme Client Hub link from Acme Heating');
    expect(mail.textBody).toContain(`/portal/${acme.tenant.slug}/open#token=`);
    const { rows } = await t.db.platform((tx) =>
      tx.execute<{ token_hash: string; days: number }>(
        sql`select token_hash, round(extract(epoch from expires_at - created_at) / 86400)::int as days
            from portal_links where tenant_id = ${acme.tenant.id} order by created_at desc limit 1`,
      ),
    );
    expect(rows[0].token_hash).toBe(hashToken(token));
    expect(rows[0].token_hash).not.toContain(token);
    expect(rows[0].days).toBe(14);
  });

  it('the e-mail is stored and shown with the token redacted; the one delivered carries a working token', async () => {
    const { t, acme } = w;
    const send = await t.request(acme.owner, 'POST', `/api/clients/${acme.f.clientId}/portal-link`, {
      tenant: acme.tenant,
    });
    expect(send.statusCode).toBe(200);
    const stored = await latestEmailTo(t, acme.tenant, 'pat@example.com');
    expect(stored.textBody).toContain(`/portal/${acme.tenant.slug}/open#token=redacted`);
    expect(stored.htmlBody).toContain('open#token=redacted');
    // The e-mail log: anyone who reads it sees that a link was sent, and cannot open it.
    const logged = await t.request(acme.owner, 'GET', `/api/admin/emails/${stored.id}`, {
      tenant: acme.tenant,
    });
    expect(logged.json<{ text: string }>().text).toContain('open#token=redacted');
    expect(() => tokenIn(logged.json<{ text: string }>().text)).not.toThrow();
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/portal/${acme.tenant.slug}/session`,
      payload: { token: 'redacted' },
    });
    expect([400, 401]).toContain(refused.statusCode);

    // The worker makes the token as it hands the message to SMTP; the stored copy stays redacted.
    const smtp = await startTestSmtpServer();
    try {
      const worker = createOutboxWorker({
        db: t.db,
        transport: createSmtpTransport(smtp.url),
        from: 'Tradeworks <no-reply@tradeworks.test>',
        log: silentLog,
      });
      while ((await worker.runOnce()).claimed > 0);
      const mail = smtp.received.find((m) => m.raw.includes('Acme Client Hub link'))!;
      const text = mimeParts(mail.raw)
        .find((p) => /text\/plain/.test(p.headers))!
        .content.toString();
      const token = tokenIn(text);
      expect(token).not.toBe('redacted');
      expect(await openSession(t, acme.tenant.slug, token)).toMatch(/^tw_portal=/);
      const [after] = await t.db.platform((tx) =>
        tx.select().from(emailOutbox).where(eq(emailOutbox.id, stored.id)),
      );
      expect(after.status).toBe('sent');
      expect(after.textBody).toBe(stored.textBody);
      const { rows } = await t.db.platform((tx) =>
        tx.execute<{ n: number }>(
          sql`select count(*)::int as n from email_outbox where text_body like ${`%${token}%`} or html_body like ${`%${token}%`}`,
        ),
      );
      expect(rows[0].n).toBe(0);
    } finally {
      await smtp.close();
    }
  });

  it('a link revoked before its e-mail left is not sent: the message fails with the reason', async () => {
    // Globex's client: acme's revocations are counted by a test below.
    const { t, globex: acme } = w;
    await t.request(acme.owner, 'POST', `/api/clients/${acme.f.clientId}/portal-link`, {
      tenant: acme.tenant,
    });
    const stored = await latestEmailTo(t, acme.tenant, 'pat@example.com');
    await t.request(acme.owner, 'POST', `/api/clients/${acme.f.clientId}/portal-access/revoke`, {
      tenant: acme.tenant,
    });
    const sent: string[] = [];
    const worker = createOutboxWorker({
      db: t.db,
      transport: { send: async (m) => void sent.push(m.subject) },
      from: 'Tradeworks <no-reply@tradeworks.test>',
      log: silentLog,
    });
    while ((await worker.runOnce()).claimed > 0);
    const [after] = await t.db.platform((tx) =>
      tx.select().from(emailOutbox).where(eq(emailOutbox.id, stored.id)),
    );
    expect(after).toMatchObject({
      status: 'failed',
      lastError: 'The portal link in this e-mail was revoked before it was sent',
    });
    expect(sent).not.toContain(stored.subject);
  });

  it('a link opens a session limited to its client; the link can be used again until it expires', async () => {
    const { t, acme } = w;
    const token = await sendLink(t, acme, acme.f.clientId, 'pat@example.com');
    const cookie = await openSession(t, acme.tenant.slug, token);
    const res = await portalRequest(t, cookie, 'GET', home(acme.tenant.slug));
    expect(res.statusCode).toBe(200);
    expect(res.json().clientName).toBe('Acme Client');
    // Opening it again from the same e-mail works (until expiry or revocation).
    const again = await openSession(t, acme.tenant.slug, token);
    expect((await portalRequest(t, again, 'GET', home(acme.tenant.slug))).statusCode).toBe(200);
  });

  it('the session is bound to its tenant: the cookie is no key to another tenant’s portal', async () => {
    const { t, acme, globex } = w;
    const cookie = await signIn(t, acme);
    const res = await portalRequest(t, cookie, 'GET', home(globex.tenant.slug));
    expect(res.statusCode).toBe(401);
    // And a token of one tenant does not open another tenant's portal.
    const token = await sendLink(t, acme, acme.f.clientId, 'pat@example.com');
    const other = await portalRequest(t, null, 'POST', `/api/portal/${globex.tenant.slug}/session`, {
      token,
    });
    expect(other.statusCode).toBe(401);
    expect(other.json().message).toBe(PORTAL_MESSAGES.linkInvalid);
  });

  it('an expired link opens nothing, and sessions end with their time', async () => {
    const { t, acme } = w;
    const token = await sendLink(t, acme, acme.f.clientId, 'pat@example.com');
    const cookie = await openSession(t, acme.tenant.slug, token);
    await t.db.platform((tx) =>
      tx.execute(
        sql`update portal_links set expires_at = now() - interval '1 minute' where token_hash = ${hashToken(token)}`,
      ),
    );
    const res = await portalRequest(t, null, 'POST', `/api/portal/${acme.tenant.slug}/session`, { token });
    expect(res.statusCode).toBe(401);
    await t.db.platform((tx) =>
      tx.execute(sql`update portal_sessions set expires_at = now() - interval '1 minute'
                     where tenant_id = ${acme.tenant.id} and revoked_at is null`),
    );
    expect((await portalRequest(t, cookie, 'GET', home(acme.tenant.slug))).statusCode).toBe(401);
  });

  it('revoking from the client page ends every link and session of that client only', async () => {
    const { t, acme } = w;
    const token = await sendLink(t, acme, acme.f.clientId, 'pat@example.com');
    const cookie = await openSession(t, acme.tenant.slug, token);
    const otherCookie = await signIn(t, acme, acme.otherClientId, 'other-acme@example.com');
    const status = await t.request(acme.owner, 'GET', `/api/clients/${acme.f.clientId}/portal-access`, {
      tenant: acme.tenant,
    });
    expect(status.json()).toMatchObject({ portalEnabled: true });
    expect(status.json().activeSessions).toBeGreaterThan(0);
    const revoke = await t.request(
      acme.owner,
      'POST',
      `/api/clients/${acme.f.clientId}/portal-access/revoke`,
      {
        tenant: acme.tenant,
      },
    );
    expect(revoke.statusCode).toBe(200);
    expect((await portalRequest(t, cookie, 'GET', home(acme.tenant.slug))).statusCode).toBe(401);
    // The old link cannot be reused.
    const reuse = await portalRequest(t, null, 'POST', `/api/portal/${acme.tenant.slug}/session`, { token });
    expect(reuse.statusCode).toBe(401);
    // The other client's session is untouched.
    expect((await portalRequest(t, otherCookie, 'GET', home(acme.tenant.slug))).statusCode).toBe(200);
    const after = await t.request(acme.owner, 'GET', `/api/clients/${acme.f.clientId}/portal-access`, {
      tenant: acme.tenant,
    });
    expect(after.json()).toMatchObject({ activeLinks: 0, activeSessions: 0 });
    const { rows } = await t.db.platform((tx) =>
      tx.execute<{ action: string }>(
        sql`select action from audit_log where entity_id = ${acme.f.clientId} and action = 'portal_revoke'`,
      ),
    );
    expect(rows).toHaveLength(1);
    // A fresh link works again afterwards.
    expect(await signIn(t, acme)).toMatch(/^tw_portal=/);
  });

  it('signing out ends the session', async () => {
    const { t, acme } = w;
    const cookie = await signIn(t, acme);
    const out = await portalRequest(t, cookie, 'DELETE', `/api/portal/${acme.tenant.slug}/session`);
    expect(out.statusCode).toBe(204);
    expect((await portalRequest(t, cookie, 'GET', home(acme.tenant.slug))).statusCode).toBe(401);
  });

  it('asking for a link answers the same for known and unknown addresses, and e-mails only the known', async () => {
    const { t, acme } = w;
    const url = `/api/portal/${acme.tenant.slug}/request-link`;
    const known = await portalRequest(t, null, 'POST', url, { email: 'PAT@example.com' });
    const unknown = await portalRequest(t, null, 'POST', url, { email: 'nobody@example.com' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(known.json().message).toBe(PORTAL_MESSAGES.linkRequested);
    const mail = await latestEmailTo(t, acme.tenant, 'pat@example.com');
    expect(await openSession(t, acme.tenant.slug, tokenIn(await deliveredText(t, mail)))).toMatch(
      /^tw_portal=/,
    );
    expect(await latestEmailTo(t, acme.tenant, 'nobody@example.com')).toBeUndefined();
    const bad = await portalRequest(t, null, 'POST', url, { email: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
  });

  it('asking for links is rate-limited per address, whether or not it is known', async () => {
    const { t, acme } = w;
    const url = `/api/portal/${acme.tenant.slug}/request-link`;
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      codes.push((await portalRequest(t, null, 'POST', url, { email: 'flood@example.com' })).statusCode);
    }
    expect(codes.slice(0, 3)).toEqual([202, 202, 202]);
    expect(codes[4]).toBe(429);
  });

  it('quote and invoice e-mails carry a portal link when the portal is on, none when it is off', async () => {
    const { t, acme } = w;
    const quoteId = await sentDocument(t, acme, 'quotes');
    const mail = await latestEmailTo(t, acme.tenant, 'pat@example.com');
    expect(mail.textBody).toContain('Review and approve this quote online');
    expect(mail.textBody).toContain(`next=%2Fquotes%2F${quoteId}`);
    const cookie = await openSession(t, acme.tenant.slug, tokenIn(await deliveredText(t, mail)));
    expect(
      (await portalRequest(t, cookie, 'GET', `/api/portal/${acme.tenant.slug}/quotes/${quoteId}`)).statusCode,
    ).toBe(200);
    await sentDocument(t, acme, 'invoices');
    expect((await latestEmailTo(t, acme.tenant, 'pat@example.com')).textBody).toContain(
      'View and pay this invoice online',
    );
    await t.request(acme.owner, 'PATCH', '/api/admin/customer-portal', {
      tenant: acme.tenant,
      body: { isEnabled: false },
    });
    await sentDocument(t, acme, 'quotes');
    expect((await latestEmailTo(t, acme.tenant, 'pat@example.com')).textBody).not.toContain('/portal/');
    // A disabled portal answers 404 everywhere, and staff cannot send links.
    expect((await portalRequest(t, cookie, 'GET', home(acme.tenant.slug))).statusCode).toBe(404);
    expect((await portalRequest(t, null, 'GET', `/api/portal/${acme.tenant.slug}/branding`)).statusCode).toBe(
      404,
    );
    const send = await t.request(acme.owner, 'POST', `/api/clients/${acme.f.clientId}/portal-link`, {
      tenant: acme.tenant,
    });
    expect(send.statusCode).toBe(409);
    await t.request(acme.owner, 'PATCH', '/api/admin/customer-portal', {
      tenant: acme.tenant,
      body: { isEnabled: true },
    });
  });

  it('staff routes: 401 signed out, 403 without clients edit, 404 for another tenant’s client, 400 without e-mail', async () => {
    const { t, acme, globex } = w;
    const url = `/api/clients/${acme.f.clientId}/portal-link`;
    expect((await t.request(null, 'POST', url, { tenant: acme.tenant })).statusCode).toBe(401);
    const viewer = await t.user({ tenant: acme.tenant, role: 'member' });
    // Members edit clients (DESIGN §5); a custom read-only role cannot.
    expect((await t.request(viewer, 'POST', url, { tenant: acme.tenant })).statusCode).toBe(200);
    const { userWithPermissions } = await import('../clients/clients.test-support');
    const readOnly = await userWithPermissions(t, acme.tenant, ['clients:view']);
    expect((await t.request(readOnly, 'POST', url, { tenant: acme.tenant })).statusCode).toBe(403);
    expect((await t.request(globex.owner, 'POST', url, { tenant: globex.tenant })).statusCode).toBe(404);
    const noMail = await t.request(acme.owner, 'POST', `/api/clients/${acme.f.noEmailClientId}/portal-link`, {
      tenant: acme.tenant,
    });
    expect(noMail.statusCode).toBe(400);
  });
});

describe('Copy portal link (staff, no e-mail needed)', () => {
  it('answers a working 14-day link once, e-mails nothing, and audits who copied it', async () => {
    const { t, acme } = w;
    const before = await t.db.platform((tx) =>
      tx.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.tenantId, acme.tenant.id)),
    );
    const res = await t.request(acme.owner, 'POST', `/api/clients/${acme.f.clientId}/portal-link/copy`, {
      tenant: acme.tenant,
    });
    expect(res.statusCode).toBe(200);
    const { url, expiresAt } = res.json<{ url: string; expiresAt: string }>();
    expect(url).toMatch(new RegExp(`/portal/${acme.tenant.slug}/open#token=[A-Za-z0-9_-]{20,}`));
    expect(Math.round((Date.parse(expiresAt) - Date.now()) / 86_400_000)).toBe(14);
    const cookie = await openSession(t, acme.tenant.slug, tokenIn(url));
    const home = await t.app.inject({
      method: 'GET',
      url: `/api/portal/${acme.tenant.slug}/home`,
      headers: { cookie },
    });
    expect(home.statusCode).toBe(200);
    const after = await t.db.platform((tx) =>
      tx.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.tenantId, acme.tenant.id)),
    );
    expect(after).toHaveLength(before.length);
    const { rows } = await t.db.platform((tx) =>
      tx.execute<{ user_id: string; summary: string }>(
        sql`select user_id, summary from audit_log where tenant_id = ${acme.tenant.id}
            and entity = 'portal_link' and action = 'copy' order by created_at desc limit 1`,
      ),
    );
    expect(rows[0]).toMatchObject({ user_id: acme.owner.id });
    expect(rows[0].summary).toMatch(/^Portal link copied for /);
  });

  it('is refused signed out and for another tenant’s client', async () => {
    const { t, acme, globex } = w;
    const foreign = await t.request(
      acme.owner,
      'POST',
      `/api/clients/${globex.f.clientId}/portal-link/copy`,
      {
        tenant: acme.tenant,
      },
    );
    expect(foreign.statusCode).toBe(404);
    const signedOut = await t.request(null, 'POST', `/api/clients/${acme.f.clientId}/portal-link/copy`, {
      tenant: acme.tenant,
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('branding: card payments', () => {
  it('says whether a card can be charged, with the company contact for other ways to pay', async () => {
    const { t, acme } = w;
    const branding = async () =>
      (await portalRequest(t, null, 'GET', `/api/portal/${acme.tenant.slug}/branding`)).json();
    expect(await branding()).toMatchObject({ cardPayments: true });
    const key = t.app.env.STRIPE_SECRET_KEY;
    t.app.env.STRIPE_SECRET_KEY = undefined;
    try {
      const off = await branding();
      expect(off.cardPayments).toBe(false);
      expect(off).toHaveProperty('companyPhone');
      expect(off).toHaveProperty('companyEmail');
    } finally {
      t.app.env.STRIPE_SECRET_KEY = key;
    }
  });
});
