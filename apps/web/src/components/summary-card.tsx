import { useId } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

interface SummaryCardProps {
  title: string;
  value: string | undefined;
  description?: string;
  icon: LucideIcon;
  tone: string;
  loading?: boolean;
}

/** One figure of a summary row above a list (quotes, invoices, payments, agreements). */
export function SummaryCard({ title, value, description, icon: Icon, tone, loading }: SummaryCardProps) {
  const titleId = useId();
  return (
    <Card role="group" aria-labelledby={titleId} className="p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="min-w-0 text-sm leading-snug font-medium text-muted-foreground">
          {title}
        </h2>
        <span className={cn('flex size-8 shrink-0 items-center justify-center rounded-lg sm:size-9', tone)}>
          <Icon className="size-4 sm:size-[18px]" aria-hidden="true" />
        </span>
      </div>
      {loading ? (
        <div className="mt-1 grid gap-2" aria-hidden="true">
          <Skeleton className="h-8 w-24" />
          <Skeleton className="h-4 w-20" />
        </div>
      ) : (
        <>
          <p
            data-slot="value"
            className="mt-1 truncate text-xl font-semibold tracking-tight tabular-nums sm:text-2xl"
          >
            {value}
          </p>
          {description && <p className="mt-1 text-xs text-muted-foreground">{description}</p>}
        </>
      )}
    </Card>
  );
}
