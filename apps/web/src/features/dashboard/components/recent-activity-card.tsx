import {
  Activity,
  Building2,
  FileCheck,
  FileText,
  Package,
  Receipt,
  Users,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import type { ActivityEntry } from '@tradeworks/contracts/dashboard';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { formatDateTime, formatRelativeTime } from '@/lib/format';
import { useDashboardActivity } from '../api/get-dashboard-activity';
import { DASHBOARD_LOAD_ERROR } from './stat-cards';

const ENTITY_ICONS: [RegExp, LucideIcon][] = [
  [/invoice|payment/i, Receipt],
  [/quote/i, FileText],
  [/client/i, Users],
  [/job|technician|dispatch/i, Wrench],
  [/agreement/i, FileCheck],
  [/inventory|part|purchase/i, Package],
  [/tenant|organization|setting/i, Building2],
];

function iconFor(entity: string): LucideIcon {
  return ENTITY_ICONS.find(([pattern]) => pattern.test(entity))?.[1] ?? Activity;
}

function ActivityLine({ entry }: { entry: ActivityEntry }) {
  const Icon = iconFor(entry.entity);
  const body = (
    <>
      <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <p className="min-w-0 text-sm leading-snug">
        <span className="font-medium text-foreground">{entry.summary}</span>
        <span className="text-muted-foreground">
          {entry.userName ? ` by ${entry.userName}` : ''},{' '}
          <time dateTime={entry.createdAt} title={formatDateTime(entry.createdAt)}>
            {formatRelativeTime(entry.createdAt)}
          </time>
        </span>
      </p>
    </>
  );
  const className = 'flex items-start gap-3 rounded-lg p-2 -mx-2';
  return (
    <li>
      {entry.link ? (
        <Link
          to={entry.link}
          className={`${className} outline-none hover:bg-accent/60 focus-visible:ring-2 focus-visible:ring-ring`}
        >
          {body}
        </Link>
      ) : (
        <div className={className}>{body}</div>
      )}
    </li>
  );
}

export function RecentActivityCard() {
  const { data, isPending, isError, refetch } = useDashboardActivity();
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <CardTitle>
          <span className="flex items-center gap-2">
            <Activity className="size-4 text-muted-foreground" aria-hidden="true" />
            Recent Activity
          </span>
        </CardTitle>
        <CardDescription>Latest updates from your business operations</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        {isPending ? (
          <ul className="grid gap-3" aria-busy="true" aria-label="Loading activity">
            {[0, 1, 2, 3].map((i) => (
              <li key={i} className="flex items-center gap-3">
                <Skeleton className="size-8 rounded-full" />
                <Skeleton className="h-4 flex-1" />
              </li>
            ))}
          </ul>
        ) : isError ? (
          <LoadError message={DASHBOARD_LOAD_ERROR} onRetry={() => refetch()} className="py-6" />
        ) : data.length === 0 ? (
          <EmptyState icon={Activity} description="No recent activity yet." className="py-6" />
        ) : (
          <ul className="grid gap-1">
            {data.map((entry) => (
              <ActivityLine key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
