import { sql } from 'drizzle-orm';
import type { TestContext, TestTenant, TestUser } from '../../test/test-context';
import { addDays } from '../../platform/tenant-clock';
import { addMonths } from '@tradeworks/contracts/agreement-schedule';

/** Test support (not a test file): dates around today and agreement bodies. */

export const today = () => new Date().toISOString().slice(0, 10);
export const inDays = (n: number) => addDays(today(), n);
export const inMonths = (n: number) => addMonths(today(), n);

export const agreementBody = (clientId: string, over: Record<string, unknown> = {}) => ({
  clientId,
  serviceType: 'Monthly Maintenance',
  startDate: today(),
  endDate: addDays(addMonths(today(), 12), -1),
  value: '1200.00',
  frequency: 'Monthly',
  description: 'Two rooftop units, filters and coil cleaning',
  ...over,
});

export async function createAgreement(
  t: TestContext,
  user: TestUser,
  tenant: TestTenant,
  body: Record<string, unknown>,
) {
  const res = await t.request(user, 'POST', '/api/service-agreements', { tenant, body });
  if (res.statusCode !== 201) throw new Error(`agreement: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** The visit jobs of an agreement: date, status, technician. */
export async function visitsOf(t: TestContext, tenant: TestTenant, agreementId: string) {
  const result = await t.db.tenant({ tenantId: tenant.id, userId: null }, ({ tx }) =>
    tx.execute<{ visit_date: string; status: string; id: string }>(sql`
      select id, visit_date::text as visit_date, status::text as status from service_jobs
      where tenant_id = ${tenant.id} and agreement_id = ${agreementId} order by visit_date`),
  );
  return result.rows;
}

/** A role named like the membership's role, granting only these areas (Admin Settings → Permissions). */
export async function customRole(t: TestContext, tenant: TestTenant, role: string, permissions: string[]) {
  await t.db.platform((tx) =>
    tx.execute(sql`insert into permission_roles (tenant_id, id, role, permissions)
      values (${tenant.id}, gen_random_uuid(), ${role}, ${sql.raw(`array[${permissions.map((p) => `'${p}'`).join(',')}]::text[]`)})`),
  );
}
