import {
  DEFAULT_EXPECTED_LIFE_YEARS,
  equipmentLabel,
  type Equipment,
  type EquipmentCreateData,
  type EquipmentListQuery,
  type EquipmentType,
  type EquipmentUpdateData,
} from '@tradeworks/contracts/equipment';
import { LOCATION_MESSAGES } from '@tradeworks/contracts/service-locations';
import type { TenantScope } from '../../db/client';
import { validation } from '../../http/app-error';
import type { Page } from '../../http/paging';
import type { TenantContext } from '../../http/route';
import { changedFields, recordAudit } from '../../platform/audit/audit-log';
import { addDays, tenantDate } from '../../platform/tenant-clock';
import { findLocation } from '../clients/public';
import { toEquipment } from './equipment-view';
import { EquipmentErrors } from './equipment.errors';
import {
  deleteEquipmentRow,
  equipmentRecordKinds,
  findEquipment,
  insertEquipment,
  listEquipment,
  updateEquipmentRow,
  type EquipmentInsert,
} from './equipment.repository';
import { emitWebhookEvent } from '../webhooks/public';

const ENTITY = 'equipment';

export function listEquipmentPage(
  options: TenantContext & { query: EquipmentListQuery },
): Promise<Page<Equipment>> {
  const { db, tenantId, userId, query } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const today = await tenantDate(scope);
    const until =
      query.warrantyEndsWithinDays === undefined ? undefined : addDays(today, query.warrantyEndsWithinDays);
    const page = await listEquipment(scope, { ...query, today, until });
    return { items: page.items.map(toEquipment), total: page.total };
  });
}

export async function loadEquipment(scope: TenantScope, id: string): Promise<Equipment> {
  const row = await findEquipment(scope, id);
  if (!row) throw EquipmentErrors.notFound();
  return toEquipment(row);
}

export function getEquipment(options: TenantContext & { id: string }): Promise<Equipment> {
  const { db, tenantId, userId, id } = options;
  return db.tenant({ tenantId, userId }, (scope) => loadEquipment(scope, id));
}

/** The unit's location: one of the organization's, active unless the unit is already there. */
export async function requireUnitLocation(scope: TenantScope, locationId: string, currentId?: string) {
  const location = await findLocation(scope, locationId);
  if (!location) throw EquipmentErrors.locationNotFound();
  if (location.archived && location.id !== currentId)
    throw validation(LOCATION_MESSAGES.archived, { locationId: LOCATION_MESSAGES.archived });
  return location;
}

const lifeFor = (type: EquipmentType, given: number | null | undefined) =>
  given ?? DEFAULT_EXPECTED_LIFE_YEARS[type];

/** The stored columns of a new unit (also the CSV import's). */
export function equipmentInsertValues(
  data: EquipmentCreateData,
  location: { id: string; clientId: string },
): EquipmentInsert {
  return {
    locationId: location.id,
    clientId: location.clientId,
    type: data.type,
    make: data.make ?? null,
    model: data.model ?? null,
    serialNumber: data.serialNumber ?? null,
    installDate: data.installDate ?? null,
    warrantyPartsEnds: data.warrantyPartsEnds ?? null,
    warrantyLabourEnds: data.warrantyLabourEnds ?? null,
    refrigerantType: data.refrigerantType ?? null,
    refrigerantChargeOz: data.refrigerantChargeOz ?? null,
    filterSize: data.filterSize ?? null,
    expectedLifeYears: lifeFor(data.type, data.expectedLifeYears),
    notes: data.notes ?? null,
    status: data.status,
  };
}

export function createEquipment(options: TenantContext & { data: EquipmentCreateData }): Promise<Equipment> {
  const { db, tenantId, userId, data } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const location = await requireUnitLocation(scope, data.locationId);
    const values = equipmentInsertValues(data, location);
    const [row] = await insertEquipment(scope, [{ ...values, source: 'manual', createdBy: userId }]);
    await recordAudit(scope, {
      entity: ENTITY,
      entityId: row.id,
      action: 'create',
      summary: `${equipmentLabel(row)} added at ${location.name}`,
      changes: values as unknown as Record<string, unknown>,
    });
    const unit = await loadEquipment(scope, row.id);
    await emitWebhookEvent(scope, 'equipment.created', unit);
    return unit;
  });
}

export function updateEquipment(
  options: TenantContext & { id: string; data: EquipmentUpdateData },
): Promise<Equipment> {
  const { db, tenantId, userId, id, data } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const existing = await findEquipment(scope, id, true);
    if (!existing) throw EquipmentErrors.notFound();
    const unit = existing.unit;
    const set: Partial<EquipmentInsert> = {};
    if (data.locationId !== undefined && data.locationId !== unit.locationId) {
      const location = await requireUnitLocation(scope, data.locationId, unit.locationId);
      Object.assign(set, { locationId: location.id, clientId: location.clientId });
    }
    const plain = [
      'type',
      'make',
      'model',
      'serialNumber',
      'installDate',
      'warrantyPartsEnds',
      'warrantyLabourEnds',
      'refrigerantType',
      'refrigerantChargeOz',
      'filterSize',
      'notes',
      'status',
    ] as const;
    for (const key of plain) if (data[key] !== undefined) Object.assign(set, { [key]: data[key] });
    const type = data.type ?? unit.type;
    // Empty expected life: the type's default; a type change keeps a life that was the old type's default
    // in step with the new type.
    if (data.expectedLifeYears !== undefined) set.expectedLifeYears = lifeFor(type, data.expectedLifeYears);
    else if (data.type && unit.expectedLifeYears === DEFAULT_EXPECTED_LIFE_YEARS[unit.type])
      set.expectedLifeYears = DEFAULT_EXPECTED_LIFE_YEARS[type];
    const changes = changedFields(unit, set);
    if (!Object.keys(changes).length) return toEquipment(existing);
    await updateEquipmentRow(scope, id, set);
    await recordAudit(scope, {
      entity: ENTITY,
      entityId: id,
      action: 'update',
      summary: `${equipmentLabel({ ...unit, ...set })} updated`,
      changes,
    });
    return loadEquipment(scope, id);
  });
}

/** Deletes a unit entered by mistake; one with history is marked replaced or removed instead (409). */
export function deleteEquipment(options: TenantContext & { id: string }): Promise<void> {
  const { db, tenantId, userId, id } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const existing = await findEquipment(scope, id, true);
    if (!existing) throw EquipmentErrors.notFound();
    const label = equipmentLabel(existing.unit);
    const kinds = await equipmentRecordKinds(scope, id);
    if (kinds.length) throw EquipmentErrors.hasHistory(label, kinds);
    await deleteEquipmentRow(scope, id);
    await recordAudit(scope, {
      entity: ENTITY,
      entityId: id,
      action: 'delete',
      summary: `${label} at ${existing.locationName} deleted`,
    });
  });
}
