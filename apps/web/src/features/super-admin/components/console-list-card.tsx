import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { DEFAULT_PAGE_SIZE } from '@tradeworks/contracts/paging';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Table, TableBody, TableHeader, TableRow } from '@/components/ui/table';
import { ListBody } from '@/components/list-body';
import { SearchInput } from '@/components/search-input';
import type { Page } from '@/lib/api-client';
import type { useListQueryState } from '@/lib/use-list-query-state';

interface ConsoleListCardProps<T> {
  /** "Tenants", "Users": the card's heading, with the total beside it. */
  heading: string;
  /** "tenants", "users": what the search, loading state, load error and pages say they count. */
  noun: string;
  /** The total's accessible name, where the number alone would not say what it counts. */
  totalLabel?: (total: number) => string;
  /** The list's search and page in the URL (`useListQueryState`). */
  list: Pick<ReturnType<typeof useListQueryState>, 'search' | 'offset' | 'update'>;
  searchPlaceholder: string;
  query: UseQueryResult<Page<T>>;
  loadingRows: number;
  /** The empty state: its icon, and its words when no search is typed (with one: "No … found"). */
  empty: { icon: LucideIcon; title: string };
  /** The header cells of the table. */
  columns: ReactNode;
  /** One table row per item. */
  children: (item: T) => ReactNode;
}

/** A paged, searchable table of the console (tenants, users, a tenant's users): heading and total, search, rows. */
export function ConsoleListCard<T>(props: ConsoleListCardProps<T>) {
  const { noun, list } = props;
  const { search, offset, update } = list;
  const total = props.query.data?.total;
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-3 border-b p-4 sm:flex-row sm:items-center">
        <div className="flex items-center gap-2">
          <h2 className="text-base font-semibold">{props.heading}</h2>
          <Badge
            variant="secondary"
            className="tabular-nums"
            {...(props.totalLabel && { 'aria-label': props.totalLabel(total ?? 0) })}
          >
            {total ?? '…'}
          </Badge>
        </div>
        <SearchInput
          className="sm:ml-auto sm:w-80"
          value={search}
          label={`Search ${noun}`}
          placeholder={props.searchPlaceholder}
          onSearch={(text) => update({ search: text, offset: null })}
        />
      </div>
      <ListBody
        query={props.query}
        loading={{
          label: `Loading ${noun}`,
          rows: props.loadingRows,
          rowClassName: 'h-11',
          gapClassName: 'gap-2',
        }}
        loadError={`Failed to load ${noun}. Please try again.`}
        empty={{
          icon: props.empty.icon,
          title: search ? `No ${noun} found matching your search.` : props.empty.title,
        }}
        pagination={{
          offset,
          limit: DEFAULT_PAGE_SIZE,
          noun,
          onOffsetChange: (next) => update({ offset: next }),
        }}
      >
        {(items) => (
          <div className="overflow-x-auto">
            <Table>
              <TableHeader>
                <TableRow>{props.columns}</TableRow>
              </TableHeader>
              <TableBody>{items.map(props.children)}</TableBody>
            </Table>
          </div>
        )}
      </ListBody>
    </Card>
  );
}
