import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AgreementListQuery, AgreementStatus } from '@tradeworks/contracts/service-agreements';
import { UPCOMING_RENEWAL_DAYS } from '@tradeworks/contracts/service-agreements';
import type { TenantScope } from '../../db/client';
import {
  serviceAgreementCounts,
  serviceAgreementInvoices,
  serviceAgreements,
  serviceAgreementServices,
  serviceJobs,
  services,
} from '../../db/schema';
import { boundedCount, searchTextMatches, type Page } from '../../http/paging';
import { tenantToday } from '../../platform/tenant-clock';

const a = serviceAgreements;
/** The outer row in correlated subqueries: drizzle may render a column unqualified, which would bind inside. */
const outerTenant = sql.raw('service_agreements.tenant_id');
const outerId = sql.raw('service_agreements.id');

/**
 * The status as read (like quotes' expiry): cancelled stays; an end date passed reads expired; a start date
 * still ahead reads pending; otherwise active. Derived in SQL, so no job has to run for it to be right.
 */
export const agreementStatusSql = sql<AgreementStatus>`(case
  when ${a.status} = 'cancelled' then 'cancelled'
  when ${a.status} = 'expired' or ${a.endDate} < ${tenantToday} then 'expired'
  when ${a.startDate} > ${tenantToday} then 'pending'
  else 'active' end)`;

/** The next visit still to do: the earliest open visit job from today on (the unique visit index serves it). */
const nextServiceSql = sql<string | null>`(select min(j.visit_date)::text from service_jobs j
  where j.tenant_id = ${outerTenant} and j.agreement_id = ${outerId} and j.visit_date >= ${tenantToday}
    and j.status in ('pending', 'assigned', 'in-progress'))`;

const renewedToSql = sql<string | null>`(select r.id from service_agreements r
  where r.tenant_id = ${outerTenant} and r.renewed_from_id = ${outerId} order by r.created_at limit 1)`;

/**
 * Visits started or done, or an invoice sent or paid: the agreement has history and can only be cancelled.
 * Draft invoices nobody sent (an agreement saved with a wrong past start bills at once) do not count: deleting
 * the agreement deletes them with it.
 */
const hasHistorySql = sql<boolean>`(exists (select 1 from service_jobs j where j.tenant_id = ${outerTenant}
    and j.agreement_id = ${outerId} and j.status in ('in-progress', 'completed'))
  or exists (select 1 from service_agreement_invoices i join invoices v on v.tenant_id = i.tenant_id and v.id = i.invoice_id
    where i.tenant_id = ${outerTenant} and i.agreement_id = ${outerId} and (v.status <> 'draft'
      or exists (select 1 from payments p where p.tenant_id = v.tenant_id and p.invoice_id = v.id))))`;

const columns = {
  id: a.id,
  contractNumber: a.contractNumber,
  clientId: a.clientId,
  clientName: a.clientName,
  locationId: a.locationId,
  serviceType: a.serviceType,
  startDate: a.startDate,
  endDate: a.endDate,
  value: a.value,
  frequency: a.frequency,
  billingSchedule: a.billingSchedule,
  storedStatus: a.status,
  status: agreementStatusSql,
  nextService: nextServiceSql,
  storedNextService: a.nextService,
  description: a.description,
  autoRenew: a.autoRenew,
  renewedFromId: a.renewedFromId,
  renewedToId: renewedToSql,
  hasHistory: hasHistorySql,
  visitsThrough: a.visitsThrough,
  nextBillingDate: a.nextBillingDate,
  cancelledAt: a.cancelledAt,
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
};

