import {
  type SendPurchaseOrderEmailData,
  PURCHASE_ORDER_STATUS_LABELS,
  type PurchaseOrderEmailQueued,
} from '@tradeworks/contracts/purchase-orders';
import { formatMoney } from '@tradeworks/contracts/money';
import type { EmailDraft } from '@tradeworks/contracts/emails';
import type { TenantScope } from '../../db/client';
import type { TenantContext } from '../../http/route';
import { recordAudit } from '../../platform/audit/audit-log';
import { enqueueEmail } from '../../platform/mail/outbox';
import { getCompanyProfile, type CompanyProfile } from '../../platform/pdf/company-profile';
import { formatDisplayDate, taxLabel } from '@tradeworks/contracts/display-format';
import { renderBusinessDocument } from '../../platform/pdf/business-document';
import { composeEmail, type TemplateValues } from '../emails/public';
import { toPurchaseOrder } from './purchase-order-view';
import { PurchaseOrderErrors } from './purchase-orders.errors';
import {
  findPurchaseOrderLines,
  updatePurchaseOrder,
  type PurchaseOrderRow,
} from './purchase-orders.repository';
import { PO_ENTITY, requirePurchaseOrder } from './purchase-orders.service';

export interface PurchaseOrderPdf {
  filename: string;
  pdf: Buffer;
}

async function renderPurchaseOrder(
  scope: TenantScope,
  order: PurchaseOrderRow,
  company: CompanyProfile,
): Promise<Buffer> {
  const lines = await findPurchaseOrderLines(scope, order.id);
  // Dates and the tax rate as every screen and document shows them (contracts/display-format.ts).
  const facts: Array<[string, string]> = [['Order Date', formatDisplayDate(order.orderDate)]];
  if (order.expectedDate) facts.push(['Expected', formatDisplayDate(order.expectedDate)]);
  if (order.receivedDate) facts.push(['Received', formatDisplayDate(order.receivedDate)]);
  facts.push(['Status', PURCHASE_ORDER_STATUS_LABELS[order.status]]);
  return renderBusinessDocument({
    company,
    title: 'PURCHASE ORDER',
    number: order.poNumber,
    facts,
    partyLabel: 'Supplier',
    partyLines: [order.supplier, order.supplierEmail, order.supplierPhone].filter((v): v is string =>
      Boolean(v),
    ),
    columns: { description: 'Description', quantity: 'Qty', rate: 'Unit Cost', total: 'Total' },
    lines: lines.map((l) => ({
      description: l.sku ? `${l.description} (SKU ${l.sku})` : l.description,
      quantity: String(l.quantity),
      rate: formatMoney(l.unitCost),
      total: formatMoney(l.total),
    })),
    totals: [
      ['Subtotal', formatMoney(order.subtotal)],
      [taxLabel(order.taxRate), formatMoney(order.taxAmount)],
      ['Shipping', formatMoney(order.shippingCost)],
      ['Total', formatMoney(order.total)],
    ],
    notes: order.notes,
  });
}

/** The purchase order as a PDF: company header, supplier, lines and totals. */
export function getPurchaseOrderPdf(options: TenantContext & { id: string }): Promise<PurchaseOrderPdf> {
  const { db, tenantId, userId, id } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const order = await requirePurchaseOrder(scope, id);
    const pdf = await renderPurchaseOrder(scope, order, await getCompanyProfile(scope));
    return { filename: `${order.poNumber}.pdf`, pdf };
  });
}

/** The placeholder values of a purchase order's e-mail (supplier, number, total, expected date). */
function orderTemplateValues(order: PurchaseOrderRow, company: CompanyProfile): TemplateValues {
  return {
    name: order.supplier,
    number: order.poNumber,
    company: company.name,
    total: formatMoney(order.total),
    date: order.expectedDate ?? 'not set',
  };
}

/** What the send dialog opens with: the supplier's address and the tenant's template filled in. */
export function getPurchaseOrderEmailDraft(options: TenantContext & { id: string }): Promise<EmailDraft> {
  const { db, tenantId, userId, id } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const order = await requirePurchaseOrder(scope, id);
    const company = await getCompanyProfile(scope);
    const email = await composeEmail(scope, 'purchase_order', orderTemplateValues(order, company));
    return { to: order.supplierEmail, ...email, attachmentName: `${order.poNumber}.pdf` };
  });
}

/**
 * Queues the PDF to the supplier through the e-mail outbox, in the same transaction; a draft becomes sent.
 * Recipient, subject and message are what the user confirmed in the send dialog, else the defaults.
 */
export function sendPurchaseOrderEmail(
  options: TenantContext & { id: string; typed?: SendPurchaseOrderEmailData },
): Promise<PurchaseOrderEmailQueued> {
  const { db, tenantId, userId, id, typed = {} } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    let order = await requirePurchaseOrder(scope, id, true);
    const to = typed.to ?? order.supplierEmail;
    if (!to) throw PurchaseOrderErrors.noSupplierEmail();
    // The goods are in: a second order e-mail could make the supplier ship again, so it needs a yes.
    if (order.status === 'received' && !typed.confirmResend)
      throw PurchaseOrderErrors.resendReceivedUnconfirmed(order.poNumber);
    const company = await getCompanyProfile(scope);
    const pdf = await renderPurchaseOrder(scope, order, company);
    const { subject, message } = await composeEmail(
      scope,
      'purchase_order',
      orderTemplateValues(order, company),
      typed,
    );
    const emailId = await enqueueEmail(scope.tx, tenantId, {
      to,
      subject,
      text: message,
      attachments: [
        {
          filename: `${order.poNumber}.pdf`,
          contentType: 'application/pdf',
          content: pdf.toString('base64'),
        },
      ],
      relatedEntity: PO_ENTITY,
      relatedId: order.id,
    });
    if (order.status === 'draft') order = await updatePurchaseOrder(scope, id, { status: 'sent' });
    await recordAudit(scope, {
      entity: PO_ENTITY,
      entityId: id,
      action: 'send',
      summary: `Purchase order ${order.poNumber} e-mailed to ${to}`,
      changes: { to, emailId },
    });
    return { emailId, to, purchaseOrder: toPurchaseOrder(order) };
  });
}
