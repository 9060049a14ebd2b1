import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobCostingReport, TechnicianScorecard } from '@tradeworks/contracts/reports';
import { TestContext, type TestUser } from '../../test/test-context';
import { createJob, createTechnician } from '../dispatching/dispatching.test-support';
import { agreementBody, createAgreement } from '../service-agreements/agreements.test-support';
import { at, clientNamed, sentInvoice, setZone, type ReportsWorld } from './reports.test-support';

/**
 * Technician scorecard (issue 29) for February 2026 on America/Chicago, with data built here:
 *   Ana (user linked)  J1 500.00 at the Oak location, J2 300.00 at Elm, J3 not invoiced at Oak completed 28 Feb
 *                      20:00 local (1 March in UTC); callbacks: J1 (J3 created at Oak 17 days later) and J2 (a
 *                      new job at Elm 5 days later); timesheets 2 h + 3 h on jobs, 1 h + 0.25 h travelling (an
 *                      entry started 31 Jan 23:30 and one on 1 March do not count); quotes: sent, approved, a
 *                      draft (not counted), an approved one in March (not counted); one agreement; J1's checklist
 *                      3 items, 2 answered
 *   Ben                B1 200.00 at Pine completed 5 Feb; a cancelled job at Pine the next day is no callback;
 *                      2 h on the job, 0.5 h travelling
 *   Dee (inactive)     1 h on a job in February: listed; Cal (inactive, nothing): not listed
 */
let t: TestContext;
let w: ReportsWorld;
let member: TestUser;
const ids: Record<string, string> = {};

const exec = (query: ReturnType<typeof sql>) => w.t.db.platform((tx) => tx.execute(query));
const iso = (d: Date) => d.toISOString();

async function job(
  clientId: string,
  o: { technicianId?: string; createdAt: Date; completedAt?: Date; status?: string; invoiceId?: string },
) {
  const j = await createJob(t, w.owner, w.tenant, clientId);
  await exec(sql`update service_jobs set status = ${o.status ?? 'completed'}, technician_id = ${o.technicianId ?? null},
    created_at = ${iso(o.createdAt)}::timestamptz, started_at = ${o.completedAt ? iso(o.completedAt) : null}::timestamptz,
    completed_at = ${o.completedAt ? iso(o.completedAt) : null}::timestamptz, invoice_id = ${o.invoiceId ?? null}
    where id = ${j.id}`);
  return j.id as string;
}

async function entry(
  technicianId: string,
  kind: 'on_job' | 'travel',
  jobId: string,
  from: Date,
  hours: number,
) {
  const to = new Date(from.getTime() + hours * 3_600_000);
  await exec(sql`insert into time_entries (id, tenant_id, technician_id, kind, job_id, started_at, ended_at)
    values (gen_random_uuid(), ${w.tenant.id}, ${technicianId}, ${kind}, ${jobId}, ${iso(from)}::timestamptz,
      ${iso(to)}::timestamptz)`);
}

async function quote(clientId: string, userId: string, status: string, createdAt: Date) {
  const res = await t.request(w.owner, 'POST', '/api/quotes', {
    tenant: w.tenant,
    body: {
      clientId,
      clientName: 'ignored',
      lineItems: [{ itemType: 'custom', description: 'Work', quantity: 1, rate: '100.00' }],
      status: 'draft',
    },
  });
  if (res.statusCode !== 201) throw new Error(`quote: ${res.statusCode} ${res.body}`);
  await exec(sql`update quotes set status = ${status}, created_by = ${userId},
    created_at = ${iso(createdAt)}::timestamptz where id = ${res.json().id}`);
}

