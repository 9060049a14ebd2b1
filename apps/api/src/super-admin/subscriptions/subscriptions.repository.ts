import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@tradeworks/contracts/paging';
import {
  PAYMENT_ISSUE_STATUSES,
  type TenantUsage,
  type TenantUsageQuery,
  type TenantUsageSort,
} from '@tradeworks/contracts/super-admin-subscriptions';
import type { Tx } from '../../db/client';
import { tenants } from '../../db/schema';
import { containsPattern } from '../../http/paging';
import type { TenantRow } from '../tenants/tenants.repository';

function tenantSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(ilike(tenants.name, pattern), ilike(tenants.slug, pattern), ilike(tenants.domain, pattern));
}

/** Tenants whose payment failed (past_due) or whose subscription ended (cancelled): past due first, then by name. */
export async function listPaymentIssues(
  tx: Tx,
  query: PageQuery,
): Promise<{ rows: TenantRow[]; total: number }> {
  const where = and(inArray(tenants.billingStatus, [...PAYMENT_ISSUE_STATUSES]), tenantSearch(query.search));
  const rows = await tx
    .select()
    .from(tenants)
    .where(where)
    .orderBy(asc(tenants.billingStatus), asc(tenants.name), asc(tenants.id))
    .limit(query.limit)
    .offset(query.offset);
  const [{ total }] = await tx.select({ total: count() }).from(tenants).where(where);
  return { rows, total };
}

/** Tenants per plan and billing status (one grouped read), and trials whose end date has passed. */
export async function countTenantsByPlanAndBilling(tx: Tx) {
  const cells = await tx
    .select({ plan: tenants.plan, billingStatus: tenants.billingStatus, tenants: count() })
    .from(tenants)
    .groupBy(tenants.plan, tenants.billingStatus)
    .orderBy(tenants.plan, tenants.billingStatus);
  const [{ trialsEnded }] = await tx
    .select({ trialsEnded: count() })
    .from(tenants)
    .where(and(eq(tenants.billingStatus, 'trial'), sql`${tenants.trialEndsAt} < now()`));
  return { cells, trialsEnded };
}

/** Sort keys to the usage query's output columns (a fixed list: the user's text never reaches the SQL). */
const SORT_COLUMNS: Record<TenantUsageSort, SQL> = {
  name: sql`u.name`,
  users: sql`u.users`,
  clients: sql`u.clients`,
  jobs: sql`u.jobs`,
  invoices_this_month: sql`u.invoices_this_month`,
  storage_bytes: sql`u.storage_bytes`,
};

/**
 * Per-tenant usage for one page, sorted in SQL. Users from accepted memberships; clients and jobs from their
 * trigger-kept counter rows; invoices since the first of the month in the tenant's own time zone (an index
 * range scan on invoices_recent_idx; a zone PostgreSQL does not know counts as UTC, as tw_tenant_today does);
 * storage from the photo bytes kept in the database (job photos with thumbnails, photos received by text).
 */
export async function listTenantUsage(
  tx: Tx,
  query: TenantUsageQuery,
): Promise<{ items: TenantUsage[]; total: number }> {
  const search = query.search ? containsPattern(query.search) : null;
  const where = search
    ? sql`where t.name ilike ${search} or t.slug ilike ${search} or t.domain ilike ${search}`
    : sql``;
  const direction = query.order === 'desc' ? sql`desc` : sql`asc`;
  const { rows } = await tx.execute<TenantUsage & { total: number }>(sql`
    with zoned as (
      select t.id, t.name, t.slug, t.plan, t.status, t.billing_status,
        coalesce((select z.name from pg_timezone_names z
                  where z.name = nullif(btrim(coalesce(gs.setting_value, t.settings->>'timezone')), '')
                  limit 1), 'UTC') as zone
      from tenants t
      left join general_settings gs on gs.tenant_id = t.id and gs.setting_key = 'timezone'
      ${where}
    ),
    usage as (
      select z.id, z.name, z.slug, z.plan, z.status, z.billing_status,
        (select count(*) from memberships m where m.tenant_id = z.id and m.status = 'accepted')::int as users,
        (select coalesce(sum(c.count), 0) from client_counts c where c.tenant_id = z.id)::int as clients,
        (select coalesce(sum(j.count), 0) from service_job_counts j where j.tenant_id = z.id)::int as jobs,
        (select count(*) from invoices i where i.tenant_id = z.id
           and i.created_at >= (date_trunc('month', now() at time zone z.zone) at time zone z.zone))::int
          as invoices_this_month,
        ((select coalesce(sum(p.size_bytes + coalesce(octet_length(p.thumbnail), 0)), 0)
            from service_job_photos p where p.tenant_id = z.id)
          + (select coalesce(sum(s.size_bytes), 0) from sms_media s where s.tenant_id = z.id))::bigint
          as storage_bytes
      from zoned z
    )
    select u.*, count(*) over ()::int as total from usage u
    order by ${SORT_COLUMNS[query.sort]} ${direction}, u.name asc, u.id asc
    limit ${query.limit} offset ${query.offset}`);
  const total = rows[0]?.total ?? (await countTenants(tx, query.search));
  return {
    items: rows.map(({ total: _total, ...row }) => ({ ...row, storage_bytes: Number(row.storage_bytes) })),
    total,
  };
}

/** The total when the page is past the end (the window count comes with rows only). */
async function countTenants(tx: Tx, search: string | undefined): Promise<number> {
  const [{ total }] = await tx.select({ total: count() }).from(tenants).where(tenantSearch(search));
  return total;
}
