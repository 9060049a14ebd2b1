import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { createJob, createTechnician, dayAt, seedClient, seedService } from './dispatching.test-support';

let t: TestContext;
let acme: TestTenant;
let other: TestTenant;
let owner: TestUser;
let clientId: string;
let otherClientId: string;
let serviceId: string;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant();
  other = await t.tenant();
  owner = await t.user({ tenant: acme, role: 'owner' });
  clientId = await seedClient(t, acme);
  otherClientId = await seedClient(t, other, { name: 'Elsewhere' });
  serviceId = await seedService(t, acme);
});
afterAll(() => t.close());

const post = (body: unknown) => t.request(owner, 'POST', '/api/service-jobs', { tenant: acme, body });
const year = new Date().getUTCFullYear();

describe('service jobs', () => {
  it('creates pending jobs numbered JOB-YYYY-NNNN without gaps, at the client’s address', async () => {
    const first = await post({ clientId, serviceType: 'A/C Tune-Up', scheduledDate: dayAt(1) });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      jobNumber: `JOB-${year}-0001`,
      status: 'pending',
      priority: 'medium',
      estimatedDuration: 120,
      clientName: 'Pat Client',
      address: '12 Oak Ave, Austin, TX 78704',
      latitude: '30.250000',
      longitude: '-97.760000',
      allowedActions: ['assign', 'cancel'],
      technicianId: null,
    });
    // A refused create does not use a number.
    expect((await post({ clientId, scheduledDate: dayAt(1) })).statusCode).toBe(400);
    const second = await post({
      clientId,
      services: [{ serviceId, quantity: 2 }],
      scheduledDate: '2031-05-06',
      estimatedDuration: 45,
      priority: 'emergency',
      address: '900 Elm St, Austin, TX',
      latitude: 30.3,
      longitude: -97.7,
      windowStart: '2031-05-06T14:00:00Z',
      windowEnd: '2031-05-06T16:00:00Z',
      requiredSkills: ['Heat Pumps'],
    });
    expect(second.json()).toMatchObject({
      jobNumber: `JOB-${year}-0002`,
      serviceType: 'AC Tune-Up',
      services: [{ serviceId, name: 'AC Tune-Up', basePrice: '89.00', quantity: '2.00' }],
      address: '900 Elm St, Austin, TX',
      latitude: '30.300000',
      windowStart: '2031-05-06T14:00:00.000Z',
      requiredSkills: ['Heat Pumps'],
      // A date alone is noon of that day in the organization's zone (UTC here).
      scheduledDate: '2031-05-06T12:00:00.000Z',
    });
  });

  it('answers the spec’s validation messages', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ serviceType: 'X', scheduledDate: dayAt(0) }, 'clientId', 'Client ID is required'],
      [{ clientId, serviceType: 'X' }, 'scheduledDate', 'Scheduled date is required'],
      [{ clientId, serviceType: 'X', scheduledDate: '' }, 'scheduledDate', 'Scheduled date is required'],
      [
        { clientId, serviceType: 'X', scheduledDate: dayAt(0), estimatedDuration: 10 },
        'estimatedDuration',
        'Duration must be at least 15 minutes',
      ],
      [{ clientId, scheduledDate: dayAt(0) }, 'serviceType', 'Service type is required'],
      [
        {
          clientId,
          serviceType: 'X',
          scheduledDate: dayAt(0),
          windowStart: dayAt(0, 15),
          windowEnd: dayAt(0, 14),
        },
        'windowEnd',
        'The arrival window must end after it starts',
      ],
      [
        { clientId, serviceType: 'X', scheduledDate: dayAt(0), windowStart: dayAt(0, 15) },
        'windowEnd',
        'Give both the start and the end of the arrival window',
      ],
      [
        { clientId: otherClientId, serviceType: 'X', scheduledDate: dayAt(0) },
        'clientId',
        'Selected client was not found',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fieldErrors[field], JSON.stringify(body)).toBe(message);
    }
    const otherService = await seedService(t, other, 'Theirs');
    const foreign = await post({
      clientId,
      scheduledDate: dayAt(0),
      services: [{ serviceId: otherService }],
    });
    expect(foreign.statusCode).toBe(400);
    const assign = await t.request(
      owner,
      'POST',
      `/api/service-jobs/${(await createJob(t, owner, acme, clientId)).id}/assign`,
      {
        tenant: acme,
        body: { scheduledDate: dayAt(0), estimatedDuration: 5 },
      },
    );
    expect(assign.statusCode).toBe(400);
    expect(assign.json().fieldErrors).toMatchObject({
      technicianId: 'Technician ID is required',
      estimatedDuration: 'Duration must be at least 15 minutes',
    });
  });

  it('lists nearest first: upcoming jobs in time order, then past jobs from the most recent back', async () => {
    const org = await t.tenant();
    const boss = await t.user({ tenant: org, role: 'owner' });
    const client = await seedClient(t, org, { name: 'Order Client' });
    const at = (scheduledDate: string) => createJob(t, boss, org, client, { scheduledDate });
    const farPast = await at('2020-01-10T15:00:00Z');
    const later = await at('2040-03-01T15:00:00Z');
    const recentPast = await at('2021-06-10T15:00:00Z');
    const sooner = await at('2039-03-01T15:00:00Z');
    const ids = async (query: Record<string, number> = {}) =>
      (await t.request(boss, 'GET', '/api/service-jobs', { tenant: org, query }))
        .json()
        .map((j: { id: string }) => j.id);
    expect(await ids()).toEqual([sooner.id, later.id, recentPast.id, farPast.id]);
    // Pages cut the same order, across the upcoming/past boundary.
    expect(await ids({ limit: 2, offset: 1 })).toEqual([later.id, recentPast.id]);
    expect(await ids({ limit: 2, offset: 3 })).toEqual([farPast.id]);
  });

  it('lists paged with search, status, priority, technician, date range and unassigned filters', async () => {
    const ranged = await t.tenant();
    const boss = await t.user({ tenant: ranged, role: 'owner' });
    const client = await seedClient(t, ranged, { name: 'Range Client', address: '1 Ranch Rd' });
    const tech = await createTechnician(t, boss, ranged);
    const a = await createJob(t, boss, ranged, client, {
      scheduledDate: '2030-01-10T15:00:00Z',
      serviceType: 'Boiler Repair',
    });
    const b = await createJob(t, boss, ranged, client, {
      scheduledDate: '2030-01-11T15:00:00Z',
      priority: 'high',
    });
    const c = await createJob(t, boss, ranged, client, { scheduledDate: '2030-01-12T15:00:00Z' });
    await t.request(boss, 'POST', `/api/service-jobs/${b.id}/assign`, {
      tenant: ranged,
      body: { technicianId: tech.id, scheduledDate: '2030-01-11T15:00:00Z' },
    });
    const list = async (query: Record<string, string | number | boolean>) => {
      const res = await t.request(boss, 'GET', '/api/service-jobs', { tenant: ranged, query });
      expect(res.statusCode, JSON.stringify(query)).toBe(200);
      return res.json().map((j: { id: string }) => j.id);
    };
    expect(await list({})).toEqual([a.id, b.id, c.id]);
    expect(await list({ from: '2030-01-11', to: '2030-01-11' })).toEqual([b.id]);
    expect(await list({ from: '2030-01-11' })).toEqual([b.id, c.id]);
    expect(await list({ to: '2030-01-11T15:00:00Z' })).toEqual([a.id, b.id]);
    expect(await list({ unassigned: true })).toEqual([a.id, c.id]);
    expect(await list({ technicianId: tech.id })).toEqual([b.id]);
    expect(await list({ status: 'assigned' })).toEqual([b.id]);
    expect(await list({ priority: 'high' })).toEqual([b.id]);
    expect(await list({ search: 'boiler' })).toEqual([a.id]);
    expect(await list({ search: b.jobNumber.toLowerCase() })).toEqual([b.id]);
    expect(await list({ search: 'ranch rd' })).toHaveLength(3);
    const page = await t.request(boss, 'GET', '/api/service-jobs', {
      tenant: ranged,
      query: { limit: 1, offset: 1 },
    });
    expect(page.json().map((j: { id: string }) => j.id)).toEqual([b.id]);
    expect(page.headers['x-total-count']).toBe('3');
    const listed = (
      await t.request(boss, 'GET', '/api/service-jobs', { tenant: ranged, query: { status: 'assigned' } })
    ).json();
    expect(listed[0]).toMatchObject({
      technicianName: 'Ana Tech',
      allowedActions: ['start', 'cancel', 'unassign'],
    });
    expect(
      (await t.request(boss, 'GET', '/api/service-jobs', { tenant: ranged, query: { from: 'soon' } }))
        .statusCode,
    ).toBe(400);
  });

  it('edits open jobs, refuses finished ones, deletes only pending or cancelled ones', async () => {
    const job = await createJob(t, owner, acme, clientId);
    const patch = (id: string, body: unknown) =>
      t.request(owner, 'PATCH', `/api/service-jobs/${id}`, { tenant: acme, body });
    const edited = await patch(job.id, {
      priority: 'high',
      estimatedDuration: 30,
      services: [{ serviceId }],
      requiredSkills: 'Ductwork',
      description: 'Noisy unit',
    });
    expect(edited.json()).toMatchObject({
      priority: 'high',
      estimatedDuration: 30,
      serviceType: 'AC Tune-Up',
      requiredSkills: ['Ductwork'],
      description: 'Noisy unit',
    });
    expect((await patch(job.id, { estimatedDuration: 14 })).json().fieldErrors.estimatedDuration).toBe(
      'Duration must be at least 15 minutes',
    );
    expect((await patch(job.id, { status: 'completed' })).json().status).toBe('pending');
    const other2 = await seedClient(t, acme, {
      name: 'Second Client',
      address: '5 Pine St',
      latitude: '30.1',
      longitude: '-97.9',
    });
    expect((await patch(job.id, { clientId: other2 })).json()).toMatchObject({
      clientName: 'Second Client',
      address: '5 Pine St, Austin, TX 78704',
      latitude: '30.100000',
    });
    await t.request(owner, 'POST', `/api/service-jobs/${job.id}/cancel`, { tenant: acme });
    expect((await patch(job.id, { priority: 'low' })).statusCode).toBe(409);
    expect(
      (await t.request(owner, 'DELETE', `/api/service-jobs/${job.id}`, { tenant: acme })).statusCode,
    ).toBe(204);
    const tech = await createTechnician(t, owner, acme, { name: 'Keeper' });
    const busy = await createJob(t, owner, acme, clientId);
    await t.request(owner, 'POST', `/api/service-jobs/${busy.id}/assign`, {
      tenant: acme,
      body: { technicianId: tech.id, scheduledDate: dayAt(0) },
    });
    expect(
      (await t.request(owner, 'DELETE', `/api/service-jobs/${busy.id}`, { tenant: acme })).statusCode,
    ).toBe(409);
    const audit = await t.db.tenant({ tenantId: acme.id, userId: null }, ({ tx }) =>
      tx.execute<{ action: string }>(
        sql`select action from audit_log where entity = 'service_job' and entity_id = ${job.id} order by created_at`,
      ),
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['create', 'update', 'update', 'cancel', 'delete']);
  });

  it('feeds the client’s service history and the dashboard', async () => {
    const fresh = await t.tenant();
    const boss = await t.user({ tenant: fresh, role: 'owner' });
    const client = await seedClient(t, fresh);
    const job = await createJob(t, boss, fresh, client, { priority: 'emergency' });
    const history = await t.request(boss, 'GET', `/api/clients/${client}/service-history`, { tenant: fresh });
    expect(history.json().map((j: { jobNumber: string }) => j.jobNumber)).toEqual([job.jobNumber]);
    const summary = (await t.request(boss, 'GET', '/api/dashboard/summary', { tenant: fresh })).json();
    expect(summary.pendingJobs).toBe(1);
    const alerts = (await t.request(boss, 'GET', '/api/dashboard/alerts', { tenant: fresh })).json();
    expect(alerts.find((a: { kind: string }) => a.kind === 'unassigned_emergency')).toMatchObject({
      title: `Emergency job ${job.jobNumber} is not assigned`,
      link: `/dispatching/jobs/${job.id}`,
    });
    const activity = (await t.request(boss, 'GET', '/api/dashboard/activity', { tenant: fresh })).json();
    expect(activity[0]).toMatchObject({
      summary: `Job ${job.jobNumber} created for Pat Client`,
      link: `/dispatching/jobs/${job.id}`,
    });
  });
});
