import { useParams } from 'react-router';
import { Trash2 } from 'lucide-react';
import type { AddExistingUserBody, PlatformUser } from '@tradeworks/contracts/super-admin';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { useState } from 'react';
import { useAddExistingUser } from '../api/add-existing-user';
import { useRemoveMembership } from '../api/remove-membership';
import { ConsolePage } from '../components/console-page';
import { TenantAssignmentPicker } from '../components/tenant-assignment-picker';
import { WithUser } from '../components/user-load-state';
import { toastFailure, toastSuccess } from '../lib/console-toasts';
import { capitalize, fullName } from '../lib/labels';

/** /admin/users/:userId/tenants — add and remove tenant assignments. */
export function UserTenantsPage() {
  const { userId = '' } = useParams();
  return <WithUser userId={userId}>{(user) => <UserTenants user={user} />}</WithUser>;
}

function UserTenants({ user }: { user: PlatformUser }) {
  const assign = useAddExistingUser();
  const remove = useRemoveMembership();
  const [adding, setAdding] = useState(false);
  const name = fullName(user.firstName, user.lastName) || user.email;

  const add = async ({ tenant_id, role }: { tenant_id: string; role: string }) => {
    setAdding(true);
    try {
      await assign.mutateAsync({
        tenantId: tenant_id,
        body: { userId: user.id, role: role as AddExistingUserBody['role'] },
      });
      toastSuccess('Tenant assignment added successfully');
    } catch (error) {
      toastFailure(error, 'Failed to add tenant assignment');
    } finally {
      setAdding(false);
    }
  };

  const onRemove = async (membershipId: string) => {
    try {
      await remove.mutateAsync(membershipId);
      toastSuccess('Tenant assignment removed successfully');
    } catch (error) {
      toastFailure(error, 'Failed to remove tenant assignment');
    }
  };

  return (
    <ConsolePage
      title="Tenant Assignments"
      description={`Tenants ${name} belongs to.`}
      back={{ to: `/admin/users/${user.id}`, label: `Back to ${name}` }}
    >
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Current Assignments</CardTitle>
        </CardHeader>
        <CardContent>
          {user.tenants.length === 0 ? (
            <p className="text-sm text-muted-foreground">No tenants</p>
          ) : (
            <ul className="grid gap-2" aria-label="Current assignments">
              {user.tenants.map((t) => (
                <li
                  key={t.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2"
                >
                  <div>
                    <p className="text-sm font-medium">{t.tenantName}</p>
                    <p className="text-xs text-muted-foreground">Joined {formatDate(t.joinedAt)}</p>
                  </div>
                  <span className="flex items-center gap-2">
                    <Badge variant="secondary">{capitalize(t.role)}</Badge>
                    {t.isDefault && <Badge variant="outline">Default</Badge>}
                    <Button
                      variant="destructive-ghost"
                      size="icon"
                      aria-label={`Remove ${t.tenantName}`}
                      disabled={remove.isPending}
                      onClick={() => onRemove(t.id)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Add Assignment</CardTitle>
        </CardHeader>
        <CardContent>
          <TenantAssignmentPicker excluded={user.tenants.map((t) => t.tenantId)} busy={adding} onAdd={add} />
        </CardContent>
      </Card>
    </ConsolePage>
  );
}
