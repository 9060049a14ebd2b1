import { desc, eq, sql } from 'drizzle-orm';
import { UPCOMING_RENEWAL_DAYS, VISIT_HORIZON_DAYS } from '@tradeworks/contracts/service-agreements';
import type { Database, TenantScope } from '../../db/client';
import { agreementGeneratorRuns, tenants } from '../../db/schema';

/** The generator's reads and writes: which agreements have work due, and the stored runs. */

const RUNS_KEPT_DAYS = 30;

/** Every organization's id (the scheduled run walks them all). */
export async function allTenantIds(db: Database): Promise<string[]> {
  const rows = await db.platform((tx) => tx.select({ id: tenants.id }).from(tenants));
  return rows.map((t) => t.id);
}

/** Active agreements set to renew automatically whose end falls inside the renewal window, not yet renewed. */
export async function findDueRenewalIds({ tx, tenantId }: TenantScope, today: string): Promise<string[]> {
  const { rows } = await tx.execute<{ id: string }>(sql`
      select a.id from service_agreements a
      where a.tenant_id = ${tenantId} and a.auto_renew and a.status = 'active' and a.client_id is not null
        and a.end_date >= ${today}::date and a.end_date <= ${today}::date + ${UPCOMING_RENEWAL_DAYS}::int
        and not exists (select 1 from service_agreements r
          where r.tenant_id = a.tenant_id and r.renewed_from_id = a.id)
      order by a.end_date, a.id`);
  return rows.map((r) => r.id);
}

/** Active agreements with visits missing inside the rolling horizon, or a billing period begun. */
export async function findDueAgreementIds({ tx, tenantId }: TenantScope, today: string): Promise<string[]> {
  const { rows } = await tx.execute<{ id: string }>(sql`
      select id from service_agreements
      where tenant_id = ${tenantId} and status = 'active' and client_id is not null and (
        (frequency is not null and frequency <> 'As Needed' and end_date >= ${today}::date
          and start_date <= ${today}::date + ${VISIT_HORIZON_DAYS}::int
          and (visits_through is null
            or visits_through < least(end_date, ${today}::date + ${VISIT_HORIZON_DAYS}::int)))
        or (next_billing_date is not null and next_billing_date <= ${today}::date))
      order by id`);
  return rows.map((r) => r.id);
}

type GeneratorRunRecord = Omit<typeof agreementGeneratorRuns.$inferInsert, 'tenantId' | 'id'>;

/** Stores a run and drops the ones older than the days kept. */
export async function recordGeneratorRun({ tx, tenantId }: TenantScope, run: GeneratorRunRecord) {
  await tx.insert(agreementGeneratorRuns).values({ tenantId, ...run });
  await tx.execute(sql`delete from agreement_generator_runs where tenant_id = ${tenantId}
      and finished_at < now() - make_interval(days => ${RUNS_KEPT_DAYS})`);
}

/** The tenant's last run, or undefined before the first. */
export async function findLastGeneratorRun({ tx, tenantId }: TenantScope) {
  const r = agreementGeneratorRuns;
  const [last] = await tx
    .select()
    .from(r)
    .where(eq(r.tenantId, tenantId))
    .orderBy(desc(r.finishedAt))
    .limit(1);
  return last;
}
