import type { InvoiceDetail, InvoiceUpdateData, PaymentMethod } from '@tradeworks/contracts/invoices';
import { balanceDue } from '@tradeworks/contracts/line-items';
import { toCents } from '@tradeworks/contracts/money';
import type { TenantScope } from '../../db/client';
import type { TenantContext } from '../../http/route';
import { changedFields, recordAudit } from '../../platform/audit/audit-log';
import { requireDocumentClient } from '../sales-documents/public';
import { priceDocument } from '../sales-documents/public';
import {
  assertActiveCatalogueLinks,
  listLines,
  replaceLines,
  resolveDraftTax,
} from '../sales-documents/public';
import { returnInvoiceParts } from '../inventory/public';
import { appendCompletedPayment } from '../payments/public';
import { resolveClientLocation } from '../clients/public';
import { loadInvoiceDetail } from './invoice-detail';
import { syncInvoiceFollowUps } from './invoice-follow-ups';
import { InvoiceErrors } from './invoices.errors';
import { sendInvoiceInScope } from './invoice-send.service';
import { findInvoice, updateInvoiceRow, type InvoiceInsert, type InvoiceRow } from './invoices.repository';

/** Body fields that change the document itself; only drafts take them. */
const CONTENT_FIELDS = [
  'clientId',
  'locationId',
  'lineItems',
  'dueDate',
  'taxRate',
  'taxGroupId',
  'notes',
] as const;

/**
 * PATCH /api/invoices/{id}: edits a draft, or moves the status — draft → sent (e-mails it), sent/overdue →
 * paid (paidDate, a payment in the ledger), draft/sent/overdue → cancelled. Paid invoices are final.
 */
export function updateInvoice(
  options: TenantContext & { id: string; data: InvoiceUpdateData },
): Promise<InvoiceDetail> {
  const { db, tenantId, userId, id, data } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const invoice = await findInvoice(scope, id, true);
    if (!invoice) throw InvoiceErrors.notFound();
    if ((data.paidDate !== undefined || data.paymentMethod !== undefined) && data.status !== 'paid') {
      throw InvoiceErrors.paidOnlyWithStatusPaid();
    }
    if (CONTENT_FIELDS.some((field) => data[field] !== undefined)) await editDraft(scope, invoice, data);
    if (data.status !== undefined && data.status !== invoice.status) {
      await changeStatus(scope, invoice, data.status, data);
      await syncInvoiceFollowUps(scope, id);
    }
    return loadInvoiceDetail(scope, id);
  });
}

async function editDraft(scope: TenantScope, invoice: InvoiceRow, data: InvoiceUpdateData): Promise<void> {
  if (invoice.status === 'paid') throw InvoiceErrors.paidNotEditable(invoice.invoiceNumber);
  if (invoice.status !== 'draft') throw InvoiceErrors.notEditable(invoice.invoiceNumber, invoice.status);
  const set: Partial<InvoiceInsert> = {};
  const clientChanged = data.clientId !== undefined && data.clientId !== invoice.clientId;
  if (clientChanged) {
    const client = await requireDocumentClient(scope, data.clientId!);
    Object.assign(set, {
      clientId: client.id,
      clientName: client.name,
      stripeCustomerId: client.stripeCustomerId,
    });
  }
  if (clientChanged || (data.locationId && data.locationId !== invoice.locationId)) {
    const location = await resolveClientLocation(scope, {
      clientId: set.clientId ?? invoice.clientId,
      locationId: data.locationId,
      currentId: clientChanged ? null : invoice.locationId,
    });
    set.locationId = location.id;
  }
  if (data.dueDate !== undefined) set.dueDate = data.dueDate;
  if (data.notes !== undefined) set.notes = data.notes || null;
  const moved = clientChanged || (set.locationId !== undefined && set.locationId !== invoice.locationId);
  if (data.lineItems !== undefined || data.taxRate !== undefined || Boolean(data.taxGroupId) || moved) {
    const lines = data.lineItems
      ? await assertActiveCatalogueLinks(scope, data.lineItems)
      : await listLines(scope, { kind: 'invoice', id: invoice.id });
    const tax = await resolveDraftTax(scope, {
      document: {
        ...invoice,
        clientId: set.clientId ?? invoice.clientId,
        locationId: set.locationId ?? invoice.locationId,
      },
      taxGroupId: data.taxGroupId,
      taxRate: data.taxRate,
      moved,
    });
    const priced = priceDocument(lines, tax.components);
    Object.assign(set, {
      subtotal: priced.subtotal,
      taxAmount: priced.taxAmount,
      total: priced.total,
      taxRate: tax.taxRate,
      taxGroupId: tax.taxGroupId,
      taxLines: priced.taxLines,
    });
    if (data.lineItems !== undefined)
      await replaceLines(scope, { kind: 'invoice', id: invoice.id }, priced.lines);
  }
  await updateInvoiceRow(scope, invoice.id, set);
  await recordAudit(scope, {
    entity: 'invoice',
    entityId: invoice.id,
    action: 'update',
    summary: `Invoice ${invoice.invoiceNumber} updated`,
    changes: {
      ...changedFields(invoice, set),
      ...(data.lineItems ? { lineItems: data.lineItems.length } : {}),
    },
  });
}

