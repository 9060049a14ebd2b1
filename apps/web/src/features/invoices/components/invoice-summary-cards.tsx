import { AlertTriangle, CheckCircle2, DollarSign, Hourglass } from 'lucide-react';
import { formatMoney } from '@tradeworks/contracts/money';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/load-error';
import { SummaryCard } from '@/components/summary-card';
import { useInvoicesSummary } from '../api/get-invoices-summary';

/** Total Invoiced, Paid, Overdue, Outstanding (= total − paid), over issued invoices. */
export function InvoiceSummaryCards() {
  const { data, isPending, isError, refetch } = useInvoicesSummary();
  if (isError) {
    return (
      <Card>
        <LoadError message="Failed to load invoice summary. Please try again." onRetry={() => refetch()} />
      </Card>
    );
  }
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" aria-busy={isPending}>
      <SummaryCard
        title="Total Invoiced"
        value={data && formatMoney(data.totalInvoiced)}
        description="Sent, paid and overdue"
        icon={DollarSign}
        tone="bg-blue-500/10 text-blue-600 dark:text-blue-400"
        loading={isPending}
      />
      <SummaryCard
        title="Paid"
        value={data && formatMoney(data.paid)}
        description="Received"
        icon={CheckCircle2}
        tone="bg-emerald-500/10 text-emerald-600 dark:text-emerald-400"
        loading={isPending}
      />
      <SummaryCard
        title="Overdue"
        value={data && formatMoney(data.overdue)}
        description={
          data
            ? `${data.overdueCount} ${data.overdueCount === 1 ? 'invoice' : 'invoices'} past due`
            : undefined
        }
        icon={AlertTriangle}
        tone="bg-red-500/10 text-red-600 dark:text-red-400"
        loading={isPending}
      />
      <SummaryCard
        title="Outstanding"
        value={data && formatMoney(data.outstanding)}
        description="Total minus paid"
        icon={Hourglass}
        tone="bg-amber-500/10 text-amber-600 dark:text-amber-400"
        loading={isPending}
      />
    </div>
  );
}
