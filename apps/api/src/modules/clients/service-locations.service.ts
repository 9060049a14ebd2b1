import {
  formatLocationAddress,
  type ServiceLocation,
  type ServiceLocationCreateData,
  type ServiceLocationListQuery,
  type ServiceLocationUpdateData,
} from '@tradeworks/contracts/service-locations';
import type { TenantScope } from '../../db/client';
import { ClientErrors } from './clients.errors';
import type { Page } from '../../http/paging';
import type { TenantContext } from '../../http/route';
import { changedFields, recordAudit, recordAudits } from '../../platform/audit/audit-log';
import { locateZip } from '../../platform/geo/us-places-index';
import { findClient, type ClientRow } from './clients.repository';
import { toServiceLocation } from './service-location-view';
import { LocationErrors } from './service-locations.errors';
import { taxGroupExists, TaxErrors } from '../tax/public';
import {
  countActiveLocations,
  deleteLocationRow,
  findDefaultLocation,
  findLocation,
  findLocationListRow,
  insertLocation,
  listAllLocations,
  listLocations,
  locationRecordKinds,
  moveOpenJobsTo,
  updateLocationRow,
  type LocationInsert,
  type LocationRow,
} from './service-locations.repository';

const ENTITY = 'service_location';
const ADDRESS_FIELDS = ['address', 'address2', 'city', 'state', 'zipCode'] as const;

type Place = Pick<LocationInsert, 'latitude' | 'longitude'>;

/** Coordinates as given, else the ZIP code's centre when the address is new or changed (the optimiser needs them). */
function coordinates(data: ServiceLocationUpdateData, previous?: LocationRow): Place {
  if (data.latitude != null && data.longitude != null)
    return { latitude: data.latitude, longitude: data.longitude };
  const moved = ADDRESS_FIELDS.some((k) => data[k] !== undefined && data[k] !== previous?.[k]);
  if (previous && !moved && data.latitude === undefined) return {};
  const zip = locateZip(data.zipCode ?? previous?.zipCode);
  return { latitude: zip ? zip.lat.toFixed(6) : null, longitude: zip ? zip.lng.toFixed(6) : null };
}

function columns(data: ServiceLocationUpdateData): Partial<LocationInsert> {
  const values: Partial<LocationInsert> = {};
  const keys = [
    'name',
    'address',
    'address2',
    'city',
    'state',
    'zipCode',
    'accessNotes',
    'contactName',
    'contactPhone',
    'taxGroupId',
    'archived',
  ] as const;
  for (const key of keys) if (data[key] !== undefined) Object.assign(values, { [key]: data[key] });
  return values;
}

/** A location's own tax group must be one of the organization's (its documents are taxed with it). */
async function checkTaxGroup(scope: TenantScope, id: string | null | undefined): Promise<void> {
  if (id && !(await taxGroupExists(scope, id))) throw TaxErrors.unknownGroup();
}

/** The client of the path (404 otherwise); locked while its locations change. */
async function requireClient(scope: TenantScope, id: string, options: { lock?: boolean } = {}) {
  const row = await findClient(scope, id, options);
  if (!row) throw ClientErrors.notFound();
  return row;
}

async function answer(scope: TenantScope, id: string): Promise<ServiceLocation> {
  return toServiceLocation((await findLocationListRow(scope, id))!);
}

async function requireLocation(scope: TenantScope, clientId: string, id: string, lock = false) {
  await requireClient(scope, clientId);
  const row = await findLocation(scope, id, { clientId, lock });
  if (!row) throw LocationErrors.notFound();
  return row;
}

export function listClientLocations(
  options: TenantContext & { clientId: string; query: ServiceLocationListQuery },
): Promise<Page<ServiceLocation>> {
  const { db, tenantId, userId, clientId, query } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    await requireClient(scope, clientId);
    const page = await listLocations(scope, clientId, query);
    return { items: page.items.map(toServiceLocation), total: page.total };
  });
}

export function getClientLocation(
  options: TenantContext & { clientId: string; id: string },
): Promise<ServiceLocation> {
  const { db, tenantId, userId, clientId, id } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    await requireLocation(scope, clientId, id);
    return answer(scope, id);
  });
}

export function createClientLocation(
  options: TenantContext & { clientId: string; data: ServiceLocationCreateData },
): Promise<ServiceLocation> {
  const { db, tenantId, userId, clientId, data } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const client = await requireClient(scope, clientId, { lock: true });
    await checkTaxGroup(scope, data.taxGroupId);
    const values = { ...columns(data), ...coordinates(data) } as LocationInsert;
    const row = await insertLocation(scope, clientId, values);
    await recordAudit(scope, {
      entity: ENTITY,
      entityId: row.id,
      action: 'create',
      summary: `Location ${row.name} added for ${client.name}`,
      changes: { clientId, ...columns(data) },
    });
    return answer(scope, row.id);
  });
}

/**
 * Edits a location (archive it with `{archived: true}`). The client's last active location cannot be
 * archived. Open jobs there that follow its address move with it.
 */
