import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { LineItem, LineItemData } from '@tradeworks/contracts/line-items';
import type { TenantScope } from '../../db/client';
import { invoiceLineItems, inventoryItems, quoteLineItems, services } from '../../db/schema';
import { SalesDocumentErrors } from './sales-documents.errors';

/** Which document the lines belong to. */
export type LineOwner = { kind: 'quote'; id: string } | { kind: 'invoice'; id: string };

/** A line ready to store: the input plus its server-computed total. */
export type PricedLine = LineItemData & { total: string };

export const LINK_MESSAGES = {
  service: 'The selected service is not an active service of this business',
  inventory: 'The selected inventory item is not an active part of this business',
} as const;

/**
 * Service lines must name an active service of the tenant, inventory lines an active part of the tenant
 * (spec §5: only active ones can be chosen). Another tenant's id reads like one that does not exist.
 * Answers the lines with `taxable` decided: the line's own flag, else its service's or part's, else taxable.
 */
export async function assertActiveCatalogueLinks<L extends LineItemData>(
  { tx, tenantId }: TenantScope,
  lines: L[],
): Promise<L[]> {
  const serviceIds = [...new Set(lines.map((l) => l.serviceId).filter((id): id is string => Boolean(id)))];
  const inventoryIds = [
    ...new Set(lines.map((l) => l.inventoryId).filter((id): id is string => Boolean(id))),
  ];
  const activeServices = serviceIds.length
    ? await tx
        .select({ id: services.id, taxable: services.taxable })
        .from(services)
        .where(
          and(
            eq(services.tenantId, tenantId),
            inArray(services.id, serviceIds),
            eq(services.status, 'active'),
          ),
        )
    : [];
  const activeItems = inventoryIds.length
    ? await tx
        .select({ id: inventoryItems.id, taxable: inventoryItems.taxable })
        .from(inventoryItems)
        .where(
          and(
            eq(inventoryItems.tenantId, tenantId),
            inArray(inventoryItems.id, inventoryIds),
            eq(inventoryItems.status, 'active'),
          ),
        )
    : [];
  const okServices = new Map(activeServices.map((r) => [r.id, r.taxable]));
  const okItems = new Map(activeItems.map((r) => [r.id, r.taxable]));
  const fieldErrors: Record<string, string> = {};
  lines.forEach((line, index) => {
    if (line.serviceId && !okServices.has(line.serviceId))
      fieldErrors[`lineItems.${index}.serviceId`] = LINK_MESSAGES.service;
    if (line.inventoryId && !okItems.has(line.inventoryId))
      fieldErrors[`lineItems.${index}.inventoryId`] = LINK_MESSAGES.inventory;
  });
  if (Object.keys(fieldErrors).length > 0) throw SalesDocumentErrors.inactiveCatalogueLinks(fieldErrors);
  return lines.map((line) => ({
    ...line,
    taxable:
      line.taxable ??
      (line.serviceId ? okServices.get(line.serviceId) : undefined) ??
      (line.inventoryId ? okItems.get(line.inventoryId) : undefined) ??
      true,
  }));
}

export async function insertLines(
  { tx, tenantId }: TenantScope,
  owner: LineOwner,
  lines: PricedLine[],
): Promise<void> {
  if (lines.length === 0) return;
  const rows = lines.map((line, sortOrder) => ({
    tenantId,
    itemType: line.itemType,
    description: line.description,
    quantity: line.quantity,
    rate: line.rate,
    total: line.total,
    sortOrder,
    serviceId: line.serviceId,
    inventoryId: line.inventoryId,
    taxable: line.taxable ?? true,
  }));
  if (owner.kind === 'quote')
    await tx
      .insert(quoteLineItems)
      .values(
        rows.map((r, index) => ({ ...r, quoteId: owner.id, isOptional: lines[index].isOptional ?? false })),
      );
  else await tx.insert(invoiceLineItems).values(rows.map((r) => ({ ...r, invoiceId: owner.id })));
}

/** Replaces every line of a draft being edited. */
export async function replaceLines(scope: TenantScope, owner: LineOwner, lines: PricedLine[]): Promise<void> {
  const { tx, tenantId } = scope;
  if (owner.kind === 'quote') {
    await tx
      .delete(quoteLineItems)
      .where(and(eq(quoteLineItems.tenantId, tenantId), eq(quoteLineItems.quoteId, owner.id)));
  } else {
    await tx
      .delete(invoiceLineItems)
      .where(and(eq(invoiceLineItems.tenantId, tenantId), eq(invoiceLineItems.invoiceId, owner.id)));
  }
  await insertLines(scope, owner, lines);
}

/** Lines of a quote or invoice in order; only quote lines can be optional. */
export async function listLines({ tx, tenantId }: TenantScope, owner: LineOwner): Promise<LineItem[]> {
  const table = owner.kind === 'quote' ? quoteLineItems : invoiceLineItems;
  const ownerColumn = owner.kind === 'quote' ? quoteLineItems.quoteId : invoiceLineItems.invoiceId;
  const rows = await tx
    .select({
      id: table.id,
      itemType: table.itemType,
      description: table.description,
      quantity: table.quantity,
      rate: table.rate,
      total: table.total,
      sortOrder: table.sortOrder,
      serviceId: table.serviceId,
      inventoryId: table.inventoryId,
      isOptional: owner.kind === 'quote' ? quoteLineItems.isOptional : sql<boolean>`false`,
      taxable: table.taxable,
    })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), eq(ownerColumn, owner.id)))
    .orderBy(asc(table.sortOrder), asc(table.id));
  return rows;
}
