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
  values: TenantFormValues;
  errors: Record<string, string>;
  onChange: (patch: Partial<TenantFormValues>) => void;
  statuses: readonly string[];
  plans: readonly string[];
  billingStatuses?: readonly string[];
  slugLabel: string;
}) {
  const { values: v, errors: e, onChange } = props;
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Company name" error={e.name} required>
          <Input value={v.name} onChange={(ev) => onChange({ name: ev.target.value })} />
        </FormField>
        <FormField
          label={props.slugLabel}
          error={e.slug}
          required
          description={`${v.slug || 'slug'}.${PRODUCT_DOMAIN}`}
        >
          <Input value={v.slug} onChange={(ev) => onChange({ slug: ev.target.value })} />
        </FormField>
        <FormField label="Custom domain" error={e.domain}>
          <Input
            value={v.domain}
            placeholder="app.example.com"
            onChange={(ev) => onChange({ domain: ev.target.value })}
          />
        </FormField>
        <FormField label="Plan" error={e.plan} required>
          <ChoiceSelect value={v.plan} options={props.plans} onChange={(plan) => onChange({ plan })} />
        </FormField>
        <FormField label="Status" error={e.status} required>
          <ChoiceSelect
            value={v.status}
            options={props.statuses}
            onChange={(status) => onChange({ status })}
          />
        </FormField>
        {props.billingStatuses && (
          <FormField label="Billing status" error={e.billing_status} required>
            <ChoiceSelect
              value={v.billing_status}
              options={props.billingStatuses}
              onChange={(billing_status) => onChange({ billing_status })}
            />
          </FormField>
        )}
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold">Billing address</legend>
        {ADDRESS.map(([key, label]) => (
          <FormField key={key} label={label} error={e[key]}>
            <Input value={v[key]} onChange={(ev) => onChange({ [key]: ev.target.value })} />
          </FormField>
        ))}
      </fieldset>
    </div>
  );
}
