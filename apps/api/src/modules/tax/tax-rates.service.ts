import {
  taxRateBodySchema,
  taxRatePatchSchema,
  type SalesTaxRate,
  type TaxListQuery,
} from '@tradeworks/contracts/tax';
import type { z } from 'zod';
import type { Page } from '../../http/paging';
import type { TenantContext } from '../../http/route';
import { changedFields, recordAudit } from '../../platform/audit/audit-log';
import { recomputeDraftTax } from '../sales-documents/public';
import { TaxErrors } from './tax.errors';
import {
  deleteTaxRate,
  findTaxRate,
  groupIdsWithRate,
  groupsWithRate,
  insertTaxRate,
  listTaxRates,
  updateTaxRate,
} from './tax-rates.repository';
import { toTaxRate } from './tax-view';

const ENTITY = 'tax_rate';

export async function listTaxRatesPage(
  options: TenantContext & { query: TaxListQuery },
): Promise<Page<SalesTaxRate>> {
  const { db, tenantId, userId, query } = options;
  const page = await db.tenant({ tenantId, userId }, (scope) => listTaxRates(scope, query));
  return { items: page.items.map(toTaxRate), total: page.total };
}

export function getTaxRate(options: TenantContext & { id: string }): Promise<SalesTaxRate> {
  const { db, tenantId, userId, id } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const row = await findTaxRate(scope, id);
    if (!row) throw TaxErrors.rateNotFound();
    return toTaxRate(row);
  });
}

export function createTaxRate(
  options: TenantContext & { data: z.output<typeof taxRateBodySchema> },
): Promise<SalesTaxRate> {
  const { db, tenantId, userId, data } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const row = await insertTaxRate(scope, data);
    await recordAudit(scope, {
      entity: ENTITY,
      entityId: row.id,
      action: 'create',
      summary: `Tax rate ${row.name} created`,
      changes: { ...data },
    });
    return toTaxRate(row);
  });
}

/**
 * A changed rate applies to new documents and to drafts of the groups it is part of (recomputed in the same
 * transaction); sent documents keep the rates they were sent with.
 */
export function patchTaxRate(
  options: TenantContext & { id: string; data: z.output<typeof taxRatePatchSchema> },
): Promise<SalesTaxRate> {
  const { db, tenantId, userId, id, data } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const existing = await findTaxRate(scope, id);
    if (!existing) throw TaxErrors.rateNotFound();
    const row = await updateTaxRate(scope, id, data);
    const changes = changedFields(existing, data);
    if (Object.keys(changes).length) {
      const drafts = await recomputeDraftTax(scope, await groupIdsWithRate(scope, id));
      await recordAudit(scope, {
        entity: ENTITY,
        entityId: id,
        action: 'update',
        summary: `Tax rate ${row.name} updated`,
        changes: { ...changes, ...(drafts ? { draftsRecomputed: drafts } : {}) },
      });
    }
    return toTaxRate(row);
  });
}

export function removeTaxRate(options: TenantContext & { id: string }): Promise<void> {
  const { db, tenantId, userId, id } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const existing = await findTaxRate(scope, id);
    if (!existing) throw TaxErrors.rateNotFound();
    const groups = await groupsWithRate(scope, id);
    if (groups.length) throw TaxErrors.rateInGroups(existing.name, groups);
    await deleteTaxRate(scope, id);
    await recordAudit(scope, {
      entity: ENTITY,
      entityId: id,
      action: 'delete',
      summary: `Tax rate ${existing.name} deleted`,
    });
  });
}
