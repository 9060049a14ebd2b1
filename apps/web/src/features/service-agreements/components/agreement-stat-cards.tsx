import { AlertTriangle, CalendarClock, DollarSign, FileCheck } from 'lucide-react';
import { formatMoney } from '@tradeworks/contracts/money';
import { SummaryCards } from '@/components/summary-cards';
import { useAgreementSummary } from '../api/get-agreement-summary';

/** Active Agreements, Total Value, Upcoming Renewals (active, ending within 30 days), Expired. */
export function AgreementStatCards() {
  return (
    <SummaryCards
      query={useAgreementSummary()}
      figures={(data) => [
        {
          title: 'Active Agreements',
          value: data ? String(data.activeAgreements) : undefined,
          icon: FileCheck,
          tone: 'emerald',
        },
        {
          title: 'Total Value',
          value: data ? formatMoney(data.totalValue) : undefined,
          icon: DollarSign,
          tone: 'blue',
        },
        {
          title: 'Upcoming Renewals',
          value: data ? String(data.upcomingRenewals) : undefined,
          description: 'Ending within 30 days',
          icon: CalendarClock,
          tone: 'amber',
        },
        {
          title: 'Expired',
          value: data ? String(data.expired) : undefined,
          icon: AlertTriangle,
          tone: 'red',
        },
      ]}
    />
  );
}
