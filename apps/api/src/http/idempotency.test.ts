import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestContext, type TestTenant, type TestUser } from '../test/test-context';
import {
  createJob,
  createTechnician,
  dayAt,
  seedClient,
} from '../modules/dispatching/dispatching.test-support';
import { IDEMPOTENCY_KEY_RETENTION_HOURS, pruneIdempotencyKeys } from './idempotency';

/*
 * Idempotency-Key on the office's job actions (the dispatch board's assign, start / complete / cancel /
 * unassign, the calendar's PATCH) with the same helper and rules as the technician's day: a replay answers
 * the first answer and changes nothing; the key with another body or another request is 409. And the hourly
 * prune of old keys.
 */
let t: TestContext;
let acme: TestTenant;
let other: TestTenant;
let owner: TestUser;
let outsider: TestUser;
let tech: TestUser;
let techId: string;
let clientId: string;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant();
  other = await t.tenant();
  owner = await t.user({ tenant: acme, role: 'owner' });
  tech = await t.user({ tenant: acme, role: 'member' });
  outsider = await t.user({ tenant: other, role: 'owner' });
  techId = (await createTechnician(t, owner, acme, { name: 'Kay Keyed', userId: tech.id, maxJobs: 20 })).id;
  clientId = await seedClient(t, acme, { name: 'Replay Client' });
});
afterAll(() => t.close());

const send = (method: string, url: string, key: string, body?: unknown, user = owner) =>
  t.request(user, method as 'POST', url, { tenant: acme, body, headers: { 'idempotency-key': key } });

async function auditActions(jobId: string) {
  const result = await t.db.platform((tx) =>
    tx.execute<{ action: string }>(
      sql`select action from audit_log where entity_id = ${jobId} order by created_at, id`,
    ),
  );
  return result.rows.map((r) => r.action);
}

async function pendingJob() {
  return (await createJob(t, owner, acme, clientId, { scheduledDate: dayAt(1, 10) })).id as string;
}

async function assignedJob() {
  const id = await pendingJob();
  const res = await t.request(owner, 'POST', `/api/service-jobs/${id}/assign`, {
    tenant: acme,
    body: { technicianId: techId, scheduledDate: dayAt(1, 10) },
  });
  expect(res.statusCode).toBe(200);
  return id;
}

/** Sends the request twice with one key: the second answers the first's body, replayed, and changes nothing. */
async function expectReplay(method: string, url: string, key: string, body: unknown, jobId: string) {
  const first = await send(method, url, key, body);
  expect(first.statusCode).toBe(200);
  expect(first.headers['idempotent-replayed']).toBeUndefined();
  const auditAfterFirst = await auditActions(jobId);
  const replay = await send(method, url, key, body);
  expect(replay.statusCode).toBe(200);
  expect(replay.headers['idempotent-replayed']).toBe('true');
  expect(replay.json()).toEqual(first.json());
  expect(await auditActions(jobId)).toEqual(auditAfterFirst);
  return first.json();
}

