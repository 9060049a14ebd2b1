import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centsToString, toCents } from '@tradeworks/contracts/money';
import type { JobCostingDetail, JobCostingReport } from '@tradeworks/contracts/reports';
import { TestContext, type TestUser } from '../../test/test-context';
import { createJob, createTechnician } from '../dispatching/dispatching.test-support';
import { addStock } from '../inventory/public';
import { at, clientNamed, sentInvoice, setZone, type ReportsWorld } from './reports.test-support';

/**
 * Job costing (issue 29) on a tenant on America/Chicago, February 2026, with data built here:
 *   J1  timesheets: Ana 2 h on 10 Feb at 40.00 (80.00) + Ben 1.5 h, Ben has no rate (0, flagged); 3 parts at
 *       12.50 (37.50, the item's cost when used — raised to 99.00 afterwards); invoice 500.00 before tax
 *   J2  timesheets: Ana 2 h from 14 Feb 23:00 (rate of the 14th: 40.00 → 80.00) + 3 h on 20 Feb after her rate
 *       rose to 50.00 on the 15th (150.00); invoice 300.00
 *   J3  no timesheets: Ana's job started 28 Feb 18:00 and completed 20:00 local (already 1 March in UTC) →
 *       2 h at 50.00; no invoice yet → revenue 0, margin −100.00, no margin %
 *   out of the period: a job completed 1 March local; a job still in progress.
 */
let t: TestContext;
let w: ReportsWorld;
let manager: TestUser;
let member: TestUser;
let technicianUser: TestUser;
const ids: Record<string, string> = {};

const Q = '/api/reports/job-costing?from=2026-02-01&to=2026-02-28';

async function exec(query: ReturnType<typeof sql>) {
  return w.t.db.platform((tx) => tx.execute(query));
}

async function completedJob(
  name: string,
  o: { technicianId: string; startedAt: Date; completedAt: Date; status?: string; invoiceId?: string },
) {
  const job = await createJob(t, w.owner, w.tenant, ids.client!, {
    serviceType: name.startsWith('J3') ? 'Repair' : 'Tune-Up',
  });
  await exec(sql`update service_jobs set status = ${o.status ?? 'completed'}, technician_id = ${o.technicianId},
    started_at = ${o.startedAt.toISOString()}::timestamptz,
    completed_at = ${o.status ? null : o.completedAt.toISOString()}::timestamptz,
    invoice_id = ${o.invoiceId ?? null} where id = ${job.id}`);
  ids[name] = job.id;
  return job.id as string;
}

async function onJob(jobId: string, technicianId: string, from: Date, to: Date) {
  await exec(sql`insert into time_entries (id, tenant_id, technician_id, kind, job_id, started_at, ended_at)
    values (gen_random_uuid(), ${w.tenant.id}, ${technicianId}, 'on_job', ${jobId}, ${from.toISOString()}::timestamptz,
      ${to.toISOString()}::timestamptz)`);
}

const rate = (technicianId: string, hourlyRate: string, effectiveFrom: string) =>
  exec(sql`insert into technician_cost_rates (id, tenant_id, technician_id, hourly_rate, effective_from)
    values (gen_random_uuid(), ${w.tenant.id}, ${technicianId}, ${hourlyRate}, ${effectiveFrom})`);

