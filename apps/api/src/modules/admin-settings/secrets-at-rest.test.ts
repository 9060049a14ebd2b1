import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, communicationsSettings, integrationSettings } from '../../db/schema';
import { createOutboxWorker } from '../../platform/mail/outbox-worker';
import { loadTenantMailRoute } from '../../platform/mail/tenant-mail';
import {
  SMTP_PASSWORD,
  SMTP_USER,
  queueEmail,
  readOutboxRow,
  silentLog,
  startTestSmtpServer,
  type TestSmtpServer,
} from '../../platform/mail/outbox.test-support';
import { stripeConfigFor } from '../../platform/payments/stripe-config';
import { SecretDecryptError } from '../../platform/secrets/secret-box';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';

let t: TestContext;
let acme: TestTenant;
let other: TestTenant;
let admin: TestUser;
let otherAdmin: TestUser;
let smtp: TestSmtpServer;

const PK = 'pk_test_51AcmePublishable9876';
const SK = 'sk_test_51AcmeSecretKey4321';

beforeAll(async () => {
  // The test SMTP server listens on loopback, which the outbound-address rule refuses unless allowed.
  t = await TestContext.create({ env: { OUTBOUND_ALLOW_PRIVATE: 'true' } });
  acme = await t.tenant({ name: 'Acme Heating' });
  other = await t.tenant({ name: 'Other Co' });
  admin = await t.user({ tenant: acme, role: 'admin' });
  otherAdmin = await t.user({ tenant: other, role: 'admin' });
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

const rawIntegration = (tenantId: string, name: string) =>
  t.db.platform(async (tx) => {
    const [row] = await tx
      .select()
      .from(integrationSettings)
      .where(and(eq(integrationSettings.tenantId, tenantId), eq(integrationSettings.integrationName, name)));
    return row;
  });

describe('integration keys', () => {
  it('are encrypted at rest, masked in every response, and kept out of the audit log', async () => {
    const res = await t.request(admin, 'POST', '/api/admin/integrations', {
      tenant: acme,
      body: { integrationName: 'stripe', isEnabled: true, apiKey: PK, apiSecret: SK },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ apiKey: '••••9876', apiSecret: '••••4321', isEnabled: true });
    const list = await t.request(admin, 'GET', '/api/admin/integrations', { tenant: acme });
    expect(list.body).not.toContain(SK);
    expect(list.body).not.toContain(PK);
    expect(list.json()[0]).toMatchObject({ integrationName: 'stripe', apiSecret: '••••4321' });

    const row = await rawIntegration(acme.id, 'stripe');
    expect(row.apiSecret).toMatch(/^tw:v1:/);
    expect(row.apiSecret).not.toContain(SK);
    expect(row.apiKey).not.toContain(PK);

    const audits = await t.db.tenant({ tenantId: acme.id, userId: null }, ({ tx }) =>
      tx.select().from(auditLog).where(eq(auditLog.entity, 'integration')),
    );
    expect(JSON.stringify(audits)).not.toContain('sk_test');
    expect(JSON.stringify(audits)).not.toContain(row.apiSecret!);

    const unknown = await t.request(admin, 'POST', '/api/admin/integrations', {
      tenant: acme,
      body: { integrationName: 'myspace', isEnabled: true },
    });
    expect(unknown.statusCode).toBe(400);
    expect(
      (
        await t.request(admin, 'POST', '/api/admin/integrations', {
          tenant: acme,
          body: { integrationName: 'stripe' },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await t.request(otherAdmin, 'PATCH', `/api/admin/integrations/${row.id}`, {
          tenant: other,
          body: { isEnabled: false },
        })
      ).statusCode,
    ).toBe(404);
  });

  it("the tenant's enabled Stripe integration replaces the server-wide keys for its payments", async () => {
    const config = await stripeConfigFor(t.db, acme.id, {});
    expect(config).toMatchObject({ secretKey: SK, publishableKey: PK, source: 'tenant' });
    expect(await stripeConfigFor(t.db, other.id, {})).toBeNull();
    expect(await stripeConfigFor(t.db, other.id, { STRIPE_SECRET_KEY: 'sk_server' })).toMatchObject({
      secretKey: 'sk_server',
      source: 'server',
    });
    const pub = await t.request(admin, 'GET', '/api/payments/config', { tenant: acme });
    expect(pub.json()).toEqual({ publishableKey: PK });
    const row = await rawIntegration(acme.id, 'stripe');
    await t.request(admin, 'PATCH', `/api/admin/integrations/${row.id}`, {
      tenant: acme,
      body: { isEnabled: false },
    });
    expect(await stripeConfigFor(t.db, acme.id, {})).toBeNull();
    await t.request(admin, 'PATCH', `/api/admin/integrations/${row.id}`, {
      tenant: acme,
      body: { isEnabled: true },
    });
  });

  it('a ciphertext moved into another tenant’s row does not decrypt', async () => {
    await t.request(otherAdmin, 'POST', '/api/admin/integrations', {
      tenant: other,
      body: {
        integrationName: 'stripe',
        isEnabled: true,
        apiKey: 'pk_test_other_0000',
        apiSecret: 'sk_test_other_1111',
      },
    });
    const stolen = await rawIntegration(acme.id, 'stripe');
    await t.db.platform((tx) =>
      tx
        .update(integrationSettings)
        .set({ apiSecret: stolen.apiSecret, apiKey: stolen.apiKey })
        .where(
          and(eq(integrationSettings.tenantId, other.id), eq(integrationSettings.integrationName, 'stripe')),
        ),
    );
    await expect(stripeConfigFor(t.db, other.id, {})).rejects.toBeInstanceOf(SecretDecryptError);
    const list = await t.request(otherAdmin, 'GET', '/api/admin/integrations', { tenant: other });
    expect(list.statusCode).toBe(200);
    expect(list.json()[0].apiSecret).toBe('••••');
    expect(list.body).not.toContain('4321');
  });

  it('saves keys only on an explicit PATCH; null clears', async () => {
    const created = await t.request(admin, 'POST', '/api/admin/integrations', {
      tenant: acme,
      body: { integrationName: 'google_maps', isEnabled: false },
    });
    const id = created.json().id;
    const saved = await t.request(admin, 'PATCH', `/api/admin/integrations/${id}`, {
      tenant: acme,
      body: { apiKey: 'AIzaSyExampleKey7777', webhookUrl: 'https://hooks.example.com/T0/secret-path-maps' },
    });
    // The webhook URL is masked like a key (its path is often the credential), in the answer, the list and
    // the audit log.
    expect(saved.json()).toMatchObject({
      apiKey: '••••7777',
      webhookUrl: 'https://hooks.example.com/••••maps',
    });
    const listed = await t.request(admin, 'GET', '/api/admin/integrations', { tenant: acme });
    expect(listed.body).not.toContain('secret-path');
    const audits = await t.db.tenant({ tenantId: acme.id, userId: null }, ({ tx }) =>
      tx.select().from(auditLog).where(eq(auditLog.entityId, id)),
    );
    expect(JSON.stringify(audits)).toContain('••••maps');
    expect(JSON.stringify(audits)).not.toContain('secret-path');
    const cleared = await t.request(admin, 'PATCH', `/api/admin/integrations/${id}`, {
      tenant: acme,
      body: { apiKey: null },
    });
    expect(cleared.json().apiKey).toBeNull();
    const badUrl = await t.request(admin, 'PATCH', `/api/admin/integrations/${id}`, {
      tenant: acme,
      body: { webhookUrl: 'ftp://x' },
    });
    expect(badUrl.statusCode).toBe(400);
  });
});

describe('communications', () => {
  const settings = () => ({
    emailProvider: 'smtp',
    smtpHost: '127.0.0.1',
    smtpPort: String(smtp.port),
    smtpUsername: SMTP_USER,
    smtpPassword: SMTP_PASSWORD,
    fromEmail: 'support@acme.example',
    fromName: 'Acme Support',
    replyToEmail: 'office@acme.example',
    emailSignature: 'Acme Heating — 24/7 service',
    smsProvider: 'twilio',
    smsApiKey: 'twilio-auth-token-5555',
    smsFromNumber: '+15125550100',
  });

  it('validates, stores the SMTP password and SMS key encrypted, and masks them', async () => {
    const bad = await t.request(admin, 'POST', '/api/admin/communications', {
      tenant: acme,
      body: { smtpPort: 'abc', fromEmail: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({ smtpPort: 'SMTP port must be a number' });
    const res = await t.request(admin, 'POST', '/api/admin/communications', {
      tenant: acme,
      body: settings(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      smtpPassword: '••••t-pw',
      smsApiKey: '••••5555',
      smtpPort: smtp.port,
    });
    const get = await t.request(admin, 'GET', '/api/admin/communications', { tenant: acme });
    expect(get.body).not.toContain(SMTP_PASSWORD);
    expect(get.body).not.toContain('twilio-auth-token');
    const [row] = await t.db.platform((tx) =>
      tx.select().from(communicationsSettings).where(eq(communicationsSettings.tenantId, acme.id)),
    );
    expect(row.smtpPassword).toMatch(/^tw:v1:/);
    expect(row.smsApiKey).toMatch(/^tw:v1:/);
    // A PATCH without the password keeps it.
    const patched = await t.request(admin, 'PATCH', '/api/admin/communications', {
      tenant: acme,
      body: { fromName: 'Acme Support' },
    });
    expect(patched.json().smtpPassword).toBe('••••t-pw');
  });

  it("the outbox delivers a tenant's mail through its own SMTP server with its sender, reply-to and signature", async () => {
    const acmeMail = await queueEmail(t.db, acme.id, {
      to: 'client@example.com',
      subject: 'Your invoice',
      text: 'Hello',
    });
    const otherMail = await queueEmail(t.db, other.id, { to: 'x@example.com', subject: 'Other' });
    const worker = createOutboxWorker({
      db: t.db,
      transport: null,
      from: 'Tradeworks <no-reply@tradeworks.local>',
      log: silentLog,
      tenantRoute: (tenantId) => loadTenantMailRoute(t.db, tenantId),
    });
    const result = await worker.runOnce();
    expect(result).toMatchObject({ sent: 1, captured: 1 });
    expect((await readOutboxRow(t.db, acmeMail)).status).toBe('sent');
    expect(await readOutboxRow(t.db, otherMail)).toMatchObject({ status: 'captured', attempts: 0 });
    const mail = smtp.received.find((m) => m.raw.includes('Your invoice'))!;
    expect(mail.from).toBe('support@acme.example');
    expect(mail.raw).toMatch(/From: Acme Support <support@acme\.example>/);
    expect(mail.raw).toMatch(/Reply-To: office@acme\.example/);
    expect(mail.raw).toContain('24/7 service');
  });

  it("'Send test e-mail' answers the SMTP server's reply, and its error without the password", async () => {
    const ok = await t.request(admin, 'POST', '/api/admin/communications/test', {
      tenant: acme,
      body: { to: 'me@acme.example' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ delivered: true, via: 'tenant_smtp' });
    expect(ok.json().response).toMatch(/^250/);
    expect(smtp.received.some((m) => m.to.includes('me@acme.example'))).toBe(true);

    await t.request(admin, 'PATCH', '/api/admin/communications', {
      tenant: acme,
      body: { smtpPassword: 'wrong-password-xyz' },
    });
    const failed = await t.request(admin, 'POST', '/api/admin/communications/test', {
      tenant: acme,
      body: { to: 'me@acme.example' },
    });
    expect(failed.json().delivered).toBe(false);
    // In general terms: not what the server answered (a tenant's host and port must not be a probe).
    expect(failed.json().response).toBe('The mail server did not accept the user name or password');
    expect(failed.body).not.toContain('wrong-password-xyz');

    const none = await t.request(otherAdmin, 'POST', '/api/admin/communications/test', {
      tenant: other,
      body: { to: 'me@other.example' },
    });
    expect(none.json()).toMatchObject({ delivered: false, via: 'captured' });
    expect(
      (await t.request(admin, 'POST', '/api/admin/communications/test', { tenant: acme, body: { to: 'x' } }))
        .statusCode,
    ).toBe(400);
  });
});
