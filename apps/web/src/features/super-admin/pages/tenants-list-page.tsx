import { Link } from 'react-router';
import { Activity, Building2, LogIn, MoreHorizontal, Plus, Users } from 'lucide-react';
import { DEFAULT_PAGE_SIZE } from '@tradeworks/contracts/paging';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { TableCell, TableHead, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format';
import { useListQueryState } from '@/lib/use-list-query-state';
import { useTenants } from '../api/list-tenants';
import { ConsoleListCard } from '../components/console-list-card';
import { ConsolePage } from '../components/console-page';
import { ConfigureTenantButton, TenantNameCell } from '../components/tenant-name-cell';
import { PlanBadge, TenantStatusBadge } from '../components/status-badges';
import { PRODUCT_DOMAIN } from '../lib/labels';

/**
 * The tenant list: /admin/tenants and /admin/subscriptions (All Subscriptions). Tenant Analytics, Billing
 * Overview and Payment Issues have their own screens (issue 34 item 16).
 */
export function TenantsListPage({ title = 'All Tenants' }: { title?: string }) {
  const list = useListQueryState();
  const { search, offset } = list;
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
      <ConsoleListCard
        heading="Tenants"
        noun="tenants"
        list={list}
        searchPlaceholder="Search by name, slug or domain..."
        loadingRows={4}
        empty={{ icon: Building2, title: 'No tenants yet.' }}
        query={tenants}
        columns={
          <>
            <TableHead>Organization</TableHead>
            <TableHead>Domain</TableHead>
            <TableHead>Plan</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Created</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </>
        }
      >
        {(t) => (
          <TableRow key={t.id}>
            <TenantNameCell tenant={t} sub={`${t.slug}.${PRODUCT_DOMAIN}`} />
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
                  <a href={`/?tenant=${encodeURIComponent(t.slug)}`} aria-label={`Log in as ${t.name}`}>
                    <LogIn aria-hidden="true" />
                  </a>
                </Button>
                <ConfigureTenantButton tenant={t} />
                <Button asChild variant="ghost" size="icon" title="Manage users">
                  <Link to={`/admin/tenants/${t.id}/users`} aria-label={`Manage users of ${t.name}`}>
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
        )}
      </ConsoleListCard>
    </ConsolePage>
  );
}