type Target = NonNullable<InvoiceUpdateData['status']>;

async function changeStatus(
  scope: TenantScope,
  invoice: InvoiceRow,
  target: Target,
  data: InvoiceUpdateData,
): Promise<void> {
  const { invoiceNumber, status } = invoice;
  if (target === 'sent' && status === 'draft') {
    await sendInvoiceInScope(scope, invoice.id);
    return;
  }
  if (target === 'paid') {
    if (status !== 'sent' && status !== 'overdue')
      throw InvoiceErrors.markPaidOnlyOpen(invoiceNumber, status);
    await markPaid(
      scope,
      invoice,
      data.paidDate ? new Date(data.paidDate) : new Date(),
      data.paymentMethod ?? 'other',
    );
    return;
  }
  if (target === 'cancelled') {
    if (status === 'paid') throw InvoiceErrors.paidNotCancellable(invoiceNumber);
    // Money received stays tied to an open invoice until it is refunded.
    if (toCents(invoice.amountPaid) > 0n) {
      throw InvoiceErrors.paymentsBeforeCancel(invoiceNumber, invoice.amountPaid);
    }
    await updateInvoiceRow(scope, invoice.id, { status: 'cancelled' });
    // Parts that left stock when it was sent go back.
    const partsReturned = await returnInvoiceParts(scope, invoice);
    await recordAudit(scope, {
      entity: 'invoice',
      entityId: invoice.id,
      action: 'cancel',
      summary: `Invoice ${invoiceNumber} cancelled`,
      changes: { status: { from: status, to: 'cancelled' }, ...(partsReturned ? { partsReturned } : {}) },
    });
    return;
  }
  if (status === 'paid') throw InvoiceErrors.paidFinal(invoiceNumber);
  throw InvoiceErrors.statusRefused(invoiceNumber, status, target);
}

/**
 * 'Mark Paid' records the remaining balance as a completed payment in the ledger; the invoice then becomes
 * paid because its ledger adds up to the total (amount paid recomputed in SQL), not by flipping its status.
 */
async function markPaid(
  scope: TenantScope,
  invoice: InvoiceRow,
  paidDate: Date,
  method: PaymentMethod,
): Promise<void> {
  const outstanding = balanceDue(invoice.total, invoice.amountPaid);
  const summary = `Invoice ${invoice.invoiceNumber} marked paid`;
  if (toCents(outstanding) > 0n) {
    await appendCompletedPayment(scope, {
      invoice,
      amount: outstanding,
      method,
      paidAt: paidDate,
      notes: summary,
      paidSummary: summary,
    });
    return;
  }
  // Nothing owed (a zero total, or payments already cover it): only the status moves.
  await updateInvoiceRow(scope, invoice.id, { status: 'paid', paidDate });
  await recordAudit(scope, {
    entity: 'invoice',
    entityId: invoice.id,
    action: 'mark_paid',
    summary,
    changes: {
      status: { from: invoice.status, to: 'paid' },
      paidDate: paidDate.toISOString(),
      amount: '0.00',
    },
  });
}
