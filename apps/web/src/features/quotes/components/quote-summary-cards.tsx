import { DollarSign, FileEdit, Send, TrendingUp } from 'lucide-react';
import { formatMoney } from '@tradeworks/contracts/money';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/load-error';
import { SummaryCard } from '@/components/summary-card';
import { useQuotesSummary } from '../api/get-quotes-summary';

/** Total Quoted, Sent Quotes, Draft Quotes, Conversion Rate ('N/A' until a quote is sent). */
export function QuoteSummaryCards() {
  const { data, isPending, isError, refetch } = useQuotesSummary();
  if (isError) {
    return (
      <Card>
        <LoadError message="Failed to load quote summary. Please try again." onRetry={() => refetch()} />
      </Card>
    );
  }
  const rate = data?.conversionRate;
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" aria-busy={isPending}>
      <SummaryCard
        title="Total Quoted"
        value={data && formatMoney(data.totalQuoted)}
        description="All quotes"
        icon={DollarSign}
        tone="bg-blue-500/10 text-blue-600 dark:text-blue-400"
        loading={isPending}
      />
      <SummaryCard
        title="Sent Quotes"
        value={data && String(data.sentCount)}
        description="Awaiting a response"
        icon={Send}
        tone="bg-violet-500/10 text-violet-600 dark:text-violet-400"
        loading={isPending}
      />
      <SummaryCard
        title="Draft Quotes"
        value={data && String(data.draftCount)}
        description="Not sent yet"
        icon={FileEdit}
        tone="bg-amber-500/10 text-amber-600 dark:text-amber-400"
        loading={isPending}
      />
      <SummaryCard
        title="Conversion Rate"
        value={data && (rate === null || rate === undefined ? 'N/A' : `${Math.max(rate, 0)}%`)}
        description={data ? `${data.approvedCount} of ${data.sentOrLaterCount} sent approved` : undefined}
        icon={TrendingUp}
        tone="bg-emerald-500/10 text-emerald-600 dark:text-emerald-400"
        loading={isPending}
      />
    </div>
  );
}
