import { useState, type FormEvent } from 'react';
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
import { useUpdateUser } from '../api/users';
import { ChoiceSelect } from '../components/choice-select';
import { ConsolePage } from '../components/console-page';
import { WithUser } from '../components/user-load-state';
import { capitalize, fullName } from '../lib/labels';
import { toastFailure, toastSuccess } from '../lib/console-toasts';
import { validate } from '../lib/zod-form';

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
  const [values, setValues] = useState(() => toForm(user));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const tenantOptions = ['none', ...user.tenants.map((t) => t.tenantId)];
  if (values.current_tenant_id !== 'none' && !tenantOptions.includes(values.current_tenant_id))
    tenantOptions.push(values.current_tenant_id);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = validate(userUpdateSchema, values);
    if (parsed.errors) return setErrors(parsed.errors);
    setErrors({});
    try {
      const saved = await update.mutateAsync(parsed.data);
      setValues(toForm(saved));
      toastSuccess('User updated successfully');
    } catch (error) {
      const fieldErrors = (error as { fieldErrors?: Record<string, string> }).fieldErrors;
      if (fieldErrors) setErrors(fieldErrors);
      toastFailure(error, 'Failed to update user');
    }
  };

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
            <FormField label="Email" error={errors.email} required className="sm:col-span-2">
              <Input
                type="email"
                value={values.email}
                onChange={(e) => setValues({ ...values, email: e.target.value })}
              />
            </FormField>
            <FormField label="First name" error={errors.first_name}>
              <Input
                value={values.first_name}
                onChange={(e) => setValues({ ...values, first_name: e.target.value })}
              />
            </FormField>
            <FormField label="Last name" error={errors.last_name}>
              <Input
                value={values.last_name}
                onChange={(e) => setValues({ ...values, last_name: e.target.value })}
              />
            </FormField>
            <FormField label="Default tenant" error={errors.current_tenant_id}>
              <ChoiceSelect
                value={values.current_tenant_id}
                options={tenantOptions}
                labels={{
                  none: 'None',
                  ...Object.fromEntries(user.tenants.map((t) => [t.tenantId, t.tenantName])),
                }}
                onChange={(current_tenant_id) => setValues({ ...values, current_tenant_id })}
              />
            </FormField>
            <FormField
              label="Super admin"
              error={errors.is_super_admin}
              description="Full access to this console and every tenant."
            >
              <Switch
                checked={values.is_super_admin}
                onCheckedChange={(is_super_admin) => setValues({ ...values, is_super_admin })}
              />
            </FormField>
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
