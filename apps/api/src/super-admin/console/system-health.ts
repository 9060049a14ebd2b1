import v8 from 'node:v8';
import {
  HEALTH_THRESHOLDS as T,
  type AdminDashboard,
  type HealthStatus,
} from '@tradeworks/contracts/super-admin-console';
import type { Database } from '../../db/client';
import type { AppMetrics } from '../../platform/metrics/metrics';
import { readDatabaseFacts } from './system-health.repository';

type SystemHealth = AdminDashboard['systemHealth'];

/** Spec point 9: "Database max connections: fallback 100". */
const FALLBACK_MAX_CONNECTIONS = 100;
const RANK: Record<HealthStatus, number> = { healthy: 0, warning: 1, critical: 2 };
const worst = (...s: HealthStatus[]): HealthStatus => s.reduce((a, b) => (RANK[b] > RANK[a] ? b : a));
const level = (value: number, t: { warning: number; critical?: number }): HealthStatus =>
  t.critical !== undefined && value > t.critical ? 'critical' : value > t.warning ? 'warning' : 'healthy';
const round = (x: number) => Math.round(x * 100) / 100;

/**
 * Live health of database, server and platform. Every figure is measured now: a timed `select 1`, client
 * connections from pg_stat_activity against max_connections (PGlite is one embedded connection: 1 of 1),
 * pg_database_size, the public base tables, process uptime and V8 heap against its limit, and the last
 * 5 minutes of 5xx answers and the last 24 hours of undeliverable e-mail.
 *
 * Connections are the pg_stat_activity rows attached to a database: without pg_read_all_stats the app's role
 * sees backend_type only for its own sessions, but datname for every session.
 */
export async function checkSystemHealth(db: Database, metrics: AppMetrics): Promise<SystemHealth> {
  const started = performance.now();
  const reasons: string[] = [];

  let database: SystemHealth['database'];
  let failedEmails24h = 0;
  try {
    const responseTime = round(await db.ping());
    const facts = await db.platform((tx) => readDatabaseFacts(tx, db.engine));
    failedEmails24h = facts.failed;
    const connections = Number(facts.connections);
    const maxConnections = Number(facts.max_connections) || FALLBACK_MAX_CONNECTIONS;
    const responseStatus = level(responseTime, T.databaseResponseMs);
    // The embedded engine always has its one connection in use; that is not saturation.
    const connectionStatus =
      db.engine === 'pglite' ? 'healthy' : level((connections / maxConnections) * 100, T.connectionsPercent);
    if (responseStatus !== 'healthy') reasons.push(`Database answered in ${responseTime} ms`);
    if (connectionStatus !== 'healthy')
      reasons.push(`${connections} of ${maxConnections} database connections in use`);
    database = {
      status: worst(responseStatus, connectionStatus),
      engine: db.engine,
      responseTime,
      connections,
      maxConnections,
      databaseSize: facts.size_pretty,
      databaseSizeBytes: Number(facts.size_bytes),
      tableCount: Number(facts.table_count),
    };
  } catch {
    reasons.push('Database unreachable');
    database = {
      status: 'critical',
      engine: db.engine,
      responseTime: round(performance.now() - started),
      connections: 0,
      maxConnections: 0,
      databaseSize: 'unknown',
      databaseSizeBytes: 0,
      tableCount: 0,
    };
  }

  // Heap in use against the heap limit: how close the process is to running out of memory.
  const heap = v8.getHeapStatistics();
  const usedMb = round(heap.used_heap_size / 1024 / 1024);
  const totalMb = round(heap.heap_size_limit / 1024 / 1024);
  const memoryPercent = round((heap.used_heap_size / heap.heap_size_limit) * 100);
  const serverStatus = level(memoryPercent, T.memoryPercent);
  if (serverStatus !== 'healthy') reasons.push(`Memory at ${memoryPercent}% of the heap limit`);

  const errorRate = metrics.series.window(5).errorRate;
  const errorStatus = level(errorRate, T.errorRatePercent);
  if (errorStatus !== 'healthy') reasons.push(`${errorRate}% of requests failed in the last 5 minutes`);
  const mailStatus = level(failedEmails24h, T.failedEmails24h);
  if (mailStatus !== 'healthy') reasons.push(`${failedEmails24h} e-mails failed in the last 24 hours`);

  return {
    database,
    server: {
      status: serverStatus,
      uptime: Math.round(process.uptime()),
      memory: { used: usedMb, total: totalMb, percentage: memoryPercent },
      nodeVersion: process.version,
    },
    platform: {
      status: worst(database.status, serverStatus, errorStatus, mailStatus),
      responseTime: round(performance.now() - started),
      timestamp: new Date().toISOString(),
      reasons,
      failedEmails24h,
      errorRate,
    },
  };
}
