import type { LucideIcon } from 'lucide-react';
import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

interface StatCardProps {
  title: string;
  value: number | undefined;
  description: string | undefined;
  to: string;
  icon: LucideIcon;
  tone: string;
  loading?: boolean;
}

/** One clickable dashboard figure. */
export function StatCard({ title, value, description, to, icon: Icon, tone, loading }: StatCardProps) {
  return (
    <Link
      to={to}
      className="group block rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-page"
    >
      <Card className="h-full p-4 sm:p-5 transition-colors group-hover:border-primary/40 group-hover:bg-accent/30">
        <div className="flex items-start justify-between gap-3">
          <p className="min-w-0 text-sm leading-snug font-medium text-muted-foreground">{title}</p>
          <span className={cn('flex size-8 shrink-0 items-center justify-center rounded-lg sm:size-9', tone)}>
            <Icon className="size-4 sm:size-[18px]" aria-hidden="true" />
          </span>
        </div>
        {loading ? (
          <div className="mt-1 grid gap-2" aria-hidden="true">
            <Skeleton className="h-8 w-16" />
            <Skeleton className="h-4 w-24" />
          </div>
        ) : (
          <>
            <p className="mt-1 text-2xl font-semibold tracking-tight tabular-nums sm:text-3xl">
              {value ?? 0}
            </p>
            <p className="mt-1 flex items-center gap-1 text-xs text-muted-foreground">
              {description}
              <ArrowUpRight
                className="size-3.5 opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
                aria-hidden="true"
              />
            </p>
          </>
        )}
      </Card>
    </Link>
  );
}
