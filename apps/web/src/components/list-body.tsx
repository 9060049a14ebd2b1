import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPagination } from '@/components/ui/list-pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import type { Page } from '@/lib/api-client';

interface ListBodyProps<T> {
  query: UseQueryResult<Page<T>>;
  /** While loading: rows of skeleton lines, announced by `label` ("Loading inventory"). */
  loading: { label: string; rows: number; rowClassName?: string; gapClassName?: string };
  loadError: string;
  /** Shown when the page has no rows (filtered or not: the caller words it). */
  empty: { icon: LucideIcon; title?: ReactNode; description?: ReactNode; action?: ReactNode };
  pagination: { offset: number; limit: number; noun?: string; onOffsetChange: (offset: number) => void };
  /** The rows of a page: the table or list. */
  children: (items: T[]) => ReactNode;
}

/** The body of a paged list card: skeleton while loading, the load error with retry, the empty state, or the rows and their pagination. */
export function ListBody<T>({ query, loading, loadError, empty, pagination, children }: ListBodyProps<T>) {
  if (query.isPending)
    return (
      <div
        className={`grid p-4 ${loading.gapClassName ?? 'gap-3'}`}
        role="status"
        aria-busy="true"
        aria-label={loading.label}
      >
        {Array.from({ length: loading.rows }, (_, i) => (
          <Skeleton key={i} className={loading.rowClassName ?? 'h-10'} />
        ))}
      </div>
    );
  if (query.isError) return <LoadError message={loadError} onRetry={() => query.refetch()} />;
  if (query.data.items.length === 0) return <EmptyState {...empty} />;
  return (
    <>
      {children(query.data.items)}
      <ListPagination {...pagination} total={query.data.total} bounded={query.data.bounded} />
    </>
  );
}
