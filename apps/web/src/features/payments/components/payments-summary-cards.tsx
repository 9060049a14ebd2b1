import { CheckCircle2, DollarSign, Hourglass } from 'lucide-react';
import { formatMoney } from '@tradeworks/contracts/money';
import { SummaryCards } from '@/components/summary-cards';
import { usePaymentsSummary } from '../api/get-payments-summary';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Total Payments, Completed, Pending — from GET /api/payments/summary. */
export function PaymentsSummaryCards() {
  return (
    <SummaryCards
      query={usePaymentsSummary()}
      loadError="Failed to load payment summary. Please try again."
      className="grid-cols-1 sm:grid-cols-3 xl:grid-cols-3"
      figures={(data) => [
        {
          title: 'Total Payments',
          value: data && formatMoney(data.totalAmount),
          description: data && `${plural(data.totalCount, 'payment')}, less refunds`,
          icon: DollarSign,
          tone: 'blue',
        },
        {
          title: 'Completed',
          value: data && formatMoney(data.completedAmount),
          description: data && `${plural(data.completedCount, 'payment')} received`,
          icon: CheckCircle2,
          tone: 'emerald',
        },
        {
          title: 'Pending',
          value: data && formatMoney(data.pendingAmount),
          description: data && `${plural(data.pendingCount, 'payment')} in progress`,
          icon: Hourglass,
          tone: 'amber',
        },
      ]}
    />
  );
}
