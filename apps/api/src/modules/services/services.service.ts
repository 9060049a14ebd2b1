import {
  priceServiceLines,
  type Service,
  type ServiceData,
  type ServiceListQuery,
  type ServiceSummary,
  type ServiceWithLines,
} from '@tradeworks/contracts/services';
import type { TenantScope } from '../../db/client';
import type { Page } from '../../http/paging';
import type { TenantContext } from '../../http/route';
import { changedFields, recordAudit } from '../../platform/audit/audit-log';
import { findInventoryItems } from '../inventory/public';
import { ServiceErrors } from './services.errors';
import {
  deleteService,
  findService,
  findServiceLines,
  findServiceUsage,
  insertService,
  listServices,
  replaceServiceLines,
  summarizeServices,
  updateService,
  type ServiceLineInsert,
} from './services.repository';
import { toService, toServiceWithLines } from './service-view';

const ENTITY = 'service';

export async function listServicesPage(
  options: TenantContext & { query: ServiceListQuery },
): Promise<Page<Service>> {
  const { db, tenantId, userId, query } = options;
  const page = await db.tenant({ tenantId, userId }, (scope) => listServices(scope, query));
  return { items: page.items.map(toService), total: page.total };
}

export async function getServiceSummary({ db, tenantId, userId }: TenantContext): Promise<ServiceSummary> {
  const row = await db.tenant({ tenantId, userId }, (scope) => summarizeServices(scope));
  return {
    activeServices: row.active_services,
    totalServices: row.total_services,
    simpleServices: row.simple_services,
    compositeServices: row.composite_services,
    totalValue: row.total_value,
  };
}

export function getService(options: TenantContext & { id: string }): Promise<ServiceWithLines> {
  const { db, tenantId, userId, id } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const row = await findService(scope, id);
    if (!row) throw ServiceErrors.notFound();
    return toServiceWithLines(row, await findServiceLines(scope, id));
  });
}

/**
 * The stored lines and price of a body: composite services are priced from their lines (quantity × rate,
 * summed on the server); simple services keep their price and have no lines. Part lines must point at an
 * inventory item of the tenant — an active one, unless the service already used it.
 */
async function resolveLines(scope: TenantScope, body: ServiceData, previouslyLinked: Set<string>) {
  if (body.service.serviceType === 'simple')
    return { lines: [] as ServiceLineInsert[], basePrice: body.service.basePrice! };
  const partIds = body.lineItems.filter((l) => l.itemType === 'part').map((l) => l.inventoryId!);
  const found = new Map(
    (await findInventoryItems(scope, [...new Set(partIds)])).map((item) => [item.id, item]),
  );
  const fieldErrors: Record<string, string> = {};
  body.lineItems.forEach((line, index) => {
    if (line.itemType !== 'part') return;
    const item = found.get(line.inventoryId!);
    if (!item) fieldErrors[`lineItems.${index}.inventoryId`] = ServiceErrors.partMessage;
    else if (item.status !== 'active' && !previouslyLinked.has(item.id)) {
      fieldErrors[`lineItems.${index}.inventoryId`] =
        `${item.name} is inactive: choose an active inventory item`;
    }
  });
  if (Object.keys(fieldErrors).length) throw ServiceErrors.invalidParts(fieldErrors);
  const priced = priceServiceLines(body.lineItems);
  const lines = priced.lines.map((line, index) => ({
    inventoryId: line.itemType === 'part' ? line.inventoryId! : null,
    itemType: line.itemType,
    itemName: line.itemName,
    quantity: line.quantity,
    rate: line.rate,
    total: line.total,
    sortOrder: index,
  }));
  return { lines, basePrice: priced.basePrice };
}

function serviceColumns(body: ServiceData, basePrice: string) {
  const { name, description, serviceType, category, status, isInventoried, taxable, tags, createsEquipment } =
    body.service;
  return {
    name,
    description: description ?? null,
    serviceType,
    basePrice,
    category: category ?? null,
    status,
    isInventoried,
    taxable,
    createsEquipment,
    // A service that installs nothing keeps no type.
    equipmentType: createsEquipment ? (body.service.equipmentType ?? 'other') : null,
    tags,
    ...bookingColumns(body.service),
  };
}

/** The booking fields given on this save (absent ones keep what is stored; see serviceFieldsSchema). */
function bookingColumns(service: ServiceData['service']) {
  const { bookable, bookingDurationMinutes, bookingPriceFrom, bookingSkills, bookingCallUs } = service;
  const given = { bookable, bookingDurationMinutes, bookingSkills, bookingCallUs };
  const columns: Partial<typeof given & { bookingPriceFrom: string | null }> = Object.fromEntries(
    Object.entries(given).filter(([, value]) => value !== undefined),
  );
  if (bookingPriceFrom !== undefined) columns.bookingPriceFrom = bookingPriceFrom;
  return columns;
}

export function createService(options: TenantContext & { data: ServiceData }): Promise<ServiceWithLines> {
  const { db, tenantId, userId, data } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const { lines, basePrice } = await resolveLines(scope, data, new Set());
    const row = await insertService(scope, serviceColumns(data, basePrice));
    const stored = await replaceServiceLines(scope, row.id, lines);
    await recordAudit(scope, {
      entity: ENTITY,
      entityId: row.id,
      action: 'create',
      summary: `Service ${row.name} created`,
      changes: { ...serviceColumns(data, basePrice), lineItems: lines.length },
    });
    return toServiceWithLines(row, stored);
  });
}

export function updateServiceDetails(
  options: TenantContext & { id: string; data: ServiceData },
): Promise<ServiceWithLines> {
  const { db, tenantId, userId, id, data } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const existing = await findService(scope, id);
    if (!existing) throw ServiceErrors.notFound();
    const previousLines = await findServiceLines(scope, id);
    const linked = new Set(previousLines.map((l) => l.inventoryId).filter((v): v is string => Boolean(v)));
    const { lines, basePrice } = await resolveLines(scope, data, linked);
    const columns = serviceColumns(data, basePrice);
    const row = (await updateService(scope, id, columns))!;
    const stored = await replaceServiceLines(scope, id, lines);
    await recordAudit(scope, {
      entity: ENTITY,
      entityId: id,
      action: 'update',
      summary: `Service ${row.name} updated`,
      changes: {
        ...changedFields(existing, columns),
        lineItems: { from: previousLines.length, to: stored.length },
      },
    });
    return toServiceWithLines(row, stored);
  });
}

/** Deletes a service unless quotes or invoices use it (then it should be made inactive). */
export function deleteServiceById(options: TenantContext & { id: string }): Promise<void> {
  const { db, tenantId, userId, id } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const existing = await findService(scope, id);
    if (!existing) throw ServiceErrors.notFound();
    const usage = await findServiceUsage(scope, id);
    if (usage.length) throw ServiceErrors.inUse(existing.name, usage);
    await deleteService(scope, id);
    await recordAudit(scope, {
      entity: ENTITY,
      entityId: id,
      action: 'delete',
      summary: `Service ${existing.name} deleted`,
    });
  });
}
