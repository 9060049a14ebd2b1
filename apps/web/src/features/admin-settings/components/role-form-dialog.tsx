import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import {
  SETTINGS_TOASTS,
  permissionRoleBodySchema,
  type PermissionRole,
} from '@tradeworks/contracts/admin-settings';
import { accessFromPermissionList, permissionListOf } from '@tradeworks/contracts/permissions';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { useZodForm } from '@/lib/use-zod-form';
import { settingsKeys } from '../api/settings-keys';
import { useSettingsMutation } from '../api/save-settings';
import { AreaAccessGrid } from './area-access-grid';
import { toastFailure, toastSuccess } from './settings-toasts';

export type RoleDialogState = { mode: 'create' } | { mode: 'edit'; role: PermissionRole } | null;

const valuesOf = (r: PermissionRole | null) => ({
  role: r?.role ?? '',
  description: r?.description ?? '',
  isActive: r?.isActive ?? true,
  permissions: permissionListOf(accessFromPermissionList(r?.permissions ?? [])),
});

/** Create Role / Edit Role: name, description, active, and a checkbox per feature area with view or edit. */
export function RoleFormDialog({ state, onClose }: { state: RoleDialogState; onClose: () => void }) {
  const form = useZodForm(permissionRoleBodySchema, { defaultValues: valuesOf(null) });
  const permissions = useWatch({ control: form.control, name: 'permissions' });
  const save = useSettingsMutation<PermissionRole>(settingsKeys.roles);

  useEffect(() => {
    form.reset(valuesOf(state?.mode === 'edit' ? state.role : null));
  }, [state, form]);

  const submit = form.handleSubmit((body) => {
    if (!state) return;
    const editing = state.mode === 'edit';
    save.mutate(
      editing
        ? { method: 'PATCH', path: `/api/admin/permissions/${state.role.id}`, body }
        : { method: 'POST', path: '/api/admin/permissions', body },
      {
        onSuccess: () => {
          toastSuccess(editing ? SETTINGS_TOASTS.roleUpdated : SETTINGS_TOASTS.roleCreated);
          onClose();
        },
        onError: (e) =>
          toastFailure(e, editing ? SETTINGS_TOASTS.roleUpdateFailed : SETTINGS_TOASTS.roleCreateFailed),
      },
    );
  });

  return (
    <FormDialog
      open={state !== null}
      onClose={onClose}
      pending={save.isPending}
      title={state?.mode === 'edit' ? 'Edit Role' : 'Create Role'}
      description="Members given this role get exactly these permissions while it is active; inactive, they fall back to their built-in role."
      submitLabel={state?.mode === 'edit' ? 'Save Role' : 'Create Role'}
      onSubmit={submit}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl"
    >
      <FormField label="Role" error={form.formState.errors.role?.message} required>
        <Input placeholder="e.g. dispatcher" {...form.register('role')} />
      </FormField>
      <FormField label="Description">
        <Textarea rows={2} {...form.register('description')} />
      </FormField>
      <AreaAccessGrid
        legend="Permissions"
        idPrefix="perm"
        firstLevel="edit"
        value={accessFromPermissionList(permissions)}
        onChange={(access) => form.setValue('permissions', permissionListOf(access), { shouldDirty: true })}
      />
      <div className="flex items-center gap-3">
        <Controller
          control={form.control}
          name="isActive"
          render={({ field }) => (
            <Switch id="role-active" checked={field.value} onCheckedChange={field.onChange} />
          )}
        />
        <label htmlFor="role-active" className="text-sm">
          Active
        </label>
      </div>
    </FormDialog>
  );
}