beforeAll(async () => {
  t = await TestContext.create();
  const tenant = await t.tenant({ name: 'Costing Co' });
  w = { t, tenant, owner: await t.user({ tenant, role: 'owner' }) };
  manager = await t.user({ tenant, role: 'manager' });
  member = await t.user({ tenant, role: 'member' });
  technicianUser = await t.user({ tenant, role: 'member' });
  await setZone(w);
  ids.client = (await clientNamed(w, 'Cedar', 'Row')).id;
  const ana = (await createTechnician(t, w.owner, tenant, { name: 'Ana Field' })).id as string;
  const ben = (await createTechnician(t, w.owner, tenant, { name: 'Ben Ladder' })).id as string;
  ids.ana = ana;
  await exec(sql`update technicians set user_id = ${technicianUser.id} where id = ${ben}`);
  await rate(ana, '40.00', '2026-01-01');
  await rate(ana, '50.00', '2026-02-15');

  const inv1 = await sentInvoice(w, {
    clientId: ids.client,
    amount: '500.00',
    sentAt: at('2026-02-10', '17:00'),
    dueDate: '2026-03-12',
  });
  const inv2 = await sentInvoice(w, {
    clientId: ids.client,
    amount: '300.00',
    sentAt: at('2026-02-20', '17:00'),
    dueDate: '2026-03-22',
  });
  const j1 = await completedJob('J1', {
    technicianId: ana,
    startedAt: at('2026-02-10', '09:00'),
    completedAt: at('2026-02-10', '12:00'),
    invoiceId: inv1.id,
  });
  await onJob(j1, ana, at('2026-02-10', '09:00'), at('2026-02-10', '11:00'));
  await onJob(j1, ben, at('2026-02-10', '10:00'), at('2026-02-10', '11:30'));
  const j2 = await completedJob('J2', {
    technicianId: ana,
    startedAt: at('2026-02-14', '23:00'),
    completedAt: at('2026-02-20', '15:00'),
    invoiceId: inv2.id,
  });
  await onJob(j2, ana, at('2026-02-14', '23:00'), at('2026-02-15', '01:00'));
  await onJob(j2, ana, at('2026-02-20', '12:00'), at('2026-02-20', '15:00'));
  await completedJob('J3', {
    technicianId: ana,
    startedAt: at('2026-02-28', '18:00'),
    completedAt: at('2026-02-28', '20:00'),
  });
  await completedJob('J4', {
    technicianId: ana,
    startedAt: at('2026-03-01', '08:00'),
    completedAt: at('2026-03-01', '09:00'),
  });
  await completedJob('J5', {
    technicianId: ana,
    startedAt: at('2026-02-12', '08:00'),
    completedAt: at('2026-02-12', '09:00'),
    status: 'in-progress',
  });

  // Three parts used on J1 at 12.50 each, through the stock ledger; the part costs 99.00 afterwards.
  const { rows } = await exec(sql`insert into inventory_items (id, tenant_id, name, cost, current_stock)
    values (gen_random_uuid(), ${tenant.id}, 'Capacitor', '12.50', 10) returning id`);
  const partId = (rows[0] as { id: string }).id;
  await t.db.tenant({ tenantId: tenant.id, userId: w.owner.id }, (scope) =>
    addStock(scope, { inventoryId: partId, quantity: -3, kind: 'usage', jobId: j1, reason: 'J1' }),
  );
  await exec(sql`update inventory_items set cost = '99.00' where id = ${partId}`);
});

afterAll(() => t?.close());

const report = async (user: TestUser, query = '') => {
  const res = await t.request(user, 'GET', `${Q}${query}`, { tenant: w.tenant });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<JobCostingReport>();
};

