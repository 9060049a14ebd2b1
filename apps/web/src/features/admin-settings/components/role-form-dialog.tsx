import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Loader2 } from 'lucide-react';
import {
  PERMISSION_AREA_LABELS,
  SETTINGS_TOASTS,
  permissionRoleBodySchema,
  type PermissionRole,
} from '@tradeworks/contracts/admin-settings';
import { FEATURE_AREAS, type FeatureArea } from '@tradeworks/contracts/permissions';
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
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { useZodForm } from '@/lib/use-zod-form';
import { settingsKeys } from '../api/settings-keys';
import { useSettingsMutation } from '../api/save-settings';
import { toastFailure, toastSuccess } from './settings-toasts';

type Level = 'edit' | 'view';
export type RoleDialogState = { mode: 'create' } | { mode: 'edit'; role: PermissionRole } | null;

function levelsOf(permissions: string[]): Partial<Record<FeatureArea, Level>> {
  const out: Partial<Record<FeatureArea, Level>> = {};
  for (const p of permissions) {
    const [area, level] = p.split(':') as [FeatureArea, string | undefined];
    out[area] = level === 'view' ? 'view' : 'edit';
  }
  return out;
}

/** The permissions with one area set to a level (or left out), in the order of the feature areas. */
function withLevel(permissions: string[], area: FeatureArea, level: Level | null): string[] {
  const levels = { ...levelsOf(permissions), [area]: level ?? undefined };
  return FEATURE_AREAS.filter((a) => levels[a]).map((a) => (levels[a] === 'view' ? `${a}:view` : a));
}

const valuesOf = (r: PermissionRole | null) => ({
  role: r?.role ?? '',
  description: r?.description ?? '',
  isActive: r?.isActive ?? true,
  permissions: FEATURE_AREAS.flatMap((a) => {
    const level = levelsOf(r?.permissions ?? [])[a];
    return level ? [level === 'view' ? `${a}:view` : a] : [];
  }),
});

/** Create Role / Edit Role: name, description, active, and a checkbox per feature area with view or edit. */
export function RoleFormDialog({ state, onClose }: { state: RoleDialogState; onClose: () => void }) {
  const form = useZodForm(permissionRoleBodySchema, { defaultValues: valuesOf(null) });
  const permissions = useWatch({ control: form.control, name: 'permissions' });
  const levels = levelsOf(permissions);
  const save = useSettingsMutation<PermissionRole>(settingsKeys.roles);

  useEffect(() => {
    form.reset(valuesOf(state?.mode === 'edit' ? state.role : null));
  }, [state, form]);

  const setLevel = (area: FeatureArea, level: Level | null) =>
    form.setValue('permissions', withLevel(form.getValues('permissions'), area, level), {
      shouldDirty: true,
    });
  const toggle = (area: FeatureArea, on: boolean) => setLevel(area, on ? (levels[area] ?? 'edit') : null);

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
    <Dialog open={state !== null} onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{state?.mode === 'edit' ? 'Edit Role' : 'Create Role'}</DialogTitle>
            <DialogDescription>
              Members given this role get exactly these permissions while it is active; inactive, they fall
              back to their built-in role.
            </DialogDescription>
          </DialogHeader>
          <FormField label="Role" error={form.formState.errors.role?.message} required>
            <Input placeholder="e.g. dispatcher" {...form.register('role')} />
          </FormField>
          <FormField label="Description">
            <Textarea rows={2} {...form.register('description')} />
          </FormField>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Permissions</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {FEATURE_AREAS.map((area) => {
                const level = levels[area];
                const id = `perm-${area}`;
                return (
                  <div
                    key={area}
                    className="flex items-center justify-between gap-2 rounded-md border px-3 py-2"
                  >
                    <label htmlFor={id} className="flex items-center gap-2 text-sm">
                      <input
                        id={id}
                        type="checkbox"
                        className="size-4 accent-primary"
                        checked={Boolean(level)}
                        onChange={(e) => toggle(area, e.target.checked)}
                      />
                      {PERMISSION_AREA_LABELS[area]}
                    </label>
                    <select
                      aria-label={`${PERMISSION_AREA_LABELS[area]} access level`}
                      className="h-7 rounded-md border bg-background px-1 text-xs disabled:opacity-50"
                      disabled={!level}
                      value={level ?? 'edit'}
                      onChange={(e) => setLevel(area, e.target.value as Level)}
                    >
                      <option value="edit">Edit</option>
                      <option value="view">View</option>
                    </select>
                  </div>
                );
              })}
            </div>
          </fieldset>
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
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              {state?.mode === 'edit' ? 'Save Role' : 'Create Role'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
