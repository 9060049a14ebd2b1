import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';

/**
 * The tenant SMTP form's TLS mode (issue 34 item 15): none / STARTTLS / TLS, honoured by the mailer.
 * The servers here are real SMTP servers on loopback; smtp-server's built-in certificate is self-signed, so a
 * secured connection to them ends at certificate verification — which proves TLS was spoken, and when.
 */
let t: TestContext;
let acme: TestTenant;
let admin: TestUser;
const servers: SMTPServer[] = [];

beforeAll(async () => {
  t = await TestContext.create({ env: { OUTBOUND_ALLOW_PRIVATE: 'true' } });
  acme = await t.tenant({ name: 'Acme Heating' });
  admin = await t.user({ tenant: acme, role: 'admin' });
});
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
  await t.close();
});

async function startServer(options: SMTPServerOptions, received: string[] = []): Promise<number> {
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disableReverseLookup: true,
    logger: false,
    ...options,
    onData(stream, session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        received.push(session.envelope.rcptTo.map((r) => r.address).join(','));
        callback();
      });
    },
  });
  // A client that gives up on the certificate closes mid-handshake: expected here, not a test failure.
  server.on('error', () => {});
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.server.address() as AddressInfo).port;
}

async function saveAndTest(port: number, smtpTlsMode: string, to: string) {
  const saved = await t.request(admin, 'PATCH', '/api/admin/communications', {
    tenant: acme,
    body: { emailProvider: 'smtp', smtpHost: '127.0.0.1', smtpPort: String(port), smtpTlsMode },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const started = Date.now();
  const res = await t.request(admin, 'POST', '/api/admin/communications/test', {
    tenant: acme,
    body: { to },
  });
  expect(res.statusCode).toBe(200);
  return { ...(res.json() as { delivered: boolean; response: string }), ms: Date.now() - started };
}

describe('SMTP TLS mode', () => {
  it('is saved, shown and validated', async () => {
    const bad = await t.request(admin, 'POST', '/api/admin/communications', {
      tenant: acme,
      body: { smtpTlsMode: 'ssl' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({ smtpTlsMode: 'Choose None, STARTTLS or TLS' });
    const created = await t.request(admin, 'POST', '/api/admin/communications', {
      tenant: acme,
      body: { emailProvider: 'smtp', smtpHost: '127.0.0.1', smtpPort: '2525', smtpTlsMode: 'tls' },
    });
    expect(created.statusCode).toBe(201);
    const get = await t.request(admin, 'GET', '/api/admin/communications', { tenant: acme });
    expect(get.json()).toMatchObject({ smtpPort: 2525, smtpTlsMode: 'tls' });
  });

  it('None sends in plain text even when the server offers STARTTLS', async () => {
    const received: string[] = [];
    const port = await startServer({}, received);
    const result = await saveAndTest(port, 'none', 'plain@acme.example');
    expect(result.response).toMatch(/^250/);
    expect(result.delivered).toBe(true);
    expect(received).toContain('plain@acme.example');
  });

  it('STARTTLS is required: a server without it is refused with a message naming the mode', async () => {
    const received: string[] = [];
    const port = await startServer({ disabledCommands: ['STARTTLS'] }, received);
    const result = await saveAndTest(port, 'starttls', 'nostarttls@acme.example');
    expect(result).toMatchObject({
      delivered: false,
      response: 'The mail server does not offer STARTTLS: choose TLS (implicit) or None as the TLS mode',
    });
    expect(received).toEqual([]);
  });

  it('TLS speaks TLS from the first byte on any port (not only 465): no timeout waiting for a banner', async () => {
    const port = await startServer({ secure: true });
    expect(port).not.toBe(465);
    const result = await saveAndTest(port, 'tls', 'implicit@acme.example');
    // The handshake happened and ended at the (self-signed) certificate, quickly.
    expect(result).toMatchObject({
      delivered: false,
      response:
        'The mail server’s certificate is not valid for this host name or not from a trusted authority',
    });
    expect(result.ms).toBeLessThan(20_000);
  });

  it('TLS against a plain server says to check the port and mode', async () => {
    const port = await startServer({ disabledCommands: ['STARTTLS'] });
    const result = await saveAndTest(port, 'tls', 'wrongmode@acme.example');
    expect(result).toMatchObject({
      delivered: false,
      response: 'The mail server did not answer with TLS: check the port and the TLS mode',
    });
  });
});
