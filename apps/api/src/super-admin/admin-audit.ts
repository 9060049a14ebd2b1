import type { Tx } from '../db/client';
import { recordAudit, recordPlatformAudit, type AuditEntry } from '../platform/audit/audit-log';

/**
 * A membership belongs to both worlds: the platform log shows it on the user's history, the tenant's own
 * log shows it on the organization's activity. Both rows go in the caller's transaction.
 */
export async function recordMembershipAudit(
  tx: Tx,
  options: { actorId: string; tenantId: string; entry: AuditEntry },
): Promise<void> {
  await recordPlatformAudit(tx, options.actorId, { ...options.entry, subjectTenantId: options.tenantId });
  await recordAudit({ tx, tenantId: options.tenantId, userId: options.actorId }, options.entry);
}
