import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema';
import { TestContext, type TestTenant } from '../../test/test-context';
import { createSmtpTransport } from './mail-transport';
import { createOutboxWorker } from './outbox-worker';
import {
  freePort,
  makeDue,
  mimeParts,
  queueEmail,
  readOutboxRow,
  silentLog,
  smtpUrl,
  startTestSmtpServer,
  type TestSmtpServer,
} from './outbox.test-support';

const FROM = 'Tradeworks <no-reply@tradeworks.test>';
let t: TestContext;
let tenant: TestTenant;
let smtp: TestSmtpServer | undefined;

beforeAll(async () => {
  t = await TestContext.create();
  tenant = await t.tenant();
});
afterEach(async () => {
  await smtp?.close();
  smtp = undefined;
});
afterAll(() => t.close());

const workerFor = (url: string | null) =>
  createOutboxWorker({
    db: t.db,
    transport: url ? createSmtpTransport(url) : null,
    from: FROM,
    log: silentLog,
  });

describe('outbox worker', () => {
  it('delivers a queued message with its attachment through a real SMTP server and marks it sent', async () => {
    smtp = await startTestSmtpServer();
    const pdf = Buffer.from('%PDF-1.4 fake invoice bytes \x00\x01\x02', 'latin1');
    const id = await queueEmail(t.db, tenant.id, {
      to: 'pat@example.com',
      subject: 'Invoice INV-2026-0001',
      text: 'Please find your invoice attached.',
      html: '<p>Please find your invoice attached.</p>',
      attachments: [
        { filename: 'INV-2026-0001.pdf', contentType: 'application/pdf', content: pdf.toString('base64') },
      ],
    });

    const result = await workerFor(smtp.url).runOnce();

    expect(result).toMatchObject({ claimed: 1, sent: 1, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.to).toEqual(['pat@example.com']);
    expect(mail.from).toBe('no-reply@tradeworks.test');
    expect(mail.raw).toMatch(/^Subject: Invoice INV-2026-0001\r?$/m);
    expect(mail.raw).toMatch(/^To: pat@example.com\r?$/m);
    expect(mail.raw).toContain(`Message-ID: <${id}@tradeworks.test>`);
    const parts = mimeParts(mail.raw);
    const text = parts.find((p) => /content-type:\s*text\/plain/i.test(p.headers));
    expect(text?.content.toString()).toBe('Please find your invoice attached.');
    const attachment = parts.find((p) => /filename="?INV-2026-0001\.pdf/i.test(p.headers));
    expect(attachment?.headers).toMatch(/content-type:\s*application\/pdf/i);
    expect(attachment?.content.equals(pdf)).toBe(true);

    const row = await readOutboxRow(t.db, id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    // Sent means done: another run sends nothing.
    expect((await workerFor(smtp.url).runOnce()).claimed).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it('keeps a message through a restart while SMTP is down and delivers it once SMTP is back', async () => {
    const port = await freePort();
    const id = await queueEmail(t.db, tenant.id, { subject: 'Survives restart', text: 'Still here.' });

    // First process: the SMTP server is down.
    const first = await workerFor(smtpUrl(port)).runOnce();
    expect(first).toMatchObject({ claimed: 1, sent: 0, retried: 1 });
    const waiting = await readOutboxRow(t.db, id);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, sentAt: null });
    expect(waiting.lastError).toMatch(/ECONNREFUSED/);
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    // Not due yet: a run before the retry time leaves it alone.
    expect((await workerFor(smtpUrl(port)).runOnce()).claimed).toBe(0);

    // Restarted process: a new worker and transport with the same configuration; SMTP is up again.
    smtp = await startTestSmtpServer(port);
    await makeDue(t.db, id);
    const restarted = workerFor(smtpUrl(port));
    expect(await restarted.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    expect(await restarted.runOnce()).toMatchObject({ claimed: 0, sent: 0 });

    expect(smtp.received.filter((m) => m.raw.includes('Survives restart'))).toHaveLength(1);
    expect(await readOutboxRow(t.db, id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('captures due messages when no transport is configured, and leaves them captured', async () => {
    const ids = [
      await queueEmail(t.db, tenant.id, { subject: 'Captured 1' }),
      await queueEmail(t.db, tenant.id, { subject: 'Captured 2' }),
    ];
    const worker = workerFor(null);
    expect(await worker.runOnce()).toMatchObject({ claimed: 2, captured: 2, sent: 0 });
    for (const id of ids) {
      expect(await readOutboxRow(t.db, id)).toMatchObject({
        status: 'captured',
        attempts: 0,
        sentAt: null,
        textBody: 'Body text',
      });
    }
    expect((await worker.runOnce()).claimed).toBe(0);
  });

  it('takes over a message left in sending by a crashed process once its 10-minute lease has run out', async () => {
    smtp = await startTestSmtpServer();
    const fresh = await queueEmail(t.db, tenant.id, { subject: 'Being sent elsewhere' });
    const stale = await queueEmail(t.db, tenant.id, { subject: 'Crashed mid-send' });
    const setSending = (id: string, leaseEndsInMs: number) =>
      t.db.platform((tx) =>
        tx
          .update(emailOutbox)
          .set({
            status: 'sending',
            attempts: 1,
            nextAttemptAt: sql`now() + ${leaseEndsInMs}::int * interval '1 millisecond'`,
          })
          .where(eq(emailOutbox.id, id)),
      );
    await setSending(fresh, 9 * 60_000);
    await setSending(stale, -60_000);

    expect(await workerFor(smtp.url).runOnce()).toMatchObject({ claimed: 1, sent: 1 });

    expect(smtp.received.map((m) => /^Subject: (.*?)\r?$/m.exec(m.raw)?.[1])).toEqual(['Crashed mid-send']);
    expect(await readOutboxRow(t.db, stale)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await readOutboxRow(t.db, fresh)).toMatchObject({ status: 'sending', attempts: 1 });
  });

  it('runs in the background after start() and stops cleanly', async () => {
    smtp = await startTestSmtpServer();
    const id = await queueEmail(t.db, tenant.id, { subject: 'Background' });
    const worker = createOutboxWorker({
      db: t.db,
      transport: createSmtpTransport(smtp.url),
      from: FROM,
      log: silentLog,
      pollMs: 50,
    });
    worker.start();
    await expect.poll(async () => (await readOutboxRow(t.db, id)).status, { timeout: 5_000 }).toBe('sent');
    await worker.stop();
    expect(smtp.received).toHaveLength(1);
  });
});
