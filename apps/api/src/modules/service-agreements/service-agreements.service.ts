import type {
  AgreementCreateData,
  AgreementListQuery,
  AgreementRenewData,
  AgreementSummary,
  AgreementUpdateData,
  BillingSchedule,
  ServiceAgreement,
  ServiceAgreementDetail,
} from '@tradeworks/contracts/service-agreements';
import type { TenantScope } from '../../db/client';
import type { Page } from '../../http/paging';
import type { TenantContext } from '../../http/route';
import { changedFields, recordAudit } from '../../platform/audit/audit-log';
import { nextNumber } from '../../platform/numbering/next-number';
import { addDays, tenantTimeZone } from '../../platform/tenant-clock';
import { billingPeriods, nextTermEnd } from '@tradeworks/contracts/agreement-schedule';
import { removeFuturePendingVisits, syncAgreement, type SyncContext } from './agreement-sync';
import { tenantSendsAgreementInvoices } from './agreement-sync.repository';
import { toServiceAgreement, toServiceAgreementDetail } from './agreement-view';
import { toLocationRef } from '../clients/public';
import { findLocation } from '../clients/public';
import { findClient, resolveClientLocation } from '../clients/public';
import { findServicesByIds } from '../services/public';
import { deleteDraftInvoices } from '../invoices/public';
import { emitWebhookEvent } from '../webhooks/public';
import { AgreementErrors } from './service-agreements.errors';
import {
  agreementSummary,
  deleteAgreementBillingLinks,
  deleteAgreementJobs,
  deleteAgreementRow,
  findAgreement,
  findContractNumber,
  insertAgreement,
  listAgreementInvoices,
  listAgreementServices,
  listAgreementVisits,
  listAgreements,
  readTenantToday,
  replaceAgreementServices,
  updateAgreementRow,
  type AgreementRow,
} from './service-agreements.repository';

export const AGREEMENT_ENTITY = 'service_agreement';

export function todayOf(scope: TenantScope): Promise<string> {
  return readTenantToday(scope);
}

export async function syncContext(scope: TenantScope, today?: string): Promise<SyncContext> {
  return {
    today: today ?? (await todayOf(scope)),
    zone: await tenantTimeZone(scope),
    sendInvoices: await tenantSendsAgreementInvoices(scope),
  };
}

export function listAgreementsPage(
  options: TenantContext & { query: AgreementListQuery },
): Promise<Page<ServiceAgreement>> {
  const { db, tenantId, userId, query } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const page = await listAgreements(scope, query);
    return { ...page, items: page.items.map(toServiceAgreement) };
  });
}

export function getAgreementSummary({ db, tenantId, userId }: TenantContext): Promise<AgreementSummary> {
  return db.tenant({ tenantId, userId }, async (scope) => {
    const row = await agreementSummary(scope);
    return {
      activeAgreements: row.active,
      totalValue: row.total_value,
      upcomingRenewals: row.upcoming,
      expired: row.expired,
    };
  });
}

export async function requireAgreement(
  scope: TenantScope,
  id: string,
  lock: false | 'update' = false,
): Promise<AgreementRow> {
  const row = await findAgreement(scope, id, lock);
  if (!row) throw AgreementErrors.notFound();
  return row;
}

export async function loadAgreementDetail(scope: TenantScope, id: string): Promise<ServiceAgreementDetail> {
  const row = await requireAgreement(scope, id);
  const [location, lines, visits, invoices, renewedFromNumber, renewedToNumber] = await Promise.all([
    row.locationId ? findLocation(scope, row.locationId) : undefined,
    listAgreementServices(scope, id),
    listAgreementVisits(scope, id),
    listAgreementInvoices(scope, id),
    findContractNumber(scope, row.renewedFromId),
    findContractNumber(scope, row.renewedToId),
  ]);
  return toServiceAgreementDetail(row, {
    location: location ? toLocationRef(location) : null,
    services: lines,
    visits: visits.map((v) => ({
      jobId: v.job_id,
      jobNumber: v.job_number,
      visitDate: v.visit_date,
      status: v.status,
      technicianName: v.technician_name,
    })),
    invoices: invoices.map((i) => ({
      invoiceId: i.invoice_id,
      invoiceNumber: i.invoice_number,
      status: i.status,
      periodStart: i.period_start,
      periodEnd: i.period_end,
      amount: i.amount,
    })),
    renewedFromNumber,
    renewedToNumber,
  });
}

export function getAgreement(options: TenantContext & { id: string }): Promise<ServiceAgreementDetail> {
  const { db, tenantId, userId, id } = options;
  return db.tenant({ tenantId, userId }, (scope) => loadAgreementDetail(scope, id));
}

/** The agreement's client (same tenant, composite key): its name is kept for display. */
async function requireClient(scope: TenantScope, clientId: string) {
  const client = await findClient(scope, clientId);
  if (!client) throw AgreementErrors.clientNotFound();
  return { id: client.id, name: client.name };
}

