import { equipment, auditLog } from '../../db/schema';
import {
  findExistingEquipmentKeys,
  findImportLocations,
  findLocationClientId,
} from './import-lookups.repository';
import {
  equipmentCreateSchema,
  equipmentLabel,
  type EquipmentCreateData,
} from '@tradeworks/contracts/equipment';
import type { TenantScope } from '../../db/client';
import { changedFields, recordAudit } from '../../platform/audit/audit-log';
import {
  equipmentInsertValues,
  findEquipment,
  insertEquipment,
  updateEquipmentRow,
} from '../equipment/public';
import type { ExistingRecords, ImportTypeDefinition } from './import-type';

const ENTITY = 'equipment';
const unitKey = (make: string | null | undefined, serial: string | null | undefined) =>
  serial?.trim() ? `${(make ?? '').trim().toLowerCase()}\u0000${serial.trim().toLowerCase()}` : null;
const lower = (value: unknown) => String(value).trim().toLowerCase();

/** The organization's locations as a file names them: by id, and by client e-mail (+ location name). */
interface LocationLookup {
  /** location id → its client id */
  byId: Map<string, string>;
  /** client e-mail → the default location's id, or null when two clients share the e-mail */
  defaultByEmail: Map<string, string | null>;
  /** client e-mail + location name → location id (null when ambiguous) */
  byEmailAndName: Map<string, string | null>;
}

async function loadLocations(scope: TenantScope): Promise<LocationLookup> {
  const rows = await findImportLocations(scope);
  const lookup: LocationLookup = { byId: new Map(), defaultByEmail: new Map(), byEmailAndName: new Map() };
  const clientOfEmail = new Map<string, string>();
  for (const row of rows) {
    lookup.byId.set(row.id, row.client_id);
    if (!row.email) continue;
    const email = lower(row.email);
    const owner = clientOfEmail.get(email);
    const shared = owner !== undefined && owner !== row.client_id;
    if (owner === undefined) clientOfEmail.set(email, row.client_id);
    if (row.is_default) lookup.defaultByEmail.set(email, shared ? null : row.id);
    else if (shared) lookup.defaultByEmail.set(email, null);
    const named = `${email}\u0000${lower(row.name)}`;
    lookup.byEmailAndName.set(named, lookup.byEmailAndName.has(named) ? null : row.id);
  }
  return lookup;
}

/**
 * The unit's location from its cells: `locationId`, else the client's e-mail and the location's name (empty:
 * the client's default location). The cells that only name it leave the body.
 */
function resolveLocation(values: Record<string, unknown>, existing: ExistingRecords) {
  const lookup = existing.references as LocationLookup;
  const { clientEmail, locationName } = values;
  delete values.clientEmail;
  delete values.locationName;
  const field = 'locationId';
  if (values.locationId !== undefined) {
    if (lookup.byId.has(String(values.locationId))) return [];
    return [{ column: 'locationId', field, message: 'No active location with this id in this organization' }];
  }
  if (clientEmail === undefined)
    return [{ column: 'clientEmail', field, message: 'Give the client’s e-mail or a locationId' }];
  const email = lower(clientEmail);
  if (!lookup.defaultByEmail.has(email))
    return [{ column: 'clientEmail', field, message: 'No client with this e-mail' }];
  const id =
    locationName === undefined
      ? lookup.defaultByEmail.get(email)
      : lookup.byEmailAndName.get(`${email}\u0000${lower(locationName)}`);
  if (id === undefined)
    return [{ column: 'locationName', field, message: 'The client has no active location of this name' }];
  if (id === null)
    return [
      {
        column: locationName === undefined ? 'clientEmail' : 'locationName',
        field,
        message: 'More than one client or location matches: use the locationId column',
      },
    ];
  values.locationId = id;
  return [];
}

/**
 * Equipment: each row at a location named by id or by its client's e-mail and the location's name; matched
 * by make and serial number. New units are marked as imported.
 */
export const equipmentImport: ImportTypeDefinition<EquipmentCreateData> = {
  type: 'equipment',
  filledTables: [equipment, auditLog],
  noun: 'unit',
  kinds: {
    installDate: 'day',
    warrantyPartsEnds: 'day',
    warrantyLabourEnds: 'day',
    refrigerantChargeOz: 'money',
    expectedLifeYears: 'integer',
    createdAt: 'date',
  },
  schema: equipmentCreateSchema,
  resolveReferences: resolveLocation,
  toBody: (values) => values,
  issueColumn: (path) => String(path[0] ?? ''),
  naturalKey: (data) => unitKey(data.make, data.serialNumber),
  keyColumn: 'serialNumber',
  async loadExisting(scope) {
    const rows = await findExistingEquipmentKeys(scope);
    const byKey = new Map<string, string>();
    const ids = new Set<string>();
    for (const row of rows) {
      ids.add(row.id);
      const key = unitKey(row.make, row.serial_number);
      if (key && !byKey.has(key)) byKey.set(key, row.id);
    }
    return { byKey, ids, references: await loadLocations(scope) };
  },
  async writeBatch(scope, batch) {
    const lookup = new Map<string, string>();
    const clientOf = async (locationId: string) => {
      if (!lookup.has(locationId)) {
        lookup.set(locationId, await findLocationClientId(scope, locationId));
      }
      return lookup.get(locationId)!;
    };
    const fresh = batch.filter((r) => !r.existingId);
    const values = [];
    for (const r of fresh) {
      const location = { id: r.data.locationId, clientId: await clientOf(r.data.locationId) };
      values.push({
        ...equipmentInsertValues(r.data, location),
        source: 'import' as const,
        createdBy: scope.userId,
        ...(r.createdAt ? { createdAt: r.createdAt } : {}),
      });
    }
    const created = await insertEquipment(scope, values);
    for (const row of created) {
      await recordAudit(scope, {
        entity: ENTITY,
        entityId: row.id,
        action: 'create',
        summary: `${equipmentLabel(row)} added (CSV import)`,
      });
    }
    let updated = 0;
    for (const { data, existingId } of batch) {
      if (!existingId) continue;
      const existing = (await findEquipment(scope, existingId))!.unit;
      const next = equipmentInsertValues(data, {
        id: data.locationId,
        clientId: await clientOf(data.locationId),
      });
      const changes = changedFields(existing, next);
      if (Object.keys(changes).length) {
        await updateEquipmentRow(scope, existingId, next);
        await recordAudit(scope, {
          entity: ENTITY,
          entityId: existingId,
          action: 'update',
          summary: `${equipmentLabel(next)} updated (CSV import)`,
          changes,
        });
      }
      updated++;
    }
    return { created: created.length, updated };
  },
};
