import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { createJob, createTechnician, seedClient } from './dispatching.test-support';
import { exactRouteSolver } from './exact-route-solver.test-support';
import { useRouteSolver } from './route-solver';

/* POST /api/dispatch/optimize-routes with an exact solver standing in for platform/vrp. */

let t: TestContext;
let owner: TestUser;
let restore: () => void;
const DAY = '2031-03-04';
const at = (hh: string) => `${DAY}T${hh}:00Z`;

beforeAll(async () => {
  t = await TestContext.create();
});
afterAll(() => t.close());
beforeEach(() => {
  restore = useRouteSolver(exactRouteSolver);
});
afterEach(() => restore());

async function tenantWithOwner(): Promise<TestTenant> {
  const tenant = await t.tenant();
  owner = await t.user({ tenant, role: 'owner' });
  return tenant;
}

async function clientAt(tenant: TestTenant, name: string, lon: number | null, lat: number | null) {
  return seedClient(t, tenant, {
    name,
    latitude: lat === null ? null : lat.toFixed(6),
    longitude: lon === null ? null : lon.toFixed(6),
  });
}

const optimize = (tenant: TestTenant, body: unknown = { date: DAY }) =>
  t.request(owner, 'POST', '/api/dispatch/optimize-routes', { tenant, body });

async function jobRow(tenant: TestTenant, id: string) {
  return (await t.request(owner, 'GET', `/api/service-jobs/${id}`, { tenant })).json();
}

