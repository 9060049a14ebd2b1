import type { Database } from '../../db/client';
import {
  allTenantIds,
  findDueAgreementIds,
  findDueRenewalIds,
  recordGeneratorRun,
} from './agreement-generator.repository';
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

async function dueWork(db: Database, tenantId: string) {
  return db.tenant({ tenantId, userId: null }, async (scope) => {
    const today = await todayOf(scope);
    const renewals = await findDueRenewalIds(scope, today);
    const due = await findDueAgreementIds(scope, today);
    return { today, renewals, due };
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
  await db.tenant({ tenantId, userId: null }, (scope) =>
    recordGeneratorRun(scope, { startedAt, finishedAt: new Date(), trigger: options.trigger, ...counts }),
  );
  return counts;
}

/** Every tenant (or the ones given), one after another; answers the summed counts. */
export async function runAgreementGenerator(options: GeneratorOptions): Promise<GeneratorCounts> {
  const ids = options.tenantIds ?? (await allTenantIds(options.db));
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
