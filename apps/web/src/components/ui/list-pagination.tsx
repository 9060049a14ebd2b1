import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

interface ListPaginationProps {
  offset: number;
  limit: number;
  total: number;
  onOffsetChange: (offset: number) => void;
  /** "items", "services", … */
  noun?: string;
}

/** "Showing 51–100 of 240" with previous / next; hidden when everything fits on one page. */
export function ListPagination({
  offset,
  limit,
  total,
  onOffsetChange,
  noun = 'results',
}: ListPaginationProps) {
  if (total <= limit && offset === 0) return null;
  const first = total === 0 ? 0 : offset + 1;
  const last = Math.min(offset + limit, total);
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-col items-center justify-between gap-2 border-t px-4 py-3 text-sm sm:flex-row"
    >
      <p className="text-muted-foreground tabular-nums">
        Showing {first}–{last} of {total} {noun}
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={offset === 0}
          onClick={() => onOffsetChange(Math.max(0, offset - limit))}
        >
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={last >= total}
          onClick={() => onOffsetChange(offset + limit)}
        >
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
