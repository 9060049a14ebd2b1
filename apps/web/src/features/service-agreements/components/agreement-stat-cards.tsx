import { AlertTriangle, CalendarClock, DollarSign, FileCheck } from 'lucide-react';
import { formatMoney } from '@tradeworks/contracts/money';
import { SummaryCard } from '@/components/summary-card';
import { useAgreementSummary } from '../api/get-agreement-summary';

/** Active Agreements, Total Value, Upcoming Renewals (active, ending within 30 days), Expired. */
export function AgreementStatCards() {
  const { data, isPending, isError } = useAgreementSummary();
  if (isError) return null;
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" aria-busy={isPending}>
      <SummaryCard
        title="Active Agreements"
        value={data ? String(data.activeAgreements) : undefined}
        icon={FileCheck}
        tone="bg-emerald-500/10 text-emerald-600 dark:text-emerald-400"
        loading={isPending}
      />
      <SummaryCard
        title="Total Value"
        value={data ? formatMoney(data.totalValue) : undefined}
        icon={DollarSign}
        tone="bg-blue-500/10 text-blue-600 dark:text-blue-400"
        loading={isPending}
      />
      <SummaryCard
        title="Upcoming Renewals"
        value={data ? String(data.upcomingRenewals) : undefined}
        description="Ending within 30 days"
        icon={CalendarClock}
        tone="bg-amber-500/10 text-amber-600 dark:text-amber-400"
        loading={isPending}
      />
      <SummaryCard
        title="Expired"
        value={data ? String(data.expired) : undefined}
        icon={AlertTriangle}
        tone="bg-red-500/10 text-red-600 dark:text-red-400"
        loading={isPending}
      />
    </div>
  );
}
