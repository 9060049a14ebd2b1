import { sql, type SQL } from 'drizzle-orm';
import type { JobCostingSort, LabourSource } from '@tradeworks/contracts/reports';
import type { TenantScope } from '../../db/client';

/** Which completed jobs: those completed in [startAt, endAt) matching the filters, or one job. */
export type JobCostingScope =
  | {
      startAt: Date;
      endAt: Date;
      technicianId?: string;
      clientId?: string;
      serviceType?: string;
    }
  | { jobId: string };

/*
 * The costing of completed jobs in one statement (CTEs), each step read through a tenant-leading index:
 *   jobs      service_jobs_completed_idx (tenant, completed_at) where completed — or the job's primary key
 *   spans     time_entries_job_idx: on-the-job entries that ended; a job with none falls back to its own
 *             started_at → completed_at with its technician
 *   rated     the rate effective on the local day the span started (technician_cost_rates_day_key, latest
 *             effective_from on or before it), so a rate added later never reprices past work; each line's
 *             hours and cost are rounded to cents on their own, and the job's figures are those lines' sums
 *   parts     stock_movements_job_idx: usage rows at the unit cost the ledger wrote when the part was used
 *   revenue   the job's invoice before tax when it was sent (sent, paid, overdue)
 */
function costingCte(tenantId: string, zone: string, scope: JobCostingScope): SQL {
  const where =
    'jobId' in scope
      ? sql`j.id = ${scope.jobId}`
      : sql.join(
          [
            sql`j.completed_at >= ${scope.startAt.toISOString()}::timestamptz`,
            sql`j.completed_at < ${scope.endAt.toISOString()}::timestamptz`,
            scope.technicianId ? sql`j.technician_id = ${scope.technicianId}` : undefined,
            scope.clientId ? sql`j.client_id = ${scope.clientId}` : undefined,
            scope.serviceType ? sql`j.service_type = ${scope.serviceType}` : undefined,
          ].filter((part): part is SQL => part !== undefined),
          sql` and `,
        );
  return sql`
    with jobs as (
      select j.id, j.job_number, j.client_id, j.client_name, j.service_type, j.technician_id, j.started_at,
        j.completed_at, j.invoice_id
      from service_jobs j
      where j.tenant_id = ${tenantId} and j.status = 'completed' and j.completed_at is not null and ${where}
    ), entries as (
      select e.job_id, e.technician_id, e.started_at, e.ended_at, 'timesheets' as source
      from time_entries e join jobs on jobs.id = e.job_id
      where e.tenant_id = ${tenantId} and e.kind = 'on_job' and e.ended_at is not null
    ), spans as (
      select * from entries
      union all
      select j.id, j.technician_id, j.started_at, j.completed_at, 'job-times'
      from jobs j
      where j.technician_id is not null and j.started_at is not null and j.started_at <= j.completed_at
        and not exists (select 1 from entries e where e.job_id = j.id)
    ), rated as (
      select s.job_id, s.technician_id, s.source, s.started_at,
        (s.started_at at time zone ${zone})::date as worked_on,
        round(extract(epoch from s.ended_at - s.started_at) / 3600, 2) as hours, r.hourly_rate,
        round(extract(epoch from s.ended_at - s.started_at) / 3600 * coalesce(r.hourly_rate, 0), 2) as cost
      from spans s
      left join lateral (
        select hourly_rate from technician_cost_rates r
        where r.tenant_id = ${tenantId} and r.technician_id = s.technician_id
          and r.effective_from <= (s.started_at at time zone ${zone})::date
        order by r.effective_from desc limit 1) r on true
    ), labour as (
      select job_id, sum(hours) as hours, sum(cost) as cost, bool_or(hourly_rate is null) as rate_missing,
        min(source) as source
      from rated group by job_id
    ), parts as (
      select m.job_id, sum(round(-m.quantity_change * coalesce(m.unit_cost, 0), 2)) as cost
      from stock_movements m join jobs on jobs.id = m.job_id
      where m.tenant_id = ${tenantId} and m.kind = 'usage'
      group by m.job_id
    ), costed as (
      select j.*, i.invoice_number, coalesce(i.subtotal, 0) as revenue, coalesce(p.cost, 0) as parts_cost,
        coalesce(l.hours, 0) as labour_hours, coalesce(l.cost, 0) as labour_cost,
        coalesce(l.rate_missing, false) as rate_missing, coalesce(l.source, 'none') as labour_source,
        coalesce(i.subtotal, 0) - coalesce(p.cost, 0) - coalesce(l.cost, 0) as margin
      from jobs j
      left join invoices i on i.tenant_id = ${tenantId} and i.id = j.invoice_id
        and i.status in ('sent', 'paid', 'overdue')
      left join parts p on p.job_id = j.id
      left join labour l on l.job_id = j.id
    )`;
}

const percent = (margin: SQL, revenue: SQL) =>
  sql`case when ${revenue} > 0 then round(${margin} * 100 / ${revenue}, 1)::text end`;

export interface JobCostingSqlRow extends Record<string, unknown> {
  job_id: string;
  job_number: string;
  completed_on: string;
  client_id: string;
  client_name: string;
  service_type: string;
  technician_id: string | null;
  technician_name: string | null;
  invoice_id: string | null;
  invoice_number: string | null;
  labour_source: LabourSource;
  rate_missing: boolean;
  revenue: string;
  parts_cost: string;
  labour_hours: string;
  labour_cost: string;
  margin: string;
  margin_percent: string | null;
}

