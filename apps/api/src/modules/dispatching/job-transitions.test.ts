import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { createJob, createTechnician, dayAt, seedClient, seedService } from './dispatching.test-support';

let t: TestContext;
let acme: TestTenant;
let owner: TestUser;
let clientId: string;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant();
  owner = await t.user({ tenant: acme, role: 'owner' });
  clientId = await seedClient(t, acme);
});
afterAll(() => t.close());

const act = (id: string, action: string, body?: unknown) =>
  t.request(owner, 'POST', `/api/service-jobs/${id}/${action}`, { tenant: acme, body });
const assign = (id: string, technicianId: string, extra: Record<string, unknown> = {}) =>
  act(id, 'assign', {
    technicianId,
    scheduledDate: dayAt(0),
    estimatedDuration: 90,
    notes: 'Gate code 1234',
    ...extra,
  });

describe('job status machine', () => {
  it('pending → assigned → in-progress → completed, with an Assignment row and audit', async () => {
    const tech = await createTechnician(t, owner, acme, { name: 'Flow Tech' });
    const job = await createJob(t, owner, acme, clientId);
    const assigned = await assign(job.id, tech.id);
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toMatchObject({
      status: 'assigned',
      technicianId: tech.id,
      technicianName: 'Flow Tech',
      estimatedDuration: 90,
      allowedActions: ['start', 'cancel', 'unassign'],
    });
    const rows = await t.db.tenant({ tenantId: acme.id, userId: null }, ({ tx }) =>
      tx.execute<{ technician_id: string; notes: string; assigned_by: string; estimated_duration: number }>(
        sql`select technician_id, notes, assigned_by, estimated_duration from job_assignments where job_id = ${job.id}`,
      ),
    );
    expect(rows.rows).toEqual([
      { technician_id: tech.id, notes: 'Gate code 1234', assigned_by: owner.id, estimated_duration: 90 },
    ]);
    expect((await act(job.id, 'assign', { technicianId: tech.id, scheduledDate: dayAt(0) })).statusCode).toBe(
      409,
    );
    expect((await act(job.id, 'complete', {})).statusCode).toBe(409);
    const started = (await act(job.id, 'start')).json();
    expect(started).toMatchObject({ status: 'in-progress', allowedActions: ['complete'] });
    expect(started.startedAt).toBeTruthy();
    expect(
      (await t.request(owner, 'GET', `/api/technicians/${tech.id}`, { tenant: acme })).json().status,
    ).toBe('busy');
    for (const action of ['start', 'cancel', 'unassign'])
      expect((await act(job.id, action)).statusCode).toBe(409);
    const done = (await act(job.id, 'complete', { notes: 'Replaced the capacitor.' })).json();
    expect(done).toMatchObject({ status: 'completed', notes: 'Replaced the capacitor.', allowedActions: [] });
    expect(done.completedAt).toBeTruthy();
    expect(
      (await t.request(owner, 'GET', `/api/technicians/${tech.id}`, { tenant: acme })).json().status,
    ).toBe('available');
    for (const action of ['start', 'cancel', 'unassign']) {
      const res = await act(job.id, action);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(new RegExp(`^Job ${job.jobNumber} is completed and cannot be`));
    }
    const activity = (await t.request(owner, 'GET', '/api/dashboard/activity', { tenant: acme })).json();
    expect(activity.slice(0, 3).map((a: { summary: string }) => a.summary)).toEqual([
      `Job ${job.jobNumber} completed`,
      `Job ${job.jobNumber} started`,
      `Job ${job.jobNumber} assigned to Flow Tech`,
    ]);
  });

  it('assigned → pending (unassign) and pending/assigned → cancelled', async () => {
    const tech = await createTechnician(t, owner, acme, { name: 'Undo Tech' });
    const job = await createJob(t, owner, acme, clientId);
    expect((await act(job.id, 'unassign')).statusCode).toBe(409);
    expect((await act(job.id, 'start')).statusCode).toBe(409);
    await assign(job.id, tech.id);
    expect((await act(job.id, 'unassign')).json()).toMatchObject({ status: 'pending', technicianId: null });
    await assign(job.id, tech.id);
    expect((await act(job.id, 'cancel')).json()).toMatchObject({
      status: 'cancelled',
      cancellationReason: null,
      allowedActions: ['reopen'],
    });
    const pending = await createJob(t, owner, acme, clientId);
    expect((await act(pending.id, 'cancel')).json().status).toBe('cancelled');
    expect(
      (await act(pending.id, 'assign', { technicianId: tech.id, scheduledDate: dayAt(0) })).json().message,
    ).toBe(`Job ${pending.jobNumber} is cancelled and cannot be assigned; only pending jobs can be assigned`);
  });

  it('cancels with a reason kept on the job and in its activity; reopen makes it pending and unassigned', async () => {
    const tech = await createTechnician(t, owner, acme, { name: 'Reopen Tech' });
    const job = await createJob(t, owner, acme, clientId);
    await assign(job.id, tech.id);
    const long = await act(job.id, 'cancel', { reason: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors.reason).toBe('Reason must be at most 1000 characters');
    const cancelled = (await act(job.id, 'cancel', { reason: '  Customer sold the house  ' })).json();
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'Customer sold the house',
      allowedActions: ['reopen'],
    });
    expect((await act(job.id, 'unassign')).statusCode).toBe(409);
    const reopened = (await act(job.id, 'reopen')).json();
    expect(reopened).toMatchObject({
      status: 'pending',
      technicianId: null,
      cancellationReason: null,
      allowedActions: ['assign', 'cancel'],
    });
    expect((await act(job.id, 'reopen')).statusCode).toBe(409);
    const activity = (await t.request(owner, 'GET', '/api/dashboard/activity', { tenant: acme })).json();
    expect(activity.slice(0, 2).map((a: { summary: string }) => a.summary)).toEqual([
      `Job ${job.jobNumber} reopened`,
      `Job ${job.jobNumber} cancelled: Customer sold the house`,
    ]);
  });
});

