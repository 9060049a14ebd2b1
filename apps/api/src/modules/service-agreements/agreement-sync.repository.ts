import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { AGREEMENT_INVOICE_SETTING } from '@tradeworks/contracts/service-agreements';
import type { TenantScope } from '../../db/client';
import {
  clients,
  serviceAgreementInvoices,
  serviceAgreementServices,
  serviceJobServices,
  serviceJobs,
} from '../../db/schema';

/** What bringing an agreement up to date reads and writes: its visits (service jobs) and billed periods. */

const OPEN_VISIT = ['pending', 'assigned', 'in-progress'] as const;

export async function tenantSendsAgreementInvoices({ tx, tenantId }: TenantScope): Promise<boolean> {
  const result = await tx.execute<{ value: string | null }>(sql`
    select setting_value as value from general_settings
    where tenant_id = ${tenantId} and setting_key = ${AGREEMENT_INVOICE_SETTING}`);
  return result.rows[0]?.value?.trim().toLowerCase() === 'send';
}

/** Deletes the agreement's visits from `today` on that nobody has taken on; answers their ids. */
export function deleteFuturePendingVisits(scope: TenantScope, agreementId: string, today: string) {
  const j = serviceJobs;
  return scope.tx
    .delete(j)
    .where(
      and(
        eq(j.tenantId, scope.tenantId),
        eq(j.agreementId, agreementId),
        gte(j.visitDate, today),
        eq(j.status, 'pending'),
        isNull(j.technicianId),
        isNull(j.invoiceId),
      ),
    )
    .returning({ id: j.id });
}

/** Of these visit dates, the ones the agreement already has a job on. */
export async function findVisitDates(scope: TenantScope, agreementId: string, dates: string[]) {
  const j = serviceJobs;
  const rows = await scope.tx
    .select({ date: j.visitDate })
    .from(j)
    .where(and(eq(j.tenantId, scope.tenantId), eq(j.agreementId, agreementId), inArray(j.visitDate, dates)));
  return new Set(rows.map((r) => r.date));
}

export async function findVisitClient(scope: TenantScope, clientId: string) {
  const [client] = await scope.tx
    .select()
    .from(clients)
    .where(and(eq(clients.tenantId, scope.tenantId), eq(clients.id, clientId)));
  return client;
}

/** The agreement's services, in their order (each visit gets them as its job services). */
export function findAgreementServiceLines(scope: TenantScope, agreementId: string) {
  const s = serviceAgreementServices;
  return scope.tx
    .select({ serviceId: s.serviceId, quantity: s.quantity })
    .from(s)
    .where(and(eq(s.tenantId, scope.tenantId), eq(s.agreementId, agreementId)))
    .orderBy(s.sortOrder);
}

export async function insertVisitJobs(scope: TenantScope, jobs: Array<typeof serviceJobs.$inferInsert>) {
  await scope.tx.insert(serviceJobs).values(jobs);
}

export async function insertVisitJobServices(
  scope: TenantScope,
  rows: Array<typeof serviceJobServices.$inferInsert>,
) {
  if (rows.length) await scope.tx.insert(serviceJobServices).values(rows);
}

/** The billing periods already invoiced, with their amounts. */
export function findBilledPeriods(scope: TenantScope, agreementId: string) {
  const l = serviceAgreementInvoices;
  return scope.tx
    .select({ periodStart: l.periodStart, amount: l.amount })
    .from(l)
    .where(and(eq(l.tenantId, scope.tenantId), eq(l.agreementId, agreementId)));
}

export async function insertBilledPeriod(
  scope: TenantScope,
  row: Omit<typeof serviceAgreementInvoices.$inferInsert, 'tenantId'>,
) {
  await scope.tx.insert(serviceAgreementInvoices).values({ tenantId: scope.tenantId, ...row });
}

/** The earliest open visit from `today` on (YYYY-MM-DD), or null. */
export async function findNextOpenVisit(scope: TenantScope, agreementId: string, today: string) {
  const nextService = await scope.tx.execute<{ d: string | null }>(sql`
    select min(visit_date)::text as d from service_jobs where tenant_id = ${scope.tenantId}
      and agreement_id = ${agreementId} and visit_date >= ${today}
      and status in (${sql.join(
        OPEN_VISIT.map((s) => sql`${s}`),
        sql`, `,
      )})`);
  return nextService.rows[0]?.d ?? null;
}
