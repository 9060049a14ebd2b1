import { sql } from 'drizzle-orm';
import { UPCOMING_RENEWAL_DAYS, VISIT_HORIZON_DAYS } from '@tradeworks/contracts/service-agreements';
import type { Database } from '../../db/client';
import { agreementGeneratorRuns, tenants } from '../../db/schema';
import { syncAgreement } from './agreement-sync';
import { findAgreement } from './service-agreements.repository';
import { renewInScope, syncContext, todayOf } from './service-agreements.service';

/**
 * The agreement generator: for every tenant, renews the agreements set to renew automatically, then brings
 * each agreement with work due (visits inside the rolling horizon, a billing period begun) up to date.
 *
 * Safe with several server processes: each agreement is handled in its own transaction under its row lock
 * taken with SKIP LOCKED (a second process passes over an agreement the first is working on, and anything it
 * reaches later it re-reads, already done), and the unique keys on agreement + visit date and agreement +
 * period start refuse a duplicate outright. A crash half-way loses only the agreement in progress, whose
 * transaction rolls back whole.
 */

export type GeneratorTrigger = 'schedule' | 'cli' | 'manual';

export interface GeneratorCounts {
  agreementsProcessed: number;
  visitsCreated: number;
  invoicesCreated: number;
  renewalsCreated: number;
  failures: number;
}

export interface GeneratorOptions {
  db: Database;
  trigger: GeneratorTrigger;
  /** Only these tenants (the manual run of one organization); default all. */
  tenantIds?: string[];
  /** Reports a failed agreement; the run goes on with the next one. */
  onError?: (err: unknown, where: { tenantId: string; agreementId: string }) => void;
}

const RUNS_KEPT_DAYS = 30;

async function dueWork(db: Database, tenantId: string) {
  return db.tenant({ tenantId, userId: null }, async (scope) => {
    const today = await todayOf(scope);
    const renewals = await scope.tx.execute<{ id: string }>(sql`
      select a.id from service_agreements a
      where a.tenant_id = ${tenantId} and a.auto_renew and a.status = 'active' and a.client_id is not null
        and a.end_date >= ${today}::date and a.end_date <= ${today}::date + ${UPCOMING_RENEWAL_DAYS}::int
        and not exists (select 1 from service_agreements r
          where r.tenant_id = a.tenant_id and r.renewed_from_id = a.id)
      order by a.end_date, a.id`);
    const due = await scope.tx.execute<{ id: string }>(sql`
      select id from service_agreements
      where tenant_id = ${tenantId} and status = 'active' and client_id is not null and (
        (frequency is not null and frequency <> 'As Needed' and end_date >= ${today}::date
          and start_date <= ${today}::date + ${VISIT_HORIZON_DAYS}::int
          and (visits_through is null
            or visits_through < least(end_date, ${today}::date + ${VISIT_HORIZON_DAYS}::int)))
        or (next_billing_date is not null and next_billing_date <= ${today}::date))
      order by id`);
    return { today, renewals: renewals.rows.map((r) => r.id), due: due.rows.map((r) => r.id) };
  });
}

/** One tenant's run; its counts are stored for the admins (GET /api/service-agreements/generator). */
export async function runGeneratorForTenant(
  options: Omit<GeneratorOptions, 'tenantIds'> & { tenantId: string },
): Promise<GeneratorCounts> {
  const { db, tenantId, onError } = options;
  const startedAt = new Date();
  const counts: GeneratorCounts = {
    agreementsProcessed: 0,
    visitsCreated: 0,
    invoicesCreated: 0,
    renewalsCreated: 0,
    failures: 0,
  };
  const work = await dueWork(db, tenantId);
  // The tenant's zone and invoice setting, read once per run rather than per agreement.
  const context = await db.tenant({ tenantId, userId: null }, (scope) => syncContext(scope, work.today));
  const fail = (err: unknown, agreementId: string) => {
    counts.failures++;
    onError?.(err, { tenantId, agreementId });
  };
  for (const agreementId of work.renewals) {
    try {
      const renewed = await db.tenant({ tenantId, userId: null }, async (scope) => {
        const row = await findAgreement(scope, agreementId, 'skip');
        // Locked by another process, or renewed meanwhile: nothing to do here.
        if (!row || row.renewedToId || row.status !== 'active') return false;
        await renewInScope(scope, agreementId, {}, true);
        return true;
      });
      if (renewed) counts.renewalsCreated++;
    } catch (err) {
      fail(err, agreementId);
    }
  }
  for (const agreementId of work.due) {
    try {
      await db.tenant({ tenantId, userId: null }, async (scope) => {
        const row = await findAgreement(scope, agreementId, 'skip');
        if (!row) return;
        const result = await syncAgreement(scope, row, context);
        counts.agreementsProcessed++;
        counts.visitsCreated += result.visitsCreated;
        counts.invoicesCreated += result.invoicesCreated;
      });
    } catch (err) {
      fail(err, agreementId);
    }
  }
  await db.tenant({ tenantId, userId: null }, async ({ tx }) => {
    await tx.insert(agreementGeneratorRuns).values({
      tenantId,
      startedAt,
      finishedAt: new Date(),
      trigger: options.trigger,
      ...counts,
    });
    await tx.execute(sql`delete from agreement_generator_runs where tenant_id = ${tenantId}
      and finished_at < now() - make_interval(days => ${RUNS_KEPT_DAYS})`);
  });
  return counts;
}

/** Every tenant (or the ones given), one after another; answers the summed counts. */
export async function runAgreementGenerator(options: GeneratorOptions): Promise<GeneratorCounts> {
  const ids =
    options.tenantIds ??
    (await options.db.platform((tx) => tx.select({ id: tenants.id }).from(tenants))).map((t) => t.id);
  const total: GeneratorCounts = {
    agreementsProcessed: 0,
    visitsCreated: 0,
    invoicesCreated: 0,
    renewalsCreated: 0,
    failures: 0,
  };
  for (const tenantId of ids) {
    const counts = await runGeneratorForTenant({ ...options, tenantId });
    for (const key of Object.keys(total) as Array<keyof GeneratorCounts>) total[key] += counts[key];
  }
  return total;
}
