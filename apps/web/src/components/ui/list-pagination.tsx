import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

interface ListPaginationProps {
  offset: number;
  limit: number;
  total: number;
  /** The server stopped counting at `total` (X-Total-Count-Bounded): there are more, at least one page more. */
  bounded?: boolean;
  onOffsetChange: (offset: number) => void;
  /** "items", "services", … */
  noun?: string;
}

/**
 * "Showing 51–100 of 240" with previous / next ("of more than 1000" when the server bounded its count); hidden
 * when everything fits on one page.
 */
export function ListPagination({
  offset,
  limit,
  total,
  bounded = false,
  onOffsetChange,
  noun = 'results',
}: ListPaginationProps) {
  if (total <= limit && offset === 0 && !bounded) return null;
  const first = total === 0 ? 0 : offset + 1;
  const last = Math.min(offset + limit, total);
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-col items-center justify-between gap-2 border-t px-4 py-3 text-sm sm:flex-row"
    >
      <p className="text-muted-foreground tabular-nums">
        Showing {first}–{last} of {bounded ? `more than ${total}` : total} {noun}
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
          disabled={last >= total && !bounded}
          onClick={() => onOffsetChange(offset + limit)}
        >
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
