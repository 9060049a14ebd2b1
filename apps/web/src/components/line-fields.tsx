import type { ComponentProps, ReactNode } from 'react';
import { Trash2 } from 'lucide-react';
import { formatMoney } from '@tradeworks/contracts/money';
import { centsToString } from '@/lib/live-money';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
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

/** One line of a line editor: a bordered fieldset on a 12-column grid (2 on a phone), named "<noun> <n>". */
export function LineFieldset({ name, children }: { name: string; children: ReactNode }) {
  return (
    <fieldset
      className="grid grid-cols-2 items-start gap-3 rounded-lg border p-3 sm:grid-cols-12"
      aria-label={name}
    >
      {children}
    </fieldset>
  );
}

/** A line editor's field: a FormField whose label carries the line number for screen readers. */
export function LineField({
  index,
  label,
  ...field
}: Omit<ComponentProps<typeof FormField>, 'label'> & { index: number; label: string }) {
  return <FormField label={lineLabel(label, index)} {...field} />;
}

/** A line's remove button, named "Remove <noun> <n>". */
export function RemoveLineButton({
  name,
  onRemove,
  disabled,
  title,
}: {
  name: string;
  onRemove: () => void;
  disabled?: boolean;
  title?: string;
}) {
  return (
    <Button
      variant="destructive-ghost"
      size="icon-sm"
      onClick={onRemove}
      disabled={disabled}
      aria-label={name}
      title={title}
    >
      <Trash2 aria-hidden="true" />
    </Button>
  );
}
