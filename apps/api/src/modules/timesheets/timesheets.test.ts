import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYROLL_CSV_COLUMNS } from '@tradeworks/contracts/timesheets';
import { drawPng } from '../../platform/images/png-image';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { createJob, createTechnician, dayAt, seedClient } from '../dispatching/dispatching.test-support';
import { costRateOn } from './public';

/*
 * Timesheets: travel and on-job time from On my way / Start / Complete (with the device's time and position),
 * the customer's sign-off on Complete, clock-in/out, the week with overtime (40 h or the organization's rule),
 * corrections with a reason (audited), approval locking the week, the payroll CSV, labour cost rates with
 * effective dates, and who may see and change what.
 */
let t: TestContext;
let acme: TestTenant;
let other: TestTenant;
let owner: TestUser;
let manager: TestUser;
let tech: TestUser;
let colleague: TestUser;
let outsider: TestUser;
let techId: string;
let colleagueId: string;
let clientId: string;

/** Reads or seeds rows as the platform (outside any tenant's row-level security). */
const run = (query: ReturnType<typeof sql>) => t.db.platform((tx) => tx.execute(query));

const PNG = `data:image/png;base64,${drawPng(4, 4, () => [0, 0, 0]).toString('base64')}`;
const MINUTE = 60_000;

/** A Monday at least two weeks back (UTC dates; entries sit mid-day so every time zone keeps the date). */
function pastMonday(weeksBack: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - 7 * weeksBack);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}
const at = (date: string, hour: number, minute = 0) =>
  new Date(`${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`).toISOString();
const plusDays = (date: string, days: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant();
  other = await t.tenant();
  owner = await t.user({ tenant: acme, role: 'owner' });
  manager = await t.user({ tenant: acme, role: 'manager' });
  tech = await t.user({ tenant: acme, role: 'member' });
  colleague = await t.user({ tenant: acme, role: 'member' });
  outsider = await t.user({ tenant: other, role: 'owner' });
  techId = (await createTechnician(t, owner, acme, { name: 'Tina Field', userId: tech.id, maxJobs: 20 })).id;
  colleagueId = (
    await createTechnician(t, owner, acme, { name: 'Carl Other', userId: colleague.id, maxJobs: 20 })
  ).id;
  clientId = await seedClient(t, acme, { name: 'Rosa Client' });
});
afterAll(() => t.close());

const req = (
  user: TestUser,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
) => t.request(user, method, url, { tenant: user === outsider ? other : acme, body });

async function assignedJob(technicianId = techId) {
  const job = await createJob(t, owner, acme, clientId);
  const res = await req(owner, 'POST', `/api/service-jobs/${job.id}/assign`, {
    technicianId,
    scheduledDate: dayAt(0),
  });
  expect(res.statusCode, res.body).toBe(200);
  return job.id as string;
}

