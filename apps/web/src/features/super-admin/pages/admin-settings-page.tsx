import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Activity, ExternalLink } from 'lucide-react';
import { MAX_PAGE_SIZE } from '@tradeworks/contracts/paging';
import { OFFERED_TENANT_PLANS } from '@tradeworks/contracts/super-admin';
import { platformSettingsSchema, type PlatformSettingsView } from '@tradeworks/contracts/super-admin-console';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LoadError } from '@/components/load-error';
import { SearchInput } from '@/components/search-input';
import { useZodForm } from '@/lib/use-zod-form';
import { ORGANIZATION_TABS, TabFallback, settingsKeys } from '@/features/admin-settings/public';
import { usePlatformSettings } from '../api/get-platform-settings';
import { useSavePlatformSettings } from '../api/save-platform-settings';
import { useTenants } from '../api/list-tenants';
import { ChoiceSelect } from '../components/choice-select';
import { ConsolePage } from '../components/console-page';
import { toastFailure, toastSuccess } from '../lib/console-toasts';

/** /admin/settings — platform settings, and a tenant chooser for that tenant's organization settings. */
export function AdminSettingsPage() {
  const settings = usePlatformSettings();
  return (
    <ConsolePage
      title="Admin Settings"
      description="Platform-wide settings, and the organization settings of any tenant."
      actions={
        <Button asChild variant="outline">
          <Link to="/admin/monitoring">
            <Activity aria-hidden="true" />
            System Health
          </Link>
        </Button>
      }
    >
      {settings.isPending ? (
        <Skeleton className="h-64" aria-label="Loading settings" />
      ) : settings.isError ? (
        <LoadError message="Failed to load settings. Please try again." onRetry={() => settings.refetch()} />
      ) : (
        <PlatformSettingsForm key={settings.data.updatedAt} settings={settings.data} />
      )}
      <TenantSettingsChooser />
    </ConsolePage>
  );
}

function PlatformSettingsForm({ settings }: { settings: PlatformSettingsView }) {
  const save = useSavePlatformSettings();
  const form = useZodForm(platformSettingsSchema, {
    defaultValues: {
      defaultPlan: settings.defaultPlan as string,
      superAdminTenantAccess: settings.superAdminTenantAccess,
      emailFrom: settings.emailFrom ?? '',
    },
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit(async (data) => {
    try {
      await save.mutateAsync(data);
      toastSuccess('Settings updated successfully');
    } catch (error) {
      toastFailure(error, 'Failed to update settings');
    }
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Platform Settings</CardTitle>
        <CardDescription>Apply to every tenant.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
          <Controller
            control={form.control}
            name="defaultPlan"
            render={({ field, fieldState }) => (
              <FormField
                label="Default plan for new tenants"
                error={fieldState.error?.message}
                description="Preselected in the Create Tenant form."
              >
                <ChoiceSelect value={field.value} options={OFFERED_TENANT_PLANS} onChange={field.onChange} />
              </FormField>
            )}
          />
          <FormField
            label="Platform e-mail sender"
            error={errors.emailFrom?.message}
            description={`Empty: ${settings.defaultEmailFrom} (MAIL_FROM).`}
          >
            <Input placeholder="Tradeworks <no-reply@example.com>" {...form.register('emailFrom')} />
          </FormField>
          <Controller
            control={form.control}
            name="superAdminTenantAccess"
            render={({ field }) => (
              <FormField
                className="sm:col-span-2"
                label="Super admins may act inside tenants"
                description="Allows the login-as-tenant link for tenants a super admin is not a member of. Every entry is recorded in that tenant's activity."
              >
                <Switch checked={field.value} onCheckedChange={field.onChange} />
              </FormField>
            )}
          />
          <div className="flex justify-end sm:col-span-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save Settings'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/**
 * The organization tabs (Permissions, General, Company, Integrations, Communications, Customer Portal) of the
 * chosen tenant, here in the console. The choice is the URL's ?tenant=, which every API call of the tabs
 * sends, so the tabs read and write that tenant; its cached settings of another tenant are dropped.
 */
function TenantSettingsChooser() {
  const [search, setSearch] = useState('');
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const slug = params.get('tenant') ?? '';
  const setSlug = (next: string) => {
    queryClient.removeQueries({
      queryKey: settingsKeys.all,
    });
    setParams(
      (current) => {
        const url = new URLSearchParams(current);
        url.set('tenant', next);
        return url;
      },
      { replace: true },
    );
  };
  const tenants = useTenants({ search, limit: MAX_PAGE_SIZE, offset: 0 });
  const items = tenants.data?.items ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Tenant Settings</CardTitle>
        <CardDescription>
          Permissions, general, company, integrations, communications and customer portal settings of one
          tenant.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
        <SearchInput
          value={search}
          label="Search tenants"
          placeholder="Search tenants..."
          onSearch={setSearch}
        />
        <FormField label="Tenant">
          <ChoiceSelect
            value={slug}
            placeholder={tenants.isPending ? 'Loading tenants...' : 'Choose a tenant'}
            options={items.map((t) => t.slug)}
            labels={Object.fromEntries(items.map((t) => [t.slug, t.name]))}
            onChange={setSlug}
          />
        </FormField>
        {slug ? (
          <Button asChild>
            <a href={`/settings?tenant=${encodeURIComponent(slug)}`}>
              <ExternalLink aria-hidden="true" />
              Open Tenant Settings
            </a>
          </Button>
        ) : (
          <Button disabled>
            <ExternalLink aria-hidden="true" />
            Open Tenant Settings
          </Button>
        )}
      </CardContent>
      {slug && (
        <CardContent key={slug}>
          <Tabs defaultValue={ORGANIZATION_TABS[0]!.value}>
            <TabsList className="w-full sm:w-auto">
              {ORGANIZATION_TABS.map((t) => (
                <TabsTrigger key={t.value} value={t.value}>
                  {t.label}
                </TabsTrigger>
              ))}
            </TabsList>
            {ORGANIZATION_TABS.map((t) => (
              <TabsContent key={t.value} value={t.value}>
                <TabFallback>{t.render()}</TabFallback>
              </TabsContent>
            ))}
          </Tabs>
        </CardContent>
      )}
    </Card>
  );
}
