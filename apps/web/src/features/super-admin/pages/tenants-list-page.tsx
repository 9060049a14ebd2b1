import { Link } from 'react-router';
import { Activity, Building2, LogIn, MoreHorizontal, Plus, Settings2, Users } from 'lucide-react';
import { DEFAULT_PAGE_SIZE } from '@tradeworks/contracts/paging';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPagination } from '@/components/ui/list-pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { LoadError } from '@/components/load-error';
import { SearchInput } from '@/components/search-input';
import { formatDate } from '@/lib/format';
import { useListQueryState } from '@/lib/use-list-query-state';
import { useTenants } from '../api/list-tenants';
import { ConsolePage } from '../components/console-page';
import { PlanBadge, TenantStatusBadge } from '../components/status-badges';
import { PRODUCT_DOMAIN } from '../lib/labels';

/** The same list serves /admin/tenants, /admin/tenants/analytics and the three /admin/subscriptions routes. */
export function TenantsListPage({ title = 'All Tenants' }: { title?: string }) {
  const { search, offset, update } = useListQueryState();
  const tenants = useTenants({ search, limit: DEFAULT_PAGE_SIZE, offset });

  return (
    <ConsolePage
      title={title}
      description="Every organization on the platform, its plan and status."
      actions={
        <Button asChild>
          <Link to="/admin/tenants/new">
            <Plus aria-hidden="true" />
            Create Tenant
          </Link>
        </Button>
      }
    >
      <Card className="overflow-hidden">
        <div className="flex flex-col gap-3 border-b p-4 sm:flex-row sm:items-center">
          <div className="flex items-center gap-2">
            <h2 className="text-base font-semibold">Tenants</h2>
            <Badge variant="secondary" className="tabular-nums">
              {tenants.data?.total ?? '…'}
            </Badge>
          </div>
          <SearchInput
            className="sm:ml-auto sm:w-80"
            value={search}
            label="Search tenants"
            placeholder="Search by name, slug or domain..."
            onSearch={(text) => update({ search: text, offset: null })}
          />
        </div>
        {tenants.isPending ? (
          <div className="grid gap-2 p-4" role="status" aria-busy="true" aria-label="Loading tenants">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-11" />
            ))}
          </div>
        ) : tenants.isError ? (
          <LoadError message="Failed to load tenants. Please try again." onRetry={() => tenants.refetch()} />
        ) : tenants.data.items.length === 0 ? (
          <EmptyState
            icon={Building2}
            title={search ? 'No tenants found matching your search.' : 'No tenants yet.'}
          />
        ) : (
          <>
            <div className="overflow-x-auto">
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>Organization</TableHead>
                    <TableHead>Domain</TableHead>
                    <TableHead>Plan</TableHead>
                    <TableHead>Status</TableHead>
                    <TableHead>Created</TableHead>
                    <TableHead className="text-right">Actions</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {tenants.data.items.map((t) => (
                    <TableRow key={t.id}>
                      <TableCell>
                        <Link to={`/admin/tenants/${t.id}`} className="font-medium hover:underline">
                          {t.name}
                        </Link>
                        <p className="text-xs text-muted-foreground">
                          {t.slug}.{PRODUCT_DOMAIN}
                        </p>
                      </TableCell>
                      <TableCell className="text-muted-foreground">{t.domain ?? '—'}</TableCell>
                      <TableCell>
                        <PlanBadge plan={t.plan} />
                      </TableCell>
                      <TableCell>
                        <TenantStatusBadge status={t.status} />
                      </TableCell>
                      <TableCell className="whitespace-nowrap">{formatDate(t.created_at)}</TableCell>
                      <TableCell>
                        <div className="flex justify-end gap-1">
                          <Button asChild variant="ghost" size="icon" title={`Log in as ${t.name}`}>
                            <a
                              href={`/?tenant=${encodeURIComponent(t.slug)}`}
                              aria-label={`Log in as ${t.name}`}
                            >
                              <LogIn aria-hidden="true" />
                            </a>
                          </Button>
                          <Button asChild variant="ghost" size="icon" title="Configure">
                            <Link to={`/admin/tenants/${t.id}`} aria-label={`Configure ${t.name}`}>
                              <Settings2 aria-hidden="true" />
                            </Link>
                          </Button>
                          <Button asChild variant="ghost" size="icon" title="Manage users">
                            <Link
                              to={`/admin/tenants/${t.id}/users`}
                              aria-label={`Manage users of ${t.name}`}
                            >
                              <Users aria-hidden="true" />
                            </Link>
                          </Button>
                          <DropdownMenu>
                            <DropdownMenuTrigger asChild>
                              <Button variant="ghost" size="icon" aria-label={`More actions for ${t.name}`}>
                                <MoreHorizontal aria-hidden="true" />
                              </Button>
                            </DropdownMenuTrigger>
                            <DropdownMenuContent align="end">
                              <DropdownMenuItem asChild>
                                <Link to={`/admin/tenants/${t.id}/activity`}>
                                  <Activity aria-hidden="true" />
                                  View Activity
                                </Link>
                              </DropdownMenuItem>
                            </DropdownMenuContent>
                          </DropdownMenu>
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
              total={tenants.data.total}
              noun="tenants"
              onOffsetChange={(next) => update({ offset: next })}
            />
          </>
        )}
      </Card>
    </ConsolePage>
  );
}
