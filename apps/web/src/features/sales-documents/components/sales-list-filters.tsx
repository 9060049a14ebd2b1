import type { ReactNode } from 'react';
import { ListFilterBar } from '@/components/list-filter-bar';
import type { SalesListState } from '../lib/use-sales-list-state';

interface SalesListFiltersProps {
  state: SalesListState;
  /** "quotes", "invoices": the search box says what it searches. */
  noun: string;
  /** The status filter's choices (after "All Statuses") with their labels. */
  statuses: readonly string[];
  labels: Record<string, string>;
  /** The list's tabs, before the search. */
  start?: ReactNode;
}

/** The quote and invoice lists' bar: the shared list filter bar worded for the document. */
export function SalesListFilters({ state, noun, statuses, labels, start }: SalesListFiltersProps) {
  const singular = noun.replace(/s$/, '');
  return (
    <ListFilterBar
      start={start}
      search={{
        value: state.search,
        onSearch: (value) => state.update({ search: value, offset: null }),
        label: `Search ${noun}`,
        placeholder: `Search by ${singular} # or client...`,
      }}
      status={{
        value: state.status === 'all' ? null : state.status,
        onChange: (value) => state.update({ status: value, offset: null }),
        options: statuses,
        labels,
        allLabel: 'All Statuses',
        className: 'sm:w-44',
      }}
    />
  );
}