export interface AgreementRow {
  id: string;
  contractNumber: string;
  clientId: string | null;
  clientName: string;
  locationId: string | null;
  serviceType: string;
  startDate: string;
  endDate: string;
  value: string;
  frequency: string | null;
  billingSchedule: string | null;
  storedStatus: string;
  status: AgreementStatus;
  nextService: string | null;
  storedNextService: string | null;
  description: string | null;
  autoRenew: boolean;
  renewedFromId: string | null;
  renewedToId: string | null;
  hasHistory: boolean;
  visitsThrough: string | null;
  nextBillingDate: string | null;
  cancelledAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export type AgreementInsert = Omit<typeof a.$inferInsert, 'tenantId'>;

const byId = (tenantId: string, id: string) => and(eq(a.tenantId, tenantId), eq(a.id, id));

/**
 * One page, newest first; search on contract number, client and service type (trigram index). The page's ids
 * come first, off the newest-first index; only those rows then get the derived columns (next visit, renewal,
 * history), each an index probe per row — computed for the whole table instead, `hasHistory` became a hashed
 * subplan over every completed job of the tenant (491 ms at 91,000 jobs). The unfiltered total is the
 * trigger-kept count; a filtered one is counted up to COUNT_BOUND.
 */
export async function listAgreements(
  { tx, tenantId }: TenantScope,
  query: AgreementListQuery,
): Promise<Page<AgreementRow>> {
  const filters: Array<SQL | undefined> = [
    eq(a.tenantId, tenantId),
    searchTextMatches(a.searchText, query.search),
    query.status ? sql`${agreementStatusSql} = ${query.status}` : undefined,
    query.clientId ? eq(a.clientId, query.clientId) : undefined,
  ];
  const where = and(...filters);
  const filtered = Boolean(query.search?.trim() || query.status || query.clientId);
  const [ids, counted] = await Promise.all([
    tx
      .select({ id: a.id })
      .from(a)
      .where(where)
      .orderBy(desc(a.createdAt), desc(a.id))
      .limit(query.limit)
      .offset(query.offset),
    filtered
      ? boundedCount(tx, sql`select 1 from ${a} where ${where}`, query.offset + query.limit)
      : tx
          .select({ total: sql<number>`coalesce(sum(${serviceAgreementCounts.count}), 0)::int` })
          .from(serviceAgreementCounts)
          .where(eq(serviceAgreementCounts.tenantId, tenantId))
          .then(([row]) => ({ total: Number(row.total), bounded: false })),
  ]);
  if (!ids.length) return { items: [], ...counted };
  const rows = (await tx
    .select(columns)
    .from(a)
    .where(
      and(
        eq(a.tenantId, tenantId),
        inArray(
          a.id,
          ids.map((r) => r.id),
        ),
      ),
    )) as AgreementRow[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { items: ids.map((r) => byId.get(r.id)!), ...counted };
}

/** An agreement of the tenant; `lock` holds its row (edits, renewals and the generator queue on it). */
export async function findAgreement(
  { tx, tenantId }: TenantScope,
  id: string,
  lock: false | 'update' | 'skip' = false,
): Promise<AgreementRow | undefined> {
  const query = tx.select(columns).from(a).where(byId(tenantId, id));
  const [row] =
    lock === 'update'
      ? await query.for('update', { of: a })
      : lock === 'skip'
        ? await query.for('update', { of: a, skipLocked: true })
        : await query;
  return row as AgreementRow | undefined;
}

export async function insertAgreement(
  { tx, tenantId }: TenantScope,
  values: AgreementInsert,
): Promise<string> {
  const [row] = await tx
    .insert(a)
    .values({ ...values, tenantId })
    .returning({ id: a.id });
  return row.id;
}

export async function updateAgreementRow(
  { tx, tenantId }: TenantScope,
  id: string,
  set: Partial<AgreementInsert>,
): Promise<void> {
  await tx.update(a).set(set).where(byId(tenantId, id));
}

export async function deleteAgreementRow({ tx, tenantId }: TenantScope, id: string): Promise<void> {
  await tx.delete(a).where(byId(tenantId, id));
}

export interface AgreementServiceLine {
  serviceId: string;
  name: string;
  quantity: string;
}

export async function listAgreementServices(
  { tx, tenantId }: TenantScope,
  agreementId: string,
): Promise<AgreementServiceLine[]> {
  const s = serviceAgreementServices;
  return tx
    .select({ serviceId: s.serviceId, name: services.name, quantity: s.quantity })
    .from(s)
    .innerJoin(services, and(eq(services.tenantId, s.tenantId), eq(services.id, s.serviceId)))
    .where(and(eq(s.tenantId, tenantId), eq(s.agreementId, agreementId)))
    .orderBy(asc(s.sortOrder));
}

export async function replaceAgreementServices(
  { tx, tenantId }: TenantScope,
  agreementId: string,
  lines: Array<{ serviceId: string; quantity: string }>,
): Promise<void> {
  const s = serviceAgreementServices;
  await tx.delete(s).where(and(eq(s.tenantId, tenantId), eq(s.agreementId, agreementId)));
  if (lines.length)
    await tx.insert(s).values(lines.map((l, sortOrder) => ({ tenantId, agreementId, ...l, sortOrder })));
}

/**
 * The four stat cards without reading the tenant's history: active ones (and their value and those ending within
 * the renewal window) from the active agreements' end-date index — what is current, not what has been — and
 * expired ones from the kept count of stored expired agreements plus the few still marked active or pending past
 * their end (the sweep turns those into expired).
 */
export async function agreementSummary({ tx, tenantId }: TenantScope) {
  const result = await tx.execute<{
    active: number;
    total_value: string;
    upcoming: number;
    expired: number;
  }>(sql`
    with live as (
      select value, end_date from ${a}
      where ${a.tenantId} = ${tenantId} and ${a.status} = 'active' and ${a.endDate} >= ${tenantToday}
        and ${a.startDate} <= ${tenantToday}
      union all
      select value, end_date from ${a}
      where ${a.tenantId} = ${tenantId} and ${a.status} = 'pending' and ${a.endDate} >= ${tenantToday}
        and ${a.startDate} <= ${tenantToday}
    )
    select (select count(*) from live)::int as active,
      (select coalesce(sum(value), 0) from live)::numeric(12,2)::text as total_value,
      (select count(*) from live
        where end_date <= ${tenantToday} + ${UPCOMING_RENEWAL_DAYS}::int)::int as upcoming,
      ((select coalesce(sum(count), 0) from ${serviceAgreementCounts}
          where ${serviceAgreementCounts.tenantId} = ${tenantId} and ${serviceAgreementCounts.status} = 'expired')
        + (select count(*) from ${a} where ${a.tenantId} = ${tenantId} and ${a.status} = 'active'
            and ${a.endDate} < ${tenantToday})
        + (select count(*) from ${a} where ${a.tenantId} = ${tenantId} and ${a.status} = 'pending'
            and ${a.endDate} < ${tenantToday}))::int as expired`);
  return result.rows[0];
}

/** The latest visits of an agreement (the service jobs it generated). */
export async function listAgreementVisits({ tx, tenantId }: TenantScope, agreementId: string) {
  const result = await tx.execute<{
    job_id: string;
    job_number: string;
    visit_date: string;
    status: string;
    technician_name: string | null;
  }>(sql`
    select * from (
      select j.id as job_id, j.job_number, j.visit_date::text as visit_date, j.status::text as status,
        t.name as technician_name
      from service_jobs j
      left join technicians t on t.tenant_id = j.tenant_id and t.id = j.technician_id
      where j.tenant_id = ${tenantId} and j.agreement_id = ${agreementId} and j.visit_date is not null
      order by j.visit_date desc limit 100) v
    order by visit_date`);
  return result.rows;
}

export async function listAgreementInvoices({ tx, tenantId }: TenantScope, agreementId: string) {
  const result = await tx.execute<{
    invoice_id: string;
    invoice_number: string;
    status: string;
    period_start: string;
    period_end: string;
    amount: string;
  }>(sql`
    select i.id as invoice_id, i.invoice_number, i.status::text as status,
      l.period_start::text as period_start, l.period_end::text as period_end, l.amount::text as amount
    from service_agreement_invoices l
    join invoices i on i.tenant_id = l.tenant_id and i.id = l.invoice_id
    where l.tenant_id = ${tenantId} and l.agreement_id = ${agreementId}
    order by l.period_start`);
  return result.rows;
}

export async function findContractNumber(
  { tx, tenantId }: TenantScope,
  id: string | null,
): Promise<string | null> {
  if (!id) return null;
  const [row] = await tx.select({ contractNumber: a.contractNumber }).from(a).where(byId(tenantId, id));
  return row?.contractNumber ?? null;
}

/** The tenant's date (`tw_tenant_today()`), the one the derived status (expired, pending) is read with. */
export async function readTenantToday({ tx }: TenantScope): Promise<string> {
  const result = await tx.execute<{ today: string }>(sql`select ${tenantToday}::text as today`);
  return result.rows[0].today;
}

/** Removes every job made for the agreement; answers how many. */
/** Removes the agreement's billing links; answers the invoices they pointed at (drafts only, by hasHistory). */
export async function deleteAgreementBillingLinks(
  { tx, tenantId }: TenantScope,
  agreementId: string,
): Promise<string[]> {
  const l = serviceAgreementInvoices;
  const removed = await tx
    .delete(l)
    .where(and(eq(l.tenantId, tenantId), eq(l.agreementId, agreementId)))
    .returning({ invoiceId: l.invoiceId });
  return removed.map((r) => r.invoiceId);
}

export async function deleteAgreementJobs(
  { tx, tenantId }: TenantScope,
  agreementId: string,
): Promise<number> {
  const removed = await tx
    .delete(serviceJobs)
    .where(and(eq(serviceJobs.tenantId, tenantId), eq(serviceJobs.agreementId, agreementId)))
    .returning({ id: serviceJobs.id });
  return removed.length;
}
