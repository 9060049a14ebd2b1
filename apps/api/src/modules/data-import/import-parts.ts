import { inventoryItems, stockMovements, auditLog } from '../../db/schema';
import { findExistingPartKeys } from './import-lookups.repository';
import { inventoryCreateSchema, type InventoryCreateData } from '@tradeworks/contracts/inventory';
import { changedFields, recordAudit } from '../../platform/audit/audit-log';
import { findInventoryItem, insertInventoryItem, updateInventoryItem } from '../inventory/public';
import { recordOpeningStock, setStock } from '../inventory/public';
import type { ImportTypeDefinition } from './import-type';

const ENTITY = 'inventory_item';
const skuKey = (sku: string | null | undefined) => (sku?.trim() ? sku.trim().toLowerCase() : null);

/**
 * Parts: matched by SKU. A new part's stock is its opening ledger row; a re-import with a different
 * current stock records a stock correction in the ledger, as a count in the app would.
 */
export const partImport: ImportTypeDefinition<InventoryCreateData> = {
  type: 'parts',
  filledTables: [inventoryItems, stockMovements, auditLog],
  noun: 'part',
  kinds: {
    unitPrice: 'money',
    cost: 'money',
    currentStock: 'integer',
    minStock: 'integer',
    maxStock: 'integer',
    reorderLevel: 'integer',
    isOnOrder: 'boolean',
    createdAt: 'date',
  },
  schema: inventoryCreateSchema,
  toBody: (values) => values,
  issueColumn: (path) => String(path[0] ?? ''),
  naturalKey: (data) => skuKey(data.sku),
  keyColumn: 'sku',
  async loadExisting(scope) {
    const rows = await findExistingPartKeys(scope);
    const byKey = new Map<string, string>();
    const ids = new Set<string>();
    for (const row of rows) {
      ids.add(row.id);
      const key = skuKey(row.sku);
      if (key && !byKey.has(key)) byKey.set(key, row.id);
    }
    return { byKey, ids };
  },
  async writeBatch(scope, batch) {
    let created = 0;
    let updated = 0;
    for (const { data, existingId, createdAt } of batch) {
      if (!existingId) {
        const row = await insertInventoryItem(scope, { ...data, ...(createdAt ? { createdAt } : {}) });
        if (row.currentStock > 0) await recordOpeningStock(scope, row.id, row.currentStock);
        await recordAudit(scope, {
          entity: ENTITY,
          entityId: row.id,
          action: 'create',
          summary: `Part ${row.name} added (CSV import)`,
          changes: { ...data },
        });
        created++;
        continue;
      }
      const existing = (await findInventoryItem(scope, existingId))!;
      const { currentStock, ...fields } = data;
      const changes = changedFields(existing, fields);
      if (Object.keys(changes).length) {
        const next = Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, v.to]));
        await updateInventoryItem(scope, existingId, next);
        await recordAudit(scope, {
          entity: ENTITY,
          entityId: existingId,
          action: 'update',
          summary: `Part ${data.name} updated (CSV import)`,
          changes,
        });
      }
      if (currentStock !== existing.currentStock) {
        await setStock(scope, {
          inventoryId: existingId,
          newStock: currentStock,
          kind: 'correction',
          reason: 'CSV import',
        });
      }
      updated++;
    }
    return { created, updated };
  },
};
