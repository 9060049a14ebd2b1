import { CheckCircle2, DollarSign, Hourglass } from 'lucide-react';
import { formatMoney } from '@tradeworks/contracts/money';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/load-error';
import { SummaryCard } from '@/components/summary-card';
import { usePaymentsSummary } from '../api/get-payments-summary';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Total Payments, Completed, Pending — from GET /api/payments/summary. */
export function PaymentsSummaryCards() {
  const { data, isPending, isError, refetch } = usePaymentsSummary();
  if (isError) {
    return (
      <Card>
        <LoadError message="Failed to load payment summary. Please try again." onRetry={() => refetch()} />
      </Card>
    );
  }
  return (
    <div className="grid gap-3 sm:grid-cols-3 sm:gap-4" aria-busy={isPending}>
      <SummaryCard
        title="Total Payments"
        value={data && formatMoney(data.totalAmount)}
        description={data && `${plural(data.totalCount, 'payment')}, less refunds`}
        icon={DollarSign}
        tone="bg-blue-500/10 text-blue-600 dark:text-blue-400"
        loading={isPending}
      />
      <SummaryCard
        title="Completed"
        value={data && formatMoney(data.completedAmount)}
        description={data && `${plural(data.completedCount, 'payment')} received`}
        icon={CheckCircle2}
        tone="bg-emerald-500/10 text-emerald-600 dark:text-emerald-400"
        loading={isPending}
      />
      <SummaryCard
        title="Pending"
        value={data && formatMoney(data.pendingAmount)}
        description={data && `${plural(data.pendingCount, 'payment')} in progress`}
        icon={Hourglass}
        tone="bg-amber-500/10 text-amber-600 dark:text-amber-400"
        loading={isPending}
      />
    </div>
  );
}
