import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { accessWorld, createTechnician, seedClient } from '../dispatching/dispatching.test-support';
import { assignedJob, at } from './scheduling.test-support';

/*
 * Every schedule route: 401 signed out, 403 for a role without scheduling (a custom "member" role granting
 * only clients) and for view-only users on changes, 404 for another tenant's ids — and nothing changes.
 */
let t: TestContext;
let acme: TestTenant;
let other: TestTenant;
let owner: TestUser;
let restricted: TestUser;
let viewer: TestUser;
let outsider: TestUser;
let techId: string;
let jobId: string;

beforeAll(async () => {
  t = await TestContext.create();
  ({ acme, other, owner, restricted, viewer, outsider } = await accessWorld(t, ['scheduling:view']));
  techId = (await createTechnician(t, owner, acme)).id;
  jobId = (await assignedJob(t, owner, acme, await seedClient(t, acme), techId, at(1, '09:00'), 60)).id;
});
afterAll(() => t.close());

type Call = [method: 'GET' | 'POST' | 'PATCH', url: () => string, body?: () => unknown];
const day = () => at(1, '00:00').slice(0, 10);
const reads: Call[] = [
  ['GET', () => '/api/schedule/summary'],
  ['GET', () => `/api/schedule/conflicts?from=${day()}&to=${day()}`],
];
const writes: Call[] = [
  ['PATCH', () => `/api/schedule/jobs/${jobId}`, () => ({ scheduledDate: at(1, '10:00') })],
  ['POST', () => `/api/schedule/jobs/${jobId}/shift-later`],
];
const send = (user: TestUser | null, [method, url, body]: Call, tenant: TestTenant = acme) =>
  t.request(user, method, url(), { tenant, body: body?.() });

async function snapshot() {
  return t.db.tenant({ tenantId: acme.id, userId: null }, async ({ tx }) => {
    const r = await tx.execute(sql`select (select json_agg(j order by id) from service_jobs j) as jobs,
      (select count(*) from audit_log) as audit`);
    return JSON.stringify(r.rows[0]);
  });
}

describe('schedule access', () => {
  it('answers 401 signed out on every route', async () => {
    for (const call of [...reads, ...writes])
      expect((await send(null, call)).statusCode, call[1]()).toBe(401);
  });

  it('answers 403 without the scheduling area, and to view-only users on changes; nothing changes', async () => {
    const before = await snapshot();
    for (const call of [...reads, ...writes])
      expect((await send(restricted, call)).statusCode, call[1]()).toBe(403);
    for (const call of reads) expect((await send(viewer, call)).statusCode, call[1]()).toBe(200);
    for (const call of writes) expect((await send(viewer, call)).statusCode, call[1]()).toBe(403);
    expect(await snapshot()).toBe(before);
  });

  it('answers 404 for another tenant’s job or technician; nothing changes, nothing leaks', async () => {
    const before = await snapshot();
    for (const call of writes) expect((await send(outsider, call, other)).statusCode, call[1]()).toBe(404);
    const foreignTech = (await createTechnician(t, outsider, other)).id;
    const res = await t.request(owner, 'PATCH', `/api/schedule/jobs/${jobId}`, {
      tenant: acme,
      body: { technicianId: foreignTech, scheduledDate: at(1, '09:00') },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Technician not found');
    // The other tenant sees none of this tenant's jobs in its stats or conflicts.
    const summary = await t.request(outsider, 'GET', '/api/schedule/summary', { tenant: other });
    expect(summary.json()).toMatchObject({ todayJobs: 0, weekJobs: 0, unassigned: 0 });
    expect(await snapshot()).toBe(before);
  });
});
