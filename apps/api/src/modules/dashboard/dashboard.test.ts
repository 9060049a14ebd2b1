import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { recordAudit } from '../../platform/audit/audit-log';

let t: TestContext;
let acme: TestTenant;
let other: TestTenant;
let owner: TestUser;

async function seed(tenant: TestTenant, clients: number) {
  await t.db.platform(async (tx) => {
    for (let i = 0; i < clients; i++) {
      await tx.execute(
        sql`insert into clients (tenant_id, id, name, status) values (${tenant.id}, gen_random_uuid(), ${`C${i}`}, ${i % 3 === 0 ? 'lead' : 'active'})`,
      );
    }
  });
}

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant({ name: 'Acme' });
  other = await t.tenant({ name: 'Other' });
  owner = await t.user({ tenant: acme, role: 'owner', firstName: 'Dana' });
  await seed(acme, 6);
  await seed(other, 4);
  await t.db.platform(async (tx) => {
    const [client] = (
      await tx.execute<{ id: string }>(sql`select id from clients where tenant_id = ${acme.id} limit 1`)
    ).rows;
    await tx.execute(sql`insert into technicians (tenant_id, id, name, status) values
      (${acme.id}, gen_random_uuid(), 'T1', 'available'), (${acme.id}, gen_random_uuid(), 'T2', 'busy'),
      (${acme.id}, gen_random_uuid(), 'T3', 'available'), (${other.id}, gen_random_uuid(), 'T4', 'available')`);
    await tx.execute(sql`insert into service_agreements (tenant_id, id, contract_number, client_name, service_type, start_date, end_date, value, status) values
      (${acme.id}, gen_random_uuid(), 'SA-1', 'C0', 'Monthly Maintenance', current_date - 300, current_date + 10, '1200', 'active'),
      (${acme.id}, gen_random_uuid(), 'SA-2', 'C1', 'Annual Inspection', current_date - 400, current_date - 1, '300', 'active'),
      (${acme.id}, gen_random_uuid(), 'SA-3', 'C2', 'Annual Inspection', current_date, current_date + 365, '300', 'pending')`);
    await tx.execute(sql`insert into service_jobs (tenant_id, id, job_number, client_id, client_name, service_type, priority, status, scheduled_date) values
      (${acme.id}, gen_random_uuid(), 'JOB-1', ${client.id}, 'C0', 'Repair', 'emergency', 'pending', now()),
      (${acme.id}, gen_random_uuid(), 'JOB-2', ${client.id}, 'C0', 'Repair', 'low', 'assigned', now()),
      (${acme.id}, gen_random_uuid(), 'JOB-3', ${client.id}, 'C0', 'Repair', 'low', 'completed', now())`);
    await tx.execute(sql`insert into invoices (tenant_id, id, invoice_number, client_id, client_name, status, due_date, total) values
      (${acme.id}, gen_random_uuid(), 'INV-2026-0001', ${client.id}, 'C0', 'sent', current_date - 3, '100.00'),
      (${acme.id}, gen_random_uuid(), 'INV-2026-0002', ${client.id}, 'C0', 'sent', current_date + 3, '100.00')`);
    await tx.execute(sql`insert into inventory_items (tenant_id, id, name, sku, current_stock, reorder_level) values
      (${acme.id}, gen_random_uuid(), 'Filter 16x25', 'F-1', 0, 10), (${acme.id}, gen_random_uuid(), 'Capacitor', 'C-1', 4, 10),
      (${acme.id}, gen_random_uuid(), 'Copper pipe', 'P-1', 500, 10)`);
  });
});
afterAll(() => t.close());

describe('GET /api/dashboard/summary', () => {
  it('counts the tenant’s clients, technicians, agreements and jobs in SQL', async () => {
    const res = await t.request(owner, 'GET', '/api/dashboard/summary', { tenant: acme });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      totalClients: 6,
      activeClients: 4,
      availableTechnicians: 2,
      totalTechnicians: 3,
      activeAgreements: 1,
      // Only the pending job: an assigned one is not awaiting assignment (the Dispatching card's number).
      pendingJobs: 1,
    });
    const board = await t.request(owner, 'GET', '/api/dispatch/summary', { tenant: acme });
    expect(board.json().pendingJobs).toBe(1);
  });

  it('answers 401 signed out and 403 in a tenant the user does not belong to', async () => {
    expect((await t.request(null, 'GET', '/api/dashboard/summary', { tenant: acme })).statusCode).toBe(401);
    expect((await t.request(owner, 'GET', '/api/dashboard/summary', { tenant: other })).statusCode).toBe(403);
  });
});

describe('GET /api/dashboard/alerts', () => {
  it('lists overdue invoices, stock problems, ending agreements and unassigned emergencies with links', async () => {
    const res = await t.request(owner, 'GET', '/api/dashboard/alerts', { tenant: acme });
    const alerts: Array<{ kind: string; title: string; link: string }> = res.json();
    expect(alerts.map((a) => a.kind).sort()).toEqual(
      ['agreement_ending', 'low_stock', 'out_of_stock', 'overdue_invoice', 'unassigned_emergency'].sort(),
    );
    expect(alerts.find((a) => a.kind === 'overdue_invoice')).toMatchObject({
      title: 'Invoice INV-2026-0001 is overdue',
    });
    expect(alerts.every((a) => a.link.startsWith('/'))).toBe(true);
    // An ending agreement's alert also offers Renew, straight into the agreement's renew dialog.
    const ending = alerts.find((a) => a.kind === 'agreement_ending') as { link: string; action?: unknown };
    expect(ending.action).toEqual({ label: 'Renew', link: `${ending.link}?renew=1` });
  });

  it('is empty for a tenant with nothing to report', async () => {
    const boss = await t.user({ tenant: other, role: 'owner' });
    expect((await t.request(boss, 'GET', '/api/dashboard/alerts', { tenant: other })).json()).toEqual([]);
  });
});

describe('GET /api/dashboard/activity', () => {
  it('shows the latest audit entries of this tenant only, with the user name and a link', async () => {
    await t.db.tenant({ tenantId: acme.id, userId: owner.id }, (scope) =>
      recordAudit(scope, {
        entity: 'invoice',
        entityId: 'abc',
        action: 'mark_paid',
        summary: 'Invoice INV-2026-0004 marked paid',
      }),
    );
    await t.db.tenant({ tenantId: other.id, userId: null }, (scope) =>
      recordAudit(scope, { entity: 'client', entityId: 'zzz', action: 'create' }),
    );
    const res = await t.request(owner, 'GET', '/api/dashboard/activity', { tenant: acme });
    const entries = res.json();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      summary: 'Invoice INV-2026-0004 marked paid',
      userName: 'Dana User',
      link: '/invoices/abc',
    });
  });
});