describe('job costing', () => {
  it('costs each job completed in the period from timesheets, the ledger and the rate of the day', async () => {
    const r = await report(w.owner, '&sort=jobNumber&direction=asc');
    const byId = new Map(r.jobs.map((j) => [j.jobId, j]));
    expect(r.jobs.map((j) => j.jobId).sort()).toEqual([ids.J1, ids.J2, ids.J3].sort());
    expect(byId.get(ids.J1!)).toMatchObject({
      revenue: '500.00',
      partsCost: '37.50',
      labourHours: '3.50',
      labourCost: '80.00',
      labourRateMissing: true,
      labourSource: 'timesheets',
      margin: '382.50',
      marginPercent: '76.5',
      technicianName: 'Ana Field',
    });
    expect(byId.get(ids.J2!)).toMatchObject({ labourHours: '5.00', labourCost: '230.00', margin: '70.00' });
    expect(byId.get(ids.J3!)).toMatchObject({
      completedOn: '2026-02-28',
      labourSource: 'job-times',
      labourCost: '100.00',
      revenue: '0.00',
      margin: '-100.00',
      marginPercent: null,
    });
  });

  it('totals are the sums of the rows, and each job of its drill-down lines', async () => {
    const r = await report(w.owner);
    const sum = (key: 'revenue' | 'partsCost' | 'labourCost' | 'margin' | 'labourHours') =>
      centsToString(r.jobs.reduce((acc, j) => acc + toCents(j[key]), 0n));
    expect(r.totals).toMatchObject({
      jobCount: 3,
      revenue: '800.00',
      partsCost: '37.50',
      labourCost: '410.00',
    });
    for (const key of ['revenue', 'partsCost', 'labourCost', 'margin', 'labourHours'] as const)
      expect(r.totals[key]).toBe(sum(key));
    expect(r.totals.marginPercent).toBe('44.1'); // 352.50 / 800.00
    for (const job of r.jobs) {
      const res = await t.request(w.owner, 'GET', `/api/reports/job-costing/job?jobId=${job.jobId}`, {
        tenant: w.tenant,
      });
      const d = res.json<JobCostingDetail>();
      const lines = (xs: Array<{ cost: string }>) =>
        centsToString(xs.reduce((a, x) => a + toCents(x.cost), 0n));
      expect(lines(d.labour)).toBe(job.labourCost);
      expect(lines(d.parts)).toBe(job.partsCost);
    }
  });

  it('sorts by margin, lowest first by default, and filters by technician, client and service', async () => {
    expect((await report(w.owner)).jobs.map((j) => j.margin)).toEqual(['-100.00', '70.00', '382.50']);
    const desc = await report(w.owner, '&sort=margin&direction=desc');
    expect(desc.jobs.map((j) => j.margin)).toEqual(['382.50', '70.00', '-100.00']);
    expect((await report(w.owner, '&serviceType=Repair')).jobs.map((j) => j.jobId)).toEqual([ids.J3]);
    expect((await report(w.owner, `&technicianId=${ids.ana}`)).totals.jobCount).toBe(3);
    const other = (await clientNamed(w, 'Other', 'Person')).id;
    expect((await report(w.owner, `&clientId=${other}`)).totals).toMatchObject({
      jobCount: 0,
      margin: '0.00',
    });
    const page = await report(w.owner, '&limit=1&offset=2');
    expect(page.jobs.map((j) => j.margin)).toEqual(['382.50']);
    expect(page.totals.jobCount).toBe(3);
  });

  it('a rate raised today and a part costing more now never change last month’s margins', async () => {
    const before = await report(w.owner);
    await rate(ids.ana!, '95.00', new Date().toISOString().slice(0, 10));
    await exec(sql`update inventory_items set cost = '150.00' where tenant_id = ${w.tenant.id}`);
    expect(await report(w.owner)).toEqual(before);
  });

  it('the drill-down lists the labour at the rate of the day it started and the parts at their cost then', async () => {
    const res = await t.request(w.owner, 'GET', `/api/reports/job-costing/job?jobId=${ids.J2}`, {
      tenant: w.tenant,
    });
    const d = res.json<JobCostingDetail>();
    expect(d.labour.map((l) => [l.workedOn, l.hours, l.hourlyRate, l.cost])).toEqual([
      ['2026-02-14', '2.00', '40.00', '80.00'],
      ['2026-02-20', '3.00', '50.00', '150.00'],
    ]);
    const j1 = (
      await t.request(w.owner, 'GET', `/api/reports/job-costing/job?jobId=${ids.J1}`, { tenant: w.tenant })
    ).json<JobCostingDetail>();
    expect(j1.parts).toEqual([
      expect.objectContaining({ name: 'Capacitor', quantity: 3, unitCost: '12.50', cost: '37.50' }),
    ]);
    expect(j1.labour.find((l) => l.technicianName === 'Ben Ladder')).toMatchObject({
      hourlyRate: null,
      cost: '0.00',
    });
  });

  it('a job not completed, or not the organization’s, is a 404 in the drill-down', async () => {
    for (const jobId of [ids.J5, '00000000-0000-4000-8000-000000000000']) {
      const res = await t.request(w.owner, 'GET', `/api/reports/job-costing/job?jobId=${jobId}`, {
        tenant: w.tenant,
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it('CSV: every job and a Total line, formulas escaped', async () => {
    await exec(sql`update service_jobs set client_name = '=HYPERLINK("x")' where id = ${ids.J3}`);
    const res = await t.request(w.owner, 'GET', Q.replace('job-costing', 'job-costing.csv'), {
      tenant: w.tenant,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Job,Completed on,Client,Service,Technician,Invoice,Revenue before tax,Parts cost,Labour hours,Labour cost,Margin,Margin %,Labour from',
    );
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[4]).toBe('Total,,,,,,800.00,37.50,10.50,410.00,352.50,44.1,');
  });

  it('margins are never shown to a member or a technician; a manager may view them', async () => {
    for (const user of [member, technicianUser]) {
      for (const path of [
        Q,
        Q.replace('job-costing', 'job-costing.csv'),
        `/api/reports/job-costing/job?jobId=${ids.J1}`,
      ]) {
        const res = await t.request(user, 'GET', path, { tenant: w.tenant });
        expect(res.statusCode, path).toBe(403);
        expect(res.body).not.toContain('382.50');
      }
    }
    expect((await report(manager)).totals.jobCount).toBe(3);
  });

  it('refuses a period ending before it starts, and an unknown sort', async () => {
    for (const q of ['?from=2026-02-10&to=2026-02-01', '?from=2026-02-01&to=2026-02-28&sort=profit']) {
      const res = await t.request(w.owner, 'GET', `/api/reports/job-costing${q}`, { tenant: w.tenant });
      expect(res.statusCode).toBe(400);
    }
  });
});
