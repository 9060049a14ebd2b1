import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../../db/client';
import { RequestSeries } from './request-series';
import { joinClusterMetrics } from './cluster-metrics';

/**
 * The server's metrics: one prom-client registry per app (tests build many apps in one process).
 * Labels are route patterns (`/api/clients/:id`), methods and status codes — never tenant ids or slugs,
 * which would make the series count grow with the number of customers.
 */
export interface AppMetrics {
  registry: Registry;
  series: RequestSeries;
  observeRequest(options: { method: string; route: string; status: number; durationMs: number }): void;
  recordJobRun(job: string, outcome: 'success' | 'failure'): void;
  /** When the last request was answered (ms since the epoch; 0 before the first): the idle jobs wait for quiet. */
  lastRequestAt(): number;
  /** Per route totals since start, for the JSON view. */
  routes(): RouteTotals[];
  jobs(): JobTotals[];
}

export interface RouteTotals {
  method: string;
  route: string;
  requests: number;
  serverErrors: number;
  avgMs: number;
}

export interface JobTotals {
  job: string;
  runs: number;
  failures: number;
  lastRunAt: string | null;
}

export interface OutboxCounts {
  queued: number;
  sending: number;
  failed: number;
  sent: number;
  captured: number;
}

/** Outbox rows per status, across all organizations (platform role). */
export async function countOutbox(db: Database): Promise<OutboxCounts> {
  const { rows } = await db.platform((tx) =>
    tx.execute<{ status: keyof OutboxCounts; n: number }>(
      sql`select status, count(*)::int as n from email_outbox group by status`,
    ),
  );
  const out: OutboxCounts = { queued: 0, sending: 0, failed: 0, sent: 0, captured: 0 };
  for (const r of rows) out[r.status] = Number(r.n);
  return out;
}

export function createMetrics(db: Database): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  joinClusterMetrics(registry);
  const series = new RequestSeries();
  const routeTotals = new Map<string, RouteTotals & { sumMs: number }>();
  const jobTotals = new Map<string, JobTotals>();

  const requests = new Counter({
    name: 'tradeworks_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'tradeworks_http_server_errors_total',
    help: 'HTTP requests answered with a 5xx status, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'tradeworks_http_request_duration_seconds',
    help: 'HTTP request latency by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'tradeworks_background_job_runs_total',
    help: 'Background job runs by job and outcome',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'tradeworks_email_outbox_messages',
    help: 'E-mail outbox messages by status (queued and sending are the queue depth)',
    labelNames: ['status'] as const,
    registers: [registry],
    // Every process reads the same figure: a cluster's scrape shows it once, not summed.
    aggregator: 'first',
    // Read at scrape time, so the figure is the database's, shared by every server process.
    async collect() {
      const counts = await countOutbox(db);
      for (const [status, n] of Object.entries(counts)) this.set({ status }, n);
    },
  });

  let lastRequestAt = 0;
  return {
    registry,
    series,
    lastRequestAt: () => lastRequestAt,
    observeRequest({ method, route, status, durationMs }) {
      lastRequestAt = Date.now();
      requests.inc({ method, route, status_code: String(status) });
      if (status >= 500) errors.inc({ method, route });
      duration.observe({ method, route }, durationMs / 1000);
      series.record(status, durationMs);
      const key = `${method} ${route}`;
      let totals = routeTotals.get(key);
      if (!totals) {
        totals = { method, route, requests: 0, serverErrors: 0, avgMs: 0, sumMs: 0 };
        routeTotals.set(key, totals);
      }
      totals.requests++;
      if (status >= 500) totals.serverErrors++;
      totals.sumMs += durationMs;
    },
    recordJobRun(job, outcome) {
      jobRuns.inc({ job, outcome });
      const totals = jobTotals.get(job) ?? { job, runs: 0, failures: 0, lastRunAt: null };
      totals.runs++;
      if (outcome === 'failure') totals.failures++;
      totals.lastRunAt = new Date().toISOString();
      jobTotals.set(job, totals);
    },
    routes: () =>
      [...routeTotals.values()]
        .map(({ sumMs, ...r }) => ({ ...r, avgMs: Math.round((sumMs / r.requests) * 100) / 100 }))
        .sort((a, b) => b.requests - a.requests),
    jobs: () => [...jobTotals.values()],
  };
}
