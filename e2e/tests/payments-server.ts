import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { smtpUrl } from '../../apps/api/src/platform/mail/outbox.test-support';
import { StripeStandIn } from '../../apps/api/src/test/stripe-stand-in';
import { startMailCatcher, type MailCatcher } from '../mail-catcher';
import { E2E_ROOT } from '../paths.mjs';

/**
 * A second Tradeworks server for the card-payment flow, with Stripe configured against the local stand-in
 * (the shared demo server runs without Stripe, as other specs expect). The browser never talks to Stripe:
 * saved cards are created the way Stripe.js would (the stand-in confirms a SetupIntent), and charges and
 * refunds go from our server to the stand-in.
 */
export interface PaymentsServer {
  url: string;
  stripe: StripeStandIn;
  /** The server's SMTP_URL: where its e-mail (and the portal links in it) arrives. */
  mail: MailCatcher;
  admin: { email: string; password: string };
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startPaymentsServer(): Promise<PaymentsServer> {
  const stripe = await StripeStandIn.start();
  const mail = await startMailCatcher();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(E2E_ROOT, 'payments-'));
  const admin = { email: 'payments-admin@tradeworks.test', password: 'payments-password-1' };
  const child: ChildProcess = spawn('node', ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      BOOTSTRAP_ADMIN_EMAIL: admin.email,
      BOOTSTRAP_ADMIN_PASSWORD: admin.password,
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
      STRIPE_API_BASE: stripe.url,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      SMTP_URL: smtpUrl(mail.smtp.port),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`payments server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('payments server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    stripe,
    mail,
    admin,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      await stripe.close();
      await mail.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
