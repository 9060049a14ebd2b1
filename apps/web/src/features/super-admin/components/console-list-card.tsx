import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Table, TableBody, TableHeader, TableRow } from '@/components/ui/table';
import { ListBody } from '@/components/list-body';
import { SearchInput } from '@/components/search-input';
import type { Page } from '@/lib/api-client';

interface ConsoleListCardProps<T> {
  /** "Tenants", "Users": the card's heading, with the total beside it. */
  heading: string;
  /** The total's accessible name, where the number alone would not say what it counts. */
  totalLabel?: (total: number) => string;
  search: { value: string; onSearch: (value: string) => void; label: string; placeholder: string };
  query: UseQueryResult<Page<T>>;
  loading: { label: string; rows: number };
  loadError: string;
  empty: { icon: LucideIcon; title: ReactNode };
  pagination: { offset: number; limit: number; noun: string; onOffsetChange: (offset: number) => void };
  /** The header cells of the table. */
  columns: ReactNode;
  /** One table row per item. */
  children: (item: T) => ReactNode;
}

/** A paged, searchable table of the console (tenants, users, a tenant's users): heading and total, search, rows. */
export function ConsoleListCard<T>(props: ConsoleListCardProps<T>) {
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
        <SearchInput className="sm:ml-auto sm:w-80" {...props.search} />
      </div>
      <ListBody
        query={props.query}
        loading={{ ...props.loading, rowClassName: 'h-11', gapClassName: 'gap-2' }}
        loadError={props.loadError}
        empty={props.empty}
        pagination={props.pagination}
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
