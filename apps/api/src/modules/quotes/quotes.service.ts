import { percentOf } from '@tradeworks/contracts/line-items';
import {
  QUOTE_VALID_DAYS,
  type QuoteConfig,
  type QuoteCreateData,
  type QuoteDetail,
  type QuoteListItem,
  type QuoteListQuery,
  type QuotesSummary,
} from '@tradeworks/contracts/quotes';
import type { TenantScope } from '../../db/client';
import type { Page } from '../../http/paging';
import type { TenantContext } from '../../http/route';
import { recordAudit } from '../../platform/audit/audit-log';
import { nextNumber } from '../../platform/numbering/next-number';
import { daysFromNow } from '../../platform/tenant-clock';
import { assertActiveCatalogueLinks, insertLines } from '../sales-documents/public';
import { requireDocumentClient } from '../sales-documents/public';
import { resolveClientLocation } from '../clients/public';
import { loadQuoteDetail, toQuoteListItem } from './quote-detail';
import { priceQuote } from './quote-pricing';
import { sendQuoteInScope } from './quote-send.service';
import { tallyQuotes } from '../sales-documents/public';
import { syncQuoteFollowUps } from './quote-follow-ups';
import { deleteQuoteRow, findQuote, insertQuote, listQuotes } from './quotes.repository';
import { resolveDocumentTax, tenantDefaultTaxRate } from '../sales-documents/public';
import { QuoteErrors } from './quotes.errors';

export async function listQuotesPage(
  options: TenantContext & { query: QuoteListQuery },
): Promise<Page<QuoteListItem>> {
  const { db, tenantId, userId, query } = options;
  const page = await db.tenant({ tenantId, userId }, (scope) => listQuotes(scope, query));
  return { items: page.items.map(toQuoteListItem), total: page.total };
}

export function getQuote(options: TenantContext & { id: string }): Promise<QuoteDetail> {
  const { db, tenantId, userId, id } = options;
  return db.tenant({ tenantId, userId }, (scope) => loadQuoteDetail(scope, id));
}

export async function getQuotesSummary({ db, tenantId, userId }: TenantContext): Promise<QuotesSummary> {
  const tally = await db.tenant({ tenantId, userId }, (scope) => tallyQuotes(scope));
  const { approvedCount, sentOrLaterCount } = tally;
  return {
    ...tally,
    conversionRate: sentOrLaterCount === 0 ? null : percentOf(approvedCount, sentOrLaterCount),
  };
}

/** GET /api/quotes/config — the tenant's default tax rate and how long a new quote stays valid. */
export function getQuoteConfig({ db, tenantId, userId }: TenantContext): Promise<QuoteConfig> {
  return db.tenant({ tenantId, userId }, async (scope) => ({
    defaultTaxRate: await tenantDefaultTaxRate(scope),
    defaultValidDays: QUOTE_VALID_DAYS,
  }));
}

/**
 * Creates a quote with server-computed totals and the next quote number; status 'sent' ('Create & Send
 * Quote') also e-mails it, in the same transaction, so a quote that cannot be sent is not created either.
 */
export function createQuote(options: TenantContext & { data: QuoteCreateData }): Promise<QuoteDetail> {
  const { db, tenantId, userId, data } = options;
  return db.tenant({ tenantId, userId }, async (scope) =>
    loadQuoteDetail(scope, await createQuoteInScope(scope, data)),
  );
}

/** A new quote inside the caller's transaction (also a lead's conversion), audited; its id. */
export async function createQuoteInScope(scope: TenantScope, data: QuoteCreateData): Promise<string> {
  const client = await requireDocumentClient(scope, data.clientId);
  const location = await resolveClientLocation(scope, { clientId: client.id, locationId: data.locationId });
  const lines = await assertActiveCatalogueLinks(scope, data.lineItems);
  const tax = await resolveDocumentTax(scope, {
    clientId: client.id,
    locationId: location.id,
    taxGroupId: data.taxGroupId,
    taxRate: data.taxRate,
  });
  const priced = priceQuote(lines, tax.components, { type: data.depositType, value: data.depositValue });
  const quoteNumber = await nextNumber(scope, 'quote');
  const id = await insertQuote(scope, {
    quoteNumber,
    clientId: client.id,
    clientName: client.name,
    locationId: location.id,
    projectType: data.projectType ?? null,
    status: 'draft',
    taxRate: tax.taxRate,
    taxGroupId: tax.taxGroupId,
    taxLines: priced.taxLines,
    subtotal: priced.subtotal,
    taxAmount: priced.taxAmount,
    total: priced.total,
    validUntil:
      data.validUntil === undefined
        ? daysFromNow(QUOTE_VALID_DAYS)
        : data.validUntil
          ? new Date(data.validUntil)
          : null,
    notes: data.notes || null,
    depositType: data.depositType,
    depositValue: data.depositValue,
    createdBy: scope.userId,
  });
  await insertLines(scope, { kind: 'quote', id }, priced.lines);
  await recordAudit(scope, {
    entity: 'quote',
    entityId: id,
    action: 'create',
    summary: `Quote ${quoteNumber} created for ${client.name}`,
    changes: {
      total: priced.total,
      lineItems: priced.lines.length,
      optionalLines: priced.lines.filter((line) => line.isOptional).length,
      deposit: { type: data.depositType, value: data.depositValue },
    },
  });
  if (data.status === 'sent') await sendQuoteInScope(scope, id);
  return id;
}

/** Deletes a quote that was never approved or converted (those are archived instead). */
export function deleteQuote(options: TenantContext & { id: string }): Promise<void> {
  const { db, tenantId, userId, id } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const quote = await findQuote(scope, id, true);
    if (!quote) throw QuoteErrors.notFound();
    if (quote.convertedInvoiceId) {
      throw QuoteErrors.convertedNotDeletable(quote.quoteNumber);
    }
    if (quote.status === 'approved' || quote.status === 'accepted') {
      throw QuoteErrors.approvedNotDeletable(quote.quoteNumber);
    }
    await deleteQuoteRow(scope, id);
    await syncQuoteFollowUps(scope, id);
    await recordAudit(scope, {
      entity: 'quote',
      entityId: id,
      action: 'delete',
      summary: `Quote ${quote.quoteNumber} deleted`,
      changes: { quoteNumber: quote.quoteNumber, clientName: quote.clientName, total: quote.total },
    });
  });
}
