import { and, desc, eq } from 'drizzle-orm';
import type { DeletableRecord, DeletedRecord } from '@tradeworks/contracts/deleted-records';
import { auditLog } from '../../db/schema';
import { DeletedRecordErrors } from './deleted-records.errors';
import type { TenantContext } from '../../http/route';

/**
 * The audit log's delete entry for the record: a link to it (dashboard activity, an e-mail, a bookmark) can
 * then say 'This … was deleted' instead of a bare 404. Another tenant's id has no entry here: 404.
 */
export async function findDeletedRecord(
  options: TenantContext & { entity: DeletableRecord; id: string },
): Promise<DeletedRecord> {
  const { db, tenantId, userId, entity, id } = options;
  const row = await db.tenant({ tenantId, userId }, async ({ tx }) => {
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
  });
  if (!row) throw DeletedRecordErrors.notFound();
  return { entity, id, deletedAt: row.createdAt.toISOString(), summary: row.summary };
}
