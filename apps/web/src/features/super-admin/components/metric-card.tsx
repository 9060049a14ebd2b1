import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

interface MetricCardProps {
  label: string;
  icon: LucideIcon;
  /** Undefined while loading: a placeholder of `placeholderWidth` shows instead. */
  value: string | number | undefined;
  note?: string | false;
  placeholderWidth?: string;
  /** The figure is named "label: value" for screen readers (a page of many alike figures). */
  named?: boolean;
}

/** One figure of a console page (monitoring, a user's activity): label, icon, the value and a note under it. */
export function MetricCard({
  label,
  icon: Icon,
  value,
  note,
  placeholderWidth = 'w-12',
  named,
}: MetricCardProps) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between space-y-0 pb-2">
        <CardTitle className="text-sm font-medium">{label}</CardTitle>
        <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
      </CardHeader>
      <CardContent>
        {value === undefined ? (
          <Skeleton className={cn('h-8', placeholderWidth)} />
        ) : (
          <p
            className="text-2xl font-bold tabular-nums"
            aria-label={named ? `${label}: ${value}` : undefined}
          >
            {value}
          </p>
        )}
        {note && <p className="text-xs text-muted-foreground">{note}</p>}
      </CardContent>
    </Card>
  );
}
