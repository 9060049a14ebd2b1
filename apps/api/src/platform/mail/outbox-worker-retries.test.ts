import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { TestContext, type TestTenant } from '../../test/test-context';
import { createSmtpTransport } from './mail-transport';
import { createOutboxWorker, MAX_ATTEMPTS, retryDelayMs, type OutboxRunResult } from './outbox-worker';
import {
  SMTP_PASSWORD,
  freePort,
  makeDue,
  queueEmail,
  readOutboxRow,
  silentLog,
  smtpUrl,
  startTestSmtpServer,
} from './outbox.test-support';

const FROM = 'Tradeworks <no-reply@tradeworks.test>';
const CLOCK_SLACK_MS = 2_000;
let t: TestContext;
let tenant: TestTenant;

beforeAll(async () => {
  t = await TestContext.create();
  tenant = await t.tenant();
});
afterAll(() => t.close());

const workerFor = (url: string, batchSize?: number) =>
  createOutboxWorker({
    db: t.db,
    transport: createSmtpTransport(url),
    from: FROM,
    log: silentLog,
    batchSize,
  });

describe('retry schedule', () => {
  it('doubles from 30 seconds and is capped at one hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelayMs)).toEqual(
      [30, 60, 120, 240, 480, 960, 1920].map((s) => s * 1000),
    );
    expect(retryDelayMs(8)).toBe(3_600_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });
});

describe('outbox worker failures', () => {
  it('backs off exponentially while SMTP fails and gives up as failed after the maximum attempts', async () => {
    const id = await queueEmail(t.db, tenant.id, { subject: 'Never arrives' });
    const worker = workerFor(smtpUrl(await freePort()));
    const delays: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const before = Date.now();
      const result = await worker.runOnce();
      const after = Date.now();
      const row = await readOutboxRow(t.db, id);
      expect(row.attempts).toBe(attempt);
      expect(row.lastError).toMatch(/ECONNREFUSED/);
      if (attempt < MAX_ATTEMPTS) {
        expect(result).toMatchObject({ claimed: 1, retried: 1, failed: 0 });
        expect(row.status).toBe('queued');
        const delay = retryDelayMs(attempt);
        expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + delay - CLOCK_SLACK_MS);
        expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(after + delay + CLOCK_SLACK_MS);
        delays.push(delay);
        await makeDue(t.db, id);
      } else {
        expect(result).toMatchObject({ claimed: 1, retried: 0, failed: 1 });
        expect(row.status).toBe('failed');
      }
    }
    expect(delays).toEqual([...delays].sort((a, b) => a - b));
    expect(new Set(delays).size).toBe(MAX_ATTEMPTS - 1);
    // Failed is final, even when its time comes round.
    await makeDue(t.db, id);
    expect((await worker.runOnce()).claimed).toBe(0);
    expect(await readOutboxRow(t.db, id)).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      sentAt: null,
    });
  });

  it('stores the server error without the SMTP password', async () => {
    const smtp = await startTestSmtpServer();
    try {
      const wrongPassword = 'wrong-password-1234';
      const id = await queueEmail(t.db, tenant.id, { subject: 'Bad credentials' });
      await workerFor(smtpUrl(smtp.port, wrongPassword)).runOnce();
      const row = await readOutboxRow(t.db, id);
      expect(row).toMatchObject({ status: 'queued', attempts: 1 });
      expect(row.lastError).toMatch(/Invalid login/);
      expect(row.lastError).not.toContain(wrongPassword);
      expect(row.lastError).not.toContain(SMTP_PASSWORD);
      expect(smtp.received).toHaveLength(0);
    } finally {
      await smtp.close();
    }
  });

  it('delivers each message exactly once when two workers run at the same time', async () => {
    const smtp = await startTestSmtpServer();
    try {
      const subjects = Array.from({ length: 24 }, (_, i) => `Concurrent ${String(i).padStart(2, '0')}`);
      const ids = await Promise.all(subjects.map((subject) => queueEmail(t.db, tenant.id, { subject })));
      // Small batches so the two workers interleave claims many times.
      const drain = async (batchSize: number) => {
        const worker = workerFor(smtp.url, batchSize);
        const totals: OutboxRunResult[] = [];
        for (let r = await worker.runOnce(); r.claimed > 0; r = await worker.runOnce()) totals.push(r);
        return totals.reduce((sum, r) => sum + r.sent, 0);
      };

      const [sentByA, sentByB] = await Promise.all([drain(3), drain(4)]);

      expect(sentByA + sentByB).toBe(subjects.length);
      expect(sentByA).toBeGreaterThan(0);
      expect(sentByB).toBeGreaterThan(0);
      const receivedSubjects = smtp.received.map((m) => /^Subject: (.*?)\r?$/m.exec(m.raw)?.[1]).sort();
      expect(receivedSubjects).toEqual(subjects);
      for (const id of ids)
        expect(await readOutboxRow(t.db, id)).toMatchObject({ status: 'sent', attempts: 1 });
    } finally {
      await smtp.close();
    }
  });
});

describe('a database outage in the middle of a batch', () => {
  it('records the sent message as sent on the next run (not sent again) and makes the untried one due at once', async () => {
    const smtp = await startTestSmtpServer();
    try {
      const own = await t.tenant();
      const first = await queueEmail(t.db, own.id, { subject: 'Outage first' });
      const second = await queueEmail(t.db, own.id, { subject: 'Outage second' });
      // The database goes away right after the claim: the first message is handed to SMTP, then recording
      // that it was sent fails, as does everything else until the database is back.
      let calls = 0;
      let away = false;
      const db = Object.create(t.db) as Database;
      db.platform = (fn) => {
        if (++calls === 2) away = true;
        if (away)
          return Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
        return t.db.platform(fn);
      };
      const worker = createOutboxWorker({
        db,
        transport: createSmtpTransport(smtp.url),
        from: FROM,
        log: silentLog,
      });
      await expect(worker.runOnce()).rejects.toThrow('ECONNREFUSED');
      expect(smtp.received).toHaveLength(1);
      expect(await readOutboxRow(t.db, first)).toMatchObject({ status: 'sending' });

      away = false;
      const result = await worker.runOnce();
      expect(result).toMatchObject({ claimed: 1, sent: 1 });
      expect(await readOutboxRow(t.db, first)).toMatchObject({ status: 'sent', attempts: 1 });
      expect(await readOutboxRow(t.db, second)).toMatchObject({ status: 'sent', attempts: 1 });
      const subjects = smtp.received.map((m) => /^Subject: (.*?)\r?$/m.exec(m.raw)?.[1]).sort();
      expect(subjects).toEqual(['Outage first', 'Outage second']);
    } finally {
      await smtp.close();
    }
  });
});