beforeAll(async () => {
  t = await TestContext.create();
  const tenant = await t.tenant({ name: 'Scorecard Co' });
  w = { t, tenant, owner: await t.user({ tenant, role: 'owner' }) };
  member = await t.user({ tenant, role: 'member' });
  const anaUser = await t.user({ tenant, role: 'member' });
  await setZone(w);
  const oak = (await clientNamed(w, 'Oak', 'House')).id;
  const elm = (await clientNamed(w, 'Elm', 'House')).id;
  const pine = (await clientNamed(w, 'Pine', 'House')).id;
  const tech = async (name: string, active = true) => {
    const id = (await createTechnician(t, w.owner, tenant, { name })).id as string;
    if (!active) await exec(sql`update technicians set is_active = false where id = ${id}`);
    return id;
  };
  const ana = (ids.ana = await tech('Ana Field'));
  const ben = (ids.ben = await tech('Ben Ladder'));
  const dee = (ids.dee = await tech('Dee Retired', false));
  ids.cal = await tech('Cal Gone', false);
  await exec(sql`update technicians set user_id = ${anaUser.id} where id = ${ana}`);

  const invoice = async (clientId: string, amount: string, day: string) =>
    (await sentInvoice(w, { clientId, amount, sentAt: at(day, '17:00'), dueDate: '2026-04-01' })).id;
  const j1 = await job(oak, {
    technicianId: ana,
    createdAt: at('2026-02-01'),
    completedAt: at('2026-02-10', '12:00'),
    invoiceId: await invoice(oak, '500.00', '2026-02-10'),
  });
  const j2 = await job(elm, {
    technicianId: ana,
    createdAt: at('2026-02-01'),
    completedAt: at('2026-02-20', '15:00'),
    invoiceId: await invoice(elm, '300.00', '2026-02-20'),
  });
  await job(oak, { technicianId: ana, createdAt: at('2026-02-27'), completedAt: at('2026-02-28', '20:00') });
  await job(elm, { createdAt: at('2026-02-25'), status: 'pending' });
  const b1 = await job(pine, {
    technicianId: ben,
    createdAt: at('2026-02-01'),
    completedAt: at('2026-02-05', '12:00'),
    invoiceId: await invoice(pine, '200.00', '2026-02-05'),
  });
  await job(pine, { createdAt: at('2026-02-06'), status: 'cancelled' });

  await entry(ana, 'travel', j1, at('2026-02-10', '08:00'), 1);
  await entry(ana, 'on_job', j1, at('2026-02-10', '09:00'), 2);
  await entry(ana, 'travel', j2, at('2026-02-20', '11:45'), 0.25);
  await entry(ana, 'on_job', j2, at('2026-02-20', '12:00'), 3);
  await entry(ana, 'on_job', j2, at('2026-01-31', '23:30'), 1);
  await entry(ana, 'on_job', j2, at('2026-03-01', '00:30'), 1);
  await entry(ben, 'travel', b1, at('2026-02-05', '08:30'), 0.5);
  await entry(ben, 'on_job', b1, at('2026-02-05', '09:00'), 2);
  await entry(dee, 'on_job', b1, at('2026-02-14', '09:00'), 1);

  await quote(oak, anaUser.id, 'sent', at('2026-02-03'));
  await quote(oak, anaUser.id, 'approved', at('2026-02-04'));
  await quote(oak, anaUser.id, 'draft', at('2026-02-05'));
  await quote(oak, anaUser.id, 'approved', at('2026-03-02'));
  const agreement = await createAgreement(t, w.owner, tenant, agreementBody(oak));
  await exec(sql`update service_agreements set created_by = ${anaUser.id},
    created_at = ${iso(at('2026-02-12'))}::timestamptz where id = ${agreement.id}`);

  const { rows } = await exec(sql`insert into job_checklists (id, tenant_id, job_id, name)
    values (gen_random_uuid(), ${tenant.id}, ${j1}, 'Tune-up') returning id`);
  const checklistId = (rows[0] as { id: string }).id;
  for (const [position, answered] of [
    [1, true],
    [2, true],
    [3, false],
  ] as const) {
    await exec(sql`insert into job_checklist_items (id, tenant_id, job_id, checklist_id, position, label, kind,
      answer_bool, answered_at)
      values (gen_random_uuid(), ${tenant.id}, ${j1}, ${checklistId}, ${position}, ${`Item ${position}`}, 'yesno',
        ${answered ? true : null}, ${answered ? iso(at('2026-02-10')) : null}::timestamptz)`);
  }
});

