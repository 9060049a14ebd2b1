import { services, serviceLineItems, auditLog } from '../../db/schema';
import { findExistingServiceKeys } from './import-lookups.repository';
import { serviceBodySchema, type ServiceData } from '@tradeworks/contracts/services';
import { changedFields, recordAudit } from '../../platform/audit/audit-log';
import { findService, insertService, updateService } from '../services/public';
import type { ImportTypeDefinition } from './import-type';

const ENTITY = 'service';
const nameKey = (name: string) => name.trim().toLowerCase();

/** The stored columns of an imported service; a composite's price comes from its components. */
function serviceColumns(body: ServiceData, basePrice: string) {
  const { name, description, serviceType, category, status, isInventoried, tags } = body.service;
  return {
    name,
    description: description ?? null,
    serviceType,
    basePrice,
    category: category ?? null,
    status,
    isInventoried,
    tags,
  };
}

/**
 * Services: matched by name. A CSV row carries no components, so a new composite service starts without
 * them (price 0.00 until components are added in the app) and a re-imported one keeps its components and
 * their computed price.
 */
export const serviceImport: ImportTypeDefinition<ServiceData> = {
  type: 'services',
  filledTables: [services, serviceLineItems, auditLog],
  noun: 'service',
  kinds: { basePrice: 'money', isInventoried: 'boolean', tags: 'tags', createdAt: 'date' },
  schema: serviceBodySchema,
  toBody: (values) => ({ service: values, lineItems: [] }),
  issueColumn: (path) => String((path[0] === 'service' ? path[1] : path[0]) ?? ''),
  naturalKey: (data) => nameKey(data.service.name),
  keyColumn: 'name',
  async loadExisting(scope) {
    const rows = await findExistingServiceKeys(scope);
    const byKey = new Map<string, string>();
    const ids = new Set<string>();
    for (const row of rows) {
      ids.add(row.id);
      if (!byKey.has(nameKey(row.name))) byKey.set(nameKey(row.name), row.id);
    }
    return { byKey, ids };
  },
  async writeBatch(scope, batch) {
    let created = 0;
    let updated = 0;
    for (const { data, existingId, createdAt } of batch) {
      const simplePrice = data.service.serviceType === 'simple' ? data.service.basePrice! : null;
      if (!existingId) {
        const columns = serviceColumns(data, simplePrice ?? '0.00');
        const row = await insertService(scope, { ...columns, ...(createdAt ? { createdAt } : {}) });
        await recordAudit(scope, {
          entity: ENTITY,
          entityId: row.id,
          action: 'create',
          summary: `Service ${row.name} created (CSV import)`,
          changes: { ...columns, lineItems: 0 },
        });
        created++;
        continue;
      }
      const existing = (await findService(scope, existingId))!;
      const keepsComponents =
        data.service.serviceType === 'composite' && existing.serviceType === 'composite';
      const columns = serviceColumns(data, simplePrice ?? (keepsComponents ? existing.basePrice : '0.00'));
      const changes = changedFields(existing, columns);
      if (Object.keys(changes).length) {
        await updateService(scope, existingId, columns);
        await recordAudit(scope, {
          entity: ENTITY,
          entityId: existingId,
          action: 'update',
          summary: `Service ${columns.name} updated (CSV import)`,
          changes,
        });
      }
      updated++;
    }
    return { created, updated };
  },
};
