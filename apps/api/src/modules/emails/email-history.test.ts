import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema';
import type { MailTransport } from '../../platform/mail/mail-transport';
import { createOutboxWorker } from '../../platform/mail/outbox-worker';
import { makeDue, queueEmail, silentLog } from '../../platform/mail/outbox.test-support';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';

/**
 * The e-mail log's message view (issue 34 item 8): every status a message entered, recorded by the outbox
 * trigger whichever path moved it — the enqueue, the worker's claim, a retry with its error, the delivery,
 * a capture without a mail server, and a resend from the log.
 */
let t: TestContext;
let acme: TestTenant;
let globex: TestTenant;
let owner: TestUser;
let globexOwner: TestUser;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant({ name: 'Acme Heating' });
  globex = await t.tenant({ name: 'Globex Cooling' });
  owner = await t.user({ tenant: acme, role: 'owner' });
  globexOwner = await t.user({ tenant: globex, role: 'owner' });
});
afterAll(() => t.close());

/** A mail server that refuses the first message handed to it and accepts the rest. */
function flakyTransport(): MailTransport & { delivered: string[] } {
  let calls = 0;
  const delivered: string[] = [];
  return {
    delivered,
    async send(message) {
      calls += 1;
      if (calls === 1) throw new Error('421 Service not available, try again later');
      delivered.push(message.subject);
    },
  };
}

const historyOf = async (id: string, tenant = acme, user = owner) => {
  const res = await t.request(user, 'GET', `/api/admin/emails/${id}`, { tenant });
  expect(res.statusCode).toBe(200);
  return res.json().history as Array<{ status: string; attempts: number; error: string | null; at: string }>;
};

describe('an e-mail’s status history', () => {
  it('records queued, each attempt, the retry with its error, and the delivery, oldest first', async () => {
    const id = await queueEmail(t.db, acme.id, { subject: 'Invoice INV-2026-0007' });
    expect(await historyOf(id)).toEqual([
      { status: 'queued', attempts: 0, error: null, at: expect.any(String) },
    ]);
    const transport = flakyTransport();
    const worker = createOutboxWorker({
      db: t.db,
      transport,
      from: 'no-reply@tradeworks.test',
      log: silentLog,
    });
    await worker.runOnce();
    await makeDue(t.db, id);
    await worker.runOnce();
    expect(transport.delivered).toEqual(['Invoice INV-2026-0007']);

    const history = await historyOf(id);
    expect(history.map(({ status, attempts, error }) => ({ status, attempts, error }))).toEqual([
      { status: 'queued', attempts: 0, error: null },
      { status: 'sending', attempts: 1, error: null },
      { status: 'queued', attempts: 1, error: '421 Service not available, try again later' },
      { status: 'sending', attempts: 2, error: null },
      { status: 'sent', attempts: 2, error: null },
    ]);
    const times = history.map((h) => Date.parse(h.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('records a message kept as captured when no mail server is configured', async () => {
    const id = await queueEmail(t.db, acme.id, { subject: 'Quote Q-2026-0003' });
    const worker = createOutboxWorker({
      db: t.db,
      transport: null,
      from: 'x@tradeworks.test',
      log: silentLog,
    });
    await worker.runOnce();
    const statuses = (await historyOf(id)).map((h) => h.status);
    expect(statuses[0]).toBe('queued');
    expect(statuses.at(-1)).toBe('captured');
  });

  it('records a resend from the log as queued again after the failure', async () => {
    const id = await queueEmail(t.db, acme.id, { subject: 'Receipt' });
    await t.db.platform((tx) =>
      tx
        .update(emailOutbox)
        .set({ status: 'failed', attempts: 8, lastError: 'connect ECONNREFUSED' })
        .where(eq(emailOutbox.id, id)),
    );
    const res = await t.request(owner, 'POST', `/api/admin/emails/${id}/resend`, { tenant: acme });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .history.map(
          ({ status, attempts, error }: { status: string; attempts: number; error: string | null }) => ({
            status,
            attempts,
            error,
          }),
        ),
    ).toEqual([
      { status: 'queued', attempts: 0, error: null },
      { status: 'failed', attempts: 8, error: 'connect ECONNREFUSED' },
      { status: 'queued', attempts: 0, error: null },
    ]);
  });

  it('keeps another organization’s history out of reach and its own events under row-level security', async () => {
    const id = await queueEmail(t.db, acme.id, { subject: 'Private' });
    const res = await t.request(globexOwner, 'GET', `/api/admin/emails/${id}`, { tenant: globex });
    expect(res.statusCode).toBe(404);
    const visible = await t.db.tenant({ tenantId: globex.id, userId: null }, ({ tx }) =>
      tx.execute<{ n: number }>(`select count(*)::int as n from email_events where email_id = '${id}'`),
    );
    expect(visible.rows[0].n).toBe(0);
  });

  it('gives platform operators the same history', async () => {
    const id = await queueEmail(t.db, globex.id, { subject: 'Platform view' });
    const operator = await t.user({ superAdmin: true });
    const res = await t.request(operator, 'GET', `/api/super-admin/emails/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().history.map((h: { status: string }) => h.status)).toEqual(['queued']);
  });
});
