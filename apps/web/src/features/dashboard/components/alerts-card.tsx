import { AlertCircle, AlertTriangle, BellRing, ChevronRight, Info, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { DashboardAlert } from '@tradeworks/contracts/dashboard';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { cn } from '@/lib/utils';
import { useDashboardAlerts } from '../api/get-dashboard-alerts';
import { DASHBOARD_LOAD_ERROR } from './stat-cards';

const SEVERITY: Record<
  DashboardAlert['severity'],
  { icon: LucideIcon; box: string; icon_: string; label: string }
> = {
  critical: {
    icon: AlertCircle,
    label: 'Critical',
    box: 'border-red-200 bg-red-50 hover:bg-red-100/70 dark:border-red-900/60 dark:bg-red-950/40 dark:hover:bg-red-950/70',
    icon_: 'text-red-600 dark:text-red-400',
  },
  warning: {
    icon: AlertTriangle,
    label: 'Warning',
    box: 'border-amber-200 bg-amber-50 hover:bg-amber-100/70 dark:border-amber-900/60 dark:bg-amber-950/40 dark:hover:bg-amber-950/70',
    icon_: 'text-amber-600 dark:text-amber-400',
  },
  info: {
    icon: Info,
    label: 'Info',
    box: 'border-blue-200 bg-blue-50 hover:bg-blue-100/70 dark:border-blue-900/60 dark:bg-blue-950/40 dark:hover:bg-blue-950/70',
    icon_: 'text-blue-600 dark:text-blue-400',
  },
};

function AlertLine({ alert }: { alert: DashboardAlert }) {
  const style = SEVERITY[alert.severity] ?? SEVERITY.info;
  const Icon = style.icon;
  return (
    <li className="flex items-stretch gap-2">
      <Link
        to={alert.link}
        className={cn(
          'group flex min-w-0 flex-1 items-start gap-3 rounded-lg border p-3 outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring',
          style.box,
        )}
      >
        <Icon className={cn('mt-0.5 size-4 shrink-0', style.icon_)} aria-label={style.label} />
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-medium text-foreground">{alert.title}</span>
          <span className="block text-sm text-zinc-600 dark:text-zinc-300">{alert.description}</span>
        </span>
        <ChevronRight
          className="mt-0.5 size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
          aria-hidden="true"
        />
      </Link>
      {alert.action && (
        <Button asChild variant="outline" size="sm" className="h-auto self-center">
          <Link to={alert.action.link} aria-label={`${alert.action.label}: ${alert.title}`}>
            {alert.action.label}
          </Link>
        </Button>
      )}
    </li>
  );
}

export function AlertsCard() {
  const { data, isPending, isError, refetch } = useDashboardAlerts();
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <CardTitle>
          <span className="flex items-center gap-2">
            <BellRing className="size-4 text-muted-foreground" aria-hidden="true" />
            Alerts &amp; Notifications
          </span>
        </CardTitle>
        <CardDescription>Important items requiring your attention</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        {isPending ? (
          <ul className="grid gap-2" aria-busy="true" aria-label="Loading alerts">
            {[0, 1, 2].map((i) => (
              <li key={i}>
                <Skeleton className="h-16" />
              </li>
            ))}
          </ul>
        ) : isError ? (
          <LoadError message={DASHBOARD_LOAD_ERROR} onRetry={() => refetch()} className="py-6" />
        ) : data.length === 0 ? (
          <EmptyState
            icon={BellRing}
            description="Nothing needs your attention right now."
            className="py-6"
          />
        ) : (
          <ul className="grid gap-2">
            {data.map((alert, index) => (
              <AlertLine key={`${alert.kind}-${alert.link}-${index}`} alert={alert} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
