import { useEffect } from 'react';
import { Users } from 'lucide-react';
import { REPORT_MAX_DAYS, REPORT_MESSAGES } from '@tradeworks/contracts/reports';
import { todayIn } from '@tradeworks/contracts/zone-clock';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ListPagination } from '@/components/ui/list-pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { buildUrl } from '@/lib/api-client';
import { useOrganizationClock } from '@/lib/organization-clock';
import { useListQueryState } from '@/lib/use-list-query-state';
import { useTechnicianScorecard } from '../api/get-technician-scorecard';
import { ReportFilters, ReportHeader } from '../components/report-toolbar';
import { TechnicianScorecardTable } from '../components/technician-scorecard-table';
import { daysApart, isLocalDate } from '../lib/local-date';

const PAGE_SIZE = 50;

/**
 * /reports/technicians — per technician over a period (this month so far by default): jobs, revenue, average
 * ticket, quotes closed, agreements sold, hours, revenue per hour on jobs, callbacks and checklist completion.
 */
export function TechnicianScorecardPage() {
  const { timeZone } = useOrganizationClock();
  const { offset, filters, update } = useListQueryState(['from', 'to'] as const);
  const to = isLocalDate(filters.to) ? filters.to : todayIn(timeZone);
  const from = isLocalDate(filters.from) ? filters.from : `${to.slice(0, 8)}01`;
  const problem =
    from > to
      ? REPORT_MESSAGES.range
      : daysApart(from, to) >= REPORT_MAX_DAYS
        ? REPORT_MESSAGES.rangeTooLong
        : null;
  const report = useTechnicianScorecard({ from, to, limit: PAGE_SIZE, offset }, problem === null);
  useEffect(() => {
    document.title = 'Technician scorecard · Tradeworks';
  }, []);

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 [&>*]:min-w-0">
      <ReportHeader
        title="Technician scorecard"
        description="Each technician's completed jobs and revenue, quotes closed, agreements sold, hours, callbacks and checklists."
        csvHref={problem ? null : buildUrl('/api/reports/technicians.csv', { from, to })}
      />
      <ReportFilters>
        <div className="grid gap-1">
          <Label htmlFor="scorecard-from">From</Label>
          <Input
            id="scorecard-from"
            type="date"
            value={from}
            onChange={(e) => isLocalDate(e.target.value) && update({ from: e.target.value, offset: null })}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="scorecard-to">To</Label>
          <Input
            id="scorecard-to"
            type="date"
            value={to}
            onChange={(e) => isLocalDate(e.target.value) && update({ to: e.target.value, offset: null })}
          />
        </div>
      </ReportFilters>
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : report.isError ? (
        <LoadError message="Failed to load the technician scorecard." onRetry={() => report.refetch()} />
      ) : !report.data ? (
        <Skeleton className="h-72" aria-busy="true" aria-label="Loading the technician scorecard" />
      ) : (
        <Card className="overflow-hidden">
          {report.data.totals.technicianCount === 0 ? (
            <EmptyState icon={Users} title="No technicians had work in this period." />
          ) : (
            <>
              <TechnicianScorecardTable report={report.data} />
              <ListPagination
                offset={offset}
                limit={PAGE_SIZE}
                total={report.data.totals.technicianCount}
                noun="technicians"
                onOffsetChange={(next) => update({ offset: next })}
              />
            </>
          )}
        </Card>
      )}
    </div>
  );
}
