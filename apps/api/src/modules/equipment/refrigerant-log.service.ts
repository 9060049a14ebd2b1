import type { RefrigerantLogCreateData, RefrigerantLogEntry } from '@tradeworks/contracts/equipment';
import { equipmentLabel } from '@tradeworks/contracts/equipment';
import type { Page } from '../../http/paging';
import type { TenantContext } from '../../http/route';
import { recordAudit } from '../../platform/audit/audit-log';
import { tenantDate } from '../../platform/tenant-clock';
import { EquipmentErrors } from './equipment.errors';
import { findEquipment } from './equipment.repository';
import {
  insertRefrigerantEntry,
  jobAtLocation,
  listRefrigerantEntries,
  technicianExists,
  type RefrigerantEntryRow,
} from './refrigerant-log.repository';

function toEntry({ entry, technicianName, jobNumber }: RefrigerantEntryRow): RefrigerantLogEntry {
  return {
    id: entry.id,
    equipmentId: entry.equipmentId,
    action: entry.action,
    amountOz: entry.amountOz,
    refrigerantType: entry.refrigerantType,
    technicianId: entry.technicianId,
    technicianName,
    servicedOn: entry.servicedOn,
    jobId: entry.jobId,
    jobNumber,
    notes: entry.notes,
    createdAt: entry.createdAt.toISOString(),
  };
}

/**
 * Records refrigerant added to or recovered from a unit (EPA 608 record-keeping): the technician must be the
 * organization's, a job must be at the unit's location; the refrigerant defaults to the unit's and the day to
 * today on the organization's clock.
 */
export function addRefrigerantEntry(
  options: TenantContext & { equipmentId: string; data: RefrigerantLogCreateData },
): Promise<RefrigerantLogEntry> {
  const { db, tenantId, userId, equipmentId, data } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const found = await findEquipment(scope, equipmentId, true);
    if (!found) throw EquipmentErrors.notFound();
    if (!(await technicianExists(scope, data.technicianId))) throw EquipmentErrors.technicianNotFound();
    if (data.jobId && !(await jobAtLocation(scope, data.jobId, found.unit.locationId)))
      throw EquipmentErrors.jobNotFound();
    const row = await insertRefrigerantEntry(scope, {
      equipmentId,
      action: data.action,
      amountOz: data.amountOz,
      refrigerantType: data.refrigerantType ?? found.unit.refrigerantType,
      technicianId: data.technicianId,
      servicedOn: data.servicedOn ?? (await tenantDate(scope)),
      jobId: data.jobId ?? null,
      notes: data.notes ?? null,
      createdBy: userId,
    });
    const entry = toEntry(row);
    await recordAudit(scope, {
      entity: 'equipment',
      entityId: equipmentId,
      action: 'refrigerant',
      summary: `${entry.amountOz} oz of ${entry.refrigerantType ?? 'refrigerant'} ${entry.action} — ${equipmentLabel(found.unit)} (${entry.technicianName})`,
      changes: {
        entryId: entry.id,
        action: entry.action,
        amountOz: entry.amountOz,
        servicedOn: entry.servicedOn,
      },
    });
    return entry;
  });
}

export function listRefrigerantLog(
  options: TenantContext & { equipmentId: string; page: { limit: number; offset: number } },
): Promise<Page<RefrigerantLogEntry>> {
  const { db, tenantId, userId, equipmentId, page } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    if (!(await findEquipment(scope, equipmentId))) throw EquipmentErrors.notFound();
    const result = await listRefrigerantEntries(scope, equipmentId, page);
    return { items: result.items.map(toEntry), total: result.total };
  });
}
