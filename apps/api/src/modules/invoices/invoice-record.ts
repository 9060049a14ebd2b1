import type { LineItemData } from '@tradeworks/contracts/line-items';
import type { DocumentClient } from '@tradeworks/contracts/quotes';
import type { TenantScope } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit-log';
import { nextNumber } from '../../platform/numbering/next-number';
import { isCardPaymentConfiguredFor } from '../../platform/payments/stripe-config';
import { priceDocument, resolveDocumentTax, type DocumentTax } from '../sales-documents/public';
import { insertLines } from '../sales-documents/public';
import { InvoiceErrors } from './invoices.errors';
import { insertInvoice } from './invoices.repository';
import { emitWebhookEvent } from '../webhooks/public';
import { loadInvoiceDetail } from './invoice-detail';

/**
 * While card payments are configured, an invoice that leaves draft needs the client's payment-provider
 * customer; a business without a provider sends invoices for payment by cash, check or transfer.
 */
export async function assertPaymentCustomer(scope: TenantScope, client: DocumentClient): Promise<void> {
  if (!client.stripeCustomerId && (await isCardPaymentConfiguredFor(scope.tx, scope.tenantId))) {
    throw InvoiceErrors.paymentCustomerRequired();
  }
}

export interface NewInvoice {
  client: DocumentClient;
  lines: LineItemData[];
  /** The tax decided by the caller (a converted quote's own rates); else resolved (document-tax.ts) … */
  tax?: DocumentTax;
  /** … from this single rate, or without it from the location, client or organization. */
  taxRate?: string;
  dueDate: string;
  notes: string | null;
  /** The service location (one of the client's); left out: the client's default location. */
  locationId?: string | null;
  quoteId?: string;
  /** Words for the audit entry, e.g. "created from quote Q-2026-0003". */
  origin?: string;
}

/** Inserts a draft invoice with the next number, server-computed totals and its lines, audited. */
export async function insertInvoiceRecord(
  scope: TenantScope,
  input: NewInvoice,
): Promise<{ id: string; invoiceNumber: string }> {
  const tax =
    input.tax ??
    (await resolveDocumentTax(scope, {
      clientId: input.client.id,
      locationId: input.locationId,
      taxRate: input.taxRate,
    }));
  const priced = priceDocument(input.lines, tax.components);
  const invoiceNumber = await nextNumber(scope, 'invoice');
  const id = await insertInvoice(scope, {
    invoiceNumber,
    clientId: input.client.id,
    clientName: input.client.name,
    ...(input.locationId ? { locationId: input.locationId } : {}),
    stripeCustomerId: input.client.stripeCustomerId,
    quoteId: input.quoteId ?? null,
    status: 'draft',
    taxRate: tax.taxRate,
    taxGroupId: tax.taxGroupId,
    taxLines: priced.taxLines,
    subtotal: priced.subtotal,
    taxAmount: priced.taxAmount,
    total: priced.total,
    dueDate: input.dueDate,
    notes: input.notes || null,
    createdBy: scope.userId,
  });
  await insertLines(scope, { kind: 'invoice', id }, priced.lines);
  await recordAudit(scope, {
    entity: 'invoice',
    entityId: id,
    action: 'create',
    summary: `Invoice ${invoiceNumber} ${input.origin ?? 'created'} for ${input.client.name}`,
    changes: { total: priced.total, dueDate: input.dueDate, lineItems: priced.lines.length },
  });
  await emitWebhookEvent(scope, 'invoice.created', () => loadInvoiceDetail(scope, id));
  return { id, invoiceNumber };
}
