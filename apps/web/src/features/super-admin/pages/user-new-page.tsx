import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { X } from 'lucide-react';
import { userCreateWithTenantsSchema } from '@tradeworks/contracts/super-admin';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { useCreateUser } from '../api/users';
import { ConsolePage } from '../components/console-page';
import { TenantAssignmentPicker } from '../components/tenant-assignment-picker';
import { toastFailure, toastSuccess } from '../lib/console-toasts';
import { validate } from '../lib/zod-form';

interface Assignment {
  tenant_id: string;
  role: string;
  tenantName: string;
}

/** /admin/users/new — a user with tenant assignments; without a password the user is invited by e-mail. */
export function UserNewPage() {
  const navigate = useNavigate();
  const create = useCreateUser();
  const [values, setValues] = useState({
    email: '',
    first_name: '',
    last_name: '',
    password: '',
    is_super_admin: false,
  });
  const [assignments, setAssignments] = useState<Assignment[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = validate(userCreateWithTenantsSchema, {
      ...values,
      tenant_assignments: assignments.map(({ tenant_id, role }) => ({ tenant_id, role })),
    });
    if (parsed.errors) return setErrors(parsed.errors);
    setErrors({});
    try {
      const user = await create.mutateAsync(parsed.data);
      toastSuccess('User created successfully');
      navigate(`/admin/users/${user.id}`);
    } catch (error) {
      const fieldErrors = (error as { fieldErrors?: Record<string, string> }).fieldErrors;
      if (fieldErrors) setErrors(fieldErrors);
      toastFailure(error, 'Failed to create user');
    }
  };

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
            <FormField label="Email" error={errors.email} required className="sm:col-span-2">
              <Input
                type="email"
                value={values.email}
                onChange={(e) => setValues({ ...values, email: e.target.value })}
              />
            </FormField>
            <FormField label="First name" error={errors.first_name} required>
              <Input
                value={values.first_name}
                onChange={(e) => setValues({ ...values, first_name: e.target.value })}
              />
            </FormField>
            <FormField label="Last name" error={errors.last_name} required>
              <Input
                value={values.last_name}
                onChange={(e) => setValues({ ...values, last_name: e.target.value })}
              />
            </FormField>
            <FormField
              label="Password"
              error={errors.password}
              description="Leave empty to send an invitation e-mail with a set-password link."
            >
              <Input
                type="password"
                autoComplete="new-password"
                value={values.password}
                onChange={(e) => setValues({ ...values, password: e.target.value })}
              />
            </FormField>
            <FormField label="Super admin" description="Full access to this console and every tenant.">
              <Switch
                checked={values.is_super_admin}
                onCheckedChange={(is_super_admin) => setValues({ ...values, is_super_admin })}
              />
            </FormField>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Tenant Assignments</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            {assignments.length > 0 && (
              <ul className="grid gap-2" aria-label="Assigned tenants">
                {assignments.map((a) => (
                  <li
                    key={a.tenant_id}
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
                        onClick={() =>
                          setAssignments((list) => list.filter((x) => x.tenant_id !== a.tenant_id))
                        }
                      >
                        <X aria-hidden="true" />
                      </Button>
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <TenantAssignmentPicker
              excluded={assignments.map((a) => a.tenant_id)}
              onAdd={(a) => setAssignments((list) => [...list, a])}
            />
            {errors.tenant_assignments && (
              <p className="text-sm text-destructive">{errors.tenant_assignments}</p>
            )}
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
