import { useEffect } from 'react';
import type { SalesTaxRate } from '@tradeworks/contracts/tax';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useZodForm } from '@/lib/use-zod-form';
import { useSaveTaxRate } from '../api/save-tax-rate';
import {
  taxRateFormSchema,
  taxRateFormValues,
  type TaxRateFormBody,
  type TaxRateFormValues,
} from '../lib/tax-rate-form';
import { taxSaveCallbacks } from './tax-save-callbacks';

export type TaxRateDialogState = { mode: 'create' } | { mode: 'edit'; rate: SalesTaxRate } | null;

/** Add tax rate / Edit tax rate: name, jurisdiction and the rate as a percentage. */
export function TaxRateDialog({ state, onClose }: { state: TaxRateDialogState; onClose: () => void }) {
  const form = useZodForm<TaxRateFormValues, TaxRateFormBody>(taxRateFormSchema, {
    defaultValues: taxRateFormValues(null),
  });
  const save = useSaveTaxRate();
  const editing = state?.mode === 'edit' ? state.rate : null;

  useEffect(() => {
    form.reset(taxRateFormValues(state?.mode === 'edit' ? state.rate : null));
  }, [state, form]);

  const submit = form.handleSubmit((body) =>
    save.mutate(
      { id: editing?.id, body: { ...body, jurisdiction: body.jurisdiction ?? null } },
      taxSaveCallbacks('Tax rate', editing !== null, form, onClose),
    ),
  );

  return (
    <FormDialog
      open={state !== null}
      pending={save.isPending}
      onClose={onClose}
      title={editing ? 'Edit tax rate' : 'Add tax rate'}
      description="One jurisdiction's rate. Changing it recomputes the draft quotes and invoices taxed with it; sent documents keep their rates."
      submitLabel={editing ? 'Save tax rate' : 'Add tax rate'}
      onSubmit={submit}
    >
      <FormField label="Name" error={form.formState.errors.name?.message} required>
        <Input placeholder="e.g. Texas state sales tax" {...form.register('name')} />
      </FormField>
      <FormField label="Jurisdiction" error={form.formState.errors.jurisdiction?.message}>
        <Input placeholder="e.g. State of Texas" {...form.register('jurisdiction')} />
      </FormField>
      <FormField
        label="Rate (%)"
        error={form.formState.errors.rate?.message}
        description="A percentage with up to two decimals, e.g. 6.25"
        required
      >
        <Input inputMode="decimal" {...form.register('rate')} />
      </FormField>
    </FormDialog>
  );
}
