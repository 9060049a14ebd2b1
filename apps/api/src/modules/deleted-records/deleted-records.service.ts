import type { DeletableRecord, DeletedRecord } from '@tradeworks/contracts/deleted-records';
import { findDeleteEntry } from './deleted-records.repository';
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
  const row = await db.tenant({ tenantId, userId }, (scope) => findDeleteEntry(scope, entity, id));
  if (!row) throw DeletedRecordErrors.notFound();
  return { entity, id, deletedAt: row.createdAt.toISOString(), summary: row.summary };
}
