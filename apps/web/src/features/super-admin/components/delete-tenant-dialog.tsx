import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { SuperAdminTenant } from '@tradeworks/contracts/super-admin';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useDeleteTenant } from '../api/delete-tenant';
import { toastFailure, toastSuccess } from '../lib/console-toasts';

/** Deleting removes every record of the tenant: the slug must be typed to confirm. */
export function DeleteTenantDialog({
  tenant,
  open,
  onOpenChange,
}: {
  tenant: SuperAdminTenant;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const remove = useDeleteTenant(tenant.id);
  const [typed, setTyped] = useState('');
  const matches = typed.trim().toLowerCase() === tenant.slug;

  const onDelete = async () => {
    try {
      await remove.mutateAsync(typed);
      toastSuccess('Tenant deleted successfully');
      onOpenChange(false);
      navigate('/admin/tenants');
    } catch (error) {
      toastFailure(error, 'Failed to delete tenant');
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(o) => (setTyped(''), onOpenChange(o))}
      destructive
      title={`Delete ${tenant.name}?`}
      description={`This permanently removes the tenant and all its records: ${tenant.stats.users} users' memberships, ${tenant.stats.clients} clients, ${tenant.stats.serviceJobs} service jobs, quotes, invoices and settings. It cannot be undone. A tenant with a paid subscription (billing status active or past due) cannot be deleted.`}
      confirmLabel={remove.isPending ? 'Deleting...' : 'Delete Tenant'}
      pending={remove.isPending}
      confirmDisabled={!matches}
      onConfirm={onDelete}
    >
      <FormField label={`Type ${tenant.slug} to confirm`}>
        <Input value={typed} autoComplete="off" onChange={(e) => setTyped(e.target.value)} />
      </FormField>
    </ConfirmDialog>
  );
}
