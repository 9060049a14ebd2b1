import { useEffect, useRef } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DEFAULT_LINE, type LineItemsFormShape } from '../lib/document-form';
import { LineItemRow } from './line-item-row';

/**
 * The line items of a quote or invoice form; the last line cannot be removed. `allowOptional` (quotes) adds
 * an Optional checkbox per line.
 */
export function LineItemsEditor({ allowOptional = false }: { allowOptional?: boolean }) {
  const { control, formState, clearErrors } = useFormContext<LineItemsFormShape>();
  const { fields, append, remove } = useFieldArray({ control, name: 'lineItems' });
  // Problems found by the last save go away once the lines change; the next save checks again.
  const lines = JSON.stringify(useWatch({ control, name: 'lineItems' }));
  const seen = useRef(lines);
  useEffect(() => {
    if (lines === seen.current) return;
    seen.current = lines;
    clearErrors('lineItems');
  }, [lines, clearErrors]);
  const listError = formState.errors.lineItems?.root?.message ?? formState.errors.lineItems?.message;

  return (
    <div className="grid gap-3">
      <div
        aria-hidden="true"
        className="hidden grid-cols-[8.5rem_minmax(0,1fr)_5.5rem_7rem_6.5rem_2.25rem] gap-2 border-b pb-2 text-xs font-medium tracking-wide text-muted-foreground uppercase md:grid"
      >
        <span>Type</span>
        <span>Item</span>
        <span className="text-right">Qty</span>
        <span className="text-right">Rate</span>
        <span className="text-right">Total</span>
        <span />
      </div>
      <ul className="grid gap-3 md:gap-0" aria-label="Line items">
        {fields.map((field, index) => (
          <LineItemRow
            key={field.id}
            index={index}
            canRemove={fields.length > 1}
            allowOptional={allowOptional}
            onRemove={() => remove(index)}
          />
        ))}
      </ul>
      {listError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {listError}
        </p>
      )}
      <div>
        <Button variant="outline" size="sm" onClick={() => append({ ...DEFAULT_LINE })}>
          <Plus aria-hidden="true" />
          Add Line Item
        </Button>
      </div>
    </div>
  );
}
