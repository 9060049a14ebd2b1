import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Loader2 } from 'lucide-react';
import {
  PORTAL_DEFAULTS,
  SETTINGS_TOASTS,
  customerPortalBodySchema,
  type CustomerPortalSettings,
} from '@tradeworks/contracts/admin-settings';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { LoadError } from '@/components/load-error';
import { useZodForm } from '@/lib/use-zod-form';
import { settingsKeys } from '../api/settings-keys';
import { useCustomerPortal } from '../api/get-customer-portal';
import { useSettingsMutation } from '../api/save-settings';
import { toastFailure, toastSuccess } from './settings-toasts';

const FLAGS = [
  ['allowQuoteRequests', 'Allow quote requests'],
  ['allowInvoiceViewing', 'Allow invoice viewing'],
  ['allowPayments', 'Allow online payments'],
  ['allowServiceHistory', 'Show service history'],
  ['allowAppointmentBooking', 'Allow appointment booking'],
] as const;

type Values = Omit<CustomerPortalSettings, 'id' | 'updatedAt'>;

const valuesOf = (s: CustomerPortalSettings | null | undefined): Values => {
  const { id: _i, updatedAt: _u, ...rest } = s ?? { ...PORTAL_DEFAULTS, id: null, updatedAt: null };
  return rest;
};

/** Tab 6 — the customer portal: on/off, title, branding, what clients may do, welcome message and CSS. */
export function CustomerPortalTab() {
  const portal = useCustomerPortal();
  const save = useSettingsMutation<CustomerPortalSettings>(settingsKeys.portal);
  const form = useZodForm(customerPortalBodySchema, { defaultValues: valuesOf(null) });
  const errors = form.formState.errors;
  const [primaryColor, secondaryColor] = useWatch({
    control: form.control,
    name: ['primaryColor', 'secondaryColor'],
  });

  useEffect(() => {
    if (portal.data !== undefined) form.reset(valuesOf(portal.data));
  }, [portal.data, form]);

  if (portal.isPending) return <Skeleton className="h-96" aria-label="Loading customer portal settings" />;
  if (portal.isError)
    return (
      <LoadError
        message="Failed to load customer portal settings. Please try again."
        onRetry={() => portal.refetch()}
      />
    );

  const submit = form.handleSubmit((body) =>
    save.mutate(
      { method: portal.data ? 'PATCH' : 'POST', path: '/api/admin/customer-portal', body },
      {
        onSuccess: () => toastSuccess(SETTINGS_TOASTS.portalUpdated),
        onError: (e) => toastFailure(e, SETTINGS_TOASTS.portalFailed),
      },
    ),
  );
  const colors = { primaryColor, secondaryColor };
  const switchOf = (name: 'isEnabled' | (typeof FLAGS)[number][0], id: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => <Switch id={id} checked={field.value} onCheckedChange={field.onChange} />}
    />
  );

  const color = (name: 'primaryColor' | 'secondaryColor', label: string) => (
    <FormField label={label} error={errors[name]?.message}>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label} picker`}
          className="h-9 w-12 cursor-pointer rounded-md border bg-background"
          value={/^#[0-9a-f]{6}$/i.test(colors[name]) ? colors[name] : '#000000'}
          onChange={(e) => form.setValue(name, e.target.value, { shouldDirty: true })}
        />
        <Input aria-label={label} {...form.register(name)} />
      </div>
    </FormField>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Customer Portal</CardTitle>
        <CardDescription>
          What your clients see when they sign in to approve quotes, pay invoices and book service.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
          <div className="flex items-center gap-3 sm:col-span-2">
            {switchOf('isEnabled', 'portal-enabled')}
            <label htmlFor="portal-enabled" className="text-sm font-medium">
              Enable customer portal
            </label>
          </div>
          <FormField label="Portal Title" error={errors.portalTitle?.message}>
            <Input {...form.register('portalTitle')} />
          </FormField>
          <FormField label="Logo URL" error={errors.logoUrl?.message}>
            <Input type="url" placeholder="https://" {...form.register('logoUrl')} />
          </FormField>
          {color('primaryColor', 'Primary Color')}
          {color('secondaryColor', 'Secondary Color')}
          <fieldset className="grid gap-2 sm:col-span-2">
            <legend className="mb-1 text-sm font-medium">Features</legend>
            {FLAGS.map(([flag, label]) => (
              <div key={flag} className="flex items-center gap-3">
                {switchOf(flag, `portal-${flag}`)}
                <label htmlFor={`portal-${flag}`} className="text-sm">
                  {label}
                </label>
              </div>
            ))}
          </fieldset>
          <FormField label="Welcome Message" error={errors.welcomeMessage?.message} className="sm:col-span-2">
            <Textarea rows={3} {...form.register('welcomeMessage')} />
          </FormField>
          <FormField label="Custom CSS" error={errors.customCss?.message} className="sm:col-span-2">
            <Textarea rows={4} className="font-mono text-xs" {...form.register('customCss')} />
          </FormField>
          <div className="flex justify-end sm:col-span-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              Save Portal Settings
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
