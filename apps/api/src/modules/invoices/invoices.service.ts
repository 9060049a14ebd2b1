import {
  INVOICE_DUE_DAYS,
  type InvoiceConfig,
  type InvoiceCreateData,
  type InvoiceDetail,
  type InvoiceListItem,
  type InvoiceListQuery,
  type InvoicesSummary,
} from '@tradeworks/contracts/invoices';
import { balanceDue } from '@tradeworks/contracts/line-items';
import { resolveDocumentTax, tenantDefaultTaxRate } from '../sales-documents/public';
import type { Page } from '../../http/paging';
import type { TenantContext } from '../../http/route';
import { isCardPaymentConfiguredFor } from '../../platform/payments/stripe-config';
import { requireDocumentClient } from '../sales-documents/public';
import { assertActiveCatalogueLinks } from '../sales-documents/public';
import { resolveClientLocation } from '../clients/public';
import { loadInvoiceDetail, toInvoiceListItem } from './invoice-detail';
import { assertPaymentCustomer, insertInvoiceRecord } from './invoice-record';
import { sendInvoiceInScope } from './invoice-send.service';
import { tallyInvoices } from '../sales-documents/public';
import { listInvoices } from './invoices.repository';

export async function listInvoicesPage(
  options: TenantContext & { query: InvoiceListQuery },
): Promise<Page<InvoiceListItem>> {
  const { db, tenantId, userId, query } = options;
  const page = await db.tenant({ tenantId, userId }, (scope) => listInvoices(scope, query));
  return { items: page.items.map(toInvoiceListItem), total: page.total };
}

export function getInvoice(options: TenantContext & { id: string }): Promise<InvoiceDetail> {
  const { db, tenantId, userId, id } = options;
  return db.tenant({ tenantId, userId }, (scope) => loadInvoiceDetail(scope, id));
}

export async function getInvoicesSummary({ db, tenantId, userId }: TenantContext): Promise<InvoicesSummary> {
  const tally = await db.tenant({ tenantId, userId }, (scope) => tallyInvoices(scope));
  return { ...tally, outstanding: balanceDue(tally.totalInvoiced, tally.paid) };
}

export async function getInvoiceConfig({ db, tenantId, userId }: TenantContext): Promise<InvoiceConfig> {
  return {
    requiresPaymentCustomer: await isCardPaymentConfiguredFor(db, tenantId),
    defaultTaxRate: await db.tenant({ tenantId, userId }, tenantDefaultTaxRate),
    defaultDueDays: INVOICE_DUE_DAYS,
  };
}

/**
 * Creates an invoice with server-computed totals and the next invoice number; status 'sent' also e-mails
 * it in the same transaction (and needs the client's payment customer while card payments are on).
 */
export function createInvoice(options: TenantContext & { data: InvoiceCreateData }): Promise<InvoiceDetail> {
  const { db, tenantId, userId, data } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const client = await requireDocumentClient(scope, data.clientId);
    const location = await resolveClientLocation(scope, { clientId: client.id, locationId: data.locationId });
    if (data.status !== 'draft') await assertPaymentCustomer(scope, client);
    const lines = await assertActiveCatalogueLinks(scope, data.lineItems);
    const { id } = await insertInvoiceRecord(scope, {
      client,
      lines,
      tax: await resolveDocumentTax(scope, {
        clientId: client.id,
        locationId: location.id,
        taxGroupId: data.taxGroupId,
        taxRate: data.taxRate,
      }),
      dueDate: data.dueDate,
      notes: data.notes ?? null,
      locationId: location.id,
    });
    if (data.status === 'sent') await sendInvoiceInScope(scope, id);
    return loadInvoiceDetail(scope, id);
  });
}
