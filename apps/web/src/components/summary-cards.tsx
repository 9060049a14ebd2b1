import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/load-error';
import { SummaryCard } from '@/components/summary-card';
import { cn } from '@/lib/utils';

/** The icon colours of the summary figures. */
export const SUMMARY_TONES = {
  blue: 'bg-blue-500/10 text-blue-600 dark:text-blue-400',
  emerald: 'bg-emerald-500/10 text-emerald-600 dark:text-emerald-400',
  red: 'bg-red-500/10 text-red-600 dark:text-red-400',
  amber: 'bg-amber-500/10 text-amber-600 dark:text-amber-400',
  violet: 'bg-violet-500/10 text-violet-600 dark:text-violet-400',
} as const;

export interface SummaryFigure {
  title: string;
  value: string | undefined;
  description?: string;
  icon: LucideIcon;
  tone: keyof typeof SUMMARY_TONES;
}

interface SummaryCardsProps<T> {
  query: UseQueryResult<T>;
  /** The figures, from the summary once it is loaded (`undefined` before). */
  figures: (data: T | undefined) => SummaryFigure[];
  /** Shown with a retry when the summary fails; without it the row is left out. */
  loadError?: string;
  /** The grid (two per row on phones and four on wide screens by default). */
  className?: string;
}

/** The row of summary figures above a list (quotes, invoices, payments, agreements). */
export function SummaryCards<T>({ query, figures, loadError, className }: SummaryCardsProps<T>) {
  if (query.isError) {
    if (!loadError) return null;
    return (
      <Card>
        <LoadError message={loadError} onRetry={() => query.refetch()} />
      </Card>
    );
  }
  return (
    <div
      className={cn('grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4', className)}
      aria-busy={query.isPending}
    >
      {figures(query.data).map(({ tone, ...figure }) => (
        <SummaryCard key={figure.title} {...figure} tone={SUMMARY_TONES[tone]} loading={query.isPending} />
      ))}
    </div>
  );
}
