import type { AdminDashboard, AdminMetrics } from '@tradeworks/contracts/super-admin-console';
import type { Database } from '../../db/client';
import { countOutbox, type AppMetrics } from '../../platform/metrics/metrics';
import { checkSystemHealth } from './system-health';
import { countPlatformOverview } from './dashboard.repository';

/** Spec point 9: the admin recent-activity window is the last 30 days. */
const RECENT_ACTIVITY_DAYS = 30;

export async function getAdminDashboard(db: Database, metrics: AppMetrics): Promise<AdminDashboard> {
  const overview = await db.platform((tx) => countPlatformOverview(tx, RECENT_ACTIVITY_DAYS));
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
