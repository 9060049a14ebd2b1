import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { createJob, createTechnician, seedClient } from '../dispatching/dispatching.test-support';
import { assignedJob, at } from './scheduling.test-support';

let t: TestContext;
let acme: TestTenant;
let owner: TestUser;
let clientId: string;
let ana: string;
let ben: string;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant();
  owner = await t.user({ tenant: acme, role: 'owner' });
  clientId = await seedClient(t, acme);
  ana = (await createTechnician(t, owner, acme, { name: 'Ana Tech', skills: ['HVAC'], maxJobs: 5 })).id;
  ben = (await createTechnician(t, owner, acme, { name: 'Ben Tech', skills: [], maxJobs: 1 })).id;
});
afterAll(() => t.close());

const move = (id: string, body: Record<string, unknown>) =>
  t.request(owner, 'PATCH', `/api/schedule/jobs/${id}`, { tenant: acme, body });

async function auditActions(id: string) {
  return t.db.tenant({ tenantId: acme.id, userId: null }, async ({ tx }) => {
    const r = await tx.execute<{ action: string }>(
      sql`select action from audit_log where entity_id = ${id} order by created_at, id`,
    );
    return r.rows.map((x) => x.action);
  });
}

describe('PATCH /api/schedule/jobs/:id (calendar drop)', () => {
  it('assigns a pending job dropped on a lane, with its time and duration', async () => {
    const job = await createJob(t, owner, acme, clientId, { scheduledDate: at(1, '12:00') });
    const res = await move(job.id, {
      technicianId: ana,
      scheduledDate: at(1, '09:15'),
      estimatedDuration: 45,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'assigned',
      technicianId: ana,
      technicianName: 'Ana Tech',
      scheduledDate: at(1, '09:15'),
      estimatedDuration: 45,
    });
    expect(await auditActions(job.id)).toEqual(['create', 'assign']);
  });

  it('moves an assigned job to another time and another lane, recording the assignment', async () => {
    const job = await assignedJob(t, owner, acme, clientId, ana, at(2, '09:00'), 60);
    const later = await move(job.id, { scheduledDate: at(2, '13:30') });
    expect(later.json()).toMatchObject({
      technicianId: ana,
      scheduledDate: at(2, '13:30'),
      estimatedDuration: 60,
    });
    const moved = await move(job.id, { technicianId: ben, scheduledDate: at(2, '14:00') });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ status: 'assigned', technicianId: ben });
    const rows = await t.db.tenant({ tenantId: acme.id, userId: null }, ({ tx }) =>
      tx.execute(sql`select technician_id from job_assignments where job_id = ${job.id} order by created_at`),
    );
    expect(rows.rows.map((r) => r.technician_id)).toEqual([ana, ben]);
    expect(await auditActions(job.id)).toEqual(['create', 'assign', 'reschedule', 'reschedule']);
  });

  it('refuses what the assign and edit routes refuse, with their message, and changes nothing', async () => {
    const skilled = await createJob(t, owner, acme, clientId, { requiredSkills: ['Electrical'] });
    const noSkill = await move(skilled.id, { technicianId: ana, scheduledDate: at(3, '10:00') });
    expect(noSkill.statusCode).toBe(409);
    expect(noSkill.json().message).toBe('Ana Tech lacks the required skill: Electrical');
    expect(
      (await t.request(owner, 'GET', `/api/service-jobs/${skilled.id}`, { tenant: acme })).json(),
    ).toMatchObject({
      status: 'pending',
      technicianId: null,
    });

    await assignedJob(t, owner, acme, clientId, ben, at(4, '09:00'), 60);
    const pending = await createJob(t, owner, acme, clientId, { scheduledDate: at(4, '12:00') });
    const full = await move(pending.id, { technicianId: ben, scheduledDate: at(4, '13:00') });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('Ben Tech is at capacity that day (1 of 1 jobs)');

    const running = await assignedJob(t, owner, acme, clientId, ana, at(5, '09:00'), 60);
    await t.request(owner, 'POST', `/api/service-jobs/${running.id}/start`, { tenant: acme });
    const reassign = await move(running.id, { technicianId: ben, scheduledDate: at(5, '09:00') });
    expect(reassign.statusCode).toBe(409);
    expect(reassign.json().message).toBe(`Job ${running.jobNumber} is in-progress and cannot be reassigned`);
    await t.request(owner, 'POST', `/api/service-jobs/${running.id}/complete`, { tenant: acme, body: {} });
    const done = await move(running.id, { scheduledDate: at(5, '10:00') });
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe(`Job ${running.jobNumber} is completed and cannot be rescheduled`);
  });

  it('validates the body with the messages of the form', async () => {
    const job = await createJob(t, owner, acme, clientId);
    const step = await move(job.id, { scheduledDate: at(1, '10:00'), estimatedDuration: 50 });
    expect(step.statusCode).toBe(400);
    expect(step.json().fieldErrors.estimatedDuration).toBe('Duration must be in 15-minute steps');
    const short = await move(job.id, { scheduledDate: at(1, '10:00'), estimatedDuration: 0 });
    expect(short.json().fieldErrors.estimatedDuration).toBe('Duration must be at least 15 minutes');
    const noDate = await move(job.id, { technicianId: ana });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().fieldErrors.scheduledDate).toBe('Scheduled date is required');
    const badTech = await move(job.id, { technicianId: 'x', scheduledDate: at(1, '10:00') });
    expect(badTech.json().fieldErrors.technicianId).toBe('Technician ID is required');
  });
});
