import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { createJob, createTechnician, seedClient } from './dispatching.test-support';
import { exactRouteSolver } from './exact-route-solver.test-support';
import { undoRoutePlan, UNDO_MS } from './optimize-routes.service';
import { useRouteSolver } from './route-solver';

/* Optimize Routes as preview → Apply → Undo (issue 34 item 3), and booked times as constraints (item 4). */

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

/** A day with one technician: a job booked at 11:30, two that may be done any time, one assigned already. */
async function plannedDay() {
  const tenant = await t.tenant();
  owner = await t.user({ tenant, role: 'owner' });
  const tech = await createTechnician(t, owner, tenant, {
    name: 'Ana',
    maxJobs: 5,
    homeLongitude: -97.74,
    homeLatitude: 30.27,
  });
  const job = async (name: string, lon: number, body: Record<string, unknown>) =>
    createJob(
      t,
      owner,
      tenant,
      await seedClient(t, tenant, { name, latitude: '30.270000', longitude: lon.toFixed(6) }),
      {
        scheduledDate: at('09:00'),
        estimatedDuration: 30,
        ...body,
      },
    );
  const booked = await job('Booked', -97.7, { scheduledDate: at('11:30') });
  const flexible = await job('Flexible', -97.73, { anytime: true, scheduledDate: at('15:00') });
  const later = await job('Later', -97.6, { anytime: true, scheduledDate: at('08:00') });
  const kept = await job('Kept', -97.65, { anytime: true, scheduledDate: at('13:00') });
  const assigned = await t.request(owner, 'POST', `/api/service-jobs/${kept.id}/assign`, {
    tenant,
    body: { technicianId: tech.id, scheduledDate: at('13:00'), estimatedDuration: 30 },
  });
  expect(assigned.statusCode).toBe(200);
  return { tenant, tech, booked, flexible, later, kept };
}

const optimize = (tenant: TestTenant, body: Record<string, unknown>) =>
  t.request(owner, 'POST', '/api/dispatch/optimize-routes', { tenant, body: { date: DAY, ...body } });
const act = (tenant: TestTenant, planId: string, action: 'apply' | 'undo') =>
  t.request(owner, 'POST', `/api/dispatch/route-plans/${planId}/${action}`, { tenant });

/** The fields a plan writes, of every job of the day, plus the day's assignment rows. */
async function snapshot(tenant: TestTenant, ids: string[]) {
  const jobs = await Promise.all(
    ids.map(async (id) => {
      const j = (await t.request(owner, 'GET', `/api/service-jobs/${id}`, { tenant })).json();
      return {
        id,
        status: j.status,
        technicianId: j.technicianId,
        routeOrder: j.routeOrder,
        plannedArrival: j.plannedArrival,
        scheduledDate: j.scheduledDate,
        unplacedReason: j.unplacedReason,
      };
    }),
  );
  const assignments = await t.db.tenant({ tenantId: tenant.id, userId: null }, ({ tx }) =>
    tx.execute<{ id: string }>(sql`select id from job_assignments order by id`),
  );
  return { jobs, assignments: assignments.rows.map((r) => r.id) };
}

