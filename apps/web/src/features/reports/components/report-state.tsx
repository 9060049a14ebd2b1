import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';

interface ReportStateProps<T> {
  /** What the report calls itself in its messages: "revenue report", "technician scorecard". */
  name: string;
  /** A filter problem to show instead of asking (the period's). */
  problem?: string | null;
  query: { isError: boolean; data: T | undefined; refetch: () => unknown };
  skeletonClassName?: string;
  children: (data: T) => ReactNode;
}

/** A report's body in its states: the filters' problem, a failed read with retry, loading, or the figures. */
export function ReportState<T>({
  name,
  problem,
  query,
  skeletonClassName = 'h-72',
  children,
}: ReportStateProps<T>) {
  if (problem) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {problem}
      </p>
    );
  }
  if (query.isError)
    return <LoadError message={`Failed to load the ${name}.`} onRetry={() => void query.refetch()} />;
  if (!query.data)
    return <Skeleton className={skeletonClassName} aria-busy="true" aria-label={`Loading the ${name}`} />;
  return <>{children(query.data)}</>;
}
