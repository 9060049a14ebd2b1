import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { accessWorld, createJob, createTechnician, dayAt, seedClient } from './dispatching.test-support';

/*
 * Every dispatch route: 401 signed out, 403 for a role without dispatching (a custom "member" role granting
 * only clients) and for view-only on changes, 404 for another tenant's ids — and nothing changes.
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
  ({ acme, other, owner, restricted, viewer, outsider } = await accessWorld(t, [
    'dispatching:view',
    'invoices:view',
  ]));
  techId = (await createTechnician(t, owner, acme)).id;
  jobId = (await createJob(t, owner, acme, await seedClient(t, acme))).id;
});
afterAll(() => t.close());

type Call = [method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: () => string, body?: () => unknown];
const reads: Call[] = [
  ['GET', () => '/api/technicians'],
  ['GET', () => `/api/technicians/${techId}`],
  ['GET', () => '/api/service-jobs'],
  ['GET', () => `/api/service-jobs/${jobId}`],
  ['GET', () => `/api/service-jobs/${jobId}/track`],
  ['GET', () => '/api/dispatch/summary'],
];
const writes: Call[] = [
  ['POST', () => '/api/technicians', () => ({ name: 'New' })],
  ['PATCH', () => `/api/technicians/${techId}`, () => ({ name: 'Renamed' })],
  ['DELETE', () => `/api/technicians/${techId}`],
  [
    'POST',
    () => '/api/service-jobs',
    () => ({ clientId: techId, serviceType: 'X', scheduledDate: dayAt(0) }),
  ],
  ['PATCH', () => `/api/service-jobs/${jobId}`, () => ({ priority: 'low' })],
  ['DELETE', () => `/api/service-jobs/${jobId}`],
  [
    'POST',
    () => `/api/service-jobs/${jobId}/assign`,
    () => ({ technicianId: techId, scheduledDate: dayAt(0) }),
  ],
  ['POST', () => `/api/service-jobs/${jobId}/start`],
  ['POST', () => `/api/service-jobs/${jobId}/complete`, () => ({})],
  ['POST', () => `/api/service-jobs/${jobId}/cancel`],
  ['POST', () => `/api/service-jobs/${jobId}/unassign`],
  ['POST', () => `/api/service-jobs/${jobId}/invoice`],
  ['POST', () => '/api/dispatch/optimize-routes', () => ({})],
];
const send = (user: TestUser | null, [method, url, body]: Call, tenant: TestTenant = acme) =>
  t.request(user, method, url(), { tenant, body: body?.() });

async function snapshot() {
  return t.db.tenant({ tenantId: acme.id, userId: null }, async ({ tx }) => {
    const r = await tx.execute(sql`select (select json_agg(j order by id) from service_jobs j) as jobs,
      (select json_agg(x order by id) from technicians x) as techs, (select count(*) from audit_log) as audit`);
    return JSON.stringify(r.rows[0]);
  });
}

describe('dispatch access', () => {
  it('answers 401 signed out on every route', async () => {
    for (const call of [...reads, ...writes])
      expect((await send(null, call)).statusCode, call[1]()).toBe(401);
  });

  it('answers 403 without the dispatching area, and to view-only users on changes; nothing changes', async () => {
    const before = await snapshot();
    for (const call of [...reads, ...writes])
      expect((await send(restricted, call)).statusCode, call[1]()).toBe(403);
    for (const call of reads) expect((await send(viewer, call)).statusCode, call[1]()).toBe(200);
    for (const call of writes) expect((await send(viewer, call)).statusCode, call[1]()).toBe(403);
    expect(await snapshot()).toBe(before);
  });

  it('answers 404 for another tenant’s ids and unknown ids; nothing changes', async () => {
    const before = await snapshot();
    const single = [...reads, ...writes].filter(([, url]) => /[0-9a-f]{8}-/.test(url()));
    for (const call of single) {
      const res = await send(outsider, call, other);
      expect(res.statusCode, call[1]()).toBe(404);
    }
    for (const call of single) {
      const unknown: Call = [
        call[0],
        () => call[1]().replace(/[0-9a-f-]{36}/, '00000000-0000-7000-8000-000000000000'),
        call[2],
      ];
      expect((await send(owner, unknown)).statusCode, unknown[1]()).toBe(404);
    }
    // Another tenant's technician in a body is not found either.
    const foreignTech = (await createTechnician(t, outsider, other)).id;
    const res = await t.request(owner, 'POST', `/api/service-jobs/${jobId}/assign`, {
      tenant: acme,
      body: { technicianId: foreignTech, scheduledDate: dayAt(0) },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Technician not found');
    expect(await snapshot()).toBe(before);
  });

  it('plans the day with the platform solver (worker thread) when no test solver is injected', async () => {
    const res = await t.request(owner, 'POST', '/api/dispatch/optimize-routes', { tenant: acme });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: expect.any(String),
      efficiencyImprovement: expect.any(Number),
    });
  });
});
