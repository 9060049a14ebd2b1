import { useState } from 'react';
import { Pencil, Plus, ShieldCheck, Trash2 } from 'lucide-react';
import {
  PERMISSION_AREA_LABELS,
  ROLE_MESSAGES,
  SETTINGS_TOASTS,
  type PermissionRole,
} from '@tradeworks/contracts/admin-settings';
import type { FeatureArea } from '@tradeworks/contracts/permissions';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { LoadError } from '@/components/load-error';
import { settingsKeys } from '../api/settings-keys';
import { useRoles } from '../api/list-roles';
import { useSettingsMutation } from '../api/save-settings';
import { RoleFormDialog, type RoleDialogState } from './role-form-dialog';
import { toastFailure, toastSuccess } from './settings-toasts';

const label = (permission: string) => {
  const [area, level] = permission.split(':') as [FeatureArea, string | undefined];
  return `${PERMISSION_AREA_LABELS[area] ?? area}${level === 'view' ? ' (view)' : ''}`;
};

/** Tab 1 — custom roles: role, description, first three permissions + '+N more', Active/Inactive, edit, delete. */
export function PermissionsTab() {
  const roles = useRoles();
  const [dialog, setDialog] = useState<RoleDialogState>(null);
  const [deleting, setDeleting] = useState<PermissionRole | null>(null);
  const remove = useSettingsMutation(settingsKeys.roles);

  const confirmDelete = () =>
    deleting &&
    remove.mutate(
      { method: 'DELETE', path: `/api/admin/permissions/${deleting.id}` },
      {
        onSuccess: () => {
          toastSuccess(SETTINGS_TOASTS.roleDeleted);
          setDeleting(null);
        },
        onError: (e) => toastFailure(e, SETTINGS_TOASTS.roleDeleteFailed),
      },
    );

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle>Roles and Permissions</CardTitle>
          <CardDescription>Custom roles for your team, enforced on every page and API call.</CardDescription>
        </div>
        <Button onClick={() => setDialog({ mode: 'create' })}>
          <Plus aria-hidden="true" />
          Create Role
        </Button>
      </CardHeader>
      <CardContent>
        {roles.isPending ? (
          <div className="grid gap-3" role="status" aria-busy="true" aria-label="Loading roles">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : roles.isError ? (
          <LoadError message="Failed to load roles. Please try again." onRetry={() => roles.refetch()} />
        ) : roles.data.items.length === 0 ? (
          <EmptyState icon={ShieldCheck} title={ROLE_MESSAGES.empty} />
        ) : (
          <ul className="grid gap-3">
            {roles.data.items.map((role) => (
              <li
                key={role.id}
                className="flex flex-wrap items-start justify-between gap-3 rounded-lg border p-4"
              >
                <div className="grid min-w-0 gap-1.5">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium capitalize">{role.role}</span>
                    <Badge variant={role.isActive ? 'success' : 'outline'}>
                      {role.isActive ? 'Active' : 'Inactive'}
                    </Badge>
                    <span className="text-xs text-muted-foreground">
                      {role.userCount} {role.userCount === 1 ? 'user' : 'users'}
                    </span>
                  </div>
                  {role.description && <p className="text-sm text-muted-foreground">{role.description}</p>}
                  <div className="flex flex-wrap gap-1">
                    {role.permissions.slice(0, 3).map((p) => (
                      <Badge key={p} variant="secondary">
                        {label(p)}
                      </Badge>
                    ))}
                    {role.permissions.length > 3 && (
                      <Badge variant="outline">+{role.permissions.length - 3} more</Badge>
                    )}
                    {role.permissions.length === 0 && (
                      <span className="text-xs text-muted-foreground">No permissions</span>
                    )}
                  </div>
                </div>
                <div className="flex gap-1">
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Edit role ${role.role}`}
                    onClick={() => setDialog({ mode: 'edit', role })}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    variant="destructive-ghost"
                    size="icon-sm"
                    aria-label={`Delete role ${role.role}`}
                    onClick={() => setDeleting(role)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <RoleFormDialog state={dialog} onClose={() => setDialog(null)} />
      <ConfirmDeleteDialog
        name={deleting ? `role ${deleting.role}` : null}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onOpenChange={(open) => !open && setDeleting(null)}
      />
    </Card>
  );
}
