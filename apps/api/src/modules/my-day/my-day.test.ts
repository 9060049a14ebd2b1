import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { createJob, createTechnician, dayAt, seedClient } from '../dispatching/dispatching.test-support';

/*
 * The technician's day: their own jobs of today in route order, On my way / Start / Complete through the job
 * status machine, Idempotency-Key replays, and the access rules (401, 403, another technician or tenant 404).
 */
let t: TestContext;
let acme: TestTenant;
let other: TestTenant;
let owner: TestUser;
let tech: TestUser;
let unlinked: TestUser;
let restricted: TestUser;
let outsider: TestUser;
let techId: string;
let clientId: string;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant();
  other = await t.tenant();
  owner = await t.user({ tenant: acme, role: 'owner' });
  tech = await t.user({ tenant: acme, role: 'member' });
  unlinked = await t.user({ tenant: acme, role: 'member' });
  restricted = await t.user({ tenant: acme, role: 'manager' });
  outsider = await t.user({ tenant: other, role: 'owner' });
  // Managers of acme get clients only: no dispatching at all.
  await t.db.platform((tx) =>
    tx.execute(sql`insert into permission_roles (tenant_id, id, role, permissions, is_active) values
      (${acme.id}, gen_random_uuid(), 'manager', array['clients'], true)`),
  );
  techId = (await createTechnician(t, owner, acme, { name: 'Tina Field', userId: tech.id, maxJobs: 10 })).id;
  clientId = await seedClient(t, acme, { name: 'Rosa Client', phone: '(512) 555-0142' });
});
afterAll(() => t.close());

/** A job of today assigned to the technician (or to `technicianId`). */
async function assignedJob(extra: Record<string, unknown> = {}, technicianId = techId, hour = 12) {
  const job = await createJob(t, owner, acme, clientId, { scheduledDate: dayAt(0, hour), ...extra });
  const res = await t.request(owner, 'POST', `/api/service-jobs/${job.id}/assign`, {
    tenant: acme,
    body: { technicianId, scheduledDate: dayAt(0, hour) },
  });
  expect(res.statusCode).toBe(200);
  return job.id as string;
}

const act = (user: TestUser, id: string, action: string, key?: string, body?: unknown) =>
  t.request(user, 'POST', `/api/my-day/jobs/${id}/${action}`, {
    tenant: acme,
    body,
    headers: key ? { 'idempotency-key': key } : {},
  });

async function auditOf(jobId: string) {
  const result = await t.db.platform((tx) =>
    tx.execute<{ action: string }>(
      sql`select action from audit_log where entity_id = ${jobId} order by created_at, id`,
    ),
  );
  return result.rows.map((r) => r.action);
}

describe('GET /api/my-day', () => {
  it('lists the technician’s own jobs of today in route order with the client’s phone and allowed actions', async () => {
    const late = await assignedJob({ serviceType: 'Late visit' }, techId, 15);
    const early = await assignedJob({ serviceType: 'Early visit', notes: 'Gate code 4411' }, techId, 9);
    const tomorrow = await createJob(t, owner, acme, clientId, { scheduledDate: dayAt(1) });
    const colleague = (await createTechnician(t, owner, acme, { name: 'Other Tech' })).id;
    const theirs = await assignedJob({}, colleague);
    // The optimiser's plan wins over the booked times: it routes the late visit first (arrival 08:30).
    await t.db.tenant({ tenantId: acme.id, userId: null }, ({ tx }) =>
      tx.execute(sql`update service_jobs set
          route_order = case id when ${late} then 1 when ${early} then 2 end,
          planned_arrival = case id when ${late} then ${dayAt(0, 8)}::timestamptz + interval '30 minutes'
            else ${dayAt(0, 10)}::timestamptz end
        where tenant_id = ${acme.id} and id in (${late}, ${early})`),
    );

    const res = await t.request(tech, 'GET', '/api/my-day', { tenant: acme });
    expect(res.statusCode).toBe(200);
    const day = res.json();
    expect(day.technician).toMatchObject({ id: techId, name: 'Tina Field', status: 'available' });
    expect(day.date).toBe(new Date().toISOString().slice(0, 10));
    const ids = day.jobs.map((j: { id: string }) => j.id);
    expect(ids.slice(0, 2)).toEqual([late, early]);
    expect(ids).not.toContain(tomorrow.id);
    expect(ids).not.toContain(theirs);
    const second = day.jobs[1];
    expect(second).toMatchObject({
      clientName: 'Rosa Client',
      clientPhone: '(512) 555-0142',
      serviceType: 'Early visit',
      notes: 'Gate code 4411',
      status: 'assigned',
      allowedActions: ['en-route', 'start'],
    });
    expect(second.address).toContain('12 Oak Ave');
  });

  it('answers technician null for a user who is not linked to a technician', async () => {
    const res = await t.request(unlinked, 'GET', '/api/my-day', { tenant: acme });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ technician: null, jobs: [] });
  });

  it('tells the shell which users have a technician record', async () => {
    expect((await t.request(tech, 'GET', '/api/auth/user', { tenant: acme })).json().technicianId).toBe(
      techId,
    );
    expect(
      (await t.request(unlinked, 'GET', '/api/auth/user', { tenant: acme })).json().technicianId,
    ).toBeNull();
  });

  it('is 401 signed out and 403 without dispatching', async () => {
    expect((await t.request(null, 'GET', '/api/my-day', { tenant: acme })).statusCode).toBe(401);
    expect((await t.request(restricted, 'GET', '/api/my-day', { tenant: acme })).statusCode).toBe(403);
  });
});

