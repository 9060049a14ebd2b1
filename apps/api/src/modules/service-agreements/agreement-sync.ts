import {
  VISIT_HORIZON_DAYS,
  splitAmount,
  type BillingSchedule,
} from '@tradeworks/contracts/service-agreements';
import { INVOICE_DUE_DAYS } from '@tradeworks/contracts/invoices';
import { centsToString, toCents } from '@tradeworks/contracts/money';
import type { TenantScope } from '../../db/client';
import { newId } from '../../db/schema/columns';
import { recordAudit } from '../../platform/audit/audit-log';
import { nextNumbers } from '../../platform/numbering/next-number';
import { zonedInstant } from '../../platform/tenant-clock';
import { syncJobChecklists } from '../checklists/public';
import { insertInvoiceRecord } from '../invoices/public';
import { sendInvoiceInScope } from '../invoices/public';
import { requireDocumentClient } from '../sales-documents/public';
import { jobPlace } from '../clients/public';
import { resolveClientLocation } from '../clients/public';
import { linkLocationUnits } from '../equipment/public';
import { syncVisitTexts } from '../messages/public';
import { loadServiceJob } from '../dispatching/public';
import { emitWebhookEvent } from '../webhooks/public';
import { addDays } from '../../platform/tenant-clock';
import { billingPeriods, visitDates } from '@tradeworks/contracts/agreement-schedule';
import type { AgreementRow } from './service-agreements.repository';
import { updateAgreementRow } from './service-agreements.repository';
import {
  deleteFuturePendingVisits,
  findAgreementServiceLines,
  findBilledPeriods,
  findNextOpenVisit,
  findVisitClient,
  findVisitDates,
  insertBilledPeriod,
  insertVisitJobServices,
  insertVisitJobs,
} from './agreement-sync.repository';

/**
 * Brings one agreement up to date, inside the caller's transaction and under its row lock: the visits of the
 * rolling horizon as pending service jobs, and an invoice for every billing period that has begun. Everything
 * is checked against what exists, so running it again creates nothing; the unique keys (agreement + visit
 * date, agreement + period start) make a duplicate impossible even if a caller forgot the lock.
 */

export interface SyncContext {
  /** YYYY-MM-DD: the generator's today. */
  today: string;
  /** The tenant's time zone (visits are booked at 09:00 local). */
  zone: string;
  /** Whether billing invoices are e-mailed (tenant setting) rather than left as drafts. */
  sendInvoices: boolean;
}

export interface SyncResult {
  visitsCreated: number;
  invoicesCreated: number;
}

const VISIT_TIME = '09:00';
/**
 * Frequency changes, new dates and cancellation: the agreement's future visits that nobody has taken on
 * (pending, no technician, not invoiced) are removed, and the horizon is reset so the next sync regenerates
 * them from the new terms. Visits assigned, started or done are kept.
 */
export async function removeFuturePendingVisits(scope: TenantScope, agreementId: string, today: string) {
  const removed = await deleteFuturePendingVisits(scope, agreementId, today);
  // Their confirmations and reminders not sent yet are taken back.
  for (const visit of removed) await syncVisitTexts(scope, visit.id);
  await updateAgreementRow(scope, agreementId, { visitsThrough: addDays(today, -1) });
  return removed.length;
}

async function createVisits(scope: TenantScope, row: AgreementRow, ctx: SyncContext): Promise<number> {
  const clientId = row.clientId;
  if (!clientId || row.status === 'cancelled' || row.status === 'expired') return 0;
  const horizon = addDays(ctx.today, VISIT_HORIZON_DAYS);
  // Dates up to visitsThrough were handled before (a visit deleted by hand is not brought back).
  const afterDone = row.visitsThrough ? addDays(row.visitsThrough, 1) : row.startDate;
  const from = afterDone > ctx.today ? afterDone : ctx.today;
  const through = horizon < row.endDate ? horizon : row.endDate;
  if (from > through) return 0;
  const dates = visitDates(row, from, through);
  const existing = dates.length ? await findVisitDates(scope, row.id, dates) : new Set<string | null>();
  const missing = dates.filter((d) => !existing.has(d));
  if (missing.length) {
    const client = await findVisitClient(scope, clientId);
    const location = await resolveClientLocation(scope, { clientId, currentId: row.locationId });
    const lines = await findAgreementServiceLines(scope, row.id);
    const numbers = await nextNumbers(scope, 'service_job', missing.length);
    const jobs = missing.map((date, i) => ({
      tenantId: scope.tenantId,
      id: newId(),
      jobNumber: numbers[i],
      clientId,
      clientName: client?.name ?? row.clientName,
      serviceType: row.serviceType,
      priority: 'medium' as const,
      status: 'pending' as const,
      agreementId: row.id,
      visitDate: date,
      scheduledDate: zonedInstant(date, VISIT_TIME, ctx.zone),
      ...jobPlace(location),
      description: `${row.frequency} visit — service agreement ${row.contractNumber}`,
    }));
    await insertVisitJobs(scope, jobs);
    for (const job of jobs) await syncVisitTexts(scope, job.id);
    // A maintenance visit services the units at the location: their history shows it.
    await linkLocationUnits(
      scope,
      jobs.map((job) => job.id),
      location.id,
    );
    await insertVisitJobServices(
      scope,
      jobs.flatMap((job) =>
        lines.map((l, sortOrder) => ({ tenantId: scope.tenantId, jobId: job.id, ...l, sortOrder })),
      ),
    );
    // The visits get the checklists of their services and of the agreement's service type.
    await syncJobChecklists(
      scope,
      jobs.map((job) => job.id),
    );
    for (const job of jobs) await emitWebhookEvent(scope, 'job.created', () => loadServiceJob(scope, job.id));
  }
  if (through !== row.visitsThrough) await updateAgreementRow(scope, row.id, { visitsThrough: through });
  return missing.length;
}

