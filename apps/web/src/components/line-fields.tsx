import type { ReactNode } from 'react';
import { formatMoney } from '@tradeworks/contracts/money';
import { centsToString } from '@/lib/live-money';
import { cn } from '@/lib/utils';

/** A line editor's field label: the visible text, with the line number for screen readers ("Quantity (line 2)"). */
export function lineLabel(text: string, index: number): ReactNode {
  return (
    <>
      {text}
      <span className="sr-only"> (line {index + 1})</span>
    </>
  );
}

/** A line editor's live total (quantity × price as typed), named for screen readers by its line number. */
export function LineTotal({ index, cents, className }: { index: number; cents: bigint; className?: string }) {
  return (
    <div className={cn('grid gap-1.5', className)}>
      <span className="text-sm font-medium">Total</span>
      <output
        className="flex h-9 items-center font-medium tabular-nums"
        aria-label={`Line ${index + 1} total`}
      >
        {formatMoney(centsToString(cents))}
      </output>
    </div>
  );
}