export function updateClientLocation(
  options: TenantContext & { clientId: string; id: string; data: ServiceLocationUpdateData },
): Promise<ServiceLocation> {
  const { db, tenantId, userId, clientId, id, data } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    await requireClient(scope, clientId, { lock: true });
    const previous = await requireLocation(scope, clientId, id, true);
    if (data.archived && !previous.archived && (await countActiveLocations(scope, clientId)) <= 1)
      throw LocationErrors.lastActive(previous.name);
    await checkTaxGroup(scope, data.taxGroupId);
    const set = { ...columns(data), ...coordinates(data, previous) };
    const changes = changedFields(previous, set);
    if (!Object.keys(changes).length) return answer(scope, id);
    const row = await updateLocationRow(scope, id, set);
    const jobsMoved = await followLocation(scope, previous, row);
    await recordAudit(scope, {
      entity: ENTITY,
      entityId: id,
      action: data.archived === undefined ? 'update' : data.archived ? 'archive' : 'restore',
      summary: `Location ${row.name} ${data.archived ? 'archived' : data.archived === false ? 'restored' : 'updated'}`,
      changes: jobsMoved ? { ...changes, openJobsMoved: jobsMoved } : changes,
    });
    return answer(scope, id);
  });
}

/**
 * Open jobs that follow the location's address take its new one, each audited (the board and the
 * technician's day see the change in the change feed); answers how many moved.
 */
async function followLocation(scope: TenantScope, previous: LocationRow, row: LocationRow): Promise<number> {
  const address = formatLocationAddress(row);
  const moved =
    formatLocationAddress(previous) !== address ||
    previous.latitude !== row.latitude ||
    previous.longitude !== row.longitude;
  if (!moved) return 0;
  const jobs = await moveOpenJobsTo(scope, row.id, {
    address,
    latitude: row.latitude,
    longitude: row.longitude,
  });
  await recordAudits(
    scope,
    jobs.map((job) => ({
      entity: 'service_job',
      entityId: job.id,
      action: 'update',
      summary: `Job ${job.jobNumber} moved with its location ${row.name}`,
      changes: { address: { from: formatLocationAddress(previous), to: address } },
    })),
  );
  return jobs.length;
}

/** Deletes a location nothing points at; one with jobs (or other records) is archived instead (409). */
export function deleteClientLocation(
  options: TenantContext & { clientId: string; id: string },
): Promise<void> {
  const { db, tenantId, userId, clientId, id } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    await requireClient(scope, clientId, { lock: true });
    const location = await requireLocation(scope, clientId, id, true);
    const kinds = await locationRecordKinds(scope, id);
    if (kinds.length) throw LocationErrors.inUse(location.name, kinds);
    if (!location.archived && (await countActiveLocations(scope, clientId)) <= 1)
      throw LocationErrors.lastActive(location.name);
    await deleteLocationRow(scope, id);
    await recordAudit(scope, {
      entity: ENTITY,
      entityId: id,
      action: 'delete',
      summary: `Location ${location.name} deleted`,
    });
  });
}

/**
 * The location a job, document, agreement or unit is at: the one named (it must be the client's, and active
 * unless the record is already there), else the record's current one while its client stays, else the
 * client's default. `field` names the body field in a 400.
 */
export async function resolveClientLocation(
  scope: TenantScope,
  options: { clientId: string; locationId?: string | null; currentId?: string | null; field?: string },
): Promise<LocationRow> {
  const { clientId, locationId, currentId, field } = options;
  const id = locationId ?? currentId;
  if (id) {
    const row = await findLocation(scope, id, { clientId });
    if (row && (!row.archived || row.id === currentId)) return row;
    if (locationId) throw row ? LocationErrors.archived(field) : LocationErrors.notTheClients(field);
  }
  const fallback = await findDefaultLocation(scope, clientId);
  if (!fallback) throw LocationErrors.notTheClients(field);
  return fallback;
}

/**
 * Billing stays with the client, but a client who has only its first location, still at the client's
 * address, keeps the two together: editing the client's address moves that location (and its open jobs),
 * so nothing changes for organizations that do not use locations.
 */
export async function followClientAddress(
  scope: TenantScope,
  previous: ClientRow,
  row: ClientRow,
): Promise<void> {
  const same = (a: Record<string, unknown>, b: Record<string, unknown>) =>
    ADDRESS_FIELDS.every((k) => (a[k] ?? null) === (b[k] ?? null));
  if (same(previous, row) && previous.latitude === row.latitude && previous.longitude === row.longitude)
    return;
  const locations = await listAllLocations(scope, row.id);
  const only = locations.length === 1 ? locations[0] : undefined;
  if (!only || !same(only, previous)) return;
  const place = {
    address: row.address,
    address2: row.address2,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    latitude: row.latitude,
    longitude: row.longitude,
  };
  const moved = await updateLocationRow(scope, only.id, place);
  await followLocation(scope, only, moved);
}
