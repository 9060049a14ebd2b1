import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduleCalendar } from '@tradeworks/contracts/scheduling';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { createJob, createTechnician, seedClient } from '../dispatching/dispatching.test-support';
import { assignedJob } from './scheduling.test-support';

let t: TestContext;
let acme: TestTenant;
let other: TestTenant;
let owner: TestUser;
let outsider: TestUser;
let ana: string;
const numbers: Record<string, string> = {};

/** A fixed day far ahead, on Chicago's clock (the tenant's zone): 2031-03-10 is a Monday. */
const DAY = '2031-03-10';
const NEXT = '2031-03-11';
/** hh:mm of a day in Chicago (UTC−5 in March 2031 after the 9th: CDT). */
const chicago = (date: string, time: string) => new Date(`${date}T${time}:00-05:00`).toISOString();

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant();
  other = await t.tenant();
  owner = await t.user({ tenant: acme, role: 'owner' });
  outsider = await t.user({ tenant: other, role: 'owner' });
  await t.db.tenant({ tenantId: acme.id, userId: null }, ({ tx }) =>
    tx.execute(sql`insert into general_settings (tenant_id, id, setting_key, setting_value)
      values (${acme.id}, gen_random_uuid(), 'timezone', 'America/Chicago')`),
  );
  const clientId = await seedClient(t, acme, { name: 'Calendar Client', address: '5 Elm St' });
  ana = (await createTechnician(t, owner, acme, { name: 'Ana Tech', maxJobs: 20 })).id;
  // Five jobs on DAY (one of them at 23:30 Chicago, which is already the next day in UTC), two on NEXT.
  for (const [key, time] of [
    ['h9', '09:00'],
    ['h8', '08:00'],
    ['h10', '10:00'],
    ['h11', '11:00'],
    ['late', '23:30'],
  ] as const)
    numbers[key] = (
      await assignedJob(t, owner, acme, clientId, ana, chicago(DAY, time), 30, {
        serviceType: `Visit ${key}`,
      })
    ).jobNumber;
  numbers.next = (
    await createJob(t, owner, acme, clientId, { scheduledDate: chicago(NEXT, '09:00') })
  ).jobNumber;
  const cancelled = await createJob(t, owner, acme, clientId, { scheduledDate: chicago(NEXT, '10:00') });
  numbers.cancelled = cancelled.jobNumber;
  const res = await t.request(owner, 'POST', `/api/service-jobs/${cancelled.id}/cancel`, { tenant: acme });
  if (res.statusCode !== 200) throw new Error(`cancel: ${res.statusCode} ${res.body}`);
  const otherClient = await seedClient(t, other, { name: 'Elsewhere Client' });
  await createJob(t, outsider, other, otherClient, { scheduledDate: chicago(DAY, '09:00') });
});
afterAll(() => t.close());

const calendar = (query: Record<string, string>, user = owner, tenant = acme) =>
  t.request(user, 'GET', '/api/schedule/calendar', { tenant, query });

describe('GET /api/schedule/calendar', () => {
  it("answers the range's jobs in one request, by the tenant's day, with only the calendar's fields", async () => {
    const res = await calendar({ from: DAY, to: NEXT });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBeUndefined();
    const body = res.json() as ScheduleCalendar;
    expect(body.jobs.map((j) => j.jobNumber)).toEqual([
      numbers.h8,
      numbers.h9,
      numbers.h10,
      numbers.h11,
      numbers.late,
      numbers.next,
    ]);
    expect(body.more).toEqual([]);
    expect(Object.keys(body.jobs[0]).sort()).toEqual(
      [
        'address',
        'clientName',
        'estimatedDuration',
        'id',
        'jobNumber',
        'priority',
        'scheduledDate',
        'serviceType',
        'status',
        'technicianId',
      ].sort(),
    );
    expect(body.jobs[0]).toMatchObject({
      clientName: 'Calendar Client',
      serviceType: 'Visit h8',
      status: 'assigned',
      technicianId: ana,
      scheduledDate: chicago(DAY, '08:00'),
      estimatedDuration: 30,
      address: '5 Elm St, Austin, TX 78704',
    });
    // The 23:30 job is on DAY in Chicago: a range of DAY alone holds it.
    const day = (await calendar({ from: DAY, to: DAY })).json() as ScheduleCalendar;
    expect(day.jobs.map((j) => j.jobNumber)).toContain(numbers.late);
    expect(day.jobs.map((j) => j.jobNumber)).not.toContain(numbers.next);
  });

  it('caps each day at perDay jobs by start time and says how many more the day holds', async () => {
    const body = (await calendar({ from: DAY, to: NEXT, perDay: '2' })).json() as ScheduleCalendar;
    expect(body.jobs.map((j) => j.jobNumber)).toEqual([numbers.h8, numbers.h9, numbers.next]);
    expect(body.more).toEqual([{ date: DAY, count: 3 }]);
  });

  it('leaves cancelled jobs out unless asked for, and filters by technician and priority', async () => {
    const cancelled = (
      await calendar({ from: NEXT, to: NEXT, status: 'cancelled' })
    ).json() as ScheduleCalendar;
    expect(cancelled.jobs.map((j) => j.jobNumber)).toEqual([numbers.cancelled]);
    const anas = (await calendar({ from: DAY, to: NEXT, technicianId: ana })).json() as ScheduleCalendar;
    expect(anas.jobs).toHaveLength(5);
    const urgent = (
      await calendar({ from: DAY, to: NEXT, priority: 'emergency' })
    ).json() as ScheduleCalendar;
    expect(urgent.jobs).toEqual([]);
  });

  it('refuses a bad range with the scheduling messages', async () => {
    const backwards = await calendar({ from: NEXT, to: DAY });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fieldErrors).toEqual({ to: 'To must not be before from' });
    const tooLong = await calendar({ from: '2031-01-01', to: '2031-03-05' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fieldErrors).toEqual({ to: 'The range can be at most 62 days' });
    const notADate = await calendar({ from: 'soon', to: DAY });
    expect(notADate.statusCode).toBe(400);
    expect(notADate.json().fieldErrors.from).toBe('Date must be YYYY-MM-DD');
    const tooMany = await calendar({ from: DAY, to: DAY, perDay: '501' });
    expect(tooMany.statusCode).toBe(400);
  });

  it("never shows another tenant's jobs", async () => {
    const body = (await calendar({ from: DAY, to: DAY }, outsider, other)).json() as ScheduleCalendar;
    expect(body.jobs.map((j) => j.clientName)).toEqual(['Elsewhere Client']);
  });
});