const ORDER: Record<JobCostingSort, SQL> = {
  margin: sql`c.margin`,
  marginPercent: sql`case when c.revenue > 0 then c.margin / c.revenue end`,
  revenue: sql`c.revenue`,
  completedOn: sql`c.completed_at`,
  jobNumber: sql`c.job_number`,
};

/** The jobs' rows, sorted (ties: latest completed first), a page or all of them. */
export async function jobCostingRows(
  { tx, tenantId }: TenantScope,
  zone: string,
  scope: JobCostingScope,
  order: { sort: JobCostingSort; direction: 'asc' | 'desc'; limit?: number; offset?: number },
): Promise<JobCostingSqlRow[]> {
  // Plain asc / desc (PostgreSQL's null order): a job without revenue has no margin % and sorts as the largest.
  const direction = sql.raw(order.direction);
  const page = order.limit === undefined ? sql`` : sql`limit ${order.limit} offset ${order.offset ?? 0}`;
  const { rows } = await tx.execute<JobCostingSqlRow>(sql`${costingCte(tenantId, zone, scope)}
    select c.id as job_id, c.job_number, (c.completed_at at time zone ${zone})::date::text as completed_on,
      c.client_id, c.client_name, c.service_type, c.technician_id, t.name as technician_name, c.invoice_id,
      c.invoice_number, c.labour_source, c.rate_missing, c.revenue::numeric(16,2)::text as revenue,
      c.parts_cost::numeric(16,2)::text as parts_cost, c.labour_hours::numeric(16,2)::text as labour_hours,
      c.labour_cost::numeric(16,2)::text as labour_cost, c.margin::numeric(16,2)::text as margin,
      ${percent(sql`c.margin`, sql`c.revenue`)} as margin_percent
    from costed c
    left join technicians t on t.tenant_id = ${tenantId} and t.id = c.technician_id
    order by ${ORDER[order.sort]} ${direction}, c.completed_at desc, c.id
    ${page}`);
  return rows;
}

export interface JobCostingTotalsRow extends Record<string, unknown> {
  job_count: number;
  revenue: string;
  parts_cost: string;
  labour_hours: string;
  labour_cost: string;
  margin: string;
  margin_percent: string | null;
}

/** Every matching job added up: the sums of the very figures the rows show. */
export async function jobCostingTotals(
  { tx, tenantId }: TenantScope,
  zone: string,
  scope: JobCostingScope,
): Promise<JobCostingTotalsRow> {
  const { rows } = await tx.execute<JobCostingTotalsRow>(sql`${costingCte(tenantId, zone, scope)}
    select count(*)::int as job_count, coalesce(sum(revenue), 0)::numeric(16,2)::text as revenue,
      coalesce(sum(parts_cost), 0)::numeric(16,2)::text as parts_cost,
      coalesce(sum(labour_hours), 0)::numeric(16,2)::text as labour_hours,
      coalesce(sum(labour_cost), 0)::numeric(16,2)::text as labour_cost,
      coalesce(sum(margin), 0)::numeric(16,2)::text as margin,
      ${percent(sql`sum(margin)`, sql`sum(revenue)`)} as margin_percent
    from costed`);
  return rows[0]!;
}

export interface LabourLineRow extends Record<string, unknown> {
  technician_id: string;
  technician_name: string;
  source: LabourSource;
  worked_on: string;
  hours: string;
  hourly_rate: string | null;
  cost: string;
}

export interface PartLineRow extends Record<string, unknown> {
  inventory_id: string;
  name: string;
  quantity: number;
  unit_cost: string;
  cost: string;
  used_on: string;
}

/** One job's labour lines (as costed above) and parts lines, in the order they happened. */
export async function jobCostingLines(
  { tx, tenantId }: TenantScope,
  zone: string,
  jobId: string,
): Promise<{ labour: LabourLineRow[]; parts: PartLineRow[] }> {
  const labour = await tx.execute<LabourLineRow>(sql`${costingCte(tenantId, zone, { jobId })}
    select r.technician_id, t.name as technician_name, r.source, r.worked_on::text as worked_on,
      r.hours::numeric(16,2)::text as hours, r.hourly_rate::text as hourly_rate,
      r.cost::numeric(16,2)::text as cost
    from rated r
    join technicians t on t.tenant_id = ${tenantId} and t.id = r.technician_id
    order by r.started_at, t.name`);
  const parts = await tx.execute<PartLineRow>(sql`
    select m.inventory_id, i.name, -m.quantity_change as quantity,
      coalesce(m.unit_cost, 0)::numeric(16,2)::text as unit_cost,
      round(-m.quantity_change * coalesce(m.unit_cost, 0), 2)::numeric(16,2)::text as cost,
      (m.created_at at time zone ${zone})::date::text as used_on
    from stock_movements m
    join inventory_items i on i.tenant_id = m.tenant_id and i.id = m.inventory_id
    where m.tenant_id = ${tenantId} and m.job_id = ${jobId} and m.kind = 'usage'
    order by m.created_at, m.id`);
  return { labour: labour.rows, parts: parts.rows };
}
