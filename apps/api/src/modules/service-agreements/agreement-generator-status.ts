import type { AgreementGeneratorStatus } from '@tradeworks/contracts/service-agreements';
import type { TenantContext } from '../../http/route';
import { recordAudit } from '../../platform/audit/audit-log';
import { runGeneratorForTenant } from './agreement-generator';
import { findLastGeneratorRun } from './agreement-generator.repository';

/** The tenant's last generator run: when, and what it made (admins). */
export function getGeneratorStatus({
  db,
  tenantId,
  userId,
}: TenantContext): Promise<AgreementGeneratorStatus> {
  return db.tenant({ tenantId, userId }, async (scope) => {
    const last = await findLastGeneratorRun(scope);
    return {
      lastRun: last
        ? {
            startedAt: last.startedAt.toISOString(),
            finishedAt: last.finishedAt.toISOString(),
            trigger: last.trigger,
            agreementsProcessed: last.agreementsProcessed,
            visitsCreated: last.visitsCreated,
            invoicesCreated: last.invoicesCreated,
            renewalsCreated: last.renewalsCreated,
            failures: last.failures,
          }
        : null,
    };
  });
}

/** An admin runs the generator for their organization now (instead of waiting for the hourly run). */
export async function runGeneratorNow(context: TenantContext): Promise<AgreementGeneratorStatus> {
  const { db, tenantId, userId } = context;
  const counts = await runGeneratorForTenant({ db, tenantId, trigger: 'manual' });
  await db.tenant({ tenantId, userId }, (scope) =>
    recordAudit(scope, {
      entity: 'service_agreement',
      entityId: tenantId,
      action: 'generator_run',
      summary: `Agreement generator run: ${counts.visitsCreated} visits, ${counts.invoicesCreated} invoices, ${counts.renewalsCreated} renewals`,
      changes: { ...counts },
    }),
  );
  return getGeneratorStatus(context);
}
