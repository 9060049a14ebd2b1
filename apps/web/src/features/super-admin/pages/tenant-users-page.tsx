import { useState } from 'react';
import { useParams } from 'react-router';
import { Pencil, UserPlus, Users } from 'lucide-react';
import { DEFAULT_PAGE_SIZE } from '@tradeworks/contracts/paging';
import type { TenantUser } from '@tradeworks/contracts/super-admin';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TableCell, TableHead, TableRow } from '@/components/ui/table';
import { isApiError } from '@/lib/api-client';
import { formatDate, formatRelativeTime } from '@/lib/format';
import { useListQueryState } from '@/lib/use-list-query-state';
import { useTenant } from '../api/get-tenant';
import { useTenantUsers } from '../api/list-tenant-users';
import { ConsoleListCard } from '../components/console-list-card';
import { ConsolePage } from '../components/console-page';
import { TenantNotFound } from '../components/not-found-state';
import { AddTenantUserDialog, EditTenantUserDialog } from '../components/tenant-user-dialogs';
import { PLAN_CLASSES, capitalize, fullName } from '../lib/labels';

/** /admin/tenants/:tenantId/users */
export function TenantUsersPage() {
  const { tenantId = '' } = useParams();
  const tenant = useTenant(tenantId);
  const list = useListQueryState();
  const { search, offset } = list;
  const users = useTenantUsers(tenantId, { search, limit: DEFAULT_PAGE_SIZE, offset });
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TenantUser | null>(null);

  if (tenant.isError && isApiError(tenant.error, 404)) return <TenantNotFound />;
  const name = tenant.data?.name ?? 'Tenant';

  return (
    <ConsolePage
      title={`${name} Users`}
      description="Members of this tenant and their roles."
      back={{ to: `/admin/tenants/${tenantId}`, label: `Back to ${name}` }}
      actions={
        <Button onClick={() => setAdding(true)}>
          <UserPlus aria-hidden="true" />
          Add User
        </Button>
      }
    >
      <ConsoleListCard
        heading="Users"
        totalLabel={(total) => `${total} users`}
        noun="users"
        list={list}
        searchPlaceholder="Search by email or name..."
        loadingRows={3}
        empty={{ icon: Users, title: 'No users in this organization yet.' }}
        query={users}
        columns={
          <>
            <TableHead>User</TableHead>
            <TableHead>Role</TableHead>
            <TableHead>Joined</TableHead>
            <TableHead>Last login</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </>
        }
      >
        {(u) => (
          <TableRow key={u.id}>
            <TableCell>
              <p className="font-medium">{fullName(u.first_name, u.last_name) || '—'}</p>
              <p className="text-xs text-muted-foreground">{u.email}</p>
            </TableCell>
            <TableCell>
              <Badge className={u.role === 'member' ? PLAN_CLASSES.basic : PLAN_CLASSES.pro}>
                {capitalize(u.role)}
              </Badge>
              {u.is_default && (
                <Badge variant="outline" className="ml-1">
                  Default
                </Badge>
              )}
            </TableCell>
            <TableCell className="whitespace-nowrap">{formatDate(u.joined_at)}</TableCell>
            <TableCell className="whitespace-nowrap">
              {u.last_login ? formatRelativeTime(u.last_login) : 'Never'}
            </TableCell>
            <TableCell className="text-right">
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Edit ${u.email}`}
                onClick={() => setEditing(u)}
              >
                <Pencil aria-hidden="true" />
              </Button>
            </TableCell>
          </TableRow>
        )}
      </ConsoleListCard>
      <AddTenantUserDialog tenantId={tenantId} open={adding} onOpenChange={setAdding} />
      <EditTenantUserDialog tenantId={tenantId} user={editing} onOpenChange={(o) => !o && setEditing(null)} />
    </ConsolePage>
  );
}
