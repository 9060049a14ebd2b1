import { AlertTriangle, CheckCircle2, DollarSign, Hourglass } from 'lucide-react';
import { formatMoney } from '@tradeworks/contracts/money';
import { SummaryCards } from '@/components/summary-cards';
import { useInvoicesSummary } from '../api/get-invoices-summary';

/** Total Invoiced, Paid, Overdue, Outstanding (= total − paid), over issued invoices. */
export function InvoiceSummaryCards() {
  return (
    <SummaryCards
      query={useInvoicesSummary()}
      loadError="Failed to load invoice summary. Please try again."
      figures={(data) => [
        {
          title: 'Total Invoiced',
          value: data && formatMoney(data.totalInvoiced),
          description: 'Sent, paid and overdue',
          icon: DollarSign,
          tone: 'blue',
        },
        {
          title: 'Paid',
          value: data && formatMoney(data.paid),
          description: 'Received',
          icon: CheckCircle2,
          tone: 'emerald',
        },
        {
          title: 'Overdue',
          value: data && formatMoney(data.overdue),
          description: data
            ? `${data.overdueCount} ${data.overdueCount === 1 ? 'invoice' : 'invoices'} past due`
            : undefined,
          icon: AlertTriangle,
          tone: 'red',
        },
        {
          title: 'Outstanding',
          value: data && formatMoney(data.outstanding),
          description: 'Total minus paid',
          icon: Hourglass,
          tone: 'amber',
        },
      ]}
    />
  );
}
