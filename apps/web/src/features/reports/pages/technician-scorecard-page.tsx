import { useEffect } from 'react';
import { Users } from 'lucide-react';
import { todayIn } from '@tradeworks/contracts/zone-clock';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPagination } from '@/components/ui/list-pagination';
import { buildUrl } from '@/lib/api-client';
import { useOrganizationClock } from '@/lib/organization-clock';
import { useListQueryState } from '@/lib/use-list-query-state';
import { useTechnicianScorecard } from '../api/get-technician-scorecard';
import { ReportPeriodFields } from '../components/report-date-field';
import { ReportState } from '../components/report-state';
import { ReportFilters, ReportHeader } from '../components/report-toolbar';
import { TechnicianScorecardTable } from '../components/technician-scorecard-table';
import { monthStart, reportPeriod } from '../lib/report-period';

const PAGE_SIZE = 50;

/**
 * /reports/technicians — per technician over a period (this month so far by default): jobs, revenue, average
 * ticket, quotes closed, agreements sold, hours, revenue per hour on jobs, callbacks and checklist completion.
 */
export function TechnicianScorecardPage() {
  const { timeZone } = useOrganizationClock();
  const { offset, filters, update } = useListQueryState(['from', 'to'] as const);
  const { from, to, problem } = reportPeriod(filters, todayIn(timeZone), monthStart);
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
        <ReportPeriodFields
          idPrefix="scorecard"
          from={from}
          to={to}
          onChange={(change) => update({ ...change, offset: null })}
        />
      </ReportFilters>
      <ReportState name="technician scorecard" problem={problem} query={report}>
        {(data) => (
          <Card className="overflow-hidden">
            {data.totals.technicianCount === 0 ? (
              <EmptyState icon={Users} title="No technicians had work in this period." />
            ) : (
              <>
                <TechnicianScorecardTable report={data} />
                <ListPagination
                  offset={offset}
                  limit={PAGE_SIZE}
                  total={data.totals.technicianCount}
                  noun="technicians"
                  onOffsetChange={(next) => update({ offset: next })}
                />
              </>
            )}
          </Card>
        )}
      </ReportState>
    </div>
  );
}
