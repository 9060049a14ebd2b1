import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { combinedRate } from '@tradeworks/contracts/tax-lines';
import { formatTaxRate } from '@tradeworks/contracts/display-format';
import { taxGroupBodySchema, type SalesTaxRate, type TaxGroup } from '@tradeworks/contracts/tax';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { useZodForm } from '@/lib/use-zod-form';
import { useSaveTaxGroup } from '../api/save-tax-group';
import { taxSaveCallbacks } from './tax-save-callbacks';

export type TaxGroupDialogState = { mode: 'create' } | { mode: 'edit'; group: TaxGroup } | null;

interface GroupValues {
  name: string;
  rateIds: string[];
  isDefault: boolean;
}

const valuesOf = (group: TaxGroup | null): GroupValues => ({
  name: group?.name ?? '',
  rateIds: group?.rates.map((r) => r.id) ?? [],
  isDefault: group?.isDefault ?? false,
});

/**
 * Add tax group / Edit tax group: a name, the rates it combines — printed on documents in the order they are
 * ticked — and whether it is the organization's default.
 */
export function TaxGroupDialog({
  state,
  rates,
  onClose,
}: {
  state: TaxGroupDialogState;
  rates: SalesTaxRate[];
  onClose: () => void;
}) {
  const form = useZodForm<GroupValues, z.output<typeof taxGroupBodySchema>>(taxGroupBodySchema, {
    defaultValues: valuesOf(null),
  });
  const rateIds = useWatch({ control: form.control, name: 'rateIds' });
  const save = useSaveTaxGroup();
  const editing = state?.mode === 'edit' ? state.group : null;

  useEffect(() => {
    form.reset(valuesOf(state?.mode === 'edit' ? state.group : null));
  }, [state, form]);

  const chosen = rateIds
    .map((id) => rates.find((r) => r.id === id))
    .filter((r): r is SalesTaxRate => r !== undefined);
  const toggle = (id: string, on: boolean) =>
    form.setValue('rateIds', on ? [...rateIds, id] : rateIds.filter((r) => r !== id), {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });

  const submit = form.handleSubmit((body) =>
    save.mutate({ id: editing?.id, body }, taxSaveCallbacks('Tax group', editing !== null, form, onClose)),
  );

  const ratesError = form.formState.errors.rateIds;
  return (
    <FormDialog
      open={state !== null}
      pending={save.isPending}
      onClose={onClose}
      title={editing ? 'Edit tax group' : 'Add tax group'}
      description="The rates charged together at a place, e.g. state + county + city. Documents show each rate on its own line."
      submitLabel={editing ? 'Save tax group' : 'Add tax group'}
      onSubmit={submit}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-lg"
    >
      <FormField label="Name" error={form.formState.errors.name?.message} required>
        <Input placeholder="e.g. Austin" {...form.register('name')} />
      </FormField>
      <fieldset className="grid gap-2" aria-describedby={ratesError ? 'tax-group-rates-error' : undefined}>
        <legend className="mb-1 text-sm font-medium">
          Tax rates
          <span className="ml-0.5 text-destructive" aria-hidden="true">
            *
          </span>
        </legend>
        {rates.length === 0 && (
          <p className="text-sm text-muted-foreground">Add tax rates first, then combine them here.</p>
        )}
        {rates.map((rate) => {
          const id = `tax-group-rate-${rate.id}`;
          return (
            <label
              key={rate.id}
              htmlFor={id}
              className="flex items-center gap-2 rounded-md border px-3 py-2 text-sm"
            >
              <input
                id={id}
                type="checkbox"
                className="size-4 accent-primary"
                checked={rateIds.includes(rate.id)}
                onChange={(e) => toggle(rate.id, e.target.checked)}
              />
              <span className="flex-1">{rate.name}</span>
              <span className="tabular-nums text-muted-foreground">{formatTaxRate(rate.rate)}</span>
            </label>
          );
        })}
        {ratesError?.message && (
          <p id="tax-group-rates-error" role="alert" className="text-xs font-medium text-destructive">
            {ratesError.message}
          </p>
        )}
      </fieldset>
      {chosen.length > 0 && (
        <p className="text-sm" aria-live="polite">
          On documents: {chosen.map((r) => `${r.name} (${formatTaxRate(r.rate)})`).join(' + ')} ={' '}
          <span className="font-medium">{formatTaxRate(combinedRate(chosen))}</span>
        </p>
      )}
      <div className="flex items-center gap-3">
        <Controller
          control={form.control}
          name="isDefault"
          render={({ field }) => (
            <Switch id="tax-group-default" checked={field.value} onCheckedChange={field.onChange} />
          )}
        />
        <label htmlFor="tax-group-default" className="text-sm">
          Default for new quotes and invoices
        </label>
      </div>
    </FormDialog>
  );
}
