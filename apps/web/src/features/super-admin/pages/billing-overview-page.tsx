import { Link } from 'react-router';
import { AlertTriangle, Building2, CircleDollarSign, Clock } from 'lucide-react';
import { BILLING_STATUSES } from '@tradeworks/contracts/super-admin';
import type { BillingOverview } from '@tradeworks/contracts/super-admin-subscriptions';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { LoadError } from '@/components/load-error';
import { SummaryCard } from '@/components/summary-card';
import { useBillingOverview } from '../api/subscriptions';
import { ConsolePage } from '../components/console-page';
import { BillingStatusBadge, PlanBadge } from '../components/status-badges';

/** /admin/subscriptions/billing — how many organizations are on each plan and in each billing state. */
export function BillingOverviewPage() {
  const overview = useBillingOverview();
  return (
    <ConsolePage
      title="Billing Overview"
      description="Organizations by plan and billing status, counted from the tenant records."
    >
      {overview.isError ? (
        <Card>
          <LoadError
            message="Failed to load the billing overview. Please try again."
            onRetry={() => overview.refetch()}
          />
        </Card>
      ) : (
        <OverviewContent data={overview.data} />
      )}
    </ConsolePage>
  );
}

function OverviewContent({ data }: { data: BillingOverview | undefined }) {
  const byStatus = (status: (typeof BILLING_STATUSES)[number]) =>
    data?.by_billing_status.find((s) => s.billing_status === status)?.tenants ?? 0;
  const loading = !data;
  const issues = byStatus('past_due') + byStatus('cancelled');
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SummaryCard
          title="Organizations"
          value={data && String(data.tenants)}
          icon={Building2}
          tone="bg-blue-100 text-blue-700 dark:bg-blue-500/15 dark:text-blue-300"
          loading={loading}
        />
        <SummaryCard
          title="Paying"
          value={data && String(byStatus('active'))}
          description="Billing status active"
          icon={CircleDollarSign}
          tone="bg-green-100 text-green-700 dark:bg-green-500/15 dark:text-green-300"
          loading={loading}
        />
        <SummaryCard
          title="On trial"
          value={data && String(byStatus('trial'))}
          description={data && `${data.trials_ended} past the trial end date`}
          icon={Clock}
          tone="bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300"
          loading={loading}
        />
        <SummaryCard
          title="Payment issues"
          value={data && String(issues)}
          description="Past due or cancelled"
          icon={AlertTriangle}
          tone="bg-red-100 text-red-700 dark:bg-red-500/15 dark:text-red-300"
          loading={loading}
        />
      </div>
      {issues > 0 && (
        <p className="text-sm">
          <Link className="font-medium underline" to="/admin/subscriptions/issues">
            See the {issues} organization{issues === 1 ? '' : 's'} with payment issues
          </Link>
        </p>
      )}
      <Card className="overflow-hidden">
        <CardHeader>
          <CardTitle>Plans by billing status</CardTitle>
          <CardDescription>
            Each cell counts the organizations on that plan in that billing state.
          </CardDescription>
        </CardHeader>
        {data ? <PlanMatrix data={data} /> : <Skeleton className="m-5 h-40" aria-label="Loading plans" />}
      </Card>
    </>
  );
}

function PlanMatrix({ data }: { data: BillingOverview }) {
  const cell = (plan: string, status: string) =>
    data.cells.find((c) => c.plan === plan && c.billing_status === status)?.tenants ?? 0;
  // Older plans (starter, professional) appear only while some organization is still on them.
  const plans = data.by_plan.filter((p) => p.tenants > 0 || ['basic', 'pro', 'enterprise'].includes(p.plan));
  return (
    <CardContent className="px-0 pb-0 sm:px-0 sm:pb-0">
      <Table aria-label="Organizations by plan and billing status">
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Plan</TableHead>
            {BILLING_STATUSES.map((status) => (
              <TableHead key={status} scope="col" className="text-right">
                <BillingStatusBadge status={status} />
              </TableHead>
            ))}
            <TableHead scope="col" className="text-right">
              Total
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {plans.map((p) => (
            <TableRow key={p.plan}>
              <TableHead scope="row">
                <PlanBadge plan={p.plan} />
              </TableHead>
              {BILLING_STATUSES.map((status) => (
                <TableCell key={status} className="text-right tabular-nums">
                  {cell(p.plan, status)}
                </TableCell>
              ))}
              <TableCell className="text-right font-semibold tabular-nums">{p.tenants}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableHead scope="row">Total</TableHead>
            {data.by_billing_status.map((s) => (
              <TableCell key={s.billing_status} className="text-right font-semibold tabular-nums">
                {s.tenants}
              </TableCell>
            ))}
            <TableCell className="text-right font-semibold tabular-nums">{data.tenants}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </CardContent>
  );
}
