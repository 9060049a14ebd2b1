import { Clock, FileCheck, UserCheck, Users } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/load-error';
import { useDashboardSummary } from '../api/get-dashboard-summary';
import { StatCard } from './stat-card';

export const DASHBOARD_LOAD_ERROR = 'Failed to load dashboard. Please try again.';

/** The four stat cards of spec part 1 §2, from GET /api/dashboard/summary. */
export function StatCards() {
  const { data, isPending, isError, refetch } = useDashboardSummary();

  if (isError) {
    return (
      <Card>
        <LoadError message={DASHBOARD_LOAD_ERROR} onRetry={() => refetch()} />
      </Card>
    );
  }

  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" aria-busy={isPending}>
      <StatCard
        title="Total Clients"
        value={data?.totalClients}
        description={`${data?.activeClients ?? 0} active`}
        to="/clients"
        icon={Users}
        tone="bg-blue-500/10 text-blue-600 dark:text-blue-400"
        loading={isPending}
      />
      <StatCard
        title="Available Technicians"
        value={data?.availableTechnicians}
        description={`of ${data?.totalTechnicians ?? 0} total`}
        to="/dispatching?tab=technicians&techStatus=available"
        icon={UserCheck}
        tone="bg-emerald-500/10 text-emerald-600 dark:text-emerald-400"
        loading={isPending}
      />
      <StatCard
        title="Active Agreements"
        value={data?.activeAgreements}
        description="Service contracts"
        to="/service-agreements"
        icon={FileCheck}
        tone="bg-violet-500/10 text-violet-600 dark:text-violet-400"
        loading={isPending}
      />
      <StatCard
        title="Pending Jobs"
        value={data?.pendingJobs}
        description="Awaiting assignment"
        to="/dispatching"
        icon={Clock}
        tone="bg-amber-500/10 text-amber-600 dark:text-amber-400"
        loading={isPending}
      />
    </div>
  );
}
