import type { QuoteDetail, QuoteUpdateData } from '@tradeworks/contracts/quotes';
import type { TenantScope } from '../../db/client';
import type { TenantContext } from '../../http/route';
import { changedFields, recordAudit } from '../../platform/audit/audit-log';
import { requireDocumentClient } from '../sales-documents/public';
import { documentDate } from '../sales-documents/public';
import {
  assertActiveCatalogueLinks,
  listLines,
  replaceLines,
  resolveDraftTax,
} from '../sales-documents/public';
import { resolveClientLocation } from '../clients/public';
import { loadQuoteDetail } from './quote-detail';
import { priceQuote } from './quote-pricing';
import { sendQuoteInScope } from './quote-send.service';
import { findQuote, updateQuoteRow, type QuoteInsert, type QuoteRow } from './quotes.repository';
import { syncQuoteFollowUps } from './quote-follow-ups';
import { QuoteErrors } from './quotes.errors';
import { emitWebhookEvent } from '../webhooks/public';

/** Body fields that change the document itself; only drafts take them. */
const CONTENT_FIELDS = [
  'clientId',
  'locationId',
  'lineItems',
  'projectType',
  'taxRate',
  'taxGroupId',
  'validUntil',
  'notes',
  'depositType',
] as const;

const isApproved = (status: string) => status === 'approved' || status === 'accepted';

/**
 * PATCH /api/quotes/{id}: edits a draft, then applies the status change (draft → sent e-mails the quote,
 * sent → approved) and the archive flag. Every other move is a 409 that says why.
 */
export function updateQuote(
  options: TenantContext & { id: string; data: QuoteUpdateData },
): Promise<QuoteDetail> {
  const { db, tenantId, userId, id, data } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const quote = await findQuote(scope, id, true);
    if (!quote) throw QuoteErrors.notFound();
    if (CONTENT_FIELDS.some((field) => data[field] !== undefined)) await editDraft(scope, quote, data);
    if (data.status !== undefined && data.status !== quote.status)
      await changeStatus(scope, quote, data.status);
    if (data.isArchived !== undefined && data.isArchived !== quote.isArchived)
      await setArchived(scope, quote, data.isArchived);
    return loadQuoteDetail(scope, id);
  });
}

async function editDraft(scope: TenantScope, quote: QuoteRow, data: QuoteUpdateData): Promise<void> {
  if (quote.status !== 'draft') {
    throw QuoteErrors.notEditable(quote.quoteNumber, quote.status);
  }
  const set: Partial<QuoteInsert> = {};
  const clientChanged = data.clientId !== undefined && data.clientId !== quote.clientId;
  if (clientChanged) {
    const client = await requireDocumentClient(scope, data.clientId!);
    Object.assign(set, { clientId: client.id, clientName: client.name });
  }
  if (clientChanged || (data.locationId && data.locationId !== quote.locationId)) {
    const location = await resolveClientLocation(scope, {
      clientId: set.clientId ?? quote.clientId,
      locationId: data.locationId,
      currentId: clientChanged ? null : quote.locationId,
    });
    set.locationId = location.id;
  }
  if (data.projectType !== undefined) set.projectType = data.projectType;
  if (data.notes !== undefined) set.notes = data.notes || null;
  if (data.validUntil !== undefined) set.validUntil = data.validUntil ? new Date(data.validUntil) : null;
  if (data.depositType !== undefined) {
    Object.assign(set, { depositType: data.depositType, depositValue: data.depositValue ?? null });
  }
  const moved = clientChanged || (set.locationId !== undefined && set.locationId !== quote.locationId);
  const taxChanged = data.taxRate !== undefined || Boolean(data.taxGroupId) || moved;
  if (data.lineItems !== undefined || taxChanged || data.depositType !== undefined) {
    const lines = data.lineItems
      ? await assertActiveCatalogueLinks(scope, data.lineItems)
      : await listLines(scope, { kind: 'quote', id: quote.id });
    const tax = await resolveDraftTax(scope, {
      document: {
        ...quote,
        clientId: set.clientId ?? quote.clientId,
        locationId: set.locationId ?? quote.locationId,
      },
      taxGroupId: data.taxGroupId,
      taxRate: data.taxRate,
      moved,
    });
    // Re-priced whenever lines, tax or deposit change: a fixed deposit must stay within the total.
    const priced = priceQuote(lines, tax.components, {
      type: data.depositType ?? quote.depositType,
      value: data.depositType !== undefined ? (data.depositValue ?? null) : quote.depositValue,
    });
    Object.assign(set, {
      subtotal: priced.subtotal,
      taxAmount: priced.taxAmount,
      total: priced.total,
      taxRate: tax.taxRate,
      taxGroupId: tax.taxGroupId,
      taxLines: priced.taxLines,
    });
    if (data.lineItems !== undefined)
      await replaceLines(scope, { kind: 'quote', id: quote.id }, priced.lines);
  }
  await updateQuoteRow(scope, quote.id, set);
  await recordAudit(scope, {
    entity: 'quote',
    entityId: quote.id,
    action: 'update',
    summary: `Quote ${quote.quoteNumber} updated`,
    changes: {
      ...changedFields(quote, set),
      ...(data.lineItems
        ? {
            lineItems: data.lineItems.length,
            optionalLines: data.lineItems.filter((line) => line.isOptional).length,
          }
        : {}),
    },
  });
}

/** `announce: false` leaves quote.approved to the caller (an approval with the client's answer stored after). */
export async function changeStatus(
  scope: TenantScope,
  quote: QuoteRow,
  target: 'draft' | 'sent' | 'approved',
  announce = true,
): Promise<void> {
  if (target === 'sent' && quote.status === 'draft') {
    await sendQuoteInScope(scope, quote.id);
    return;
  }
  if (target === 'approved' && quote.status === 'sent') {
    await updateQuoteRow(scope, quote.id, { status: 'approved', approvedAt: new Date() });
    await syncQuoteFollowUps(scope, quote.id);
    await recordAudit(scope, {
      entity: 'quote',
      entityId: quote.id,
      action: 'approve',
      summary: `Quote ${quote.quoteNumber} approved`,
      changes: { status: { from: 'sent', to: 'approved' } },
    });
    if (announce) await emitWebhookEvent(scope, 'quote.approved', () => loadQuoteDetail(scope, quote.id));
    return;
  }
  if (target === 'approved' && isApproved(quote.status)) return;
  if (target === 'approved' && quote.status === 'expired') {
    const when = quote.validUntil ? ` on ${documentDate(quote.validUntil)}` : '';
    throw QuoteErrors.expiredBeforeApproval(quote.quoteNumber, when);
  }
  if (target === 'approved') throw QuoteErrors.approveOnlySent(quote.quoteNumber, quote.status);
  throw QuoteErrors.statusRefused(quote.quoteNumber, quote.status, target);
}

async function setArchived(scope: TenantScope, quote: QuoteRow, archived: boolean): Promise<void> {
  if (archived && !isApproved(quote.status)) {
    throw QuoteErrors.archiveOnlyApproved(quote.quoteNumber, quote.status);
  }
  await updateQuoteRow(scope, quote.id, { isArchived: archived });
  await recordAudit(scope, {
    entity: 'quote',
    entityId: quote.id,
    action: archived ? 'archive' : 'unarchive',
    summary: `Quote ${quote.quoteNumber} ${archived ? 'archived' : 'restored from the archive'}`,
    changes: { isArchived: { from: !archived, to: archived } },
  });
}
