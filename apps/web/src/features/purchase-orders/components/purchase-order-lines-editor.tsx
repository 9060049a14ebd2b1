import {
  useFieldArray,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import type { PurchaseOrderLineItem } from '@tradeworks/contracts/purchase-orders';
import { Button } from '@/components/ui/button';
import { LineTotal, lineLabel } from '@/components/line-fields';
import { MoneyInput } from '@/components/money-input';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { liveLineCents } from '@/lib/live-money';
import { PartPicker } from '@/features/inventory/public';
import type { PurchaseOrderFormInput } from '../lib/purchase-order-form-schema';

interface LinesEditorProps {
  control: Control<PurchaseOrderFormInput>;
  register: UseFormRegister<PurchaseOrderFormInput>;
  setValue: UseFormSetValue<PurchaseOrderFormInput>;
  errors: FieldErrors<PurchaseOrderFormInput>;
  /** Stored lines (editing): what has been received on each. */
  stored?: PurchaseOrderLineItem[];
}

/** Line items: pick a part (description, SKU and unit cost prefilled) or type a line; totals live. */
export function PurchaseOrderLinesEditor({
  control,
  register,
  setValue,
  errors,
  stored = [],
}: LinesEditorProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'lineItems', keyName: 'key' });
  const lines = useWatch({ control, name: 'lineItems' }) ?? [];
  const receivedById = new Map(stored.map((l) => [l.id, l.quantityReceived]));

  return (
    <div className="grid gap-3">
      {fields.map((field, index) => {
        const line = lines[index];
        const lineErrors = errors.lineItems?.[index];
        const received = (field.id && receivedById.get(field.id)) || 0;
        return (
          <fieldset
            key={field.key}
            className="grid grid-cols-2 items-start gap-3 rounded-lg border p-3 sm:grid-cols-12"
            aria-label={`Line item ${index + 1}`}
          >
            <FormField label={lineLabel('Inventory Item', index)} className="col-span-2 sm:col-span-4">
              <PartPicker
                price="cost"
                value={line?.inventoryId}
                selectedLabel={line?.description}
                disabled={received > 0}
                onSelect={(item) => {
                  setValue(`lineItems.${index}.inventoryId`, item.id);
                  setValue(`lineItems.${index}.description`, item.name, { shouldValidate: true });
                  setValue(`lineItems.${index}.sku`, item.sku ?? '');
                  setValue(`lineItems.${index}.unitCost`, item.cost, { shouldValidate: true });
                }}
              />
            </FormField>
            <FormField
              label={lineLabel('Description', index)}
              required
              error={lineErrors?.description?.message}
              className="col-span-2 sm:col-span-4"
            >
              <Input {...register(`lineItems.${index}.description`)} />
            </FormField>
            <FormField
              label={lineLabel('SKU', index)}
              error={lineErrors?.sku?.message}
              className="col-span-2 sm:col-span-4"
            >
              <Input {...register(`lineItems.${index}.sku`)} />
            </FormField>
            <FormField
              label={lineLabel('Quantity', index)}
              required
              error={lineErrors?.quantity?.message}
              description={received > 0 ? `${received} received` : undefined}
              className="sm:col-span-3"
            >
              <Input
                type="number"
                min={Math.max(1, received)}
                step={1}
                inputMode="numeric"
                {...register(`lineItems.${index}.quantity`)}
              />
            </FormField>
            <FormField
              label={lineLabel('Unit Cost', index)}
              required
              error={lineErrors?.unitCost?.message}
              className="sm:col-span-3"
            >
              <MoneyInput {...register(`lineItems.${index}.unitCost`)} />
            </FormField>
            <LineTotal
              index={index}
              cents={liveLineCents(line?.quantity, line?.unitCost)}
              className="sm:col-span-4"
            />
            <div className="flex h-full items-end justify-end sm:col-span-2">
              <Button
                variant="destructive-ghost"
                size="icon-sm"
                onClick={() => remove(index)}
                disabled={received > 0}
                aria-label={`Remove line item ${index + 1}`}
                title={received > 0 ? 'Received in part: cannot be removed' : undefined}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          </fieldset>
        );
      })}
      <div>
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            append({ inventoryId: null, description: '', sku: '', quantity: '1', unitCost: '0.00' })
          }
        >
          <Plus aria-hidden="true" />
          Add Line Item
        </Button>
      </div>
    </div>
  );
}
