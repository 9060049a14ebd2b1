import { sql } from 'drizzle-orm';
import type { AdminDashboard } from '@tradeworks/contracts/super-admin-console';
import type { Tx } from '../../db/client';

/** The console dashboard's platform counts, in one statement. */
export async function countPlatformOverview(tx: Tx, recentDays: number): Promise<AdminDashboard['overview']> {
  // One probe of audit_log_recent_idx (tenant_id, created_at desc) per tenant, not a scan of the log.
  const { rows } = await tx.execute<Record<keyof AdminDashboard['overview'], number>>(sql`
    select
      (select count(*) from tenants)::int as "totalTenants",
      (select count(*) from tenants where status = 'active')::int as "activeTenants",
      (select count(*) from tenants t where exists (
        select 1 from audit_log a
        where a.tenant_id = t.id and a.created_at > now() - make_interval(days => ${recentDays})
      ))::int as "tenantsWithRecentActivity",
      (select count(*) from users)::int as "totalUsers"`);
  const r = rows[0];
  return {
    totalTenants: Number(r.totalTenants),
    activeTenants: Number(r.activeTenants),
    tenantsWithRecentActivity: Number(r.tenantsWithRecentActivity),
    totalUsers: Number(r.totalUsers),
  };
}
