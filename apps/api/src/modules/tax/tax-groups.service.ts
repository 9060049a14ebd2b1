import {
  taxGroupBodySchema,
  taxGroupPatchSchema,
  type TaxGroup,
  type TaxListQuery,
} from '@tradeworks/contracts/tax';
import { toScaled } from '@tradeworks/contracts/money';
import { combinedRate } from '@tradeworks/contracts/tax-lines';
import type { z } from 'zod';
import type { TenantScope } from '../../db/client';
import type { Page } from '../../http/paging';
import type { TenantContext } from '../../http/route';
import { changedFields, recordAudit } from '../../platform/audit/audit-log';
import { recomputeDraftTax } from '../sales-documents/public';
import { TaxErrors } from './tax.errors';
import {
  clearOtherDefaults,
  deleteTaxGroup,
  findTaxGroup,
  findTaxGroupUsage,
  insertTaxGroup,
  listTaxGroups,
  replaceGroupRates,
  updateTaxGroup,
  type TaxGroupWithRates,
} from './tax-groups.repository';
import { findTaxRates } from './tax-rates.repository';
import { toTaxGroup } from './tax-view';

const ENTITY = 'tax_group';

export async function listTaxGroupsPage(
  options: TenantContext & { query: TaxListQuery },
): Promise<Page<TaxGroup>> {
  const { db, tenantId, userId, query } = options;
  const page = await db.tenant({ tenantId, userId }, (scope) => listTaxGroups(scope, query));
  return { items: page.items.map(toTaxGroup), total: page.total };
}

export function getTaxGroup(options: TenantContext & { id: string }): Promise<TaxGroup> {
  const { db, tenantId, userId, id } = options;
  return db.tenant({ tenantId, userId }, async (scope) => toTaxGroup(await mustFind(scope, id)));
}

async function mustFind(scope: TenantScope, id: string): Promise<TaxGroupWithRates> {
  const group = await findTaxGroup(scope, id);
  if (!group) throw TaxErrors.groupNotFound();
  return group;
}

/** The rates must all be the tenant's and add up to at most 1 (a document's rate is numeric(5,4)). */
async function checkRates(scope: TenantScope, rateIds: string[]): Promise<void> {
  const rates = await findTaxRates(scope, rateIds);
  if (rates.length !== rateIds.length) throw TaxErrors.unknownRates();
  if (toScaled(combinedRate(rates), 4) > 10_000n) throw TaxErrors.rateTooHigh();
}

export function createTaxGroup(
  options: TenantContext & { data: z.output<typeof taxGroupBodySchema> },
): Promise<TaxGroup> {
  const { db, tenantId, userId, data } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    await checkRates(scope, data.rateIds);
    const row = await insertTaxGroup(scope, { name: data.name, isDefault: false });
    if (data.isDefault) await makeDefault(scope, row.id);
    await replaceGroupRates(scope, row.id, data.rateIds);
    await recordAudit(scope, {
      entity: ENTITY,
      entityId: row.id,
      action: 'create',
      summary: `Tax group ${row.name} created`,
      changes: { name: data.name, rateIds: data.rateIds, isDefault: data.isDefault ?? false },
    });
    return toTaxGroup(await mustFind(scope, row.id));
  });
}

async function makeDefault(scope: TenantScope, id: string): Promise<void> {
  const previous = await clearOtherDefaults(scope, id);
  await updateTaxGroup(scope, id, { isDefault: true });
  for (const other of previous) {
    await recordAudit(scope, {
      entity: ENTITY,
      entityId: other,
      action: 'update',
      summary: 'Tax group is no longer the default',
      changes: { isDefault: { from: true, to: false } },
    });
  }
}

/** A change of rates recomputes the group's drafts; `isDefault: true` moves the default here. */
export function patchTaxGroup(
  options: TenantContext & { id: string; data: z.output<typeof taxGroupPatchSchema> },
): Promise<TaxGroup> {
  const { db, tenantId, userId, id, data } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const existing = await mustFind(scope, id);
    const changes: Record<string, unknown> = changedFields(existing, {
      ...(data.name !== undefined ? { name: data.name } : {}),
      ...(data.isDefault !== undefined ? { isDefault: data.isDefault } : {}),
    });
    if (data.name !== undefined) await updateTaxGroup(scope, id, { name: data.name });
    if (data.isDefault === true && !existing.isDefault) await makeDefault(scope, id);
    if (data.isDefault === false && existing.isDefault) await updateTaxGroup(scope, id, { isDefault: false });
    const before = existing.rates.map((r) => r.id);
    if (data.rateIds && data.rateIds.join() !== before.join()) {
      await checkRates(scope, data.rateIds);
      await replaceGroupRates(scope, id, data.rateIds);
      changes.rateIds = { from: before, to: data.rateIds };
      const drafts = await recomputeDraftTax(scope, [id]);
      if (drafts) changes.draftsRecomputed = drafts;
    }
    if (Object.keys(changes).length) {
      await recordAudit(scope, {
        entity: ENTITY,
        entityId: id,
        action: 'update',
        summary: `Tax group ${data.name ?? existing.name} updated`,
        changes,
      });
    }
    return toTaxGroup(await mustFind(scope, id));
  });
}

/** Documents keep their own copy of the rates; clients and locations must be moved off the group first. */
export function removeTaxGroup(options: TenantContext & { id: string }): Promise<void> {
  const { db, tenantId, userId, id } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const existing = await mustFind(scope, id);
    const uses = await findTaxGroupUsage(scope, id);
    if (uses.length) throw TaxErrors.groupInUse(existing.name, uses);
    await deleteTaxGroup(scope, id);
    await recordAudit(scope, {
      entity: ENTITY,
      entityId: id,
      action: 'delete',
      summary: `Tax group ${existing.name} deleted`,
    });
  });
}