describe('route plans', () => {
  it('previews without changing anything, applies the same plan, and Undo restores the day exactly', async () => {
    const { tenant, tech, booked, flexible, later, kept } = await plannedDay();
    const ids = [booked.id, flexible.id, later.id, kept.id];
    const before = await snapshot(tenant, ids);

    const preview = await optimize(tenant, { preview: true });
    expect(preview.statusCode).toBe(200);
    const proposed = preview.json();
    expect(proposed).toMatchObject({ applied: false, undoUntil: null });
    expect(proposed.message).toBe('Planned 4 jobs for 1 technician (3 newly assigned).');
    expect(typeof proposed.efficiencyImprovement).toBe('number');
    expect(await snapshot(tenant, ids)).toEqual(before);

    // The booked job is planned at its booked time; the others fit around it.
    const stops = proposed.plan.routes[0].stops as Array<{ jobId: string; plannedArrival: string }>;
    expect(stops.find((s) => s.jobId === booked.id)!.plannedArrival).toBe(
      new Date(at('11:30')).toISOString(),
    );

    const applied = await act(tenant, proposed.planId, 'apply');
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ applied: true, plan: proposed.plan, message: proposed.message });
    expect(Date.parse(applied.json().undoUntil)).toBeGreaterThan(Date.now());
    const after = await snapshot(tenant, ids);
    for (const stop of stops) {
      const job = after.jobs.find((j) => j.id === stop.jobId)!;
      expect(job).toMatchObject({
        status: 'assigned',
        technicianId: tech.id,
        plannedArrival: stop.plannedArrival,
      });
      // Calendar, My Day, Track and e-mails read one time: the booked time is the planned arrival.
      expect(job.scheduledDate).toBe(stop.plannedArrival);
    }
    expect(after.assignments).toHaveLength(before.assignments.length + 3);
    expect((await act(tenant, proposed.planId, 'apply')).json().message).toBe(
      'This route plan was already applied',
    );

    const undone = await act(tenant, proposed.planId, 'undo');
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toEqual({
      message: `Route plan for ${DAY} undone: 4 jobs restored.`,
      restoredJobs: 4,
    });
    expect(await snapshot(tenant, ids)).toEqual(before);
    expect((await act(tenant, proposed.planId, 'undo')).statusCode).toBe(409);
    const activity = (await t.request(owner, 'GET', '/api/dashboard/activity', { tenant })).json();
    expect(activity[0].summary).toBe(`Route plan for ${DAY} undone: 4 jobs restored.`);
  });

  it('refuses to apply a plan when the day changed, and to undo over a later change or after 30 minutes', async () => {
    const { tenant, booked, flexible } = await plannedDay();
    const stale = (await optimize(tenant, { preview: true })).json();
    await t.request(owner, 'PATCH', `/api/service-jobs/${flexible.id}`, {
      tenant,
      body: { notes: 'Gate code 12' },
    });
    const refused = await act(tenant, stale.planId, 'apply');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^The day's jobs changed since this plan was proposed/);

    // Without preview (the spec's call) the plan is applied at once, and can be undone.
    const direct = (await optimize(tenant, {})).json();
    expect(direct).toMatchObject({
      applied: true,
      message: expect.any(String),
      efficiencyImprovement: expect.any(Number),
    });
    await t.request(owner, 'PATCH', `/api/service-jobs/${booked.id}`, {
      tenant,
      body: { notes: 'Call first' },
    });
    const overwrite = await act(tenant, direct.planId, 'undo');
    expect(overwrite.statusCode).toBe(409);
    expect(overwrite.json().message).toBe(
      '1 job was changed after the plan was applied; undo would overwrite that change',
    );

    const again = (await optimize(tenant, {})).json();
    const late = undoRoutePlan({
      db: t.db,
      tenantId: tenant.id,
      userId: owner.id,
      id: again.planId,
      now: new Date(Date.now() + UNDO_MS + 60_000),
    });
    await expect(late).rejects.toMatchObject({
      message: 'Undo is available for 30 minutes after applying a route plan',
    });
  });

  it('leaves out a booked job no technician can reach at its time, saying why', async () => {
    const tenant = await t.tenant();
    owner = await t.user({ tenant, role: 'owner' });
    await createTechnician(t, owner, tenant, { name: 'Early', homeLongitude: -97.74, homeLatitude: 30.27 });
    const client = await seedClient(t, tenant, {
      name: 'Late',
      latitude: '30.270000',
      longitude: '-97.700000',
    });
    // Booked at 18:30, after the technician's working day (8–5).
    const evening = await createJob(t, owner, tenant, client, {
      scheduledDate: at('18:30'),
      estimatedDuration: 30,
    });
    const plan = (await optimize(tenant, { preview: true })).json();
    expect(plan.plan.unplaced).toEqual([
      expect.objectContaining({
        jobId: evening.id,
        reason:
          'No skilled technician can be there at its booked time 18:30 and finish within their working day',
      }),
    ]);
    expect((await act(tenant, '01a20a0e-d781-7589-b6e3-a251ba5ac3fc', 'apply')).statusCode).toBe(404);
  });
});
