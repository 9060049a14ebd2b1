import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { createJob, createTechnician, seedClient } from '../dispatching/dispatching.test-support';
import { assignedJob, at } from './scheduling.test-support';
import { planShift } from './shift-later.service';

let t: TestContext;
let acme: TestTenant;
let owner: TestUser;
let clientId: string;
let ana: string;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant();
  owner = await t.user({ tenant: acme, role: 'owner' });
  clientId = await seedClient(t, acme);
  ana = (await createTechnician(t, owner, acme, { name: 'Ana Tech', maxJobs: 10, workEnd: '19:00' })).id;
});
afterAll(() => t.close());

const shift = (id: string) =>
  t.request(owner, 'POST', `/api/schedule/jobs/${id}/shift-later`, { tenant: acme });
const startOf = async (id: string) =>
  (await t.request(owner, 'GET', `/api/service-jobs/${id}`, { tenant: acme })).json().scheduledDate;

describe('planShift', () => {
  const visit = (id: string, start: string, minutes: number, win?: [string, string]) => ({
    id,
    jobNumber: id,
    start: new Date(`2026-03-02T${start}:00Z`),
    minutes,
    windowStart: win ? new Date(`2026-03-02T${win[0]}:00Z`) : null,
    windowEnd: win ? new Date(`2026-03-02T${win[1]}:00Z`) : null,
  });
  it('pushes visits in order, never earlier, not before their window, rounding to 5 minutes', () => {
    const out = planShift(new Date('2026-03-02T10:42:00Z'), [
      visit('B', '10:00', 60),
      visit('C', '11:30', 30, ['12:00', '13:00']),
      visit('D', '14:00', 60),
      visit('E', '14:30', 30, ['14:30', '14:45']),
    ]);
    expect(out.map((s) => [s.jobId, s.to.slice(11, 16), s.missesWindow])).toEqual([
      ['B', '10:45', false],
      ['C', '12:00', false],
      ['E', '15:00', true],
    ]);
  });
});

describe('POST /api/schedule/jobs/:id/shift-later', () => {
  it('after a job is moved later, shifts the later visits of that day in one action, keeping order', async () => {
    const a = await assignedJob(t, owner, acme, clientId, ana, at(1, '09:00'), 60);
    const b = await assignedJob(t, owner, acme, clientId, ana, at(1, '10:00'), 60);
    const c = await assignedJob(t, owner, acme, clientId, ana, at(1, '11:30'), 60, {
      windowStart: at(1, '11:00'),
      windowEnd: at(1, '13:00'),
    });
    const d = await assignedJob(t, owner, acme, clientId, ana, at(1, '14:00'), 60);
    await t.request(owner, 'PATCH', `/api/schedule/jobs/${a.id}`, {
      tenant: acme,
      body: { scheduledDate: at(1, '09:45') },
    });
    const res = await shift(a.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Later visits shifted',
      lateEnd: at(1, '10:45'),
      shifted: [
        {
          jobId: b.id,
          jobNumber: b.jobNumber,
          from: at(1, '10:00'),
          to: at(1, '10:45'),
          missesWindow: false,
        },
        {
          jobId: c.id,
          jobNumber: c.jobNumber,
          from: at(1, '11:30'),
          to: at(1, '11:45'),
          missesWindow: false,
        },
      ],
    });
    expect(await startOf(b.id)).toBe(at(1, '10:45'));
    expect(await startOf(c.id)).toBe(at(1, '11:45'));
    expect(await startOf(d.id)).toBe(at(1, '14:00'));
    const audit = await t.db.tenant({ tenantId: acme.id, userId: null }, ({ tx }) =>
      tx.execute(
        sql`select entity_id, summary from audit_log where action = 'reschedule' and summary like '%shifted%'`,
      ),
    );
    expect(audit.rows.map((r) => r.entity_id).sort()).toEqual([b.id, c.id].sort());
    // Nothing left to shift: a second click changes nothing.
    const again = await shift(a.id);
    expect(again.json()).toMatchObject({ message: 'No later visits need shifting', shifted: [] });
  });

  it('starts from the completion time of a job that finished after its planned end', async () => {
    const a = await assignedJob(t, owner, acme, clientId, ana, at(2, '09:00'), 60);
    const b = await assignedJob(t, owner, acme, clientId, ana, at(2, '10:00'), 60);
    await t.request(owner, 'POST', `/api/service-jobs/${a.id}/start`, { tenant: acme });
    await t.request(owner, 'POST', `/api/service-jobs/${a.id}/complete`, { tenant: acme, body: {} });
    // The technician finished at 10:20 (set directly: the test cannot wait for the clock).
    await t.db.tenant({ tenantId: acme.id, userId: null }, ({ tx }) =>
      tx.execute(sql`update service_jobs set completed_at = ${at(2, '10:20')} where id = ${a.id}`),
    );
    const res = await shift(a.id);
    expect(res.json().shifted).toEqual([
      { jobId: b.id, jobNumber: b.jobNumber, from: at(2, '10:00'), to: at(2, '10:20'), missesWindow: false },
    ]);
  });

  it('refuses a job without a technician, one that would push a visit past midnight, and unknown jobs', async () => {
    const pending = await createJob(t, owner, acme, clientId, { scheduledDate: at(3, '10:00') });
    const refused = await shift(pending.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Job ${pending.jobNumber} is not on a technician's day; there are no later visits to shift`,
    );
    const a = await assignedJob(t, owner, acme, clientId, ana, at(3, '18:00'), 60);
    const b = await assignedJob(t, owner, acme, clientId, ana, at(3, '22:00'), 120);
    await t.request(owner, 'PATCH', `/api/schedule/jobs/${a.id}`, {
      tenant: acme,
      body: { scheduledDate: at(3, '18:00'), estimatedDuration: 360 },
    });
    const late = await shift(a.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      `Shifting would move ${b.jobNumber} past the end of the day; reschedule it to another day instead`,
    );
    expect(await startOf(b.id)).toBe(at(3, '22:00'));
    const unknown = await shift('00000000-0000-7000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(
      (await t.request(owner, 'POST', '/api/schedule/jobs/nope/shift-later', { tenant: acme })).statusCode,
    ).toBe(404);
  });
});
