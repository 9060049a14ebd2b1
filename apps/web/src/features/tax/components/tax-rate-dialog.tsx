import { useEffect } from 'react';
import { Loader2 } from 'lucide-react';
import type { SalesTaxRate } from '@tradeworks/contracts/tax';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { setServerErrors, useZodForm } from '@/lib/use-zod-form';
import { useSaveTaxRate } from '../api/save-tax-rate';
import {
  taxRateFormSchema,
  taxRateFormValues,
  type TaxRateFormBody,
  type TaxRateFormValues,
} from '../lib/tax-rate-form';
import { toastTaxFailure, toastTaxSuccess } from './tax-toasts';

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
      {
        onSuccess: (saved) => {
          toastTaxSuccess(editing ? `Tax rate ${saved.name} saved` : `Tax rate ${saved.name} added`);
          onClose();
        },
        onError: (error) => {
          if (!setServerErrors(form, error)) toastTaxFailure(error, 'Failed to save the tax rate');
        },
      },
    ),
  );

  return (
    <Dialog open={state !== null} onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent className="sm:max-w-md">
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{editing ? 'Edit tax rate' : 'Add tax rate'}</DialogTitle>
            <DialogDescription>
              One jurisdiction&apos;s rate. Changing it recomputes the draft quotes and invoices taxed with
              it; sent documents keep their rates.
            </DialogDescription>
          </DialogHeader>
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
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              {editing ? 'Save tax rate' : 'Add tax rate'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
