import type { ReactNode } from 'react';
import { SearchInput } from '@/components/search-input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/utils';

interface ListFilterBarProps {
  search: {
    value: string;
    onSearch: (value: string) => void;
    label: string;
    placeholder: string;
  };
  /** The status select: every status, after "All statuses" (`null` in `value` and `onChange`). */
  status?: {
    /** The first choice's words, where a list's spec words it otherwise ("All Statuses"). */
    allLabel?: string;
    value: string | null;
    onChange: (value: string | null) => void;
    options: readonly string[];
    labels: Record<string, string>;
    /** The select's accessible name. */
    label?: string;
    /** Its width from the small breakpoint on (the longest label decides). */
    className?: string;
  };
  /** A control before the search (the list's tabs); the search and filters then sit at the end. */
  start?: ReactNode;
  /** Further controls after the two (a date range, another filter). */
  children?: ReactNode;
}

/** The bar above a paged list: a search box that queries on pause and a status filter (list state in the URL). */
export function ListFilterBar({ search, status, start, children }: ListFilterBarProps) {
  return (
    <div className="flex flex-col gap-3 border-b p-4 sm:flex-row sm:items-center">
      {start}
      <SearchInput className={cn('sm:max-w-sm sm:flex-1', start && 'sm:ml-auto')} {...search} />
      {status && (
        <Select
          value={status.value ?? 'all'}
          onValueChange={(value) => status.onChange(value === 'all' ? null : value)}
        >
          <SelectTrigger
            className={cn('sm:w-48', status.className)}
            aria-label={status.label ?? 'Filter by status'}
          >
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">{status.allLabel ?? 'All statuses'}</SelectItem>
            {status.options.map((s) => (
              <SelectItem key={s} value={s}>
                {status.labels[s]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
      {children}
    </div>
  );
}
