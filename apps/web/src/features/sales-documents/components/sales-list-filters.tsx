import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { SalesListState } from '../lib/use-sales-list-state';

interface SalesListFiltersProps {
  state: SalesListState;
  /** "quotes", "invoices": the search box says what it searches. */
  noun: string;
  /** The status filter's choices, 'all' first, with their labels. */
  statuses: readonly string[];
  labels: Record<string, string>;
}

/** The search box and status filter of the quote and invoice lists. */
export function SalesListFilters({ state, noun, statuses, labels }: SalesListFiltersProps) {
  const singular = noun.replace(/s$/, '');
  return (
    <>
      <div className="relative sm:w-72">
        <Search
          className="pointer-events-none absolute top-2.5 left-3 size-4 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label={`Search ${noun}`}
          placeholder={`Search by ${singular} # or client...`}
          className="pl-9"
          value={state.search}
          onChange={(e) => state.setSearch(e.target.value)}
        />
      </div>
      <Select value={state.status} onValueChange={(value) => state.update({ status: value, offset: null })}>
        <SelectTrigger aria-label="Filter by status" className="sm:w-44">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {['all', ...statuses].map((value) => (
            <SelectItem key={value} value={value}>
              {labels[value]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </>
  );
}
