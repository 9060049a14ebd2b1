import type { LucideIcon } from 'lucide-react';
import { AlertTriangle, Clock, Truck, UserCheck } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useDispatchSummary } from '../api/get-dispatch-summary';

function StatCard({
  title,
  value,
  icon: Icon,
  tone,
  loading,
}: {
  title: string;
  value: number;
  icon: LucideIcon;
  tone: string;
  loading: boolean;
}) {
  return (
    <Card className="p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-medium text-muted-foreground">{title}</p>
        <span className={cn('flex size-8 shrink-0 items-center justify-center rounded-lg sm:size-9', tone)}>
          <Icon className="size-4 sm:size-[18px]" aria-hidden="true" />
        </span>
      </div>
      {loading ? (
        <Skeleton className="mt-1 h-8 w-16" />
      ) : (
        <p className="mt-1 text-2xl font-semibold tracking-tight tabular-nums sm:text-3xl">{value}</p>
      )}
    </Card>
  );
}

/** Pending Jobs, Active Jobs, Available Technicians, Emergency Jobs — from GET /api/dispatch/summary. */
export function DispatchStatCards() {
  const { data, isPending, isError } = useDispatchSummary();
  if (isError) return null;
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" aria-busy={isPending}>
      <StatCard
        title="Pending Jobs"
        value={data?.pendingJobs ?? 0}
        icon={Clock}
        tone="bg-amber-500/10 text-amber-600 dark:text-amber-400"
        loading={isPending}
      />
      <StatCard
        title="Active Jobs"
        value={data?.activeJobs ?? 0}
        icon={Truck}
        tone="bg-blue-500/10 text-blue-600 dark:text-blue-400"
        loading={isPending}
      />
      <StatCard
        title="Available Technicians"
        value={data?.availableTechnicians ?? 0}
        icon={UserCheck}
        tone="bg-emerald-500/10 text-emerald-600 dark:text-emerald-400"
        loading={isPending}
      />
      <StatCard
        title="Emergency Jobs"
        value={data?.emergencyJobs ?? 0}
        icon={AlertTriangle}
        tone="bg-red-500/10 text-red-600 dark:text-red-400"
        loading={isPending}
      />
    </div>
  );
}
