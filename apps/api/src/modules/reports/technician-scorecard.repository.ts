import { sql, type SQL } from 'drizzle-orm';
import type { TenantScope } from '../../db/client';

export interface ScorecardBounds {
  /** [startAt, endAt): the period's first and last local days as instants. */
  startAt: Date;
  endAt: Date;
}

/** A technician's figures (or all technicians' sums) as the statements return them. */
export interface ScoreFigures {
  completed_jobs: number;
  invoiced_jobs: number;
  revenue: string;
  quotes_sent: number;
  quotes_approved: number;
  agreements_sold: number;
  hours_on_jobs: string;
  hours_travelling: string;
  callbacks: number;
  checklist_items: number;
  checklist_answered: number;
}

export interface ScoreSqlRow extends ScoreFigures, Record<string, unknown> {
  technician_id: string;
  technician_name: string;
}

/*
 * Each figure per technician, each from its own tenant-leading index:
 *   jobs        service_jobs_completed_idx — jobs completed in the period, by the job's technician; revenue from
 *               their invoices before tax once sent; a callback is a job of theirs followed, within 30 days of its
 *               completion, by another job (not cancelled) created at the same location (service_jobs_location_idx)
 *   checklist   job_checklist_items_job_idx — items on those jobs, and those answered
 *   time        time_entries_technician_idx — on-the-job and travel entries that started in the period and ended
 *   quotes      quotes created in the period by the technician's user, sent (not drafts), and approved ones
 *   agreements  agreements created in the period by the technician's user
 * Technicians listed: the active ones and any with a figure in the period.
 */
function scorecardCte(tenantId: string, b: ScorecardBounds): SQL {
  const start = b.startAt.toISOString();
  const end = b.endAt.toISOString();
  return sql`
    with jobs as (
      select j.id, j.technician_id, j.location_id, j.completed_at, j.invoice_id
      from service_jobs j
      where j.tenant_id = ${tenantId} and j.status = 'completed' and j.technician_id is not null
        and j.completed_at >= ${start}::timestamptz and j.completed_at < ${end}::timestamptz
    ), job_figures as (
      select j.technician_id, count(*)::int as completed_jobs, count(i.id)::int as invoiced_jobs,
        coalesce(sum(i.subtotal), 0) as revenue,
        count(*) filter (where exists (
          select 1 from service_jobs k
          where k.tenant_id = ${tenantId} and k.location_id = j.location_id and k.id <> j.id
            and k.status <> 'cancelled' and k.created_at > j.completed_at
            and k.created_at <= j.completed_at + interval '30 days'))::int as callbacks
      from jobs j
      left join invoices i on i.tenant_id = ${tenantId} and i.id = j.invoice_id
        and i.status in ('sent', 'paid', 'overdue')
      group by j.technician_id
    ), checklist as (
      select j.technician_id, count(*)::int as items, count(ci.answered_at)::int as answered
      from jobs j join job_checklist_items ci on ci.tenant_id = ${tenantId} and ci.job_id = j.id
      group by j.technician_id
    ), hours as (
      select technician_id,
        coalesce(sum(round(extract(epoch from ended_at - started_at) / 3600, 2))
          filter (where kind = 'on_job'), 0) as on_jobs,
        coalesce(sum(round(extract(epoch from ended_at - started_at) / 3600, 2))
          filter (where kind = 'travel'), 0) as travelling
      from time_entries
      where tenant_id = ${tenantId} and kind in ('on_job', 'travel') and ended_at is not null
        and started_at >= ${start}::timestamptz and started_at < ${end}::timestamptz
      group by technician_id
    ), quote_figures as (
      select t.id as technician_id, count(*)::int as sent,
        count(*) filter (where q.status in ('approved', 'accepted'))::int as approved
      from quotes q join technicians t on t.tenant_id = q.tenant_id and t.user_id = q.created_by
      where q.tenant_id = ${tenantId} and q.status <> 'draft'
        and q.created_at >= ${start}::timestamptz and q.created_at < ${end}::timestamptz
      group by t.id
    ), agreement_figures as (
      select t.id as technician_id, count(*)::int as sold
      from service_agreements a join technicians t on t.tenant_id = a.tenant_id and t.user_id = a.created_by
      where a.tenant_id = ${tenantId}
        and a.created_at >= ${start}::timestamptz and a.created_at < ${end}::timestamptz
      group by t.id
    ), scores as (
      select t.id as technician_id, t.name as technician_name,
        coalesce(f.completed_jobs, 0) as completed_jobs, coalesce(f.invoiced_jobs, 0) as invoiced_jobs,
        coalesce(f.revenue, 0) as revenue, coalesce(f.callbacks, 0) as callbacks,
        coalesce(q.sent, 0) as quotes_sent, coalesce(q.approved, 0) as quotes_approved,
        coalesce(a.sold, 0) as agreements_sold,
        coalesce(h.on_jobs, 0) as hours_on_jobs, coalesce(h.travelling, 0) as hours_travelling,
        coalesce(c.items, 0) as checklist_items, coalesce(c.answered, 0) as checklist_answered
      from technicians t
      left join job_figures f on f.technician_id = t.id
      left join checklist c on c.technician_id = t.id
      left join hours h on h.technician_id = t.id
      left join quote_figures q on q.technician_id = t.id
      left join agreement_figures a on a.technician_id = t.id
      where t.tenant_id = ${tenantId}
        and (t.is_active or f.technician_id is not null or h.technician_id is not null
          or q.technician_id is not null or a.technician_id is not null)
    )`;
}

