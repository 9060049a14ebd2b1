import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduleConflict } from '@tradeworks/contracts/scheduling';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { createJob, createTechnician, seedClient } from '../dispatching/dispatching.test-support';
import { assignedJob, at } from './scheduling.test-support';

let t: TestContext;
let acme: TestTenant;
let other: TestTenant;
let owner: TestUser;
let outsider: TestUser;
let clientId: string;
const jobs: Record<string, string> = {};

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant();
  other = await t.tenant();
  owner = await t.user({ tenant: acme, role: 'owner' });
  outsider = await t.user({ tenant: other, role: 'owner' });
  clientId = await seedClient(t, acme);
  const ana = (await createTechnician(t, owner, acme, { name: 'Ana Tech', maxJobs: 10 })).id;
  const ben = (await createTechnician(t, owner, acme, { name: 'Ben Tech', maxJobs: 10 })).id;
  // Ana: 09:00–11:00 and 10:00–11:00 overlap; 16:30–18:00 runs past her 17:00 end.
  jobs.a = (await assignedJob(t, owner, acme, clientId, ana, at(1, '09:00'), 120)).jobNumber;
  jobs.b = (await assignedJob(t, owner, acme, clientId, ana, at(1, '10:00'), 60)).jobNumber;
  jobs.late = (await assignedJob(t, owner, acme, clientId, ana, at(1, '16:30'), 90)).jobNumber;
  // Ben: a visit at 15:00 promised for 13:00–14:00; back to back at 11:00 is not an overlap.
  jobs.window = (
    await assignedJob(t, owner, acme, clientId, ben, at(1, '15:00'), 60, {
      windowStart: at(1, '13:00'),
      windowEnd: at(1, '14:00'),
    })
  ).jobNumber;
  jobs.c = (await assignedJob(t, owner, acme, clientId, ben, at(1, '10:00'), 60)).jobNumber;
  jobs.d = (await assignedJob(t, owner, acme, clientId, ben, at(1, '11:00'), 60)).jobNumber;
  // An unassigned job outside its window is listed too; the other tenant's overlaps are not.
  jobs.pending = (
    await createJob(t, owner, acme, clientId, {
      scheduledDate: at(1, '08:00'),
      windowStart: at(1, '09:00'),
      windowEnd: at(1, '10:00'),
    })
  ).jobNumber;
  const otherClient = await seedClient(t, other);
  const x = (await createTechnician(t, outsider, other, { maxJobs: 10 })).id;
  await assignedJob(t, outsider, other, otherClient, x, at(1, '09:00'), 120);
  await assignedJob(t, outsider, other, otherClient, x, at(1, '09:30'), 60);
});
afterAll(() => t.close());

const conflicts = (query: Record<string, string>, user = owner, tenant = acme) =>
  t.request(user, 'GET', '/api/schedule/conflicts', { tenant, query });

describe('GET /api/schedule/conflicts', () => {
  it('lists overlaps, missed arrival windows and work outside working hours, computed by the server', async () => {
    const day = at(1, '00:00').slice(0, 10);
    const res = await conflicts({ from: day, to: day });
    expect(res.statusCode).toBe(200);
    const rows = res.json() as ScheduleConflict[];
    const summary = rows.map(
      (r) => `${r.kind} ${r.jobNumber}${r.otherJobNumber ? ` ${r.otherJobNumber}` : ''}`,
    );
    expect(summary.sort()).toEqual(
      [
        `overlap ${jobs.a} ${jobs.b}`,
        `overlap ${jobs.b} ${jobs.a}`,
        `hours ${jobs.late}`,
        `window ${jobs.window}`,
        `window ${jobs.pending}`,
      ].sort(),
    );
    const byKind = Object.fromEntries(rows.map((r) => [`${r.kind} ${r.jobNumber}`, r]));
    expect(byKind[`overlap ${jobs.a}`].message).toBe(`${jobs.a} overlaps ${jobs.b} for Ana Tech`);
    expect(byKind[`hours ${jobs.late}`].message).toBe(
      `${jobs.late} is outside Ana Tech's working hours 08:00–17:00`,
    );
    expect(byKind[`window ${jobs.window}`]).toMatchObject({
      technicianName: 'Ben Tech',
      message: `${jobs.window} starts at 15:00, outside its arrival window 13:00–14:00`,
    });
  });

  it('checks only the range asked for', async () => {
    const res = await conflicts({ from: at(2, '00:00'), to: at(3, '00:00') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    const morning = await conflicts({ from: at(1, '09:30'), to: at(1, '12:00') });
    expect((morning.json() as ScheduleConflict[]).map((r) => r.jobNumber)).toEqual([jobs.b]);
  });

  it('refuses a missing, malformed, reversed or too long range with the message', async () => {
    const missing = await conflicts({ to: '2026-03-01' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors.from).toBe('From must be a date (YYYY-MM-DD) or a date and time');
    expect((await conflicts({ from: 'soon', to: '2026-03-01' })).statusCode).toBe(400);
    const reversed = await conflicts({ from: '2026-03-05', to: '2026-03-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe('To must not be before from');
    const long = await conflicts({ from: '2026-01-01', to: '2026-06-01' });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('The range can be at most 62 days');
  });
});

describe('GET /api/schedule/summary', () => {
  it('counts today, this week, open emergencies and unassigned jobs', async () => {
    const today = new Date().toISOString().slice(0, 10);
    await createJob(t, owner, acme, clientId, { scheduledDate: at(0, '10:00'), priority: 'emergency' });
    const cancelled = await createJob(t, owner, acme, clientId, { scheduledDate: at(0, '11:00') });
    await t.request(owner, 'POST', `/api/service-jobs/${cancelled.id}/cancel`, { tenant: acme });
    const res = await t.request(owner, 'GET', '/api/schedule/summary', {
      tenant: acme,
      query: { date: today },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      date: today,
      timeZone: 'UTC',
      todayJobs: 1,
      emergenciesOpen: 1,
      unassigned: 2,
    });
    expect(new Date(`${body.weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
    // Tomorrow's 7 jobs count in this week unless today is Sunday (tomorrow is then next week).
    const sunday = new Date(`${today}T00:00:00Z`).getUTCDay() === 0;
    expect(body.weekJobs).toBe(sunday ? 1 : 8);
    const bad = await t.request(owner, 'GET', '/api/schedule/summary', {
      tenant: acme,
      query: { date: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.date).toBe('Date must be YYYY-MM-DD');
  });

  it("names the organization's time zone (the general setting), in which the calendar draws times", async () => {
    const zoned = await t.tenant();
    const zonedOwner = await t.user({ tenant: zoned, role: 'owner' });
    await t.db.tenant({ tenantId: zoned.id, userId: null }, ({ tx }) =>
      tx.execute(sql`insert into general_settings (tenant_id, id, setting_key, setting_value)
        values (${zoned.id}, gen_random_uuid(), 'timezone', 'America/Chicago')`),
    );
    // "Today" is the day on Chicago's clock, not the server's.
    const res = await t.request(zonedOwner, 'GET', '/api/schedule/summary', { tenant: zoned });
    expect(res.statusCode).toBe(200);
    const chicagoToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
    expect(res.json()).toMatchObject({ timeZone: 'America/Chicago', date: chicagoToday });
  });
});
