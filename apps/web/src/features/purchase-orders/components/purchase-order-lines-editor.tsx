import {
  useFieldArray,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import { Plus } from 'lucide-react';
import type { PurchaseOrderLineItem } from '@tradeworks/contracts/purchase-orders';
import { Button } from '@/components/ui/button';
import { LineField, LineFieldset, LineTotal, RemoveLineButton } from '@/components/line-fields';
import { MoneyInput } from '@/components/money-input';
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
          <LineFieldset key={field.key} name={`Line item ${index + 1}`}>
            <LineField index={index} label="Inventory Item" className="col-span-2 sm:col-span-4">
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
            </LineField>
            <LineField
              index={index}
              label="Description"
              required
              error={lineErrors?.description?.message}
              className="col-span-2 sm:col-span-4"
            >
              <Input {...register(`lineItems.${index}.description`)} />
            </LineField>
            <LineField
              index={index}
              label="SKU"
              error={lineErrors?.sku?.message}
              className="col-span-2 sm:col-span-4"
            >
              <Input {...register(`lineItems.${index}.sku`)} />
            </LineField>
            <LineField
              index={index}
              label="Quantity"
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
            </LineField>
            <LineField
              index={index}
              label="Unit Cost"
              required
              error={lineErrors?.unitCost?.message}
              className="sm:col-span-3"
            >
              <MoneyInput {...register(`lineItems.${index}.unitCost`)} />
            </LineField>
            <LineTotal
              index={index}
              cents={liveLineCents(line?.quantity, line?.unitCost)}
              className="sm:col-span-4"
            />
            <div className="flex h-full items-end justify-end sm:col-span-2">
              <RemoveLineButton
                name={`Remove line item ${index + 1}`}
                onRemove={() => remove(index)}
                disabled={received > 0}
                title={received > 0 ? 'Received in part: cannot be removed' : undefined}
              />
            </div>
          </LineFieldset>
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
