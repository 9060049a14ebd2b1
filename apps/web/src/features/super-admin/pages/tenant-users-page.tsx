import { useState } from 'react';
import { useParams } from 'react-router';
import { Pencil, UserPlus, Users } from 'lucide-react';
import { DEFAULT_PAGE_SIZE } from '@tradeworks/contracts/paging';
import type { TenantUser } from '@tradeworks/contracts/super-admin';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPagination } from '@/components/ui/list-pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { LoadError } from '@/components/load-error';
import { SearchInput } from '@/components/search-input';
import { isApiError } from '@/lib/api-client';
import { formatDate, formatRelativeTime } from '@/lib/format';
import { useListQueryState } from '@/lib/use-list-query-state';
import { useTenant } from '../api/get-tenant';
import { useTenantUsers } from '../api/list-tenant-users';
import { ConsolePage } from '../components/console-page';
import { TenantNotFound } from '../components/not-found-state';
import { AddTenantUserDialog, EditTenantUserDialog } from '../components/tenant-user-dialogs';
import { PLAN_CLASSES, capitalize, fullName } from '../lib/labels';

/** /admin/tenants/:tenantId/users */
export function TenantUsersPage() {
  const { tenantId = '' } = useParams();
  const tenant = useTenant(tenantId);
  const { search, offset, update } = useListQueryState();
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
      <Card className="overflow-hidden">
        <div className="flex flex-col gap-3 border-b p-4 sm:flex-row sm:items-center">
          <div className="flex items-center gap-2">
            <h2 className="text-base font-semibold">Users</h2>
            <Badge
              variant="secondary"
              className="tabular-nums"
              aria-label={`${users.data?.total ?? 0} users`}
            >
              {users.data?.total ?? '…'}
            </Badge>
          </div>
          <SearchInput
            className="sm:ml-auto sm:w-80"
            value={search}
            label="Search users"
            placeholder="Search by email or name..."
            onSearch={(text) => update({ search: text, offset: null })}
          />
        </div>
        {users.isPending ? (
          <div className="grid gap-2 p-4" role="status" aria-busy="true" aria-label="Loading users">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-11" />
            ))}
          </div>
        ) : users.isError ? (
          <LoadError message="Failed to load users. Please try again." onRetry={() => users.refetch()} />
        ) : users.data.items.length === 0 ? (
          <EmptyState
            icon={Users}
            title={search ? 'No users found matching your search.' : 'No users in this organization yet.'}
          />
        ) : (
          <>
            <div className="overflow-x-auto">
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>User</TableHead>
                    <TableHead>Role</TableHead>
                    <TableHead>Joined</TableHead>
                    <TableHead>Last login</TableHead>
                    <TableHead className="text-right">Actions</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {users.data.items.map((u) => (
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
                  ))}
                </TableBody>
              </Table>
            </div>
            <ListPagination
              offset={offset}
              limit={DEFAULT_PAGE_SIZE}
              total={users.data.total}
              noun="users"
              onOffsetChange={(next) => update({ offset: next })}
            />
          </>
        )}
      </Card>
      <AddTenantUserDialog tenantId={tenantId} open={adding} onOpenChange={setAdding} />
      <EditTenantUserDialog tenantId={tenantId} user={editing} onOpenChange={(o) => !o && setEditing(null)} />
    </ConsolePage>
  );
}
