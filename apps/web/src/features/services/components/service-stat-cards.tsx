import type { LucideIcon } from 'lucide-react';
import { Boxes, CheckCircle2, DollarSign, Layers } from 'lucide-react';
import { formatMoney } from '@tradeworks/contracts/money';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useServiceSummary } from '../api/get-service-summary';

function StatCard({
  title,
  value,
  note,
  icon: Icon,
  tone,
  loading,
}: {
  title: string;
  value: string;
  note?: string;
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
        <Skeleton className="mt-1 h-8 w-20" />
      ) : (
        <>
          <p className="mt-1 truncate text-2xl font-semibold tracking-tight tabular-nums sm:text-3xl">
            {value}
          </p>
          {note && <p className="mt-1 text-xs text-muted-foreground">{note}</p>}
        </>
      )}
    </Card>
  );
}

/** Active Services (with the total), Simple, Composite and Total Value — from GET /api/services/summary. */
export function ServiceStatCards() {
  const { data, isPending, isError } = useServiceSummary();
  if (isError) return null;
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" aria-busy={isPending}>
      <StatCard
        title="Active Services"
        value={String(data?.activeServices ?? 0)}
        note={`of ${data?.totalServices ?? 0} total`}
        icon={CheckCircle2}
        tone="bg-emerald-500/10 text-emerald-600 dark:text-emerald-400"
        loading={isPending}
      />
      <StatCard
        title="Simple Services"
        value={String(data?.simpleServices ?? 0)}
        icon={Boxes}
        tone="bg-blue-500/10 text-blue-600 dark:text-blue-400"
        loading={isPending}
      />
      <StatCard
        title="Composite Services"
        value={String(data?.compositeServices ?? 0)}
        icon={Layers}
        tone="bg-violet-500/10 text-violet-600 dark:text-violet-400"
        loading={isPending}
      />
      <StatCard
        title="Total Value"
        value={formatMoney(data?.totalValue)}
        note="Sum of base prices"
        icon={DollarSign}
        tone="bg-amber-500/10 text-amber-600 dark:text-amber-400"
        loading={isPending}
      />
    </div>
  );
}