/** The services must be active services of the tenant's catalogue. */
async function checkServices(scope: TenantScope, lines: Array<{ serviceId: string }>) {
  if (!lines.length) return;
  const found = await findServicesByIds(scope, [...new Set(lines.map((l) => l.serviceId))]);
  const active = new Set([...found.values()].filter((s) => s.status === 'active').map((s) => s.id));
  lines.forEach((l, i) => {
    if (!active.has(l.serviceId)) throw AgreementErrors.unknownService(i);
  });
}

/** The first period to bill, or null when the agreement bills nothing. */
function firstBillingDate(row: {
  startDate: string;
  endDate: string;
  frequency: string | null;
  billingSchedule?: string | null;
}): string | null {
  return (
    billingPeriods({ ...row, billingSchedule: (row.billingSchedule ?? null) as BillingSchedule | null })[0]
      ?.start ?? null
  );
}

/** Inserts an agreement numbered SA-YYYY-NNNN (gap-free per tenant) and makes its first visits and invoices. */
export async function insertAgreementRecord(
  scope: TenantScope,
  data: AgreementCreateData & { renewedFromId?: string | null },
  origin?: string,
): Promise<string> {
  const client = await requireClient(scope, data.clientId);
  const location = await resolveClientLocation(scope, { clientId: client.id, locationId: data.locationId });
  await checkServices(scope, data.services);
  const contractNumber = await nextNumber(scope, 'service_agreement');
  const id = await insertAgreement(scope, {
    contractNumber,
    clientId: client.id,
    clientName: client.name,
    locationId: location.id,
    serviceType: data.serviceType,
    startDate: data.startDate,
    endDate: data.endDate,
    value: data.value,
    frequency: data.frequency,
    billingSchedule: data.billingSchedule ?? null,
    description: data.description ?? null,
    autoRenew: data.autoRenew ?? false,
    status: 'active',
    renewedFromId: data.renewedFromId ?? null,
    nextBillingDate: firstBillingDate(data),
    createdBy: scope.userId,
  });
  await replaceAgreementServices(scope, id, data.services);
  await recordAudit(scope, {
    entity: AGREEMENT_ENTITY,
    entityId: id,
    action: 'create',
    summary: `Service agreement ${contractNumber} ${origin ?? 'created'} for ${client.name}`,
    changes: {
      value: data.value,
      startDate: data.startDate,
      endDate: data.endDate,
      frequency: data.frequency,
      billingSchedule: data.billingSchedule ?? null,
    },
  });
  await syncAgreement(scope, await requireAgreement(scope, id, 'update'), await syncContext(scope));
  return id;
}

export function createAgreement(
  options: TenantContext & { data: AgreementCreateData },
): Promise<ServiceAgreementDetail> {
  const { db, tenantId, userId, data } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const id = await insertAgreementRecord(scope, data);
    return loadAgreementDetail(scope, id);
  });
}

/**
 * Fields whose change reschedules the visits (future pending visits are removed and regenerated): the
 * schedule, and where the visits happen.
 */
const SCHEDULE_FIELDS = ['frequency', 'startDate', 'endDate', 'status', 'locationId', 'clientId'] as const;

export function updateAgreement(
  options: TenantContext & { id: string; data: AgreementUpdateData },
): Promise<ServiceAgreementDetail> {
  const { db, tenantId, userId, id, data } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const existing = await requireAgreement(scope, id, 'update');
    const { services: lines, status, clientId, locationId, ...fields } = data;
    const reactivating = existing.status === 'cancelled' && status === 'active';
    if (existing.status === 'cancelled' && !reactivating)
      throw AgreementErrors.notEditable(existing.contractNumber);
    const next = {
      startDate: fields.startDate ?? existing.startDate,
      endDate: fields.endDate ?? existing.endDate,
      frequency: fields.frequency ?? existing.frequency,
      billingSchedule:
        fields.billingSchedule === undefined ? existing.billingSchedule : fields.billingSchedule,
    };
    if (next.endDate <= next.startDate) throw AgreementErrors.endAfterStart();
    if (next.billingSchedule === 'per_visit' && next.frequency === 'As Needed')
      throw AgreementErrors.perVisitNeedsFrequency();

    const set: Record<string, unknown> = Object.fromEntries(
      Object.entries(fields).filter(([, v]) => v !== undefined),
    );
    const clientChanged = clientId !== undefined && clientId !== existing.clientId;
    if (clientChanged) {
      const client = await requireClient(scope, clientId);
      Object.assign(set, { clientId: client.id, clientName: client.name });
    }
    if (clientChanged || (locationId && locationId !== existing.locationId)) {
      const location = await resolveClientLocation(scope, {
        clientId: clientId ?? existing.clientId!,
        locationId,
        currentId: clientChanged ? null : existing.locationId,
      });
      set.locationId = location.id;
    }
    if (status === 'cancelled' && existing.status !== 'cancelled')
      Object.assign(set, { status: 'cancelled', cancelledAt: new Date() });
    if (reactivating) Object.assign(set, { status: 'active', cancelledAt: null });
    const changes = changedFields(
      { ...existing, status: existing.storedStatus } as unknown as Record<string, unknown>,
      set,
    );
    if (lines !== undefined) {
      await checkServices(scope, lines);
      await replaceAgreementServices(scope, id, lines);
    }
    const billingChanged = ['value', 'billingSchedule', 'startDate', 'endDate', 'frequency'].some(
      (f) => f in changes,
    );
    if (billingChanged) set.nextBillingDate = firstBillingDate(next);
    if (Object.keys(set).length) await updateAgreementRow(scope, id, set);

    const today = await todayOf(scope);
    let visitsRemoved = 0;
    if (SCHEDULE_FIELDS.some((f) => f in changes))
      visitsRemoved = await removeFuturePendingVisits(scope, id, today);
    if (Object.keys(changes).length || lines !== undefined) {
      const cancelled = changes.status?.to === 'cancelled';
      await recordAudit(scope, {
        entity: AGREEMENT_ENTITY,
        entityId: id,
        action: cancelled ? 'cancel' : reactivating ? 'reactivate' : 'update',
        summary: `Service agreement ${existing.contractNumber} ${cancelled ? 'cancelled' : reactivating ? 'reactivated' : 'updated'}`,
        changes: {
          ...changes,
          ...(lines !== undefined ? { services: lines.length } : {}),
          ...(visitsRemoved ? { visitsRemoved } : {}),
        },
      });
    }
    await syncAgreement(scope, await requireAgreement(scope, id, 'update'), await syncContext(scope, today));
    return loadAgreementDetail(scope, id);
  });
}

