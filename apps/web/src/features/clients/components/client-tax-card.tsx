import { Controller, useWatch } from 'react-hook-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { TaxGroupSelect } from '@/features/tax/public';
import { TextField, type FormBindings } from './client-form-controls';

/**
 * The client's tax (issue 31): their own tax group (else their location's or the organization's default), and
 * a tax exemption with its certificate number and last valid day — after it, new documents are taxed again.
 */
export function ClientTaxCard({ form }: { form: FormBindings }) {
  const exempt = useWatch({ control: form.control, name: 'taxExempt' });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Tax</CardTitle>
        <CardDescription>
          What this client&apos;s quotes and invoices are taxed with. A service location&apos;s own group
          wins.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-3">
        <Controller
          control={form.control}
          name="taxGroupId"
          render={({ field, fieldState }) => (
            <FormField id="client-tax-group" label="Tax group" error={fieldState.error?.message}>
              <TaxGroupSelect
                id="client-tax-group"
                value={field.value ?? ''}
                noneLabel="The organization's default"
                onChange={(groupId) => field.onChange(groupId || null)}
              />
            </FormField>
          )}
        />
        <label className="flex items-center gap-2 self-end text-sm sm:col-span-2 sm:h-9">
          <input type="checkbox" className="size-4 accent-primary" {...form.register('taxExempt')} />
          Tax-exempt (resale, nonprofit, government)
        </label>
        {exempt && (
          <>
            <TextField
              form={form}
              name="taxExemptCertificate"
              label="Exemption certificate number"
              required
              className="sm:col-span-2"
            />
            <FormField
              label="Certificate valid through"
              error={form.errors.taxExemptUntil?.message}
              description="Leave empty when it does not expire."
            >
              <Input type="date" className="dark:[color-scheme:dark]" {...form.register('taxExemptUntil')} />
            </FormField>
          </>
        )}
      </CardContent>
    </Card>
  );
}
