import { useState } from 'react';
import { Controller, FormProvider, useFormContext } from 'react-hook-form';
import {
  addExistingUserSchema,
  tenantUserCreateSchema,
  tenantUserUpdateSchema,
  type TenantUser,
} from '@tradeworks/contracts/super-admin';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SearchInput } from '@/components/search-input';
import { setServerErrors, useZodForm } from '@/lib/use-zod-form';
import { useAddExistingUser } from '../api/add-existing-user';
import { useCreateTenantUser } from '../api/create-tenant-user';
import { useUpdateTenantUser } from '../api/update-tenant-user';
import { useUsers } from '../api/list-users';
import { toastFailure, toastSuccess } from '../lib/console-toasts';
import { CONSOLE_ROLES, fullName } from '../lib/labels';
import { ChoiceSelect } from './choice-select';

type Mode = 'choose' | 'new' | 'existing';

/** The add-user chooser: create a new user in the tenant, or add an existing one (spec part 2). */
export function AddTenantUserDialog({
  tenantId,
  open,
  onOpenChange,
}: {
  tenantId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [mode, setMode] = useState<Mode>('choose');
  // Back to the chooser when it opens again, not while it fades out (that flashed the chooser on close).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setMode('choose');
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add User</DialogTitle>
          <DialogDescription>
            {mode === 'choose'
              ? 'Create a new user in this tenant or add a user who already has an account.'
              : mode === 'new'
                ? 'The user receives an invitation e-mail to set a password.'
                : 'Users already in this tenant are not listed.'}
          </DialogDescription>
        </DialogHeader>
        {mode === 'choose' && (
          <div className="grid gap-2 sm:grid-cols-2">
            <Button variant="outline" className="h-auto py-4" onClick={() => setMode('new')}>
              Create New User
            </Button>
            <Button variant="outline" className="h-auto py-4" onClick={() => setMode('existing')}>
              Add Existing User
            </Button>
          </div>
        )}
        {mode === 'new' && <CreateTenantUserForm tenantId={tenantId} onDone={() => onOpenChange(false)} />}
        {mode === 'existing' && (
          <AddExistingUserForm tenantId={tenantId} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function CreateTenantUserForm({ tenantId, onDone }: { tenantId: string; onDone: () => void }) {
  const create = useCreateTenantUser(tenantId);
  const form = useZodForm(tenantUserCreateSchema, {
    defaultValues: { email: '', first_name: '', last_name: '', role: 'member' },
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit(async (data) => {
    try {
      await create.mutateAsync(data);
      toastSuccess('User created successfully');
      onDone();
    } catch (error) {
      setServerErrors(form, error);
      toastFailure(error, 'Failed to create user');
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField label="Email" error={errors.email?.message} required>
        <Input type="email" {...form.register('email')} />
      </FormField>
      <FormProvider {...form}>
        <NameFields />
        <RoleField roles={CONSOLE_ROLES} />
      </FormProvider>
      <DialogFooter>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create User'}
        </Button>
      </DialogFooter>
    </form>
  );
}

interface NamesAndRole {
  first_name: string;
  last_name: string;
  role: string;
}

/** First and last name, both required here (spec part 2 §5). */
function NameFields() {
  const form = useFormContext<NamesAndRole>();
  const errors = form.formState.errors;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="First name" error={errors.first_name?.message} required>
        <Input {...form.register('first_name')} />
      </FormField>
      <FormField label="Last name" error={errors.last_name?.message} required>
        <Input {...form.register('last_name')} />
      </FormField>
    </div>
  );
}

function RoleField({ roles }: { roles: readonly string[] }) {
  return (
    <Controller<NamesAndRole, 'role'>
      name="role"
      render={({ field, fieldState }) => (
        <FormField label="Role" error={fieldState.error?.message} required>
          <ChoiceSelect value={field.value} options={roles} onChange={field.onChange} />
        </FormField>
      )}
    />
  );
}

function AddExistingUserForm({ tenantId, onDone }: { tenantId: string; onDone: () => void }) {
  const add = useAddExistingUser();
  const [search, setSearch] = useState('');
  const form = useZodForm(addExistingUserSchema, { defaultValues: { userId: '', role: 'member' } });
  const users = useUsers({ search, limit: 50, offset: 0 });
  // Users already in the tenant are filtered out (spec part 2 §5).
  const candidates = (users.data?.items ?? []).filter((u) => !u.tenants.some((m) => m.tenantId === tenantId));
  const onSubmit = form.handleSubmit(async ({ userId }) => {
    try {
      // Spec: the role is always sent as member; the select has no effect.
      await add.mutateAsync({ tenantId, body: { userId, role: 'member' } });
      toastSuccess('User added to tenant successfully');
      onDone();
    } catch (err) {
      toastFailure(err, 'Failed to add user to tenant');
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <SearchInput
        value={search}
        label="Search users"
        placeholder="Search by email or name..."
        onSearch={setSearch}
      />
      <Controller
        control={form.control}
        name="userId"
        render={({ field, fieldState }) => (
          <FormField label="User" error={fieldState.error?.message} required>
            <ChoiceSelect
              value={field.value}
              placeholder={
                users.isPending ? 'Loading users...' : candidates.length ? 'Select a user' : 'No users to add'
              }
              options={candidates.map((u) => u.id)}
              labels={Object.fromEntries(
                candidates.map((u) => [u.id, `${fullName(u.firstName, u.lastName) || u.email} (${u.email})`]),
              )}
              onChange={field.onChange}
            />
          </FormField>
        )}
      />
      <Controller
        control={form.control}
        name="role"
        render={({ field }) => (
          <FormField label="Role">
            <ChoiceSelect value={field.value} options={CONSOLE_ROLES} onChange={field.onChange} />
          </FormField>
        )}
      />
      <DialogFooter>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add User'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Names and role of a member (names and role required, spec part 2 §5). */
export function EditTenantUserDialog({
  tenantId,
  user,
  onOpenChange,
}: {
  tenantId: string;
  user: TenantUser | null;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdateTenantUser(tenantId);
  const form = useZodForm(tenantUserUpdateSchema, {
    defaultValues: { first_name: '', last_name: '', role: 'member' } as NamesAndRole,
  });
  const [shownFor, setShownFor] = useState<string | null>(null);
  if (user && shownFor !== user.id) {
    setShownFor(user.id);
    form.reset({ first_name: user.first_name ?? '', last_name: user.last_name ?? '', role: user.role });
  }
  const onSubmit = form.handleSubmit(async (data) => {
    if (!user) return;
    try {
      await update.mutateAsync({ userId: user.id, body: data });
      toastSuccess('User updated successfully');
      onOpenChange(false);
    } catch (error) {
      toastFailure(error, 'Failed to update user');
    }
  });
  const roles =
    user && !CONSOLE_ROLES.includes(user.role as never) ? [...CONSOLE_ROLES, user.role] : CONSOLE_ROLES;
  return (
    <Dialog open={!!user} onOpenChange={(o) => (!o && setShownFor(null), onOpenChange(o))}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit User</DialogTitle>
          <DialogDescription>{user?.email}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <FormProvider {...form}>
            <NameFields />
            <RoleField roles={roles} />
          </FormProvider>
          <DialogFooter>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