describe('field actions', () => {
  it('On my way sets the technician en route, Start and Complete follow the status machine', async () => {
    const jobId = await assignedJob();
    const other = await assignedJob({}, techId, 16);

    const enRoute = await act(tech, jobId, 'en-route');
    expect(enRoute.statusCode).toBe(200);
    expect(enRoute.json()).toMatchObject({ status: 'assigned', allowedActions: ['start'] });
    expect(enRoute.json().enRouteAt).toBeTruthy();
    const board = await t.request(owner, 'GET', `/api/technicians/${techId}`, { tenant: acme });
    expect(board.json().status).toBe('en-route');
    expect((await act(tech, jobId, 'en-route')).json().message).toBe(
      'You are already on your way to job ' + enRoute.json().jobNumber,
    );

    // Heading somewhere else moves the mark.
    expect((await act(tech, other, 'en-route')).statusCode).toBe(200);
    const day = (await t.request(tech, 'GET', '/api/my-day', { tenant: acme })).json();
    const first = day.jobs.find((j: { id: string }) => j.id === jobId);
    expect(first).toMatchObject({ enRouteAt: null, allowedActions: ['en-route', 'start'] });

    // Complete before start is refused by the machine.
    const early = await act(tech, jobId, 'complete', undefined, { notes: 'x' });
    expect(early.statusCode).toBe(409);

    const started = await act(tech, jobId, 'start');
    expect(started.json()).toMatchObject({ status: 'in-progress', allowedActions: ['complete'] });
    expect(
      (await t.request(owner, 'GET', `/api/technicians/${techId}`, { tenant: acme })).json().status,
    ).toBe('busy');
    const done = await act(tech, jobId, 'complete', undefined, { notes: 'Replaced capacitor' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'completed',
      notes: 'Replaced capacitor',
      allowedActions: [],
    });
    expect(
      (await t.request(owner, 'GET', `/api/technicians/${techId}`, { tenant: acme })).json().status,
    ).toBe('available');
    expect(await auditOf(jobId)).toEqual(['create', 'assign', 'en-route', 'start', 'complete']);
  });

  it('validates the notes and the key', async () => {
    const jobId = await assignedJob();
    await act(tech, jobId, 'start');
    const long = await act(tech, jobId, 'complete', undefined, { notes: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    const badKey = await act(tech, jobId, 'complete', 'no spaces allowed', { notes: 'ok' });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().message).toBe(
      'Idempotency-Key must be 8 to 200 letters, digits, dashes or underscores',
    );
  });

  it('is 404 for another technician’s job, for a user without a technician and for another tenant', async () => {
    const colleague = (await createTechnician(t, owner, acme, { name: 'Colleague' })).id;
    const theirs = await assignedJob({}, colleague);
    expect((await act(tech, theirs, 'start')).statusCode).toBe(404);
    expect((await act(unlinked, theirs, 'start')).statusCode).toBe(404);
    const mine = await assignedJob();
    const foreign = await t.request(outsider, 'POST', `/api/my-day/jobs/${mine}/start`, { tenant: other });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await t.request(null, 'POST', `/api/my-day/jobs/${mine}/start`, { tenant: acme })).statusCode,
    ).toBe(401);
    expect((await act(restricted, mine, 'start')).statusCode).toBe(403);
    const job = (await t.request(owner, 'GET', `/api/service-jobs/${mine}`, { tenant: acme })).json();
    expect(job.status).toBe('assigned');
  });
});

