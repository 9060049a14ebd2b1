import { Link } from 'react-router';
import { Activity, Building2, Pencil, Plus, ShieldCheck, Users } from 'lucide-react';
import { DEFAULT_PAGE_SIZE } from '@tradeworks/contracts/paging';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPagination } from '@/components/ui/list-pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { LoadError } from '@/components/load-error';
import { SearchInput } from '@/components/search-input';
import { formatDate } from '@/lib/format';
import { useListQueryState } from '@/lib/use-list-query-state';
import { useUsers } from '../api/list-users';
import { ConsolePage } from '../components/console-page';
import { UserTenantsCell } from '../components/user-tenants-cell';
import { fullName } from '../lib/labels';

/** /admin/users (also /admin/users/activity, spec part 2 route table). */
export function UsersListPage({ title = 'All Users' }: { title?: string }) {
  const { search, offset, update } = useListQueryState();
  const users = useUsers({ search, limit: DEFAULT_PAGE_SIZE, offset });
  return (
    <ConsolePage
      title={title}
      description="Every account on the platform and the tenants it belongs to."
      actions={
        <Button asChild>
          <Link to="/admin/users/new">
            <Plus aria-hidden="true" />
            Create User
          </Link>
        </Button>
      }
    >
      <Card className="overflow-hidden">
        <div className="flex flex-col gap-3 border-b p-4 sm:flex-row sm:items-center">
          <div className="flex items-center gap-2">
            <h2 className="text-base font-semibold">Users</h2>
            <Badge variant="secondary" className="tabular-nums">
              {users.data?.total ?? '…'}
            </Badge>
          </div>
          <SearchInput
            className="sm:ml-auto sm:w-80"
            value={search}
            label="Search users"
            placeholder="Search by email, name or tenant..."
            onSearch={(text) => update({ search: text, offset: null })}
          />
        </div>
        {users.isPending ? (
          <div className="grid gap-2 p-4" role="status" aria-busy="true" aria-label="Loading users">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-11" />
            ))}
          </div>
        ) : users.isError ? (
          <LoadError message="Failed to load users. Please try again." onRetry={() => users.refetch()} />
        ) : users.data.items.length === 0 ? (
          <EmptyState
            icon={Users}
            title={search ? 'No users found matching your search.' : 'No users yet.'}
          />
        ) : (
          <>
            <div className="overflow-x-auto">
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>User</TableHead>
                    <TableHead>Email</TableHead>
                    <TableHead>Role</TableHead>
                    <TableHead>Tenants</TableHead>
                    <TableHead>Created</TableHead>
                    <TableHead className="text-right">Actions</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {users.data.items.map((u) => (
                    <TableRow key={u.id}>
                      <TableCell>
                        <Link
                          to={`/admin/users/${u.id}`}
                          className="inline-flex items-center gap-1.5 font-medium hover:underline"
                        >
                          {u.isSuperAdmin && (
                            <ShieldCheck className="size-4 text-primary" aria-label="Super admin" />
                          )}
                          {fullName(u.firstName, u.lastName) || u.email}
                        </Link>
                      </TableCell>
                      <TableCell className="break-all text-muted-foreground">{u.email}</TableCell>
                      <TableCell>
                        <Badge variant={u.isSuperAdmin ? 'default' : 'secondary'}>
                          {u.isSuperAdmin ? 'Super Admin' : 'User'}
                        </Badge>
                      </TableCell>
                      <TableCell className="min-w-40 max-w-60">
                        <UserTenantsCell tenants={u.tenants} />
                      </TableCell>
                      <TableCell className="whitespace-nowrap">{formatDate(u.createdAt)}</TableCell>
                      <TableCell>
                        <div className="flex justify-end">
                          <Button asChild variant="ghost" size="icon-sm" title="Edit user">
                            <Link to={`/admin/users/${u.id}`} aria-label={`Edit ${u.email}`}>
                              <Pencil aria-hidden="true" />
                            </Link>
                          </Button>
                          <Button asChild variant="ghost" size="icon-sm" title="Tenant assignments">
                            <Link
                              to={`/admin/users/${u.id}/tenants`}
                              aria-label={`Tenant assignments of ${u.email}`}
                            >
                              <Building2 aria-hidden="true" />
                            </Link>
                          </Button>
                          <Button asChild variant="ghost" size="icon-sm" title="Activity">
                            <Link to={`/admin/users/${u.id}/activity`} aria-label={`Activity of ${u.email}`}>
                              <Activity aria-hidden="true" />
                            </Link>
                          </Button>
                        </div>
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
    </ConsolePage>
  );
}
