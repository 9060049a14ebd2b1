import type { EquipmentHistoryEntry, EquipmentHistoryQuery } from '@tradeworks/contracts/equipment';
import type { Page } from '../../http/paging';
import type { TenantContext } from '../../http/route';
import { EquipmentErrors } from './equipment.errors';
import { HISTORY_SOURCES, listHistory } from './equipment-history.repository';
import { findEquipment } from './equipment.repository';

const byKind = new Map(HISTORY_SOURCES.map((source) => [source.kind, source]));

/** GET /api/equipment/{id}/history: every source's rows merged, newest first, paged in SQL. */
export function getEquipmentHistory(
  options: TenantContext & { id: string; query: EquipmentHistoryQuery },
): Promise<Page<EquipmentHistoryEntry>> {
  const { db, tenantId, userId, id, query } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    if (!(await findEquipment(scope, id))) throw EquipmentErrors.notFound();
    const { rows, total } = await listHistory(scope, id, query);
    return { items: rows.map((row) => byKind.get(row.kind)!.toEntry(row)), total };
  });
}
