import { DollarSign, FileEdit, Send, TrendingUp } from 'lucide-react';
import { formatMoney } from '@tradeworks/contracts/money';
import { SummaryCards } from '@/components/summary-cards';
import { useQuotesSummary } from '../api/get-quotes-summary';

/** Total Quoted, Sent Quotes, Draft Quotes, Conversion Rate ('N/A' until a quote is sent). */
export function QuoteSummaryCards() {
  return (
    <SummaryCards
      query={useQuotesSummary()}
      loadError="Failed to load quote summary. Please try again."
      figures={(data) => {
        const rate = data?.conversionRate;
        return [
          {
            title: 'Total Quoted',
            value: data && formatMoney(data.totalQuoted),
            description: 'All quotes',
            icon: DollarSign,
            tone: 'blue',
          },
          {
            title: 'Sent Quotes',
            value: data && String(data.sentCount),
            description: 'Awaiting a response',
            icon: Send,
            tone: 'violet',
          },
          {
            title: 'Draft Quotes',
            value: data && String(data.draftCount),
            description: 'Not sent yet',
            icon: FileEdit,
            tone: 'amber',
          },
          {
            title: 'Conversion Rate',
            value: data && (rate === null || rate === undefined ? 'N/A' : `${Math.max(rate, 0)}%`),
            description: data ? `${data.approvedCount} of ${data.sentOrLaterCount} sent approved` : undefined,
            icon: TrendingUp,
            tone: 'emerald',
          },
        ];
      }}
    />
  );
}
