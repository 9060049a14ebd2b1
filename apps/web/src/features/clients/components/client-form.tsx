import type { ReactNode } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { Loader2 } from 'lucide-react';
import {
  CLIENT_SALUTATIONS,
  CLIENT_SUFFIXES,
  clientCreateSchema,
  type ClientCreateData,
} from '@tradeworks/contracts/clients';
import type { AddressFields } from '@tradeworks/contracts/places';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import {
  CLIENT_STATUS_LABELS,
  CLIENT_TYPE_LABELS,
  CONTACT_METHOD_LABELS,
  PAYMENT_TERMS_LABELS,
} from '../lib/client-labels';
import type { ClientFormValues } from '../lib/client-form-values';
import { AddressInput } from './address-input';
import { ClientTaxCard } from './client-tax-card';
import { SelectField, TextField, type FormBindings } from './client-form-controls';
import { TagInput } from './tag-input';

const choices = (labels: Record<string, string>) => Object.entries(labels) as [string, string][];
const plain = (values: readonly string[]) => values.map((v) => [v, v === 'none' ? 'None' : v] as const);

interface ClientFormProps {
  defaultValues: ClientFormValues;
  submitLabel: string;
  saving: boolean;
  /** Rejects with the API error; field errors are shown next to their fields. */
  onSubmit: (values: ClientCreateData) => Promise<unknown>;
  /** The payment methods panel, below the billing section. */
  paymentMethods: ReactNode;
}

/** Create and edit form: every client field, validated with the server's schema (spec §5). */
export function ClientForm({
  defaultValues,
  submitLabel,
  saving,
  onSubmit,
  paymentMethods,
}: ClientFormProps) {
  const form = useForm<ClientFormValues, unknown, ClientCreateData>({
    resolver: zodResolver(clientCreateSchema),
    defaultValues,
  });
  const bindings: FormBindings = {
    control: form.control,
    register: form.register,
    errors: form.formState.errors,
  };
  // Typing an address by hand drops the position of an earlier suggestion (the server then uses the ZIP's).
  const clearPosition = () => {
    form.setValue('latitude', null);
    form.setValue('longitude', null);
  };
  const fillAddress = (fields: AddressFields) => {
    for (const key of ['address', 'city', 'state', 'zipCode', 'country'] as const) {
      if (fields[key] || key === 'address')
        form.setValue(key, fields[key], { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    }
    form.setValue('latitude', fields.latitude);
    form.setValue('longitude', fields.longitude);
    // A city-level suggestion may come without a ZIP: a ZIP kept from an earlier address would be wrong,
    // so the field is emptied and focused with its required message for the user to type it.
    if (!fields.zipCode) {
      form.setValue('zipCode', '', { shouldDirty: true });
      form.setError('zipCode', { message: 'ZIP code is required' });
      setTimeout(() => form.setFocus('zipCode'), 0);
    }
  };

  const submit = form.handleSubmit((values) =>
    onSubmit(values).catch((error: unknown) => {
      if (!isApiError(error)) return;
      for (const [field, message] of Object.entries(error.fieldErrors ?? {})) {
        form.setError(field as FieldPath<ClientFormValues>, { message });
      }
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Client Information</CardTitle>
          <CardDescription>Who the client is and where they stand.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <SelectField
            form={bindings}
            name="salutation"
            label="Salutation"
            options={plain(CLIENT_SALUTATIONS)}
          />
          <TextField form={bindings} name="firstName" label="First Name" required autoComplete="given-name" />
          <TextField form={bindings} name="lastName" label="Last Name" required autoComplete="family-name" />
          <SelectField form={bindings} name="suffix" label="Suffix" options={plain(CLIENT_SUFFIXES)} />
          <TextField
            form={bindings}
            name="companyName"
            label="Company Name"
            autoComplete="organization"
            className="sm:col-span-2"
          />
          <SelectField
            form={bindings}
            name="clientType"
            label="Client Type"
            options={choices(CLIENT_TYPE_LABELS)}
          />
          <SelectField form={bindings} name="status" label="Status" options={choices(CLIENT_STATUS_LABELS)} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Contact</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <TextField form={bindings} name="email" label="Email" type="email" required autoComplete="email" />
          <TextField form={bindings} name="phone" label="Phone" type="tel" required autoComplete="tel" />
          <SelectField
            form={bindings}
            name="preferredContactMethod"
            label="Preferred Contact Method"
            options={choices(CONTACT_METHOD_LABELS)}
          />
          <div className="hidden sm:block" />
          <TextField form={bindings} name="emergencyContact" label="Emergency Contact" />
          <TextField form={bindings} name="emergencyPhone" label="Emergency Phone" type="tel" />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Service Address</CardTitle>
          <CardDescription>Start typing to pick the address from suggestions.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-6">
          <Controller
            control={form.control}
            name="address"
            render={({ field, fieldState }) => (
              <FormField label="Address" required error={fieldState.error?.message} className="sm:col-span-4">
                <AddressInput
                  ref={field.ref}
                  name={field.name}
                  value={field.value ?? ''}
                  onBlur={field.onBlur}
                  onChange={(value) => {
                    field.onChange(value);
                    clearPosition();
                  }}
                  onSelect={fillAddress}
                />
              </FormField>
            )}
          />
          <TextField form={bindings} name="address2" label="Address Line 2" className="sm:col-span-2" />
          <TextField
            form={bindings}
            name="city"
            label="City"
            required
            className="sm:col-span-2"
            onUserChange={clearPosition}
          />
          <TextField
            form={bindings}
            name="state"
            label="State"
            required
            className="sm:col-span-1"
            onUserChange={clearPosition}
          />
          <TextField
            form={bindings}
            name="zipCode"
            label="ZIP Code"
            required
            className="sm:col-span-2"
            onUserChange={clearPosition}
          />
          <TextField form={bindings} name="country" label="Country" className="sm:col-span-1" />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Billing and Notes</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-3">
          <SelectField
            form={bindings}
            name="paymentTerms"
            label="Payment Terms"
            options={choices(PAYMENT_TERMS_LABELS)}
          />
          <FormField label="Credit Limit" error={form.formState.errors.creditLimit?.message}>
            <Input type="number" inputMode="decimal" min={0} step={0.01} {...form.register('creditLimit')} />
          </FormField>
          <TextField form={bindings} name="leadSource" label="Lead Source" />
          <Controller
            control={form.control}
            name="tags"
            render={({ field, fieldState }) => (
              <FormField label="Tags" error={fieldState.error?.message} className="sm:col-span-3">
                <TagInput value={field.value ?? []} onChange={field.onChange} onBlur={field.onBlur} />
              </FormField>
            )}
          />
          <FormField label="Notes" error={form.formState.errors.notes?.message} className="sm:col-span-3">
            <Textarea rows={4} {...form.register('notes')} />
          </FormField>
        </CardContent>
      </Card>

      <ClientTaxCard form={bindings} />

      {paymentMethods}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link to="/clients">Cancel</Link>
        </Button>
        <Button type="submit" disabled={saving}>
          {saving && <Loader2 className="animate-spin" aria-hidden="true" />}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
