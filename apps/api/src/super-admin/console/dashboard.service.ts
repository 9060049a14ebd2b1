import { sql } from 'drizzle-orm';
import type { AdminDashboard, AdminMetrics } from '@tradeworks/contracts/super-admin-console';
import type { Database } from '../../db/client';
import { countOutbox, type AppMetrics } from '../../platform/metrics/metrics';
import { checkSystemHealth } from './system-health';

/** Spec point 9: the admin recent-activity window is the last 30 days. */
const RECENT_ACTIVITY_DAYS = 30;

export async function getAdminDashboard(db: Database, metrics: AppMetrics): Promise<AdminDashboard> {
  const overview = await db.platform(async (tx) => {
    // One probe of audit_log_recent_idx (tenant_id, created_at desc) per tenant, not a scan of the log.
    const { rows } = await tx.execute<Record<keyof AdminDashboard['overview'], number>>(sql`
      select
        (select count(*) from tenants)::int as "totalTenants",
        (select count(*) from tenants where status = 'active')::int as "activeTenants",
        (select count(*) from tenants t where exists (
          select 1 from audit_log a
          where a.tenant_id = t.id and a.created_at > now() - make_interval(days => ${RECENT_ACTIVITY_DAYS})
        ))::int as "tenantsWithRecentActivity",
        (select count(*) from users)::int as "totalUsers"`);
    const r = rows[0];
    return {
      totalTenants: Number(r.totalTenants),
      activeTenants: Number(r.activeTenants),
      tenantsWithRecentActivity: Number(r.tenantsWithRecentActivity),
      totalUsers: Number(r.totalUsers),
    };
  });
  return { overview, systemHealth: await checkSystemHealth(db, metrics) };
}

/** The monitoring screen's figures: this process's request series plus the shared outbox counts. */
export async function getAdminMetrics(db: Database, metrics: AppMetrics): Promise<AdminMetrics> {
  const last5 = metrics.series.window(5);
  return {
    timestamp: new Date().toISOString(),
    uptimeSeconds: Math.round(process.uptime()),
    requests: {
      total: metrics.series.total,
      perMinute: metrics.series.perMinute(),
      errorRate: last5.errorRate,
      p95Latency: last5.p95Ms,
    },
    emails: await countOutbox(db),
    jobs: metrics.jobs(),
    routes: metrics.routes().slice(0, 20),
    series: metrics.series.lastHour(),
  };
}
