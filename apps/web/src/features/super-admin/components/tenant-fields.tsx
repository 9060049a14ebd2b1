import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PRODUCT_DOMAIN } from '../lib/labels';
import { ChoiceSelect } from './choice-select';

export interface TenantFormValues {
  name: string;
  slug: string;
  domain: string;
  plan: string;
  status: string;
  billing_status: string;
  billing_address_line1: string;
  billing_address_line2: string;
  billing_city: string;
  billing_state: string;
  billing_postal_code: string;
  billing_country: string;
}

export const EMPTY_TENANT: TenantFormValues = {
  name: '',
  slug: '',
  domain: '',
  plan: 'pro',
  status: 'active',
  billing_status: 'trial',
  billing_address_line1: '',
  billing_address_line2: '',
  billing_city: '',
  billing_state: '',
  billing_postal_code: '',
  billing_country: '',
};

const ADDRESS: Array<[keyof TenantFormValues, string]> = [
  ['billing_address_line1', 'Address line 1'],
  ['billing_address_line2', 'Address line 2'],
  ['billing_city', 'City'],
  ['billing_state', 'State'],
  ['billing_postal_code', 'Postal code'],
  ['billing_country', 'Country'],
];

/** The tenant form's fields, shared by create and edit (which offer different statuses, spec part 2 §4). */
export function TenantFields(props: {
  form: UseFormReturn<TenantFormValues, unknown, unknown>;
  statuses: readonly string[];
  plans: readonly string[];
  billingStatuses?: readonly string[];
  slugLabel: string;
  /** Changes of the name besides the field's own (create fills the slug from it). */
  onNameChange?: (name: string) => void;
}) {
  const { form } = props;
  const e = form.formState.errors;
  const slug = useWatch({ control: form.control, name: 'slug' });
  const choice = (label: string, name: 'plan' | 'status' | 'billing_status', options: readonly string[]) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField label={label} error={fieldState.error?.message} required>
          <ChoiceSelect value={field.value} options={options} onChange={field.onChange} />
        </FormField>
      )}
    />
  );
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Company name" error={e.name?.message} required>
          <Input {...form.register('name', { onChange: (ev) => props.onNameChange?.(ev.target.value) })} />
        </FormField>
        <FormField
          label={props.slugLabel}
          error={e.slug?.message}
          required
          description={`${slug || 'slug'}.${PRODUCT_DOMAIN}`}
        >
          <Input {...form.register('slug')} />
        </FormField>
        <FormField label="Custom domain" error={e.domain?.message}>
          <Input placeholder="app.example.com" {...form.register('domain')} />
        </FormField>
        {choice('Plan', 'plan', props.plans)}
        {choice('Status', 'status', props.statuses)}
        {props.billingStatuses && choice('Billing status', 'billing_status', props.billingStatuses)}
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold">Billing address</legend>
        {ADDRESS.map(([key, label]) => (
          <FormField key={key} label={label} error={e[key]?.message}>
            <Input {...form.register(key)} />
          </FormField>
        ))}
      </fieldset>
    </div>
  );
}
