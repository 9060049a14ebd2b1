import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { DEFAULT_PAGE_SIZE } from '@tradeworks/contracts/paging';
import { Button } from '@/components/ui/button';
import { ListBody } from '@/components/list-body';
import type { Page } from '@/lib/api-client';
import type { SalesListState } from '../lib/use-sales-list-state';

interface SalesListBodyProps<T> {
  noun: 'Quote' | 'Invoice';
  query: UseQueryResult<Page<T>>;
  state: SalesListState;
  icon: LucideIcon;
  loadError: string;
  /** The empty state's words (the caller knows whether a search or filter is on). */
  emptyDescription: string;
  /** The empty state offers New Quote / New Invoice. */
  offerCreate: boolean;
  children: (items: T[]) => ReactNode;
}

/** A quote or invoice list's rows: skeleton, load error, empty state (with its New button), pages. */
export function SalesListBody<T>(props: SalesListBodyProps<T>) {
  const { noun, query, state, icon, loadError, emptyDescription, offerCreate, children } = props;
  const plural = `${noun.toLowerCase()}s`;
  return (
    <ListBody
      query={query}
      loading={{ label: `Loading ${plural}`, rows: 5, gapClassName: 'gap-2' }}
      loadError={loadError}
      empty={{
        icon,
        description: emptyDescription,
        action: offerCreate && (
          <Button asChild size="sm">
            <Link to={`/${plural}/new`}>New {noun}</Link>
          </Button>
        ),
      }}
      pagination={{
        offset: state.offset,
        limit: DEFAULT_PAGE_SIZE,
        noun: plural,
        onOffsetChange: (next) => state.update({ offset: String(next) }),
      }}
    >
      {children}
    </ListBody>
  );
}
