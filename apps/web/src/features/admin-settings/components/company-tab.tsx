import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { z } from 'zod';
import { ImageUp, Loader2, Trash2 } from 'lucide-react';
import {
  BUSINESS_TYPES,
  BUSINESS_TYPE_LABELS,
  LOGO_MAX_BYTES,
  LOGO_MESSAGES,
  LOGO_TYPES,
  SETTINGS_TOASTS,
  companySettingsBodySchema,
  type CompanySettings,
} from '@tradeworks/contracts/admin-settings';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SelectField } from '@/components/select-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { useZodForm } from '@/lib/use-zod-form';
import { settingsKeys } from '../api/settings-keys';
import { useCompanySettings } from '../api/get-company-settings';
import { useSettingsMutation } from '../api/save-settings';
import { toastFailure, toastSuccess } from './settings-toasts';
import { TimeZoneCard } from './time-zone-card';

const FIELDS = [
  ['companyName', 'Company Name'],
  ['phone', 'Phone'],
  ['email', 'Email'],
  ['website', 'Website'],
  ['address', 'Address'],
  ['city', 'City'],
  ['state', 'State'],
  ['zipCode', 'ZIP Code'],
  ['taxId', 'Tax ID'],
  ['licenseNumber', 'License Number'],
  ['insurancePolicyNumber', 'Insurance Policy Number'],
] as const;
type Field = (typeof FIELDS)[number][0];
type Values = Record<Field, string> & { businessType: string };

const valuesOf = (c: CompanySettings | null | undefined): Values => ({
  ...(Object.fromEntries(FIELDS.map(([f]) => [f, c?.[f] ?? ''])) as Record<Field, string>),
  businessType: c?.businessType ?? '',
});

/** The select holds '' until a business type is chosen; the API takes null for none. */
const companyFormSchema = companySettingsBodySchema.extend({
  businessType: z.preprocess((v) => v || null, companySettingsBodySchema.shape.businessType),
});

/** Tab 3 — the company profile every quote, invoice and purchase order prints, with the uploaded logo. */
export function CompanyTab() {
  const company = useCompanySettings();
  const save = useSettingsMutation<CompanySettings>(settingsKeys.company);
  const form = useZodForm(companyFormSchema, { defaultValues: valuesOf(null) });
  const errors = form.formState.errors;
  const [logoError, setLogoError] = useState<string>();
  const file = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (company.data !== undefined) form.reset(valuesOf(company.data));
  }, [company.data, form]);

  if (company.isPending) return <Skeleton className="h-96" aria-label="Loading company details" />;
  if (company.isError)
    return (
      <LoadError
        message="Failed to load company details. Please try again."
        onRetry={() => company.refetch()}
      />
    );

  const exists = company.data !== null;
  // Create on the first save, update afterwards (spec part 2 §4).
  const submit = form.handleSubmit((body) =>
    save.mutate(
      { method: exists ? 'PATCH' : 'POST', path: '/api/admin/company', body },
      {
        onSuccess: () => toastSuccess(SETTINGS_TOASTS.companyUpdated),
        onError: (e) => toastFailure(e, SETTINGS_TOASTS.companyFailed),
      },
    ),
  );

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    if (!(LOGO_TYPES as readonly string[]).includes(chosen.type)) return setLogoError(LOGO_MESSAGES.type);
    if (chosen.size > LOGO_MAX_BYTES) return setLogoError(LOGO_MESSAGES.size);
    const data = await toBase64(chosen);
    save.mutate(
      { method: 'POST', path: '/api/admin/company/logo', body: { contentType: chosen.type, data } },
      {
        onSuccess: () => {
          setLogoError(undefined);
          toastSuccess(SETTINGS_TOASTS.companyUpdated);
        },
        onError: (e) => toastFailure(e, SETTINGS_TOASTS.companyFailed),
      },
    );
  };
  const removeLogo = () =>
    save.mutate(
      { method: 'DELETE', path: '/api/admin/company/logo' },
      {
        onSuccess: () => toastSuccess(SETTINGS_TOASTS.companyUpdated),
        onError: (e) => toastFailure(e, SETTINGS_TOASTS.companyFailed),
      },
    );

  const logo = company.data?.logo;
  return (
    <div className="grid gap-6">
      <TimeZoneCard />
      <Card>
        <CardHeader>
          <CardTitle>Company Details</CardTitle>
          <CardDescription>
            Printed on your quotes, invoices and purchase orders, and used in e-mails.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} noValidate className="grid gap-6">
            <div className="flex flex-wrap items-center gap-4">
              <div className="flex size-20 items-center justify-center overflow-hidden rounded-lg border bg-muted">
                {logo ? (
                  <img src={logo} alt="Company logo" className="max-h-full max-w-full object-contain" />
                ) : (
                  <ImageUp className="size-6 text-muted-foreground" aria-hidden="true" />
                )}
              </div>
              <div className="grid gap-2">
                <div className="flex flex-wrap gap-2">
                  <Button
                    type="button"
                    variant="outline"
                    onClick={() => file.current?.click()}
                    disabled={save.isPending}
                  >
                    <ImageUp aria-hidden="true" />
                    {logo ? 'Replace Logo' : 'Upload Logo'}
                  </Button>
                  {logo && (
                    <Button
                      type="button"
                      variant="destructive-ghost"
                      onClick={removeLogo}
                      disabled={save.isPending}
                    >
                      <Trash2 aria-hidden="true" />
                      Remove
                    </Button>
                  )}
                </div>
                <p className="text-xs text-muted-foreground">PNG or JPEG, at most 512 KB.</p>
                {logoError && (
                  <p role="alert" className="text-xs font-medium text-destructive">
                    {logoError}
                  </p>
                )}
                <input
                  ref={file}
                  type="file"
                  accept="image/png,image/jpeg"
                  className="sr-only"
                  aria-label="Company logo file"
                  onChange={upload}
                />
              </div>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              {FIELDS.slice(0, 1).map(([f, label]) => (
                <FormField key={f} label={label} error={errors[f]?.message}>
                  <Input {...form.register(f)} />
                </FormField>
              ))}
              <SelectField
                control={form.control}
                name="businessType"
                id="company-business-type"
                label="Business Type"
                placeholder="Select a business type"
                options={BUSINESS_TYPES.map((t) => ({ value: t, label: BUSINESS_TYPE_LABELS[t] }))}
              />
              {FIELDS.slice(1).map(([f, label]) => (
                <FormField
                  key={f}
                  label={label}
                  error={errors[f]?.message}
                  className={f === 'address' ? 'sm:col-span-2' : undefined}
                >
                  <Input type={f === 'email' ? 'email' : 'text'} {...form.register(f)} />
                </FormField>
              ))}
            </div>
            <div className="flex justify-end">
              <Button type="submit" disabled={save.isPending}>
                {save.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
                Save Company Details
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}

function toBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