/**
 * Delete: only while nothing happened under the agreement (no visit started or done, no invoice). Its visits
 * still pending or assigned are removed with it; otherwise the answer says to cancel it instead.
 */
export function deleteAgreement(options: TenantContext & { id: string }): Promise<void> {
  const { db, tenantId, userId, id } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const row = await requireAgreement(scope, id, 'update');
    if (row.hasHistory) throw AgreementErrors.hasHistory(row.contractNumber);
    const removed = await deleteAgreementJobs(scope, id);
    // Only drafts remain (hasHistory): the billing links go, then the drafts they point at.
    const draftInvoicesRemoved = await deleteDraftInvoices(
      scope,
      await deleteAgreementBillingLinks(scope, id),
    );
    await deleteAgreementRow(scope, id);
    await recordAudit(scope, {
      entity: AGREEMENT_ENTITY,
      entityId: id,
      action: 'delete',
      summary: draftInvoicesRemoved.length
        ? `Service agreement ${row.contractNumber} deleted with its draft invoice${draftInvoicesRemoved.length === 1 ? '' : 's'} ${draftInvoicesRemoved.join(', ')}`
        : `Service agreement ${row.contractNumber} deleted`,
      changes: { contractNumber: row.contractNumber, visitsRemoved: removed, draftInvoicesRemoved },
    });
  });
}

/**
 * The next term as a new agreement linked to this one: a new contract number, starting the day after the old
 * end, the same terms unless changed. Used by the Renew action and by auto-renewal.
 */
export async function renewInScope(scope: TenantScope, id: string, data: AgreementRenewData, auto = false) {
  const row = await requireAgreement(scope, id, 'update');
  if (row.status !== 'active' && row.status !== 'expired')
    throw AgreementErrors.notRenewable(row.contractNumber, row.status);
  if (row.renewedToId)
    throw AgreementErrors.alreadyRenewed(
      row.contractNumber,
      await findContractNumber(scope, row.renewedToId),
    );
  if (!row.clientId) throw AgreementErrors.clientNotFound();
  const startDate = addDays(row.endDate, 1);
  const endDate = data.endDate ?? nextTermEnd(row.startDate, row.endDate, startDate);
  if (endDate <= startDate) throw AgreementErrors.endAfterStart();
  const lines = await listAgreementServices(scope, id);
  const newId = await insertAgreementRecord(
    scope,
    {
      clientId: row.clientId,
      locationId: row.locationId,
      serviceType: row.serviceType,
      startDate,
      endDate,
      value: data.value ?? row.value,
      frequency: (row.frequency ?? 'As Needed') as AgreementCreateData['frequency'],
      billingSchedule: row.billingSchedule as AgreementCreateData['billingSchedule'],
      description: row.description,
      autoRenew: row.autoRenew,
      services: lines.map((l) => ({ serviceId: l.serviceId, quantity: l.quantity })),
      renewedFromId: row.id,
    },
    `${auto ? 'renewed automatically' : 'renewed'} from ${row.contractNumber}`,
  );
  await recordAudit(scope, {
    entity: AGREEMENT_ENTITY,
    entityId: row.id,
    action: 'renew',
    summary: `Service agreement ${row.contractNumber} renewed as ${await findContractNumber(scope, newId)}`,
    changes: { renewedToId: newId, endDate, value: data.value ?? row.value, auto },
  });
  await emitWebhookEvent(scope, 'agreement.renewed', () => loadAgreementDetail(scope, newId));
  return newId;
}

export function renewAgreement(
  options: TenantContext & { id: string; data: AgreementRenewData },
): Promise<ServiceAgreementDetail> {
  const { db, tenantId, userId, id, data } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const newId = await renewInScope(scope, id, data);
    return loadAgreementDetail(scope, newId);
  });
}