describe('Idempotency-Key on the job actions', () => {
  it('assign: a replay answers the first assignment, with one audit entry', async () => {
    const id = await pendingJob();
    const body = { technicianId: techId, scheduledDate: dayAt(1, 9) };
    const job = await expectReplay('POST', `/api/service-jobs/${id}/assign`, 'assign-key-0001', body, id);
    expect(job.status).toBe('assigned');
    expect((await auditActions(id)).filter((a) => a === 'assign')).toHaveLength(1);
  });

  it('start and complete: each replay answers the first, the job moves once', async () => {
    const id = await assignedJob();
    await expectReplay('POST', `/api/service-jobs/${id}/start`, 'start-key-0001', undefined, id);
    const done = await expectReplay(
      'POST',
      `/api/service-jobs/${id}/complete`,
      'complete-key-0001',
      { notes: 'Filter replaced' },
      id,
    );
    expect(done).toMatchObject({ status: 'completed', notes: 'Filter replaced' });
    expect(await auditActions(id)).toEqual(['create', 'assign', 'start', 'complete']);
  });

  it('cancel: a replay answers the first cancellation instead of the machine’s 409', async () => {
    const id = await assignedJob();
    const job = await expectReplay(
      'POST',
      `/api/service-jobs/${id}/cancel`,
      'cancel-key-0001',
      undefined,
      id,
    );
    expect(job.status).toBe('cancelled');
    // Without the key, cancelling again is the status machine's refusal.
    const again = await t.request(owner, 'POST', `/api/service-jobs/${id}/cancel`, { tenant: acme });
    expect(again.statusCode).toBe(409);
  });

  it('unassign: a replay answers the first answer', async () => {
    const id = await assignedJob();
    const job = await expectReplay(
      'POST',
      `/api/service-jobs/${id}/unassign`,
      'unassign-key-1',
      undefined,
      id,
    );
    expect(job.status).toBe('pending');
  });

  it('the calendar’s PATCH: a replay answers the first move, even after a later move', async () => {
    const id = await assignedJob();
    const body = { scheduledDate: dayAt(1, 14), estimatedDuration: 90 };
    const moved = await expectReplay('PATCH', `/api/schedule/jobs/${id}`, 'move-key-00001', body, id);
    expect(moved.estimatedDuration).toBe(90);
    // The office moves it again; a late replay of the first drop does not move it back.
    const later = await t.request(owner, 'PATCH', `/api/schedule/jobs/${id}`, {
      tenant: acme,
      body: { scheduledDate: dayAt(1, 16) },
    });
    expect(later.statusCode).toBe(200);
    const replay = await send('PATCH', `/api/schedule/jobs/${id}`, 'move-key-00001', body);
    expect(replay.json()).toEqual(moved);
    const now = await t.request(owner, 'GET', `/api/service-jobs/${id}`, { tenant: acme });
    expect(now.json().scheduledDate).toBe(later.json().scheduledDate);
  });

  it('the same key with another body, another route or another user is 409; the body’s key order does not matter', async () => {
    const id = await pendingJob();
    const body = { technicianId: techId, scheduledDate: dayAt(1, 11) };
    expect((await send('POST', `/api/service-jobs/${id}/assign`, 'body-key-0001', body)).statusCode).toBe(
      200,
    );
    const reordered = { scheduledDate: body.scheduledDate, technicianId: body.technicianId };
    const same = await send('POST', `/api/service-jobs/${id}/assign`, 'body-key-0001', reordered);
    expect(same.headers['idempotent-replayed']).toBe('true');

    const otherBody = await send('POST', `/api/service-jobs/${id}/assign`, 'body-key-0001', {
      ...body,
      scheduledDate: dayAt(1, 15),
    });
    expect(otherBody.statusCode).toBe(409);
    expect(otherBody.json().message).toBe('This Idempotency-Key was already used for a different request');
    const otherRoute = await send('POST', `/api/service-jobs/${id}/cancel`, 'body-key-0001');
    expect(otherRoute.statusCode).toBe(409);
    const otherUser = await send('POST', `/api/service-jobs/${id}/assign`, 'body-key-0001', body, tech);
    expect(otherUser.statusCode).toBe(409);
    // Nothing of those ran: the job is still assigned once.
    expect((await auditActions(id)).filter((a) => a === 'assign')).toHaveLength(1);
  });

  it('the technician’s Complete with the same key and other notes is 409 (the body counts there too)', async () => {
    const id = await assignedJob();
    await send('POST', `/api/my-day/jobs/${id}/start`, 'tech-start-001', undefined, tech);
    const url = `/api/my-day/jobs/${id}/complete`;
    expect((await send('POST', url, 'tech-done-0001', { notes: 'A' }, tech)).statusCode).toBe(200);
    expect((await send('POST', url, 'tech-done-0001', { notes: 'B' }, tech)).statusCode).toBe(409);
    expect((await send('POST', url, 'tech-done-0001', { notes: 'A' }, tech)).statusCode).toBe(200);
  });

  it('checks the key’s form and the usual access with a key: 400, 401, other tenant 404', async () => {
    const id = await assignedJob();
    const bad = await send('POST', `/api/service-jobs/${id}/start`, 'bad key!');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      'Idempotency-Key must be 8 to 200 letters, digits, dashes or underscores',
    );
    const signedOut = await t.request(null, 'POST', `/api/service-jobs/${id}/start`, {
      tenant: acme,
      headers: { 'idempotency-key': 'anon-key-0001' },
    });
    expect(signedOut.statusCode).toBe(401);
    const foreign = await t.request(outsider, 'POST', `/api/service-jobs/${id}/start`, {
      tenant: other,
      headers: { 'idempotency-key': 'foreign-key-01' },
    });
    expect(foreign.statusCode).toBe(404);
    // A refused request stores no key: the same key may be used by the tenant afterwards.
    expect((await send('POST', `/api/service-jobs/${id}/start`, 'foreign-key-01')).statusCode).toBe(200);
  });
});

describe('pruneIdempotencyKeys', () => {
  it(`deletes keys older than ${IDEMPOTENCY_KEY_RETENTION_HOURS} h in every tenant and keeps newer ones`, async () => {
    const row = (tenantId: string, key: string, hoursAgo: number) => sql`
      (${tenantId}, ${key}, null, 'POST /x', 200, '{}'::jsonb, now() - make_interval(hours => ${hoursAgo}))`;
    await t.db.platform((tx) =>
      tx.execute(sql`insert into idempotency_keys (tenant_id, key, user_id, request, status_code, response, created_at)
        values ${sql.join(
          [
            row(acme.id, 'old-acme-0001', 25),
            row(other.id, 'old-other-001', 48),
            row(acme.id, 'fresh-acme-01', 23),
            row(other.id, 'fresh-other-1', 1),
          ],
          sql`, `,
        )}`),
    );
    const keys = async () =>
      (
        await t.db.platform((tx) =>
          tx.execute<{ key: string }>(sql`select key from idempotency_keys
            where key in ('old-acme-0001', 'old-other-001', 'fresh-acme-01', 'fresh-other-1') order by key`),
        )
      ).rows.map((r) => r.key);
    expect(await keys()).toHaveLength(4);

    expect(await pruneIdempotencyKeys(t.db)).toBeGreaterThanOrEqual(2);
    expect(await keys()).toEqual(['fresh-acme-01', 'fresh-other-1']);
    expect(await pruneIdempotencyKeys(t.db)).toBe(0);
    // Keys used by the tests above (made moments ago) are still there.
    const kept = await t.db.platform((tx) =>
      tx.execute(sql`select 1 from idempotency_keys where key = 'assign-key-0001'`),
    );
    expect(kept.rows).toHaveLength(1);
  });

  it('finds the old rows through the created_at index, not by reading the table', async () => {
    const plan = await t.db.platform(async (tx) => {
      // A tiny test table would be read whole anyway; this asks whether the index can serve the predicate.
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute<{ 'QUERY PLAN': string }>(sql`explain delete from idempotency_keys
        where created_at < now() - make_interval(hours => 24)`);
    });
    const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toContain('idempotency_keys_created_idx');
  });
});
