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
  /** The list's search and page (in the URL: `useListQueryState`). */
  list: Pick<ReturnType<typeof useListQueryState>, 'search' | 'offset' | 'update'>;
  searchPlaceholder: string;
  /** Further filters beside the search (they then sit on a row of their own under the heading). */
  filters?: ReactNode;
  query: UseQueryResult<Page<T>>;
  loadingRows: number;
  /** Rows a page (the list's default page size unless its route pages otherwise). */
  pageSize?: number;
  /** What the pages count, where it is not `noun` ("entries" of activity). */
  pageNoun?: string;
  /** The empty state: its icon, and its words when no search is typed (with one: "No … found", or `searchTitle`). */
  empty: { icon: LucideIcon; title: string; searchTitle?: string };
  /** The header cells of a table; without them the items are a list named by the heading. */
  columns?: ReactNode;
  /** One table row (or list item) per item. */
  children: (item: T) => ReactNode;
}

/**
 * A paged, searchable list of the console (tenants, users, a tenant's users, activity): heading and total,
 * search and filters, rows.
 */
export function ConsoleListCard<T>(props: ConsoleListCardProps<T>) {
  const { noun, list, filters } = props;
  const { search, offset, update } = list;
  const total = props.query.data?.total;
  const searchInput = (
    <SearchInput
      className={filters ? undefined : 'sm:ml-auto sm:w-80'}
      value={search}
      label={`Search ${noun}`}
      placeholder={props.searchPlaceholder}
      onSearch={(text) => update({ search: text, offset: null })}
    />
  );
  return (
    <Card className="overflow-hidden">
      <div
        className={
          filters ? 'grid gap-3 border-b p-4' : 'flex flex-col gap-3 border-b p-4 sm:flex-row sm:items-center'
        }
      >
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
        {filters ? (
          <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-5">
            {searchInput}
            {filters}
          </div>
        ) : (
          searchInput
        )}
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
          title: search
            ? (props.empty.searchTitle ?? `No ${noun} found matching your search.`)
            : props.empty.title,
        }}
        pagination={{
          offset,
          limit: props.pageSize ?? DEFAULT_PAGE_SIZE,
          noun: props.pageNoun ?? noun,
          onOffsetChange: (next) => update({ offset: next }),
        }}
      >
        {(items) =>
          props.columns === undefined ? (
            <ul className="divide-y" aria-label={props.heading}>
              {items.map(props.children)}
            </ul>
          ) : (
            <div className="overflow-x-auto">
              <Table>
                <TableHeader>
                  <TableRow>{props.columns}</TableRow>
                </TableHeader>
                <TableBody>{items.map(props.children)}</TableBody>
              </Table>
            </div>
          )
        }
      </ListBody>
    </Card>
  );
}