describe('assign refusals', () => {
  it('refuses inactive, offline, unskilled and full technicians with a clear message', async () => {
    const job = await createJob(t, owner, acme, clientId, { requiredSkills: ['Boilers'] });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: 'Ina', isActive: false, skills: ['Boilers'] }, 'Ina is inactive and cannot take jobs'],
      [{ name: 'Off', status: 'offline', skills: ['Boilers'] }, 'Off is offline and cannot take jobs'],
      [{ name: 'Nos', skills: ['Ductwork'] }, 'Nos lacks the required skill: Boilers'],
    ];
    for (const [body, message] of cases) {
      const tech = await createTechnician(t, owner, acme, body);
      const res = await assign(job.id, tech.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(message);
    }
    const full = await createTechnician(t, owner, acme, { name: 'Full', skills: ['boilers'], maxJobs: 1 });
    const other = await createJob(t, owner, acme, clientId);
    expect((await assign(other.id, full.id)).statusCode).toBe(200);
    const refused = await assign(job.id, full.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Full is at capacity that day (1 of 1 jobs)');
    // Another day has room; moving the job back onto the full day is refused too.
    expect((await assign(job.id, full.id, { scheduledDate: dayAt(2) })).statusCode).toBe(200);
    const moved = await t.request(owner, 'PATCH', `/api/service-jobs/${job.id}`, {
      tenant: acme,
      body: { scheduledDate: dayAt(0) },
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe('Full is at capacity that day (1 of 1 jobs)');
    // The dialog lists only technicians who can take the job, with that day's load.
    const third = await createJob(t, owner, acme, clientId, {
      requiredSkills: ['Boilers'],
      scheduledDate: dayAt(0),
    });
    const able = (
      await t.request(owner, 'GET', '/api/technicians', { tenant: acme, query: { forJob: third.id } })
    ).json();
    expect(able.map((x: { name: string }) => x.name)).not.toContain('Full');
    expect(able.map((x: { name: string }) => x.name)).not.toContain('Nos');
    expect(able.map((x: { name: string }) => x.name)).not.toContain('Ina');
  });

  it('lets only one of two simultaneous assigns take the last free slot', async () => {
    const tech = await createTechnician(t, owner, acme, { name: 'Last Slot', maxJobs: 1 });
    const a = await createJob(t, owner, acme, clientId);
    const b = await createJob(t, owner, acme, clientId);
    const second = await t.user({ tenant: acme, role: 'manager' });
    const [ra, rb] = await Promise.all([
      assign(a.id, tech.id),
      t.request(second, 'POST', `/api/service-jobs/${b.id}/assign`, {
        tenant: acme,
        body: { technicianId: tech.id, scheduledDate: dayAt(0) },
      }),
    ]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 409]);
    const loser = ra.statusCode === 409 ? ra : rb;
    expect(loser.json().message).toBe('Last Slot is at capacity that day (1 of 1 jobs)');
    expect(
      (await t.request(owner, 'GET', `/api/technicians/${tech.id}`, { tenant: acme })).json().currentJobs,
    ).toBe(1);
  });
});

