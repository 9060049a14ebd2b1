import {
  clientDisplayName,
  type ClientCreateData,
  type ClientListQuery,
  type ClientSaved,
  type ClientUpdateData,
} from '@tradeworks/contracts/clients';
import type { TenantScope } from '../../db/client';
import type { TenantContext } from '../../http/route';
import { changedFields, recordAudit } from '../../platform/audit/audit-log';
import { locateZip } from '../../platform/geo/us-places-index';
import { requireStripe } from '../../platform/payments/stripe-client';
import { detachPaymentMethod } from '../../platform/payments/stripe-gateway';
import { toClient } from './client-response';
import { ClientErrors } from './clients.errors';
import { taxGroupExists, TaxErrors } from '../tax/public';
import {
  clientRecordKinds,
  clientSummary,
  deleteClientRow,
  findClient,
  findClientWithEmail,
  insertClient,
  listClients,
  updateClientRow,
  type ClientInsert,
  type ClientRow,
} from './clients.repository';
import { listPaymentMethodRows } from './payment-methods.repository';
import { followClientAddress } from './service-locations.service';
import { emitWebhookEvent } from '../webhooks/public';

export function listClientsPage(options: TenantContext & { query: ClientListQuery }) {
  const { db, tenantId, userId, query } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const page = await listClients(scope, query);
    return { ...page, items: page.items.map(toClient) };
  });
}

export function getClientSummary({ db, tenantId, userId }: TenantContext) {
  return db.tenant({ tenantId, userId }, clientSummary);
}

export async function requireClient(
  scope: TenantScope,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ClientRow> {
  const row = await findClient(scope, id, options);
  if (!row) throw ClientErrors.notFound();
  return row;
}

export function getClient({ db, tenantId, userId, id }: TenantContext & { id: string }) {
  return db.tenant({ tenantId, userId }, async (scope) => toClient(await requireClient(scope, id)));
}

const ADDRESS_FIELDS = ['address', 'city', 'state', 'zipCode'] as const;
const coordinate = (n: number) => n.toFixed(6);

/** Coordinates from the chosen address suggestion, else the ZIP code's centre (the dispatch optimiser needs them). */
function location(
  data: ClientUpdateData,
  previous?: ClientRow,
): Pick<ClientInsert, 'latitude' | 'longitude'> {
  if (data.latitude != null && data.longitude != null)
    return { latitude: coordinate(data.latitude), longitude: coordinate(data.longitude) };
  const addressChanged = ADDRESS_FIELDS.some((k) => data[k] !== undefined && data[k] !== previous?.[k]);
  if (previous && !addressChanged && data.latitude === undefined) return {};
  const zip = locateZip(data.zipCode ?? previous?.zipCode);
  return { latitude: zip ? coordinate(zip.lat) : null, longitude: zip ? coordinate(zip.lng) : null };
}

function columns(data: ClientUpdateData): Partial<ClientInsert> {
  // A plain loop: the CSV import calls this for every row, and rest/entries/fromEntries allocate three times.
  const values: Record<string, unknown> = {};
  for (const key in data) {
    const value = data[key as keyof ClientUpdateData];
    if (value !== undefined && key !== 'latitude' && key !== 'longitude') values[key] = value;
  }
  return values as Partial<ClientInsert>;
}

/** A tax group of the tenant; an exemption needs its certificate number. */
async function checkTaxSettings(scope: TenantScope, data: ClientUpdateData, previous?: ClientRow) {
  if (data.taxGroupId && !(await taxGroupExists(scope, data.taxGroupId))) throw TaxErrors.unknownGroup();
  const exempt = data.taxExempt ?? previous?.taxExempt ?? false;
  const certificate =
    data.taxExemptCertificate !== undefined ? data.taxExemptCertificate : previous?.taxExemptCertificate;
  if (exempt && !certificate) throw ClientErrors.certificateRequired();
}

async function withDuplicate(scope: TenantScope, row: ClientRow): Promise<ClientSaved> {
  const duplicate = row.email ? await findClientWithEmail(scope, row.email, row.id) : undefined;
  return { ...toClient(row), possibleDuplicateOf: duplicate ?? null };
}

export function createClient({
  db,
  tenantId,
  userId,
  data,
}: TenantContext & { data: ClientCreateData }): Promise<ClientSaved> {
  return db.tenant({ tenantId, userId }, async (scope) => {
    await checkTaxSettings(scope, data);
    const row = await insertClient(scope, clientInsertValues(data));
    await recordAudit(scope, {
      entity: 'client',
      entityId: row.id,
      action: 'create',
      summary: `Client ${row.name} created`,
    });
    await emitWebhookEvent(scope, 'client.created', toClient(row));
    return withDuplicate(scope, row);
  });
}

export function updateClient({
  db,
  tenantId,
  userId,
  id,
  data,
}: TenantContext & { id: string; data: ClientUpdateData }): Promise<ClientSaved> {
  return db.tenant({ tenantId, userId }, async (scope) =>
    withDuplicate(scope, await updateClientInScope(scope, id, data)),
  );
}

/** The stored columns of a new client (display name, coordinates); also used by the CSV import's batches. */
export function clientInsertValues(data: ClientCreateData): ClientInsert {
  const values = columns(data) as ClientInsert;
  Object.assign(values, location(data));
  values.name = clientDisplayName(data);
  return values;
}

/** Changes a client inside the caller's transaction, audited; also used by the CSV import. */
export async function updateClientInScope(
  scope: TenantScope,
  id: string,
  data: ClientUpdateData,
): Promise<ClientRow> {
  const previous = await requireClient(scope, id, { lock: true });
  await checkTaxSettings(scope, data, previous);
  const values = columns(data);
  const name = clientDisplayName({ ...previous, ...values });
  const row = (await updateClientRow(scope, id, { ...values, ...location(data, previous), name }))!;
  await followClientAddress(scope, previous, row);
  const changes = changedFields(toClient(previous) as unknown as Record<string, unknown>, {
    ...values,
    name,
  });
  if (Object.keys(changes).length) {
    await recordAudit(scope, {
      entity: 'client',
      entityId: id,
      action: 'update',
      summary: `Client ${row.name} updated`,
      changes,
    });
    await emitWebhookEvent(scope, 'client.updated', toClient(row));
  }
  return row;
}

/** Deletes a client without business history; saved payment methods are detached at Stripe first. */
export async function deleteClient({
  db,
  tenantId,
  userId,
  id,
}: TenantContext & { id: string }): Promise<void> {
  const check = async (scope: TenantScope) => {
    const client = await requireClient(scope, id, { lock: true });
    const kinds = await clientRecordKinds(scope, id);
    if (kinds.length) throw ClientErrors.hasHistory(client.name, kinds);
    return client;
  };
  const methods = await db.tenant({ tenantId, userId }, async (scope) => {
    await check(scope);
    return listPaymentMethodRows(scope, id);
  });
  if (methods.length) {
    const stripe = await requireStripe(db, tenantId);
    for (const method of methods) await detachPaymentMethod(stripe, method.stripePaymentMethodId);
  }
  await db.tenant({ tenantId, userId }, async (scope) => {
    const client = await check(scope);
    await deleteClientRow(scope, id);
    await recordAudit(scope, {
      entity: 'client',
      entityId: id,
      action: 'delete',
      summary: `Client ${client.name} deleted`,
    });
  });
}
