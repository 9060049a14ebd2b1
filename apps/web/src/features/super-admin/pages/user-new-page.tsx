import { Controller, useFieldArray } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { X } from 'lucide-react';
import { userCreateWithTenantsSchema } from '@tradeworks/contracts/super-admin';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { firstMessage, setServerErrors, useZodForm } from '@/lib/use-zod-form';
import { useCreateUser } from '../api/create-user';
import { ConsolePage } from '../components/console-page';
import { TenantAssignmentPicker } from '../components/tenant-assignment-picker';
import { toastFailure, toastSuccess } from '../lib/console-toasts';

interface Assignment {
  tenant_id: string;
  role: string;
  tenantName: string;
}

/** /admin/users/new — a user with tenant assignments; without a password the user is invited by e-mail. */
export function UserNewPage() {
  const navigate = useNavigate();
  const create = useCreateUser();
  const form = useZodForm(userCreateWithTenantsSchema, {
    defaultValues: {
      email: '',
      first_name: '',
      last_name: '',
      password: '',
      is_super_admin: false,
      tenant_assignments: [] as Assignment[],
    },
  });
  const assignments = useFieldArray({ control: form.control, name: 'tenant_assignments', keyName: 'key' });
  const errors = form.formState.errors;
  const assignmentsError = firstMessage(errors.tenant_assignments);

  const onSubmit = form.handleSubmit(async (data) => {
    try {
      const user = await create.mutateAsync(data);
      toastSuccess('User created successfully');
      navigate(`/admin/users/${user.id}`);
    } catch (error) {
      setServerErrors(form, error);
      toastFailure(error, 'Failed to create user');
    }
  });

  return (
    <ConsolePage
      title="Create User"
      description="A new account, optionally assigned to tenants."
      back={{ to: '/admin/users', label: 'Back to Users' }}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-6">
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Account Information</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <FormField label="Email" error={errors.email?.message} required className="sm:col-span-2">
              <Input type="email" {...form.register('email')} />
            </FormField>
            <FormField label="First name" error={errors.first_name?.message} required>
              <Input {...form.register('first_name')} />
            </FormField>
            <FormField label="Last name" error={errors.last_name?.message} required>
              <Input {...form.register('last_name')} />
            </FormField>
            <FormField
              label="Password"
              error={errors.password?.message}
              description="Leave empty to send an invitation e-mail with a set-password link."
            >
              <Input type="password" autoComplete="new-password" {...form.register('password')} />
            </FormField>
            <Controller
              control={form.control}
              name="is_super_admin"
              render={({ field }) => (
                <FormField label="Super admin" description="Full access to this console and every tenant.">
                  <Switch checked={field.value} onCheckedChange={field.onChange} />
                </FormField>
              )}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Tenant Assignments</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            {assignments.fields.length > 0 && (
              <ul className="grid gap-2" aria-label="Assigned tenants">
                {assignments.fields.map((a, index) => (
                  <li
                    key={a.key}
                    className="flex items-center justify-between gap-2 rounded-md border px-3 py-2"
                  >
                    <span className="text-sm font-medium">{a.tenantName}</span>
                    <span className="flex items-center gap-2">
                      <Badge variant="secondary">{a.role}</Badge>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon-sm"
                        aria-label={`Remove ${a.tenantName}`}
                        onClick={() => assignments.remove(index)}
                      >
                        <X aria-hidden="true" />
                      </Button>
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <TenantAssignmentPicker
              excluded={assignments.fields.map((a) => a.tenant_id)}
              onAdd={(a) => assignments.append(a)}
            />
            {assignmentsError && <p className="text-sm text-destructive">{assignmentsError}</p>}
          </CardContent>
        </Card>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => navigate('/admin/users')}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create User'}
          </Button>
        </div>
      </form>
    </ConsolePage>
  );
}
