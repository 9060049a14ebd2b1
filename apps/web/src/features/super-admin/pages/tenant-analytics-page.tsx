import { ArrowDown, ArrowUp, ArrowUpDown, BarChart3 } from 'lucide-react';
import { DEFAULT_PAGE_SIZE } from '@tradeworks/contracts/paging';
import { TENANT_USAGE_SORTS, type TenantUsageSort } from '@tradeworks/contracts/super-admin-subscriptions';
import { TableCell, TableHead, TableRow } from '@/components/ui/table';
import { useListQueryState } from '@/lib/use-list-query-state';
import { useTenantUsage } from '../api/subscriptions';
import { ConsoleListCard } from '../components/console-list-card';
import { ConsolePage } from '../components/console-page';
import { TenantNameCell } from '../components/tenant-name-cell';
import { PlanBadge } from '../components/status-badges';
import { formatBytes } from '../lib/format-bytes';

const COLUMNS: Array<{ sort: TenantUsageSort; label: string; numeric: boolean }> = [
  { sort: 'name', label: 'Organization', numeric: false },
  { sort: 'users', label: 'Users', numeric: true },
  { sort: 'clients', label: 'Clients', numeric: true },
  { sort: 'jobs', label: 'Jobs', numeric: true },
  { sort: 'invoices_this_month', label: 'Invoices this month', numeric: true },
  { sort: 'storage_bytes', label: 'Storage', numeric: true },
];

const isSort = (value: string): value is TenantUsageSort =>
  (TENANT_USAGE_SORTS as readonly string[]).includes(value);

/** /admin/tenants/analytics — per-organization usage, sorted by the server on any column. */
export function TenantAnalyticsPage() {
  const list = useListQueryState(['sort', 'order'] as const);
  const { search, offset, filters, update } = list;
  const sort = isSort(filters.sort) ? filters.sort : 'name';
  const order = filters.order === 'desc' ? 'desc' : 'asc';
  const usage = useTenantUsage({ search, limit: DEFAULT_PAGE_SIZE, offset, sort, order });

  /** A first click sorts numbers largest first and names A–Z; a second click reverses. */
  const sortBy = (column: (typeof COLUMNS)[number]) => {
    const next = column.sort === sort ? (order === 'asc' ? 'desc' : 'asc') : column.numeric ? 'desc' : 'asc';
    update({
      sort: column.sort === 'name' ? null : column.sort,
      order: next === 'asc' ? null : next,
      offset: null,
    });
  };

  return (
    <ConsolePage
      title="Tenant Analytics"
      description="What each organization uses: team members, clients, jobs, this month's invoices (in its own time zone) and stored photos."
    >
      <ConsoleListCard
        heading="Usage by organization"
        noun="tenants"
        list={list}
        searchPlaceholder="Search by name, slug or domain..."
        loadingRows={4}
        empty={{ icon: BarChart3, title: 'No tenants yet.' }}
        query={usage}
        columns={
          <>
            {COLUMNS.map((column) => {
              const active = column.sort === sort;
              const Icon = !active ? ArrowUpDown : order === 'asc' ? ArrowUp : ArrowDown;
              return (
                <TableHead
                  key={column.sort}
                  className={column.numeric ? 'text-right' : undefined}
                  aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
                >
                  <button
                    type="button"
                    className="inline-flex items-center gap-1 uppercase hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                    onClick={() => sortBy(column)}
                  >
                    {column.label}
                    <Icon className="size-3.5" aria-hidden="true" />
                  </button>
                </TableHead>
              );
            })}
            <TableHead>Plan</TableHead>
          </>
        }
      >
        {(t) => (
          <TableRow key={t.id}>
            <TenantNameCell tenant={t} sub={t.slug} />
            <TableCell className="text-right tabular-nums">{t.users}</TableCell>
            <TableCell className="text-right tabular-nums">{t.clients.toLocaleString('en-US')}</TableCell>
            <TableCell className="text-right tabular-nums">{t.jobs.toLocaleString('en-US')}</TableCell>
            <TableCell className="text-right tabular-nums">{t.invoices_this_month}</TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">
              {formatBytes(t.storage_bytes)}
            </TableCell>
            <TableCell>
              <PlanBadge plan={t.plan} />
            </TableCell>
          </TableRow>
        )}
      </ConsoleListCard>
    </ConsolePage>
  );
}
