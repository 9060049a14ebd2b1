import type { InvoiceDetail } from '@tradeworks/contracts/invoices';
import { INVOICE_DUE_DAYS } from '@tradeworks/contracts/invoices';
import type { LineItemData } from '@tradeworks/contracts/line-items';
import type { TenantScope } from '../../db/client';
import type { TenantContext } from '../../http/route';
import { recordAudit } from '../../platform/audit/audit-log';
import { loadInvoiceDetail } from '../invoices/public';
import { insertInvoiceRecord } from '../invoices/public';
import { findInvoiceNumber } from '../invoices/public';
import { tenantDateInDays } from '../../platform/tenant-clock';
import { requireDocumentClient } from '../sales-documents/public';
import { findJob, listJobServices, updateJobRow, type JobWithTechnician } from './service-jobs.repository';
import { DispatchingErrors } from './dispatching.errors';
import { findActiveServiceByName } from '../services/public';

/**
 * The invoice lines of a job: its services at their catalogue prices; a job without services is billed as
 * the catalogue service of its service type when there is one, else as a line to price on the draft.
 */
async function jobLines(scope: TenantScope, job: JobWithTechnician): Promise<LineItemData[]> {
  const rows = await listJobServices(scope, job.id);
  if (rows.length) {
    return rows.map((s) => ({
      itemType: 'service' as const,
      description: s.name,
      quantity: s.quantity,
      rate: s.basePrice,
      serviceId: s.serviceId,
      inventoryId: null,
    }));
  }
  const named = await findActiveServiceByName(scope, job.serviceType);
  if (named)
    return [
      {
        itemType: 'service',
        description: named.name,
        quantity: '1.00',
        rate: named.basePrice,
        serviceId: named.id,
        inventoryId: null,
      },
    ];
  return [
    {
      itemType: 'custom',
      description: job.serviceType,
      quantity: '1.00',
      rate: '0.00',
      serviceId: null,
      inventoryId: null,
    },
  ];
}

/**
 * POST /api/service-jobs/{id}/invoice: a completed job becomes a draft invoice for its client, through the
 * invoices module (number, pricing, audit), exactly once — the job row is locked and remembers its invoice.
 */
export function invoiceJob(options: TenantContext & { id: string }): Promise<InvoiceDetail> {
  const { db, tenantId, userId, id } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const job = await findJob(scope, id, true);
    if (!job) throw DispatchingErrors.jobNotFound();
    if (job.invoiceId) {
      const number = await findInvoiceNumber(scope, job.invoiceId);
      throw DispatchingErrors.alreadyInvoiced(job.jobNumber, number ?? job.invoiceId);
    }
    if (job.status !== 'completed') throw DispatchingErrors.notCompletedForInvoice(job.jobNumber, job.status);
    const client = await requireDocumentClient(scope, job.clientId);
    const invoice = await insertInvoiceRecord(scope, {
      client,
      lines: await jobLines(scope, job),
      dueDate: await tenantDateInDays(scope, INVOICE_DUE_DAYS),
      locationId: job.locationId,
      notes: `${job.serviceType} — job ${job.jobNumber}${job.notes ? `\n${job.notes}` : ''}`,
      origin: `created from job ${job.jobNumber}`,
    });
    await updateJobRow(scope, job.id, { invoiceId: invoice.id });
    await recordAudit(scope, {
      entity: 'service_job',
      entityId: job.id,
      action: 'invoice',
      summary: `Job ${job.jobNumber} invoiced as ${invoice.invoiceNumber}`,
      changes: { invoiceId: invoice.id },
    });
    return loadInvoiceDetail(scope, invoice.id);
  });
}
