import { and, desc, eq } from 'drizzle-orm';
import type { TenantScope } from '../../db/client';
import { auditLog } from '../../db/schema';

/** The newest audit entry that deleted this record (when, and its summary), if any. */
export async function findDeleteEntry({ tx, tenantId }: TenantScope, entity: string, id: string) {
  const [entry] = await tx
    .select({ createdAt: auditLog.createdAt, summary: auditLog.summary })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.tenantId, tenantId),
        eq(auditLog.entity, entity),
        eq(auditLog.entityId, id),
        eq(auditLog.action, 'delete'),
      ),
    )
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  return entry;
}
