import { useId, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Trash2 } from 'lucide-react';
import { computeDocumentTotals, type LineItemType } from '@tradeworks/contracts/line-items';
import { formatMoney } from '@tradeworks/contracts/money';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/utils';
import { DEFAULT_LINE, type LineItemsFormShape } from '../lib/document-form';
import { CataloguePicker } from './catalogue-picker';

const TYPE_LABELS: Record<LineItemType, string> = { custom: 'Custom', service: 'Service', inventory: 'Part' };

/** A labelled cell: the label is visible on phones and read by screen readers on wide screens (header row). */
function Cell({
  label,
  line,
  id,
  error,
  className,
  children,
}: {
  label: string;
  line: number;
  id: string;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('grid min-w-0 content-start gap-1', className)}>
      <Label htmlFor={id} className="text-xs text-muted-foreground md:sr-only">
        {label}
        <span className="sr-only"> (line {line})</span>
      </Label>
      {children}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

interface LineItemRowProps {
  index: number;
  canRemove: boolean;
  onRemove: () => void;
  /** Quotes: the line can be marked optional (the client may tick it when approving). */
  allowOptional?: boolean;
}

/** One line: type, service/part picker, description, quantity, rate, its total (quantity × rate) and remove. */
export function LineItemRow({ index, canRemove, onRemove, allowOptional = false }: LineItemRowProps) {
  const { register, setValue, control, formState } = useFormContext<LineItemsFormShape>();
  const line = useWatch({ control, name: `lineItems.${index}` });
  const errors = formState.errors.lineItems?.[index];
  const base = useId();
  const ids = {
    type: `${base}-type`,
    pick: `${base}-pick`,
    description: `${base}-description`,
    quantity: `${base}-quantity`,
    rate: `${base}-rate`,
  };
  const total = computeDocumentTotals([line], 0).lineTotals[0];
  const linkError = errors?.serviceId?.message ?? errors?.inventoryId?.message;
  const invalid = (message?: string, id?: string) =>
    message ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};

  const changeType = (itemType: LineItemType) =>
    // Spec §5: changing the type clears service, inventory, description, rate and total.
    setValue(
      `lineItems.${index}`,
      { ...DEFAULT_LINE, itemType, quantity: line.quantity },
      { shouldDirty: true },
    );

  return (
    <li
      data-optional={line.isOptional || undefined}
      className="grid gap-3 rounded-lg border p-3 data-[optional]:border-dashed data-[optional]:bg-muted/40 md:grid-cols-[8.5rem_minmax(0,1fr)_5.5rem_7rem_6.5rem_2.25rem] md:items-start md:gap-2 md:rounded-none md:border-0 md:border-b md:px-0 md:py-2"
    >
      <Cell line={index + 1} label="Type" id={ids.type}>
        <Select value={line.itemType} onValueChange={(value) => changeType(value as LineItemType)}>
          <SelectTrigger id={ids.type}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {(Object.keys(TYPE_LABELS) as LineItemType[]).map((type) => (
              <SelectItem key={type} value={type}>
                {TYPE_LABELS[type]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Cell>
      <div className="grid min-w-0 gap-2">
        {line.itemType !== 'custom' && (
          <Cell
            line={index + 1}
            label={line.itemType === 'service' ? 'Service' : 'Part'}
            id={ids.pick}
            error={linkError}
          >
            <CataloguePicker
              id={ids.pick}
              {...invalid(linkError, ids.pick)}
              kind={line.itemType}
              value={line.itemType === 'service' ? line.serviceId : line.inventoryId}
              selectedLabel={line.pickedName}
              onChange={(choice) =>
                setValue(
                  `lineItems.${index}`,
                  {
                    ...line,
                    serviceId: line.itemType === 'service' ? choice.id : null,
                    inventoryId: line.itemType === 'inventory' ? choice.id : null,
                    pickedName: choice.name,
                    description: choice.name,
                    rate: choice.price,
                    taxable: choice.taxable,
                  },
                  { shouldDirty: true },
                )
              }
            />
          </Cell>
        )}
        <Cell line={index + 1} label="Description" id={ids.description} error={errors?.description?.message}>
          <Input
            id={ids.description}
            {...invalid(errors?.description?.message, ids.description)}
            placeholder="Description"
            {...register(`lineItems.${index}.description`)}
          />
        </Cell>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {allowOptional && (
            <label className="flex w-fit items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                {...register(`lineItems.${index}.isOptional`)}
              />
              Optional<span className="sr-only"> (line {index + 1})</span>
            </label>
          )}
          <label className="flex w-fit items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              {...register(`lineItems.${index}.taxable`)}
            />
            Taxable<span className="sr-only"> (line {index + 1})</span>
          </label>
        </div>
      </div>
      <div className="grid grid-cols-3 gap-2 md:contents">
        <Cell line={index + 1} label="Quantity" id={ids.quantity} error={errors?.quantity?.message}>
          <Input
            id={ids.quantity}
            {...invalid(errors?.quantity?.message, ids.quantity)}
            inputMode="decimal"
            className="text-right tabular-nums"
            {...register(`lineItems.${index}.quantity`)}
          />
        </Cell>
        <Cell line={index + 1} label="Rate" id={ids.rate} error={errors?.rate?.message}>
          <Input
            id={ids.rate}
            {...invalid(errors?.rate?.message, ids.rate)}
            inputMode="decimal"
            className="text-right tabular-nums"
            {...register(`lineItems.${index}.rate`)}
          />
        </Cell>
        <div className="grid content-start gap-1">
          <span id={`${base}-total`} className="text-xs text-muted-foreground md:sr-only">
            Total<span className="sr-only"> (line {index + 1})</span>
          </span>
          <output
            aria-labelledby={`${base}-total`}
            className="flex h-9 items-center justify-end text-sm font-medium tabular-nums"
          >
            {formatMoney(total)}
          </output>
        </div>
      </div>
      <div className="flex justify-end md:block">
        <Button
          variant="destructive-ghost"
          size="icon"
          onClick={onRemove}
          disabled={!canRemove}
          aria-label={`Remove line ${index + 1}`}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
