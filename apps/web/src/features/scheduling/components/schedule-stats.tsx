import type { LucideIcon } from 'lucide-react';
import { AlertTriangle, CalendarDays, CalendarRange, UserX } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useScheduleSummary } from '../api/get-schedule-summary';

function StatLink(props: {
  title: string;
  value: number;
  to: string;
  icon: LucideIcon;
  tone: string;
  loading: boolean;
}) {
  const { title, value, to, icon: Icon, tone, loading } = props;
  return (
    <Link to={to} className="group rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-ring">
      <Card className="h-full p-4 transition-colors group-hover:bg-accent">
        <div className="flex items-start justify-between gap-3">
          <p className="text-sm font-medium text-muted-foreground">{title}</p>
          <span className={cn('flex size-8 shrink-0 items-center justify-center rounded-lg', tone)}>
            <Icon className="size-4" aria-hidden="true" />
          </span>
        </div>
        {loading ? (
          <Skeleton className="mt-1 h-8 w-16" />
        ) : (
          <p className="mt-1 text-2xl font-semibold tracking-tight tabular-nums">{value}</p>
        )}
      </Card>
    </Link>
  );
}

/**
 * The quick stats (replacing the seed build's fixed 3, 12, 1, 2), counted by GET /api/schedule/summary;
 * each opens the list it counts.
 */
export function ScheduleStats() {
  const { data, isPending, isError } = useScheduleSummary();
  if (isError) return null;
  const date = data?.date ?? '';
  return (
    <div className="grid grid-cols-2 gap-3 xl:grid-cols-4" aria-busy={isPending}>
      <StatLink
        title="Today's Jobs"
        value={data?.todayJobs ?? 0}
        to={`/dispatching?day=${date}`}
        icon={CalendarDays}
        tone="bg-blue-500/10 text-blue-600 dark:text-blue-400"
        loading={isPending}
      />
      <StatLink
        title="This Week's Jobs"
        value={data?.weekJobs ?? 0}
        to={`/scheduling?view=week&date=${date}`}
        icon={CalendarRange}
        tone="bg-emerald-500/10 text-emerald-700 dark:text-emerald-400"
        loading={isPending}
      />
      <StatLink
        title="Emergencies Open"
        value={data?.emergenciesOpen ?? 0}
        to="/dispatching?priority=emergency"
        icon={AlertTriangle}
        tone="bg-red-500/10 text-red-600 dark:text-red-400"
        loading={isPending}
      />
      <StatLink
        title="Unassigned Jobs"
        value={data?.unassigned ?? 0}
        to="/dispatching?unassigned=true&status=pending"
        icon={UserX}
        tone="bg-amber-500/10 text-amber-700 dark:text-amber-400"
        loading={isPending}
      />
    </div>
  );
}
