import { CircleCheck } from 'lucide-react';
import { DEFAULT_PAGE_SIZE } from '@tradeworks/contracts/paging';
import { TableCell, TableHead, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format';
import { useListQueryState } from '@/lib/use-list-query-state';
import { usePaymentIssues } from '../api/subscriptions';
import { ConsoleListCard } from '../components/console-list-card';
import { ConsolePage } from '../components/console-page';
import { ConfigureTenantButton, TenantNameCell } from '../components/tenant-name-cell';
import { BillingStatusBadge, PlanBadge, TenantStatusBadge } from '../components/status-badges';

/** /admin/subscriptions/issues — tenants whose payment failed (past due) or whose subscription ended. */
export function PaymentIssuesPage() {
  const list = useListQueryState();
  const { search, offset } = list;
  const issues = usePaymentIssues({ search, limit: DEFAULT_PAGE_SIZE, offset });

  return (
    <ConsolePage
      title="Payment Issues"
      description="Organizations whose billing status is past due or cancelled: follow up, or change their status on the tenant's page."
    >
      <ConsoleListCard
        heading="Tenants with payment issues"
        noun="tenants"
        list={list}
        searchPlaceholder="Search by name, slug or domain..."
        loadingRows={3}
        empty={{ icon: CircleCheck, title: 'No payment issues: every organization is on trial or paying.' }}
        query={issues}
        columns={
          <>
            <TableHead>Organization</TableHead>
            <TableHead>Billing</TableHead>
            <TableHead>Plan</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right">Users</TableHead>
            <TableHead>Last change</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </>
        }
      >
        {(t) => (
          <TableRow key={t.id}>
            <TenantNameCell tenant={t} sub={t.slug} />
            <TableCell>
              <BillingStatusBadge status={t.billing_status} />
            </TableCell>
            <TableCell>
              <PlanBadge plan={t.plan} />
            </TableCell>
            <TableCell>
              <TenantStatusBadge status={t.status} />
            </TableCell>
            <TableCell className="text-right tabular-nums">{t.stats.users}</TableCell>
            <TableCell className="whitespace-nowrap">{formatDate(t.updated_at)}</TableCell>
            <TableCell>
              <div className="flex justify-end">
                <ConfigureTenantButton tenant={t} />
              </div>
            </TableCell>
          </TableRow>
        )}
      </ConsoleListCard>
    </ConsolePage>
  );
}