describe('Idempotency-Key', () => {
  it('runs a keyed action once: the replay answers the stored response; a new key on a done job is 409', async () => {
    const jobId = await assignedJob();
    await act(tech, jobId, 'start', 'start-key-0001');
    const first = await act(tech, jobId, 'complete', 'complete-key-0001', { notes: 'Done once' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const replay = await act(tech, jobId, 'complete', 'complete-key-0001', { notes: 'Done once' });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect((await auditOf(jobId)).filter((a) => a === 'complete')).toHaveLength(1);

    const again = await act(tech, jobId, 'complete', 'complete-key-0002', { notes: 'Twice?' });
    expect(again.statusCode).toBe(409);
    expect((await auditOf(jobId)).filter((a) => a === 'complete')).toHaveLength(1);

    // The same key for another request, or by another user, is refused.
    const otherJob = await assignedJob();
    const reused = await act(tech, otherJob, 'start', 'complete-key-0001');
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe('This Idempotency-Key was already used for a different request');
  });

  it('two requests racing with one key make one transition and get the same answer', async () => {
    const jobId = await assignedJob();
    const [a, b] = await Promise.all([
      act(tech, jobId, 'start', 'race-key-0001'),
      act(tech, jobId, 'start', 'race-key-0001'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    expect([a.headers['idempotent-replayed'], b.headers['idempotent-replayed']].filter(Boolean)).toEqual([
      'true',
    ]);
    expect((await auditOf(jobId)).filter((x) => x === 'start')).toHaveLength(1);
  });

  it('keeps keys per tenant, under row-level security', async () => {
    const rows = await t.db.tenant({ tenantId: other.id, userId: null }, ({ tx }) =>
      tx.execute(sql`select key from idempotency_keys`),
    );
    expect(rows.rows).toEqual([]);
    const own = await t.db.tenant({ tenantId: acme.id, userId: null }, ({ tx }) =>
      tx.execute(sql`select key from idempotency_keys where key = 'complete-key-0001'`),
    );
    expect(own.rows).toHaveLength(1);
  });

  it('a failed action stores nothing, so its retry runs again', async () => {
    const jobId = await assignedJob();
    const refused = await act(tech, jobId, 'complete', 'retry-key-0001', { notes: 'too early' });
    expect(refused.statusCode).toBe(409);
    await act(tech, jobId, 'start');
    const retried = await act(tech, jobId, 'complete', 'retry-key-0001', { notes: 'now' });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().status).toBe('completed');
  });
});

describe('GET /api/service-jobs/changes', () => {
  it('reports job changes after the cursor, including the technician’s actions, to the office', async () => {
    const jobId = await assignedJob();
    const base = await t.request(owner, 'GET', '/api/service-jobs/changes', { tenant: acme });
    expect(base.statusCode).toBe(200);
    const { cursor, changes: before } = base.json();
    expect(typeof cursor).toBe('string');
    const seen = new Set(before.map((c: { id: string }) => c.id));

    await act(tech, jobId, 'en-route');
    await act(tech, jobId, 'start');
    const res = await t.request(
      owner,
      'GET',
      `/api/service-jobs/changes?since=${encodeURIComponent(cursor)}`,
      {
        tenant: acme,
      },
    );
    expect(res.statusCode).toBe(200);
    const fresh = res
      .json()
      .changes.filter((c: { id: string }) => !seen.has(c.id))
      .map((c: { entityId: string; action: string; entity: string }) => [c.entity, c.entityId, c.action]);
    expect(fresh).toEqual([
      ['service_job', jobId, 'start'],
      ['service_job', jobId, 'en-route'],
    ]);
    expect(Date.parse(res.json().cursor)).toBeGreaterThanOrEqual(Date.parse(cursor));
  });

  it('shows another tenant nothing, and checks access and the cursor', async () => {
    const jobId = await assignedJob();
    await act(tech, jobId, 'start');
    const foreign = await t.request(outsider, 'GET', '/api/service-jobs/changes', { tenant: other });
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json().changes).toEqual([]);
    expect((await t.request(null, 'GET', '/api/service-jobs/changes', { tenant: acme })).statusCode).toBe(
      401,
    );
    expect(
      (await t.request(restricted, 'GET', '/api/service-jobs/changes', { tenant: acme })).statusCode,
    ).toBe(403);
    const bad = await t.request(owner, 'GET', '/api/service-jobs/changes?since=yesterday', { tenant: acme });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('since must be a cursor from an earlier answer');
  });
});