describe('job → invoice', () => {
  it('turns a completed job into one draft invoice priced by the catalogue', async () => {
    const serviceId = await seedService(t, acme, 'Capacitor Replacement', '185.50');
    const tech = await createTechnician(t, owner, acme, { name: 'Biller' });
    const job = await createJob(t, owner, acme, clientId, { services: [{ serviceId, quantity: 2 }] });
    expect((await act(job.id, 'invoice')).statusCode).toBe(409);
    await assign(job.id, tech.id);
    await act(job.id, 'start');
    await act(job.id, 'complete', { notes: 'All good' });
    const invoice = await act(job.id, 'invoice');
    expect(invoice.statusCode).toBe(201);
    expect(invoice.json()).toMatchObject({
      status: 'draft',
      clientId,
      subtotal: '371.00',
      taxRate: '0.0800',
      total: '400.68',
      lineItems: [
        {
          itemType: 'service',
          description: 'Capacitor Replacement',
          quantity: '2.00',
          rate: '185.50',
          serviceId,
        },
      ],
    });
    expect(invoice.json().invoiceNumber).toMatch(/^INV-\d{4}-\d{4}$/);
    const again = await act(job.id, 'invoice');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `Job ${job.jobNumber} was already invoiced (${invoice.json().invoiceNumber})`,
    );
    expect(
      (await t.request(owner, 'GET', `/api/service-jobs/${job.id}`, { tenant: acme })).json().invoiceId,
    ).toBe(invoice.json().id);
    // A member dispatches but only views invoices.
    const member = await t.user({ tenant: acme, role: 'member' });
    const memberJob = await createJob(t, owner, acme, clientId);
    expect(
      (await t.request(member, 'POST', `/api/service-jobs/${memberJob.id}/invoice`, { tenant: acme }))
        .statusCode,
    ).toBe(403);
  });
});

describe('assign candidates (issue 34 item 6)', () => {
  it('recomputes for the chosen time and says why someone is unavailable', async () => {
    const day = dayAt(3).slice(0, 10);
    const skill = `Boilers${Date.now()}`;
    const full = await createTechnician(t, owner, acme, { name: 'Cand Full', skills: [skill], maxJobs: 1 });
    const early = await createTechnician(t, owner, acme, {
      name: 'Cand Early',
      skills: [skill],
      workStart: '08:00',
      workEnd: '12:00',
    });
    const unskilled = await createTechnician(t, owner, acme, { name: 'Cand Unskilled' });
    const busy = await createJob(t, owner, acme, clientId, { scheduledDate: `${day}T09:00:00Z` });
    await assign(busy.id, full.id, { scheduledDate: `${day}T09:00:00Z`, estimatedDuration: 60 });
    const job = await createJob(t, owner, acme, clientId, { requiredSkills: [skill] });
    const candidates = async (at: string) =>
      (
        await t.request(owner, 'GET', `/api/service-jobs/${job.id}/candidates`, {
          tenant: acme,
          query: { at, duration: 60 },
        })
      ).json() as Promise<Array<{ id: string; unavailableReason: string | null }>>;
    const reasonOf = (list: Array<{ id: string; unavailableReason: string | null }>, id: string) =>
      list.find((c) => c.id === id)?.unavailableReason;

    const afternoon = await candidates(`${day}T14:00:00Z`);
    expect(reasonOf(afternoon, early.id)).toBe('Off shift: Cand Early works 08:00–12:00');
    expect(reasonOf(afternoon, full.id)).toBe('At capacity: 1 of 1 jobs that day');
    expect(reasonOf(afternoon, unskilled.id)).toBe(`Missing skill: ${skill}`);
    const morning = await candidates(`${day}T09:30:00Z`);
    expect(reasonOf(morning, early.id)).toBeNull();
    // Those who can take it come first.
    expect(morning.findIndex((c) => c.id === early.id)).toBeLessThan(
      morning.findIndex((c) => c.id === unskilled.id),
    );
    // Another day: the full technician has room again.
    const nextDay = await candidates(`${dayAt(4).slice(0, 10)}T09:30:00Z`);
    expect(reasonOf(nextDay, full.id)).toBeNull();
  });
});