const FIGURES = sql`completed_jobs, invoiced_jobs, revenue::numeric(16,2)::text as revenue, quotes_sent,
  quotes_approved, agreements_sold, hours_on_jobs::numeric(16,2)::text as hours_on_jobs,
  hours_travelling::numeric(16,2)::text as hours_travelling, callbacks, checklist_items, checklist_answered`;

/** A page of technicians, highest revenue first (then most jobs, then by name). */
export async function technicianScores(
  { tx, tenantId }: TenantScope,
  b: ScorecardBounds,
  page: { limit: number; offset: number },
): Promise<ScoreSqlRow[]> {
  const { rows } = await tx.execute<ScoreSqlRow>(sql`${scorecardCte(tenantId, b)}
    select technician_id, technician_name, ${FIGURES}
    from scores
    order by revenue desc, completed_jobs desc, technician_name, technician_id
    limit ${page.limit} offset ${page.offset}`);
  return rows;
}

export interface ScoreTotalsRow extends ScoreFigures, Record<string, unknown> {
  technician_count: number;
}

/** Every listed technician added up. */
export async function technicianScoreTotals(
  { tx, tenantId }: TenantScope,
  b: ScorecardBounds,
): Promise<ScoreTotalsRow> {
  const { rows } = await tx.execute<ScoreTotalsRow>(sql`${scorecardCte(tenantId, b)}
    select n as technician_count, ${FIGURES}
    from (select count(*)::int as n, coalesce(sum(completed_jobs), 0)::int as completed_jobs,
      coalesce(sum(invoiced_jobs), 0)::int as invoiced_jobs, coalesce(sum(revenue), 0) as revenue,
      coalesce(sum(quotes_sent), 0)::int as quotes_sent, coalesce(sum(quotes_approved), 0)::int as quotes_approved,
      coalesce(sum(agreements_sold), 0)::int as agreements_sold,
      coalesce(sum(hours_on_jobs), 0) as hours_on_jobs, coalesce(sum(hours_travelling), 0) as hours_travelling,
      coalesce(sum(callbacks), 0)::int as callbacks, coalesce(sum(checklist_items), 0)::int as checklist_items,
      coalesce(sum(checklist_answered), 0)::int as checklist_answered
      from scores) s`);
  return rows[0]!;
}