async function timesheet(user: TestUser, from: string, to: string, technicianId?: string) {
  const query = `from=${from}&to=${to}${technicianId ? `&technicianId=${technicianId}` : ''}`;
  const res = await req(user, 'GET', `/api/timesheets?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function addEntry(body: Record<string, unknown>, user = owner) {
  const res = await req(user, 'POST', '/api/timesheets', { technicianId: techId, reason: 'Forgot', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('time from the technician’s taps', () => {
  it('On my way opens travel, Start turns it into on-job time, Complete closes it and keeps the sign-off', async () => {
    const jobId = await assignedJob();
    const now = Date.now();
    const tap = (minutesAgo: number) => new Date(now - minutesAgo * MINUTE).toISOString();
    let res = await req(tech, 'POST', `/api/my-day/jobs/${jobId}/en-route`, {
      at: tap(90),
      latitude: 40.7128,
      longitude: -74.006,
      accuracy: 12,
    });
    expect(res.statusCode, res.body).toBe(200);
    res = await req(tech, 'POST', `/api/my-day/jobs/${jobId}/start`, { at: tap(60) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('in-progress');

    // A drawn signature must be a PNG by its bytes, and needs the printed name.
    const fake = `data:image/png;base64,${Buffer.from('not a png at all').toString('base64')}`;
    res = await req(tech, 'POST', `/api/my-day/jobs/${jobId}/complete`, {
      signatureDataUrl: fake,
      signerName: 'R',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Draw the signature');
    res = await req(tech, 'POST', `/api/my-day/jobs/${jobId}/complete`, { signatureDataUrl: PNG });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.signerName).toBe("Enter the signer's name");
    res = await req(tech, 'POST', `/api/my-day/jobs/${jobId}/complete`, {
      signatureDataUrl: PNG,
      customerNotPresent: true,
      signerName: 'Rosa',
    });
    expect(res.statusCode).toBe(400);

    res = await req(tech, 'POST', `/api/my-day/jobs/${jobId}/complete`, {
      notes: 'Replaced the capacitor',
      signatureDataUrl: PNG,
      signerName: 'Rosa Client',
      at: tap(0),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('completed');

    const today = new Date(now).toISOString().slice(0, 10);
    const sheet = await timesheet(tech, plusDays(today, -1), plusDays(today, 1));
    const mine = sheet.entries.filter((e: { jobId: string }) => e.jobId === jobId);
    expect(mine.map((e: { kind: string; minutes: number }) => [e.kind, e.minutes])).toEqual([
      ['travel', 30],
      ['on_job', 60],
    ]);
    expect(
      mine.every((e: { endedAt: string | null; source: string }) => e.endedAt && e.source === 'field'),
    ).toBe(true);
    expect(mine[0]).toMatchObject({ startLatitude: '40.712800', startLongitude: '-74.006000' });

    const signOff = await run(
      sql`select signer_name, customer_not_present, signature_data from job_sign_offs where job_id = ${jobId}`,
    );
    expect(signOff.rows).toEqual([
      { signer_name: 'Rosa Client', customer_not_present: false, signature_data: PNG },
    ]);
    const audit = await run(sql`select changes from audit_log where entity_id = ${jobId} `);
    expect(JSON.stringify(audit.rows)).toContain('Rosa Client');
    // The job page reads the sign-off with the checklist.
    const record = await req(owner, 'GET', `/api/service-jobs/${jobId}/checklist`);
    expect(record.json().signOff).toMatchObject({
      signerName: 'Rosa Client',
      signatureDataUrl: PNG,
      signed: true,
      customerNotPresent: false,
    });
  });

  it('records "customer not present" and refuses a tap in the future', async () => {
    const jobId = await assignedJob();
    let res = await req(tech, 'POST', `/api/my-day/jobs/${jobId}/start`, {
      at: new Date(Date.now() + 60 * MINUTE).toISOString(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Must be a time no later than now');
    res = await req(tech, 'POST', `/api/my-day/jobs/${jobId}/start`, {});
    expect(res.statusCode, res.body).toBe(200);
    res = await req(tech, 'POST', `/api/my-day/jobs/${jobId}/complete`, { customerNotPresent: true });
    expect(res.statusCode, res.body).toBe(200);
    const row = await run(
      sql`select signer_name, customer_not_present from job_sign_offs where job_id = ${jobId}`,
    );
    expect(row.rows).toEqual([{ signer_name: null, customer_not_present: true }]);
    const record = await req(owner, 'GET', `/api/service-jobs/${jobId}/checklist`);
    expect(record.json().signOff).toMatchObject({
      signed: false,
      customerNotPresent: true,
      signatureDataUrl: null,
    });
  });

  it('clocks in and out once at a time; clocked-in time outside jobs is "other"', async () => {
    const at = new Date(Date.now() - 120 * MINUTE).toISOString();
    let res = await req(colleague, 'POST', '/api/timesheets/clock-in', { at });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().clockedInAt).toBe(at);
    // My Day shows the clock.
    expect((await req(colleague, 'GET', '/api/my-day')).json().clockedInAt).toBe(at);
    res = await req(colleague, 'POST', '/api/timesheets/clock-in', {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^You are already clocked in \(since /);
    res = await req(colleague, 'POST', '/api/timesheets/clock-out', {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ clockedInAt: null, entry: null });
    expect((await req(colleague, 'GET', '/api/my-day')).json().clockedInAt).toBeNull();
    res = await req(colleague, 'POST', '/api/timesheets/clock-out', {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You are not clocked in');
    // The owner has no technician: clocking needs one.
    res = await req(owner, 'POST', '/api/timesheets/clock-in', {});
    expect(res.statusCode).toBe(409);

    const today = new Date().toISOString().slice(0, 10);
    const sheet = await timesheet(owner, plusDays(today, -1), plusDays(today, 1), colleagueId);
    const total = sheet.days.reduce((sum: number, d: { otherMinutes: number }) => sum + d.otherMinutes, 0);
    expect(total).toBeGreaterThanOrEqual(119);
    expect(total).toBeLessThanOrEqual(121);
  });
});

describe('the office’s week', () => {
  const monday = pastMonday(3);
  const sunday = plusDays(monday, 6);

  it('counts travel, on job, other and overtime over 40 h, then the organization’s own rule', async () => {
    // Five shifts of 8 h 24 min = 42 h, one hour of it travelling to and working on a job.
    for (let day = 0; day < 5; day++)
      await addEntry({
        kind: 'shift',
        startedAt: at(plusDays(monday, day), 12),
        endedAt: at(plusDays(monday, day), 20, 24),
      });
    const jobId = await assignedJob();
    await addEntry({ kind: 'travel', jobId, startedAt: at(monday, 13), endedAt: at(monday, 13, 30) });
    await addEntry({ kind: 'on_job', jobId, startedAt: at(monday, 13, 30), endedAt: at(monday, 14) });

    let sheet = await timesheet(manager, monday, sunday, techId);
    expect(sheet.weeks).toEqual([
      expect.objectContaining({
        weekStart: monday,
        travelMinutes: 30,
        onJobMinutes: 30,
        otherMinutes: 42 * 60 - 60,
        totalMinutes: 42 * 60,
        regularMinutes: 40 * 60,
        overtimeMinutes: 120,
        approvedAt: null,
      }),
    ]);
    expect(sheet.days).toHaveLength(7);
    expect(sheet.days[0]).toMatchObject({ date: monday, totalMinutes: 504 });

    let res = await req(owner, 'PUT', '/api/timesheets/settings', {
      weekStartsOn: 1,
      weeklyOvertimeHours: 38,
    });
    expect(res.statusCode, res.body).toBe(200);
    sheet = await timesheet(owner, monday, sunday, techId);
    expect(sheet.weeks[0].overtimeMinutes).toBe(240);
    res = await req(owner, 'PUT', '/api/timesheets/settings', { weekStartsOn: 1, weeklyOvertimeHours: 200 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.weeklyOvertimeHours).toBe('Weekly overtime starts after 1 to 168 hours');
    res = await req(manager, 'PUT', '/api/timesheets/settings', { weekStartsOn: 1, weeklyOvertimeHours: 40 });
    expect(res.statusCode).toBe(403);
    res = await req(owner, 'PUT', '/api/timesheets/settings', { weekStartsOn: 1, weeklyOvertimeHours: 40 });
    expect(res.statusCode).toBe(200);
  });

  it('corrects an entry only with a reason, audited; a technician may not', async () => {
    const entry = (await timesheet(owner, monday, sunday, techId)).entries.find(
      (e: { kind: string; startedAt: string }) =>
        e.kind === 'shift' && e.startedAt === at(plusDays(monday, 4), 12),
    );
    let res = await req(owner, 'PATCH', `/api/timesheets/${entry.id}`, {
      endedAt: at(plusDays(monday, 4), 20),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.reason).toBe('Say why the entry is corrected');
    res = await req(owner, 'PATCH', `/api/timesheets/${entry.id}`, {
      endedAt: at(plusDays(monday, 4), 11),
      reason: 'Left early',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The end must be after the start');
    res = await req(tech, 'PATCH', `/api/timesheets/${entry.id}`, {
      endedAt: at(plusDays(monday, 4), 20),
      reason: 'x',
    });
    expect(res.statusCode).toBe(403);
    res = await req(outsider, 'PATCH', `/api/timesheets/${entry.id}`, {
      endedAt: at(plusDays(monday, 4), 20),
      reason: 'x',
    });
    expect(res.statusCode).toBe(404);

    res = await req(manager, 'PATCH', `/api/timesheets/${entry.id}`, {
      endedAt: at(plusDays(monday, 4), 20),
      reason: 'Left at four, says the supervisor',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ minutes: 480, correctionReason: 'Left at four, says the supervisor' });
    const audit = await run(
      sql`select summary, changes from audit_log where entity = 'time_entry' and entity_id = ${entry.id}`,
    );
    expect(JSON.stringify(audit.rows)).toContain('Left at four, says the supervisor');
    expect((await timesheet(owner, monday, sunday, techId)).weeks[0].totalMinutes).toBe(42 * 60 - 24);
  });

  it('approves a week, which locks its entries until it is reopened', async () => {
    let res = await req(owner, 'POST', '/api/timesheets/approve', {
      technicianId: techId,
      weekStart: plusDays(monday, 1),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('A week starts on a Monday');
    res = await req(tech, 'POST', '/api/timesheets/approve', { technicianId: techId, weekStart: monday });
    expect(res.statusCode).toBe(403);
    res = await req(manager, 'POST', '/api/timesheets/approve', { technicianId: techId, weekStart: monday });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ technicianId: techId, weekStart: monday, approved: true });
    res = await req(manager, 'POST', '/api/timesheets/approve', { technicianId: techId, weekStart: monday });
    expect(res.statusCode).toBe(409);

    const sheet = await timesheet(owner, monday, sunday, techId);
    expect(sheet.weeks[0].approvedAt).not.toBeNull();
    expect(sheet.entries.every((e: { locked: boolean }) => e.locked)).toBe(true);
    res = await req(owner, 'PATCH', `/api/timesheets/${sheet.entries[0].id}`, { notes: 'x', reason: 'Typo' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `The week of ${monday} is approved: its entries are locked (reopen the week to change them)`,
    );
    res = await req(owner, 'POST', '/api/timesheets', {
      technicianId: techId,
      kind: 'shift',
      startedAt: at(plusDays(monday, 5), 12),
      endedAt: at(plusDays(monday, 5), 14),
      reason: 'Saturday call-out',
    });
    expect(res.statusCode).toBe(409);

    res = await req(owner, 'POST', '/api/timesheets/reopen', { technicianId: techId, weekStart: monday });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().approved).toBe(false);
    res = await req(owner, 'PATCH', `/api/timesheets/${sheet.entries[0].id}`, {
      notes: 'Checked',
      reason: 'Note',
    });
    expect(res.statusCode, res.body).toBe(200);
    res = await req(owner, 'POST', '/api/timesheets/approve', { technicianId: techId, weekStart: monday });
    expect(res.statusCode).toBe(200);
  });

  it('exports the period as payroll CSV: one row per technician and week; a technician gets only their own', async () => {
    let res = await req(owner, 'GET', `/api/timesheets/export.csv?from=${monday}&to=${sunday}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe(PAYROLL_CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(2);
    const cells = lines[1].split(',');
    expect(cells.slice(0, 1)).toEqual(['Tina Field']);
    expect(cells.slice(2, 12)).toEqual([
      monday,
      monday,
      sunday,
      '40.00',
      '1.60',
      '0.50',
      '0.50',
      '40.60',
      '41.60',
      'Yes',
    ]);

    res = await req(colleague, 'GET', `/api/timesheets/export.csv?from=${monday}&to=${sunday}`);
    expect(res.statusCode).toBe(200);
    expect(res.body.trim().split(/\r?\n/)).toHaveLength(1);
    res = await req(owner, 'GET', `/api/timesheets/export.csv?from=${monday}&to=${plusDays(monday, 90)}`);
    expect(res.statusCode).toBe(400);
  });

  it('shows a technician only their own timesheet; another tenant sees none', async () => {
    let res = await req(
      tech,
      'GET',
      `/api/timesheets?from=${monday}&to=${sunday}&technicianId=${colleagueId}`,
    );
    expect(res.statusCode).toBe(404);
    const own = await timesheet(tech, monday, sunday);
    expect(own.technician.id).toBe(techId);
    res = await req(outsider, 'GET', `/api/timesheets?from=${monday}&to=${sunday}&technicianId=${techId}`);
    expect(res.statusCode).toBe(404);
    res = await req(owner, 'GET', `/api/timesheets/summary?from=${monday}&to=${sunday}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().find((r: { technicianId: string }) => r.technicianId === techId)).toMatchObject({
      totalMinutes: 42 * 60 - 24,
      overtimeMinutes: 96,
      approvedWeeks: 1,
    });
    res = await req(tech, 'GET', `/api/timesheets/summary?from=${monday}&to=${sunday}`);
    expect(res.json().map((r: { technicianId: string }) => r.technicianId)).toEqual([techId]);
  });
});

describe('labour cost rates', () => {
  const today = () => new Date().toISOString().slice(0, 10);

  it('keeps history: a new rate starts today or later, a rate in effect stays', async () => {
    let res = await req(owner, 'POST', '/api/timesheets/cost-rates', {
      technicianId: techId,
      hourlyRate: '31.50',
      effectiveFrom: plusDays(today(), -3),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.effectiveFrom).toBe(
      'A new rate starts today or later: past costs keep the rates they had',
    );
    // Seeded history: a rate that began last month (the API only adds rates from today on).
    await run(
      sql`insert into technician_cost_rates (id, tenant_id, technician_id, hourly_rate, effective_from)
          values (gen_random_uuid(), ${acme.id}, ${techId}, '28.00', ${plusDays(today(), -40)})`,
    );
    res = await req(owner, 'POST', '/api/timesheets/cost-rates', {
      technicianId: techId,
      hourlyRate: '31.50',
      effectiveFrom: plusDays(today(), 10),
    });
    expect(res.statusCode, res.body).toBe(201);
    const planned = res.json();
    expect(planned).toMatchObject({ hourlyRate: '31.50', effectiveTo: null, current: false });
    res = await req(owner, 'POST', '/api/timesheets/cost-rates', {
      technicianId: techId,
      hourlyRate: '-1',
      effectiveFrom: plusDays(today(), 11),
    });
    expect(res.statusCode).toBe(400);

    res = await req(manager, 'GET', `/api/timesheets/cost-rates?technicianId=${techId}`);
    expect(res.statusCode).toBe(200);
    const rates = res.json();
    expect(
      rates.map((r: { hourlyRate: string; current: boolean; effectiveTo: string | null }) => [
        r.hourlyRate,
        r.current,
        r.effectiveTo,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['28.00', true, plusDays(today(), 9)],
        ['31.50', false, null],
      ]),
    );
    // Job costing reads the rate of the day worked: the planned rate never reaches a past day.
    const rateOn = (date: string) =>
      t.db.tenant({ tenantId: acme.id, userId: owner.id }, (scope) => costRateOn(scope, techId, date));
    expect(await rateOn(plusDays(today(), -41))).toBeNull();
    expect(await rateOn(plusDays(today(), -1))).toBe('28.00');
    expect(await rateOn(plusDays(today(), 10))).toBe('31.50');
    const inEffect = rates.find((r: { hourlyRate: string }) => r.hourlyRate === '28.00');
    res = await req(owner, 'DELETE', `/api/timesheets/cost-rates/${inEffect.id}`);
    expect(res.statusCode).toBe(409);
    res = await req(manager, 'DELETE', `/api/timesheets/cost-rates/${planned.id}`);
    expect(res.statusCode).toBe(403);
    res = await req(tech, 'GET', '/api/timesheets/cost-rates');
    expect(res.statusCode).toBe(403);
    res = await req(outsider, 'DELETE', `/api/timesheets/cost-rates/${planned.id}`);
    expect(res.statusCode).toBe(404);
    res = await req(owner, 'DELETE', `/api/timesheets/cost-rates/${planned.id}`);
    expect(res.statusCode).toBe(204);
  });
});
