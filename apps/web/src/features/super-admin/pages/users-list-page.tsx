import { Link } from 'react-router';
import { Activity, Building2, Pencil, Plus, ShieldCheck, Users } from 'lucide-react';
import { DEFAULT_PAGE_SIZE } from '@tradeworks/contracts/paging';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TableCell, TableHead, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format';
import { useListQueryState } from '@/lib/use-list-query-state';
import { useUsers } from '../api/list-users';
import { ConsoleListCard } from '../components/console-list-card';
import { ConsolePage } from '../components/console-page';
import { UserTenantsCell } from '../components/user-tenants-cell';
import { fullName } from '../lib/labels';

/** /admin/users (also /admin/users/activity, spec part 2 route table). */
export function UsersListPage({ title = 'All Users' }: { title?: string }) {
  const list = useListQueryState();
  const { search, offset } = list;
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
      <ConsoleListCard
        heading="Users"
        noun="users"
        list={list}
        searchPlaceholder="Search by email, name or tenant..."
        loadingRows={4}
        empty={{ icon: Users, title: 'No users yet.' }}
        query={users}
        columns={
          <>
            <TableHead>User</TableHead>
            <TableHead>Email</TableHead>
            <TableHead>Role</TableHead>
            <TableHead>Tenants</TableHead>
            <TableHead>Created</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </>
        }
      >
        {(u) => (
          <TableRow key={u.id}>
            <TableCell>
              <Link
                to={`/admin/users/${u.id}`}
                className="inline-flex items-center gap-1.5 font-medium hover:underline"
              >
                {u.isSuperAdmin && <ShieldCheck className="size-4 text-primary" aria-label="Super admin" />}
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
                  <Link to={`/admin/users/${u.id}/tenants`} aria-label={`Tenant assignments of ${u.email}`}>
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
        )}
      </ConsoleListCard>
    </ConsolePage>
  );
}
