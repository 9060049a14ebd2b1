import { Controller, useWatch } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { Activity, Building2 } from 'lucide-react';
import { userUpdateSchema, type PlatformUser } from '@tradeworks/contracts/super-admin';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { formatDate } from '@/lib/format';
import { setServerErrors, useZodForm } from '@/lib/use-zod-form';
import { useUpdateUser } from '../api/update-user';
import { ChoiceSelect } from '../components/choice-select';
import { ConsolePage } from '../components/console-page';
import { WithUser } from '../components/user-load-state';
import { capitalize, fullName } from '../lib/labels';
import { toastFailure, toastSuccess } from '../lib/console-toasts';

/** /admin/users/:userId */
export function UserEditPage() {
  const { userId = '' } = useParams();
  return <WithUser userId={userId}>{(user) => <UserEdit key={user.id} user={user} />}</WithUser>;
}

const toForm = (u: PlatformUser) => ({
  email: u.email,
  first_name: u.firstName ?? '',
  last_name: u.lastName ?? '',
  is_super_admin: u.isSuperAdmin,
  // 'none' means no default tenant and is sent as absent (spec part 2 §5).
  current_tenant_id: u.currentTenantId ?? 'none',
});

function UserEdit({ user }: { user: PlatformUser }) {
  const update = useUpdateUser(user.id);
  const form = useZodForm(userUpdateSchema, { defaultValues: toForm(user) });
  const errors = form.formState.errors;
  const currentTenant = useWatch({ control: form.control, name: 'current_tenant_id' });
  const tenantOptions = ['none', ...user.tenants.map((t) => t.tenantId)];
  if (currentTenant !== 'none' && !tenantOptions.includes(currentTenant)) tenantOptions.push(currentTenant);

  const onSubmit = form.handleSubmit(async (data) => {
    try {
      const saved = await update.mutateAsync(data);
      form.reset(toForm(saved));
      toastSuccess('User updated successfully');
    } catch (error) {
      setServerErrors(form, error);
      toastFailure(error, 'Failed to update user');
    }
  });

  return (
    <ConsolePage
      title={fullName(user.firstName, user.lastName) || user.email}
      description={`Created ${formatDate(user.createdAt)} · last login ${user.lastLoginDate ? formatDate(user.lastLoginDate) : 'never'}`}
      back={{ to: '/admin/users', label: 'Back to Users' }}
      actions={
        <>
          <Button asChild variant="outline">
            <Link to={`/admin/users/${user.id}/tenants`}>
              <Building2 aria-hidden="true" />
              Tenant Assignments
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={`/admin/users/${user.id}/activity`}>
              <Activity aria-hidden="true" />
              View Activity
            </Link>
          </Button>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit}>
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Account Information</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <FormField label="Email" error={errors.email?.message} required className="sm:col-span-2">
              <Input type="email" {...form.register('email')} />
            </FormField>
            <FormField label="First name" error={errors.first_name?.message}>
              <Input {...form.register('first_name')} />
            </FormField>
            <FormField label="Last name" error={errors.last_name?.message}>
              <Input {...form.register('last_name')} />
            </FormField>
            <Controller
              control={form.control}
              name="current_tenant_id"
              render={({ field, fieldState }) => (
                <FormField label="Default tenant" error={fieldState.error?.message}>
                  <ChoiceSelect
                    value={field.value}
                    options={tenantOptions}
                    labels={{
                      none: 'None',
                      ...Object.fromEntries(user.tenants.map((t) => [t.tenantId, t.tenantName])),
                    }}
                    onChange={field.onChange}
                  />
                </FormField>
              )}
            />
            <Controller
              control={form.control}
              name="is_super_admin"
              render={({ field, fieldState }) => (
                <FormField
                  label="Super admin"
                  error={fieldState.error?.message}
                  description="Full access to this console and every tenant."
                >
                  <Switch checked={field.value} onCheckedChange={field.onChange} />
                </FormField>
              )}
            />
            <div className="flex justify-end sm:col-span-2">
              <Button type="submit" disabled={update.isPending}>
                {update.isPending ? 'Saving...' : 'Save Changes'}
              </Button>
            </div>
          </CardContent>
        </Card>
      </form>
      <Card>
        <CardHeader className="flex flex-row items-center justify-between space-y-0">
          <CardTitle className="text-base">Tenant Memberships</CardTitle>
          <Button asChild variant="outline" size="sm">
            <Link to={`/admin/users/${user.id}/tenants`}>Manage</Link>
          </Button>
        </CardHeader>
        <CardContent>
          {user.tenants.length === 0 ? (
            <p className="text-sm text-muted-foreground">No tenants</p>
          ) : (
            <ul className="grid gap-2">
              {user.tenants.map((t) => (
                <li
                  key={t.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2"
                >
                  <Link to={`/admin/tenants/${t.tenantId}`} className="text-sm font-medium hover:underline">
                    {t.tenantName}
                  </Link>
                  <span className="flex items-center gap-2 text-xs text-muted-foreground">
                    <Badge variant="secondary">{capitalize(t.role)}</Badge>
                    {t.isDefault && <Badge variant="outline">Default</Badge>}
                    joined {formatDate(t.joinedAt)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </ConsolePage>
  );
}
