import {
  Controller,
  useFieldArray,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import { Package, Users, Wrench } from 'lucide-react';
import { formatMoney } from '@tradeworks/contracts/money';
import { SERVICE_LINE_ITEM_TYPES, type ServiceLineItemType } from '@tradeworks/contracts/services';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LineField, LineFieldset, LineTotal, RemoveLineButton } from '@/components/line-fields';
import { MoneyInput } from '@/components/money-input';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { centsToString, liveLineCents } from '@/lib/live-money';
import { PartPicker } from '@/features/inventory/public';
import type { ServiceFormInput } from '../lib/service-form-schema';

const TYPE_LABELS: Record<ServiceLineItemType, string> = { part: 'Part', labor: 'Labor', service: 'Service' };

interface EditorProps {
  control: Control<ServiceFormInput>;
  register: UseFormRegister<ServiceFormInput>;
  setValue: UseFormSetValue<ServiceFormInput>;
  errors: FieldErrors<ServiceFormInput>;
}

/** Service Components (composite services): part, labor and service lines with live totals. */
export function ServiceComponentsEditor({ control, register, setValue, errors }: EditorProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'lineItems' });
  const lines = useWatch({ control, name: 'lineItems' }) ?? [];
  const totals = lines.map((line) => liveLineCents(line?.quantity ?? '', line?.rate ?? ''));
  const sum = totals.reduce((a, b) => a + b, 0n);

  const add = (itemType: ServiceLineItemType) =>
    append(
      { itemType, inventoryId: null, itemName: '', quantity: '1', rate: '' },
      { shouldFocus: itemType !== 'part' },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Service Components</CardTitle>
        <CardDescription>
          The parts, labor and services this package is made of. Its price is the sum of the lines.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {fields.length === 0 && (
          <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
            No components yet. Add a part, labor or a service.
          </p>
        )}
        {(errors.lineItems?.root?.message ?? errors.lineItems?.message) && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.lineItems?.root?.message ?? errors.lineItems?.message}
          </p>
        )}
        {fields.map((field, index) => {
          const line = lines[index];
          const lineErrors = errors.lineItems?.[index];
          const type = (line?.itemType ?? field.itemType) as ServiceLineItemType;
          return (
            <LineFieldset key={field.id} name={`Component ${index + 1}`}>
              <LineField
                id={`component-${index}-type`}
                index={index}
                label="Type"
                className="col-span-2 sm:col-span-2"
              >
                <Controller
                  control={control}
                  name={`lineItems.${index}.itemType`}
                  render={({ field: typeField }) => (
                    <Select
                      value={typeField.value}
                      onValueChange={(value) => {
                        typeField.onChange(value);
                        if (value !== 'part') setValue(`lineItems.${index}.inventoryId`, null);
                      }}
                    >
                      <SelectTrigger id={`component-${index}-type`} ref={typeField.ref}>
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        {SERVICE_LINE_ITEM_TYPES.map((t) => (
                          <SelectItem key={t} value={t}>
                            {TYPE_LABELS[t]}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
              </LineField>
              {type === 'part' ? (
                <LineField
                  index={index}
                  label="Part"
                  required
                  error={lineErrors?.inventoryId?.message}
                  className="col-span-2 sm:col-span-4"
                >
                  <PartPicker
                    value={line?.inventoryId}
                    selectedLabel={line?.itemName}
                    onSelect={(item) => {
                      setValue(`lineItems.${index}.inventoryId`, item.id, { shouldValidate: true });
                      setValue(`lineItems.${index}.itemName`, item.name, { shouldValidate: true });
                      setValue(`lineItems.${index}.rate`, item.unitPrice, { shouldValidate: true });
                    }}
                  />
                </LineField>
              ) : (
                <LineField
                  index={index}
                  label="Item Name"
                  required
                  error={lineErrors?.itemName?.message}
                  className="col-span-2 sm:col-span-4"
                >
                  <Input {...register(`lineItems.${index}.itemName`)} />
                </LineField>
              )}
              <LineField
                index={index}
                label="Quantity"
                required
                error={lineErrors?.quantity?.message}
                className="sm:col-span-2"
              >
                <Input
                  type="number"
                  min={0.01}
                  step="0.01"
                  inputMode="decimal"
                  {...register(`lineItems.${index}.quantity`)}
                />
              </LineField>
              <LineField
                index={index}
                label="Rate"
                required
                error={lineErrors?.rate?.message}
                className="sm:col-span-2"
              >
                <MoneyInput {...register(`lineItems.${index}.rate`)} />
              </LineField>
              <div className="col-span-2 flex items-end justify-between gap-2 sm:col-span-2">
                <LineTotal index={index} cents={totals[index] ?? 0n} />
                <RemoveLineButton name={`Remove component ${index + 1}`} onRemove={() => remove(index)} />
              </div>
            </LineFieldset>
          );
        })}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => add('part')}>
            <Package aria-hidden="true" /> Add Part
          </Button>
          <Button variant="outline" size="sm" onClick={() => add('labor')}>
            <Users aria-hidden="true" /> Add Labor
          </Button>
          <Button variant="outline" size="sm" onClick={() => add('service')}>
            <Wrench aria-hidden="true" /> Add Service
          </Button>
        </div>
        <div className="flex items-center justify-between border-t pt-4">
          <span className="font-medium">Total Price</span>
          <span className="text-xl font-semibold tabular-nums" data-testid="composite-total">
            {formatMoney(centsToString(sum))}
          </span>
        </div>
      </CardContent>
    </Card>
  );
}