afterAll(() => t?.close());

const Q = '/api/reports/technicians?from=2026-02-01&to=2026-02-28';

const scorecard = async (user: TestUser = w.owner, path = Q) => {
  const res = await t.request(user, 'GET', path, { tenant: w.tenant });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TechnicianScorecard>();
};

describe('technician scorecard', () => {
  it('counts each technician’s jobs, revenue, quotes, agreements, hours, callbacks and checklists', async () => {
    const r = await scorecard();
    expect(r.technicians.map((s) => s.technicianName)).toEqual(['Ana Field', 'Ben Ladder', 'Dee Retired']);
    const [ana, ben, dee] = r.technicians;
    expect(ana).toMatchObject({
      completedJobs: 3,
      invoicedJobs: 2,
      revenue: '800.00',
      averageTicket: '400.00',
      quotesSent: 2,
      quotesApproved: 1,
      quoteCloseRate: '50.0',
      agreementsSold: 1,
      hoursOnJobs: '5.00',
      hoursTravelling: '1.25',
      revenuePerJobHour: '160.00',
      callbacks: 2,
      checklistItems: 3,
      checklistAnswered: 2,
      checklistCompletion: '66.7',
    });
    expect(ben).toMatchObject({
      completedJobs: 1,
      revenue: '200.00',
      averageTicket: '200.00',
      quotesSent: 0,
      quoteCloseRate: null,
      hoursOnJobs: '2.00',
      hoursTravelling: '0.50',
      revenuePerJobHour: '100.00',
      callbacks: 0,
      checklistCompletion: null,
    });
    expect(dee).toMatchObject({
      completedJobs: 0,
      revenue: '0.00',
      hoursOnJobs: '1.00',
      revenuePerJobHour: '0.00',
    });
  });

  it('totals add up the technicians, with rates of the sums; revenue reconciles with job costing', async () => {
    const r = await scorecard();
    expect(r.totals).toMatchObject({
      technicianCount: 3,
      completedJobs: 4,
      invoicedJobs: 3,
      revenue: '1000.00',
      averageTicket: '333.33',
      quotesSent: 2,
      quoteCloseRate: '50.0',
      hoursOnJobs: '8.00',
      hoursTravelling: '1.75',
      revenuePerJobHour: '125.00',
      callbacks: 2,
      checklistCompletion: '66.7',
    });
    const costing = await t.request(
      w.owner,
      'GET',
      '/api/reports/job-costing?from=2026-02-01&to=2026-02-28',
      {
        tenant: w.tenant,
      },
    );
    const c = costing.json<JobCostingReport>();
    expect(c.totals.revenue).toBe(r.totals.revenue);
    expect(c.totals.jobCount).toBe(r.totals.completedJobs);
  });

  it('pages the technicians while the totals stay those of all', async () => {
    const page = await scorecard(w.owner, `${Q}&limit=1&offset=1`);
    expect(page.technicians.map((s) => s.technicianName)).toEqual(['Ben Ladder']);
    expect(page.totals.technicianCount).toBe(3);
  });

  it('CSV: one line per technician and a Total line', async () => {
    const res = await t.request(w.owner, 'GET', Q.replace('technicians', 'technicians.csv'), {
      tenant: w.tenant,
    });
    expect(res.statusCode).toBe(200);
    const lines = res.body.trim().split('\r\n');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toBe('Ana Field,3,800.00,2,400.00,2,1,50.0,1,5.00,1.25,160.00,2,3,2,66.7');
    expect(lines[4]).toBe('Total,4,1000.00,3,333.33,2,1,50.0,1,8.00,1.75,125.00,2,3,2,66.7');
  });

  it('is refused to a member (403) and refuses a period ending before it starts (400)', async () => {
    const res = await t.request(member, 'GET', Q, { tenant: w.tenant });
    expect(res.statusCode).toBe(403);
    const bad = await t.request(w.owner, 'GET', '/api/reports/technicians?from=2026-02-10&to=2026-02-01', {
      tenant: w.tenant,
    });
    expect(bad.statusCode).toBe(400);
  });
});