describe('optimize routes', () => {
  it('plans the day: keeps assignments, places pending work by skill, pins work in progress, explains the rest', async () => {
    const acme = await tenantWithOwner();
    const a = await createTechnician(t, owner, acme, {
      name: 'Ana',
      skills: ['Boilers'],
      maxJobs: 3,
      homeLongitude: -97.74,
      homeLatitude: 30.27,
    });
    const b = await createTechnician(t, owner, acme, {
      name: 'Ben',
      maxJobs: 3,
      homeLongitude: -97.6,
      homeLatitude: 30.4,
    });
    await createTechnician(t, owner, acme, {
      name: 'Off',
      status: 'offline',
      homeLongitude: -97.74,
      homeLatitude: 30.27,
    });
    const job = async (
      name: string,
      lon: number | null,
      lat: number | null,
      body: Record<string, unknown> = {},
    ) =>
      createJob(t, owner, acme, await clientAt(acme, name, lon, lat), {
        scheduledDate: at('10:00'),
        estimatedDuration: 60,
        // Any time that day: the optimiser may move them (a booked time is otherwise kept, see route-plans.test).
        anytime: true,
        ...body,
      });
    const kept = await job('Kept', -97.61, 30.41);
    const boiler = await job('Boiler', -97.75, 30.28, { requiredSkills: ['boilers'] });
    const nearBen = await job('Near Ben', -97.51, 30.49);
    const welding = await job('Welding', -97.7, 30.3, { requiredSkills: ['Welding'] });
    const far = await job('Far', -96.5, 31.5, { windowStart: at('08:00'), windowEnd: at('08:05') });
    const nowhere = await job('Nowhere', null, null);
    const working = await job('Working', -97.5, 30.5);
    const otherDay = await job('Tomorrow', -97.74, 30.27, { scheduledDate: '2031-03-05T10:00:00Z' });
    const assign = (id: string, technicianId: string) =>
      t.request(owner, 'POST', `/api/service-jobs/${id}/assign`, {
        tenant: acme,
        body: { technicianId, scheduledDate: at('10:00'), estimatedDuration: 60 },
      });
    expect((await assign(kept.id, a.id)).statusCode).toBe(200);
    expect((await assign(working.id, b.id)).statusCode).toBe(200);
    await t.request(owner, 'POST', `/api/service-jobs/${working.id}/start`, { tenant: acme });

    const res = await optimize(acme);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Planned 4 jobs for 2 technicians (2 newly assigned); 3 could not be placed.');
    expect(typeof body.efficiencyImprovement).toBe('number');
    const route = (name: string) =>
      body.plan.routes.find((r: { technicianName: string }) => r.technicianName === name);
    expect(
      route('Ana')
        .stops.map((s: { jobId: string }) => s.jobId)
        .sort(),
    ).toEqual([boiler.id, kept.id].sort());
    expect(route('Ben').stops.map((s: { jobId: string }) => s.jobId)).toEqual([working.id, nearBen.id]);
    expect(route('Ben').stops.map((s: { routeOrder: number }) => s.routeOrder)).toEqual([1, 2]);
    expect(route('Ana').driveMinutes).toBeGreaterThan(0);
    expect(route('Ana').driveKm).toBeGreaterThan(0);
    const reasons = Object.fromEntries(
      body.plan.unplaced.map((u: { jobId: string; reason: string }) => [u.jobId, u.reason]),
    );
    expect(reasons).toEqual({
      [welding.id]: 'No technician has the skill: Welding',
      [far.id]: expect.stringMatching(/^No skilled technician can arrive between 08:00 and 08:05/),
      [nowhere.id]: 'Its address has no map coordinates',
    });
    expect(body.plan.baseline).toBe('previous');

    // Saved: placed jobs are assigned with route order, planned arrival and an Assignment row.
    const placed = await jobRow(acme, nearBen.id);
    expect(placed).toMatchObject({
      status: 'assigned',
      technicianId: b.id,
      routeOrder: 2,
      unplacedReason: null,
    });
    expect(Date.parse(placed.plannedArrival)).toBeGreaterThan(Date.parse(at('08:00')) - 1);
    expect(await jobRow(acme, welding.id)).toMatchObject({
      status: 'pending',
      technicianId: null,
      unplacedReason: 'No technician has the skill: Welding',
    });
    expect((await jobRow(acme, otherDay.id)).routeOrder).toBeNull();
    const assignments = await t.db.tenant({ tenantId: acme.id, userId: null }, ({ tx }) =>
      tx.execute<{ n: number }>(
        sql`select count(*)::int as n from job_assignments where job_id = ${nearBen.id}`,
      ),
    );
    expect(assignments.rows[0].n).toBe(1);
    // The track panel reads the same plan.
    const track = (
      await t.request(owner, 'GET', `/api/service-jobs/${nearBen.id}/track`, { tenant: acme })
    ).json();
    expect(track.technician.name).toBe('Ben');
    expect(track.stops.map((s: { jobId: string }) => s.jobId)).toEqual([working.id, nearBen.id]);
    const activity = (await t.request(owner, 'GET', '/api/dashboard/activity', { tenant: acme })).json();
    expect(activity[0].summary).toMatch(new RegExp(`^Routes optimized for ${DAY}: 2 jobs assigned`));
  });

  it('re-orders a zig-zag day and reports the drive time saved', async () => {
    const acme = await tenantWithOwner();
    const tech = await createTechnician(t, owner, acme, {
      name: 'Zig',
      maxJobs: 5,
      homeLongitude: -97.8,
      homeLatitude: 30.27,
    });
    const ids: string[] = [];
    for (const [i, lon] of [-97.7, -97.78, -97.6, -97.76, -97.65].entries()) {
      const job = await createJob(t, owner, acme, await clientAt(acme, `Stop ${i}`, lon, 30.27), {
        scheduledDate: at('09:00'),
        estimatedDuration: 30,
        anytime: true,
      });
      await t.request(owner, 'POST', `/api/service-jobs/${job.id}/assign`, {
        tenant: acme,
        body: { technicianId: tech.id, scheduledDate: at('09:00'), estimatedDuration: 30 },
      });
      ids.push(job.id);
    }
    // The previous plan drove them in the order they were booked: back and forth along the road.
    for (const [i, id] of ids.entries()) {
      await t.db.tenant({ tenantId: acme.id, userId: null }, ({ tx }) =>
        tx.execute(sql`update service_jobs set route_order = ${i + 1} where id = ${id}`),
      );
    }
    const body = (await optimize(acme)).json();
    const order = body.plan.routes[0].stops.map((s: { jobId: string }) => ids.indexOf(s.jobId));
    expect(order).toEqual([1, 3, 0, 4, 2]);
    expect(body.plan.baselineDriveMinutes).toBeGreaterThan(body.plan.driveMinutes);
    expect(body.efficiencyImprovement).toBeGreaterThan(40);
    const orders = await Promise.all(ids.map(async (id) => (await jobRow(acme, id)).routeOrder));
    expect(orders).toEqual([3, 1, 5, 2, 4]);
    // Optimising again changes nothing: the previous plan is now the optimum.
    expect((await optimize(acme)).json().efficiencyImprovement).toBe(0);
  });

  it('only re-orders when asked not to assign pending jobs; validates its body', async () => {
    const acme = await tenantWithOwner();
    await createTechnician(t, owner, acme, { name: 'Solo' });
    const pending = await createJob(t, owner, acme, await clientAt(acme, 'Waiting', -97.7, 30.3), {
      scheduledDate: at('11:00'),
    });
    const res = await optimize(acme, { date: DAY, assignPending: false });
    expect(res.json()).toMatchObject({ efficiencyImprovement: 0, plan: { routes: [], unplaced: [] } });
    expect((await jobRow(acme, pending.id)).status).toBe('pending');
    expect((await optimize(acme, { date: '04/03/2031' })).json().fieldErrors.date).toBe(
      'Date must be YYYY-MM-DD',
    );
    expect((await optimize(acme, { technicianIds: ['x'] })).statusCode).toBe(400);
    const unknown = await optimize(acme, { technicianIds: ['01a20a0e-d781-7589-b6e3-a251ba5ac3fc'] });
    expect(unknown.statusCode).toBe(404);
    // No body at all (the spec's call) plans today.
    const today = await t.request(owner, 'POST', '/api/dispatch/optimize-routes', { tenant: acme });
    expect(today.statusCode).toBe(200);
    expect(today.json().plan.date).toBe(new Date().toISOString().slice(0, 10));
  });
});