async function createInvoices(scope: TenantScope, row: AgreementRow, ctx: SyncContext) {
  const periods = billingPeriods({ ...row, billingSchedule: row.billingSchedule as BillingSchedule | null });
  if (!periods.length || !row.clientId || row.status === 'cancelled') {
    if (row.nextBillingDate) await updateAgreementRow(scope, row.id, { nextBillingDate: null });
    return 0;
  }
  const billed = await findBilledPeriods(scope, row.id);
  const billedStarts = new Set(billed.map((b) => b.periodStart));
  const open = periods.filter((p) => !billedStarts.has(p.start));
  // What is left of the value is split over the periods not yet billed, so the total is the value exactly
  // even after the value changed mid-term; the cents that do not divide go on the last period.
  const left = toCents(row.value) - billed.reduce((sum, b) => sum + toCents(b.amount), 0n);
  const amounts = splitAmount(centsToString(left > 0n ? left : 0n), open.length);
  let created = 0;
  for (const [i, period] of open.entries()) {
    if (period.start > ctx.today) break;
    // A period before the next billing date was handled before (the demo's agreements begin mid-term with
    // their earlier periods settled): its share is kept aside, never invoiced late.
    if (row.nextBillingDate && period.start < row.nextBillingDate) continue;
    const client = await requireDocumentClient(scope, row.clientId);
    const label = `${row.serviceType} — service agreement ${row.contractNumber}, ${period.start} to ${period.end}`;
    const invoice = await insertInvoiceRecord(scope, {
      client,
      lines: [
        {
          itemType: 'custom',
          description: label,
          quantity: '1.00',
          rate: amounts[i],
          serviceId: null,
          inventoryId: null,
        },
      ],
      taxRate: '0.0000',
      locationId: row.locationId,
      dueDate: addDays(ctx.today, INVOICE_DUE_DAYS),
      notes: `Service agreement ${row.contractNumber}: billing period ${period.start} to ${period.end}.`,
      origin: `created by service agreement ${row.contractNumber}`,
    });
    await insertBilledPeriod(scope, {
      agreementId: row.id,
      invoiceId: invoice.id,
      periodStart: period.start,
      periodEnd: period.end,
      amount: amounts[i],
    });
    if (ctx.sendInvoices) {
      // A client without an e-mail address (or payment customer) keeps the draft; the office sends it by hand.
      await scope.tx
        .transaction((sp) => sendInvoiceInScope({ ...scope, tx: sp }, invoice.id))
        .catch(() => undefined);
    }
    created++;
  }
  const next = open.find((p) => p.start > ctx.today)?.start ?? null;
  if (next !== row.nextBillingDate) await updateAgreementRow(scope, row.id, { nextBillingDate: next });
  return created;
}

/** The stored Next Service: the earliest open visit from today on. */
async function refreshNextService(scope: TenantScope, row: AgreementRow, today: string) {
  const next = await findNextOpenVisit(scope, row.id, today);
  if (next !== row.storedNextService) await updateAgreementRow(scope, row.id, { nextService: next });
}

/**
 * Only the visits of the rolling horizon (no billing): the demo seed makes the running agreements' real visits
 * with it, as the generator would have.
 */
export async function syncAgreementVisits(scope: TenantScope, row: AgreementRow, ctx: SyncContext) {
  const visitsCreated = await createVisits(scope, row, ctx);
  await refreshNextService(scope, row, ctx.today);
  return visitsCreated;
}

/** Visits and invoices of one agreement (row already read under its lock), audited when anything was made. */
export async function syncAgreement(
  scope: TenantScope,
  row: AgreementRow,
  ctx: SyncContext,
): Promise<SyncResult> {
  const visitsCreated = await createVisits(scope, row, ctx);
  const invoicesCreated = await createInvoices(scope, row, ctx);
  await refreshNextService(scope, row, ctx.today);
  if (visitsCreated || invoicesCreated) {
    await recordAudit(scope, {
      entity: 'service_agreement',
      entityId: row.id,
      action: 'generate',
      summary: `Service agreement ${row.contractNumber}: ${visitsCreated} visit${visitsCreated === 1 ? '' : 's'} and ${invoicesCreated} invoice${invoicesCreated === 1 ? '' : 's'} created`,
      changes: { visitsCreated, invoicesCreated },
    });
  }
  return { visitsCreated, invoicesCreated };
}
