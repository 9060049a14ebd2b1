import type { ReactNode } from 'react';
import { Clock, Database, Gauge, Mail, RefreshCw, Server, TriangleAlert, Globe } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { useAdminDashboard } from '../api/get-admin-dashboard';
import { useAdminMetrics } from '../api/get-admin-metrics';
import { ActivityLog } from '../components/activity-log';
import { ConsolePage } from '../components/console-page';
import { MetricCard } from '../components/metric-card';
import { RequestChart } from '../components/request-chart';
import { HealthBadge } from '../components/status-badges';

function formatUptime(seconds: number): string {
  const d = Math.floor(seconds / 86400);
  const h = Math.floor((seconds % 86400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return d ? `${d}d ${h}h ${m}m` : h ? `${h}h ${m}m` : `${m}m ${seconds % 60}s`;
}

/** /admin/monitoring (also /admin/settings/monitoring and /admin/monitoring/logs). */
export function MonitoringPage() {
  const dashboard = useAdminDashboard();
  const metrics = useAdminMetrics();
  const health = dashboard.data?.systemHealth;
  const m = metrics.data;
  const refreshing = dashboard.isFetching || metrics.isFetching;

  return (
    <ConsolePage
      title="System Health"
      description="Live database, server and platform checks, request metrics and the activity log."
      actions={
        <Button
          variant="outline"
          disabled={refreshing}
          onClick={() => {
            void dashboard.refetch();
            void metrics.refetch();
          }}
        >
          <RefreshCw className={refreshing ? 'animate-spin' : undefined} aria-hidden="true" />
          Refresh
        </Button>
      }
    >
      {dashboard.isError && (
        <LoadError
          message="Failed to load system health. Please try again."
          onRetry={() => dashboard.refetch()}
        />
      )}
      <div className="grid gap-4 lg:grid-cols-3">
        <HealthCard
          title="Database"
          icon={<Database className="size-4" aria-hidden="true" />}
          status={health?.database.status}
        >
          {health && (
            <Facts
              rows={[
                ['Engine', health.database.engine === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'],
                ['Response time', `${health.database.responseTime} ms`],
                ['Connections', `${health.database.connections} / ${health.database.maxConnections}`],
                ['Size', health.database.databaseSize],
                ['Tables', String(health.database.tableCount)],
              ]}
            />
          )}
        </HealthCard>
        <HealthCard
          title="Server"
          icon={<Server className="size-4" aria-hidden="true" />}
          status={health?.server.status}
        >
          {health && (
            <Facts
              rows={[
                ['Uptime', formatUptime(health.server.uptime)],
                [
                  'Memory',
                  `${health.server.memory.used} / ${health.server.memory.total} MB (${health.server.memory.percentage}%)`,
                ],
                ['Node.js', health.server.nodeVersion],
              ]}
            />
          )}
        </HealthCard>
        <HealthCard
          title="Platform"
          icon={<Globe className="size-4" aria-hidden="true" />}
          status={health?.platform.status}
        >
          {health && (
            <>
              <Facts
                rows={[
                  ['Check time', `${health.platform.responseTime} ms`],
                  ['Checked', new Date(health.platform.timestamp).toLocaleTimeString()],
                  ['Failed e-mails (24 h)', String(health.platform.failedEmails24h)],
                ]}
              />
              {health.platform.reasons.length > 0 && (
                <ul className="mt-2 grid gap-1 text-xs text-amber-800 dark:text-amber-300">
                  {health.platform.reasons.map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </ul>
              )}
            </>
          )}
        </HealthCard>
      </div>

      {metrics.isError ? (
        <LoadError message="Failed to load metrics. Please try again." onRetry={() => metrics.refetch()} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <MetricCard
            named
            placeholderWidth="w-20"
            label="Requests / min"
            icon={Gauge}
            value={m && String(m.requests.perMinute)}
            note={m && `${m.requests.total} since start`}
          />
          <MetricCard
            named
            placeholderWidth="w-20"
            label="Error rate"
            icon={TriangleAlert}
            value={m && `${m.requests.errorRate}%`}
            note="5xx, last 5 minutes"
          />
          <MetricCard
            named
            placeholderWidth="w-20"
            label="p95 latency"
            icon={Clock}
            value={m && `${m.requests.p95Latency} ms`}
            note="Last 5 minutes"
          />
          <MetricCard
            named
            placeholderWidth="w-20"
            label="E-mails queued / failed"
            icon={Mail}
            value={m && `${m.emails.queued + m.emails.sending} / ${m.emails.failed}`}
            note={m && `${m.emails.sent} sent, ${m.emails.captured} captured`}
          />
        </div>
      )}

      <Card>
        <CardHeader>
          <CardTitle className="text-base">Last hour</CardTitle>
        </CardHeader>
        <CardContent>{m ? <RequestChart series={m.series} /> : <Skeleton className="h-36" />}</CardContent>
      </Card>

      <ActivityLog path="/api/super-admin/activity" />
    </ConsolePage>
  );
}

function HealthCard(props: {
  title: string;
  icon: ReactNode;
  status: string | undefined;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between space-y-0 pb-2">
        <CardTitle className="flex items-center gap-2 text-base">
          {props.icon}
          {props.title}
        </CardTitle>
        <HealthBadge status={props.status} />
      </CardHeader>
      <CardContent>{props.children ?? <Skeleton className="h-24" />}</CardContent>
    </Card>
  );
}

function Facts({ rows }: { rows: Array<[string, string]> }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-muted-foreground">{k}</dt>
          <dd className="text-right tabular-nums break-words">{v}</dd>
        </div>
      ))}
    </dl>
  );
}
