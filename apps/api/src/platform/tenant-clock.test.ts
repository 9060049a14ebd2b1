import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceStatusSql } from '../modules/sales-documents/document-status.repository';
import { platformSql, seedSalesFixture } from '../modules/sales-documents/sales.test-support';
import { localDate } from './tenant-clock';
import { TestContext, type TestTenant } from '../test/test-context';
import { tenantToday } from './tenant-clock';

let t: TestContext;

beforeAll(async () => {
  t = await TestContext.create();
});
afterAll(() => t.close());

const utcToday = () => new Date().toISOString().slice(0, 10);
/** A zone whose date differs from UTC's right now: UTC+14 from 10:00 UTC on, else UTC−11. */
const farZone = () => (new Date().getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago');

async function tenantIn(zone: string | null): Promise<TestTenant> {
  const tenant = await t.tenant();
  if (zone !== null) {
    await platformSql(
      t,
      sql`insert into general_settings (tenant_id, id, setting_key, setting_value) values (${tenant.id}, gen_random_uuid(), 'timezone', ${zone})`,
    );
  }
  return tenant;
}

const todayOf = (tenant: TestTenant) =>
  t.db.tenant({ tenantId: tenant.id, userId: null }, async ({ tx }) => {
    const { rows } = await tx.execute<{ today: string }>(sql`select ${tenantToday}::text as today`);
    return rows[0].today;
  });

describe("the tenant's date (tw_tenant_today)", () => {
  it('is the date in the tenant’s time zone, not the database’s', async () => {
    const zone = farZone();
    const tenant = await tenantIn(zone);
    const today = await todayOf(tenant);
    expect(today).toBe(localDate(new Date(), zone));
    expect(today).not.toBe(utcToday());
  });

  it('is UTC’s date without a zone or with one PostgreSQL does not know', async () => {
    expect(await todayOf(await tenantIn(null))).toBe(utcToday());
    expect(await todayOf(await tenantIn('Mars/Olympus_Mons'))).toBe(utcToday());
  });

  it('turns a sent invoice overdue on the day after its due date in the tenant’s zone', async () => {
    const tenant = await tenantIn(farZone());
    const { clientId } = await seedSalesFixture(t, tenant);
    const today = await todayOf(tenant);
    const yesterday = new Date(Date.parse(today) - 86_400_000).toISOString().slice(0, 10);
    for (const [n, due] of [today, yesterday].entries()) {
      await platformSql(
        t,
        sql`insert into invoices (tenant_id, id, invoice_number, client_id, client_name, status, due_date)
          values (${tenant.id}, gen_random_uuid(), ${`INV-TZ-${n}`}, ${clientId}, 'C', 'sent', ${due})`,
      );
    }
    const read = await t.db.tenant({ tenantId: tenant.id, userId: null }, async ({ tx }) => {
      const { rows } = await tx.execute<{ due: string; status: string }>(
        sql`select due_date::text as due, ${invoiceStatusSql} as status from invoices
          where tenant_id = ${tenant.id} order by due_date`,
      );
      return rows;
    });
    // One of the two is "today" in UTC too, so reading by the database's date would get one of them wrong.
    expect(read).toEqual([
      { due: yesterday, status: 'overdue' },
      { due: today, status: 'sent' },
    ]);
  });
});
