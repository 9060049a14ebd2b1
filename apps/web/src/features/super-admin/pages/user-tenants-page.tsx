import { useParams } from 'react-router';
import { Building2, Trash2 } from 'lucide-react';
import { DEFAULT_PAGE_SIZE } from '@tradeworks/contracts/paging';
import type { AddExistingUserBody, PlatformUser } from '@tradeworks/contracts/super-admin';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { useListQueryState } from '@/lib/use-list-query-state';
import { useState } from 'react';
import { useAddExistingUser } from '../api/add-existing-user';
import { useUserTenants } from '../api/list-user-tenants';
import { useRemoveMembership } from '../api/remove-membership';
import { ConsoleListCard } from '../components/console-list-card';
import { ConsolePage } from '../components/console-page';
import { TenantAssignmentPicker } from '../components/tenant-assignment-picker';
import { WithUser } from '../components/user-load-state';
import { toastFailure, toastSuccess } from '../lib/console-toasts';
import { capitalize, fullName } from '../lib/labels';

/**
 * /admin/users/:userId/tenants — add and remove tenant assignments. The assignments are paged and searched on
 * the server like the console's other lists; the picker leaves out every tenant on the user's record.
 */
export function UserTenantsPage() {
  const { userId = '' } = useParams();
  return <WithUser userId={userId}>{(user) => <UserTenants user={user} />}</WithUser>;
}

function UserTenants({ user }: { user: PlatformUser }) {
  const assign = useAddExistingUser();
  const remove = useRemoveMembership();
  const [adding, setAdding] = useState(false);
  const list = useListQueryState();
  const { search, offset } = list;
  const tenants = useUserTenants(user.id, { search, limit: DEFAULT_PAGE_SIZE, offset });
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
      <ConsoleListCard
        heading="Current Assignments"
        noun="tenants"
        list={list}
        searchPlaceholder="Search by tenant name..."
        loadingRows={2}
        empty={{ icon: Building2, title: 'No tenants' }}
        query={tenants}
      >
        {(t) => (
          <li key={t.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
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
        )}
      </ConsoleListCard>
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
