import { createServer, type Server } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communicationsSettings } from '../../db/schema';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { OUTBOUND_REFUSED_MESSAGE, refusedRange, resolveOutboundHost } from './outbound-address';

// Issue 27, finding 6: a tenant admin could point the SMTP host at the server's own loopback, the cloud
// metadata service or the private network, and read from the test e-mail's answer what listens there.

let t: TestContext;
let tenant: TestTenant;
let admin: TestUser;
/** A TCP server that is not a mail server: it greets with a banner that must never reach the tenant. */
let banner: Server;
let bannerPort: number;
let connections = 0;

beforeAll(async () => {
  t = await TestContext.create();
  tenant = await t.tenant();
  admin = await t.user({ tenant, role: 'admin' });
  banner = createServer((socket) => {
    connections++;
    socket.on('error', () => undefined);
    socket.end('SSH-2.0-OpenSSH_9.6 internal-build-secret-banner\r\n');
  });
  await new Promise<void>((resolve) => banner.listen(0, '127.0.0.1', resolve));
  bannerPort = (banner.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => banner.close(() => resolve()));
  t.app.env.OUTBOUND_ALLOW_PRIVATE = 'false';
  await t.close();
});

/** Created by the first save (POST), updated afterwards (PATCH). */
const saveCommunications = async (body: Record<string, unknown>) => {
  const patched = await t.request(admin, 'PATCH', '/api/admin/communications', { tenant, body });
  if (patched.statusCode !== 404) return patched;
  return t.request(admin, 'POST', '/api/admin/communications', { tenant, body });
};
const testEmail = () =>
  t.request(admin, 'POST', '/api/admin/communications/test', { tenant, body: { to: 'me@example.com' } });

describe('the outbound-address rule', () => {
  it('names the range of every address that is not public', () => {
    expect(
      Object.fromEntries(
        [
          '127.0.0.1',
          '127.255.0.9',
          '0.0.0.0',
          '10.1.2.3',
          '172.20.0.1',
          '192.168.1.1',
          '100.64.0.1',
          '169.254.169.254',
          '224.0.0.1',
          '255.255.255.255',
          '::',
          '::1',
          '::ffff:127.0.0.1',
          '::ffff:10.0.0.1',
          'fe80::1',
          'fd00::1',
          '64:ff9b::7f00:1',
          '8.8.8.8',
          '93.184.216.34',
          '2606:4700::1111',
        ].map((a) => [a, refusedRange(a)]),
      ),
    ).toEqual({
      '127.0.0.1': 'loopback',
      '127.255.0.9': 'loopback',
      '0.0.0.0': 'unspecified',
      '10.1.2.3': 'private',
      '172.20.0.1': 'private',
      '192.168.1.1': 'private',
      '100.64.0.1': 'private',
      '169.254.169.254': 'link-local',
      '224.0.0.1': 'multicast',
      '255.255.255.255': 'reserved',
      '::': 'unspecified',
      '::1': 'loopback',
      '::ffff:127.0.0.1': 'loopback',
      '::ffff:10.0.0.1': 'private',
      'fe80::1': 'link-local',
      'fd00::1': 'private',
      '64:ff9b::7f00:1': 'reserved',
      '8.8.8.8': null,
      '93.184.216.34': null,
      '2606:4700::1111': null,
    });
  });

  it('refuses a host however it is written, after resolving it; a public address passes', async () => {
    for (const host of [
      '127.0.0.1',
      'localhost',
      '2130706433',
      '0x7f000001',
      '017700000001',
      '127.1',
      '0',
      '0.0.0.0',
      '169.254.169.254',
      '10.0.0.5',
      '::1',
      '[::1]',
      '::ffff:127.0.0.1',
    ]) {
      await expect(resolveOutboundHost(host), host).rejects.toThrow(OUTBOUND_REFUSED_MESSAGE);
    }
    expect(await resolveOutboundHost('93.184.216.34')).toBe('93.184.216.34');
  });
});

describe('a tenant’s SMTP host and webhook URLs', () => {
  it('are refused on save when they point at a private or local network', async () => {
    for (const smtpHost of [
      '127.0.0.1',
      '0.0.0.0',
      '169.254.169.254',
      '192.168.0.10',
      '2130706433',
      'localhost',
    ]) {
      const res = await saveCommunications({ emailProvider: 'smtp', smtpHost, smtpPort: String(bannerPort) });
      expect(res.statusCode, smtpHost).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'VALIDATION',
        fieldErrors: { smtpHost: OUTBOUND_REFUSED_MESSAGE },
      });
    }
    const created = await t.request(admin, 'POST', '/api/admin/integrations', {
      tenant,
      body: { integrationName: 'zapier', webhookUrl: 'http://127.0.0.1:8080/hook' },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().fieldErrors).toEqual({ webhookUrl: OUTBOUND_REFUSED_MESSAGE });
    const ipv6 = await t.request(admin, 'POST', '/api/admin/integrations', {
      tenant,
      body: { integrationName: 'zapier', webhookUrl: 'http://[::1]/hook' },
    });
    expect(ipv6.statusCode).toBe(400);
  });

  it('are refused again at connect time (a setting stored earlier), without connecting', async () => {
    expect(
      (await saveCommunications({ emailProvider: 'smtp', smtpHost: 'mail.example.com', smtpPort: '25' }))
        .statusCode,
    ).toBeLessThan(300);
    // As if the host had been saved while allowed, or resolved elsewhere when it was saved.
    await t.db.platform((tx) =>
      tx
        .update(communicationsSettings)
        .set({ smtpHost: '127.0.0.1', smtpPort: bannerPort })
        .where(eq(communicationsSettings.tenantId, tenant.id)),
    );
    const before = connections;
    const res = await testEmail();
    expect(res.json()).toMatchObject({
      delivered: false,
      via: 'tenant_smtp',
      response: OUTBOUND_REFUSED_MESSAGE,
    });
    expect(connections).toBe(before);
  });

  it('with OUTBOUND_ALLOW_PRIVATE=true they are allowed, and a failure is told without the other end’s answer', async () => {
    t.app.env.OUTBOUND_ALLOW_PRIVATE = 'true';
    try {
      const saved = await saveCommunications({
        emailProvider: 'smtp',
        smtpHost: '127.0.0.1',
        smtpPort: String(bannerPort),
      });
      expect(saved.statusCode).toBeLessThan(300);
      const res = await testEmail();
      expect(connections).toBeGreaterThan(0);
      expect(res.json()).toMatchObject({
        delivered: false,
        response: 'Could not reach a mail server at this host and port',
      });
      expect(res.body).not.toMatch(/SSH|OpenSSH|secret-banner/);
    } finally {
      t.app.env.OUTBOUND_ALLOW_PRIVATE = 'false';
    }
  });
});
