import { useEffect } from 'react';
import { Calculator, X } from 'lucide-react';
import { JOB_COSTING_SORTS, type JobCostingSort } from '@tradeworks/contracts/reports';
import { todayIn } from '@tradeworks/contracts/zone-clock';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPagination } from '@/components/ui/list-pagination';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { buildUrl } from '@/lib/api-client';
import { useOrganizationClock } from '@/lib/organization-clock';
import { useListQueryState } from '@/lib/use-list-query-state';
import { useJobCostingReport } from '../api/get-job-costing';
import { JobCostingDetail } from '../components/job-costing-detail';
import { JobCostingTable, type CostingFilter } from '../components/job-costing-table';
import { JobCostingTotals } from '../components/job-costing-totals';
import { ReportPeriodFields } from '../components/report-date-field';
import { ReportState } from '../components/report-state';
import { ReportFilters, ReportHeader } from '../components/report-toolbar';
import { monthStart, reportPeriod } from '../lib/report-period';

const PAGE_SIZE = 25;

const SORT_LABELS: Record<JobCostingSort, string> = {
  margin: 'Margin',
  marginPercent: 'Margin %',
  revenue: 'Revenue',
  completedOn: 'Completed on',
  jobNumber: 'Job number',
};

const FILTER_LABELS: Record<CostingFilter['key'], string> = {
  technician: 'Technician',
  client: 'Client',
  service: 'Service',
};

const KEYS = ['from', 'to', 'sort', 'dir', 'technician', 'client', 'service', 'names', 'job'] as const;

/**
 * /reports/job-costing — the jobs completed in a period (this month so far by default) with revenue before
 * tax, parts and labour at what they cost then, and the margin; lowest margin first. A name in a row narrows
 * the report to it; a job number opens its lines. Everything is in the URL.
 */
export function JobCostingReportPage() {
  const { timeZone } = useOrganizationClock();
  const { offset, filters, update } = useListQueryState(KEYS);
  const { from, to, problem } = reportPeriod(filters, todayIn(timeZone), monthStart);
  const sort = (JOB_COSTING_SORTS as readonly string[]).includes(filters.sort)
    ? (filters.sort as JobCostingSort)
    : 'margin';
  const direction = filters.dir === 'desc' ? 'desc' : 'asc';
  const params = {
    from,
    to,
    sort,
    direction,
    technicianId: filters.technician || undefined,
    clientId: filters.client || undefined,
    serviceType: filters.service || undefined,
  } as const;
  const report = useJobCostingReport({ ...params, limit: PAGE_SIZE, offset }, problem === null);
  useEffect(() => {
    document.title = 'Job costing · Tradeworks';
  }, []);
  // The names of the active filters, for their chips ("technician=Ana Field|client=…").
  const names = new Map(
    filters.names
      .split('|')
      .filter(Boolean)
      .map((pair) => pair.split('=', 2) as [string, string]),
  );
  const active = (['technician', 'client', 'service'] as const).filter((key) => filters[key]);
  const setFilter = (f: CostingFilter) => {
    names.set(f.key, f.name);
    const pairs = [...names].map(([k, v]) => `${k}=${v}`).join('|');
    update({ [f.key]: f.id, names: pairs, offset: null, job: null });
  };
  const clearFilter = (key: CostingFilter['key']) => {
    names.delete(key);
    update({ [key]: null, names: [...names].map(([k, v]) => `${k}=${v}`).join('|'), offset: null });
  };

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 [&>*]:min-w-0">
      <ReportHeader
        title="Job costing"
        description="Each completed job: revenue before tax less parts at their cost when used and labour at the technician's rate that day."
        csvHref={problem ? null : buildUrl('/api/reports/job-costing.csv', params)}
      />
      <ReportFilters>
        <ReportPeriodFields
          idPrefix="costing"
          fromLabel="Completed from"
          from={from}
          to={to}
          onChange={(change) => update({ ...change, offset: null })}
        />
        <div className="grid gap-1">
          <Label htmlFor="costing-sort">Sort by</Label>
          <Select value={sort} onValueChange={(value) => update({ sort: value, offset: null })}>
            <SelectTrigger id="costing-sort" className="w-40">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {JOB_COSTING_SORTS.map((s) => (
                <SelectItem key={s} value={s}>
                  {SORT_LABELS[s]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="costing-direction">Order</Label>
          <Select value={direction} onValueChange={(value) => update({ dir: value, offset: null })}>
            <SelectTrigger id="costing-direction" className="w-40">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="asc">Lowest first</SelectItem>
              <SelectItem value="desc">Highest first</SelectItem>
            </SelectContent>
          </Select>
        </div>
        {active.map((key) => (
          <Button key={key} variant="secondary" onClick={() => clearFilter(key)}>
            {FILTER_LABELS[key]}: {names.get(key) ?? filters[key]}
            <X aria-hidden="true" />
            <span className="sr-only">(remove this filter)</span>
          </Button>
        ))}
      </ReportFilters>
      <ReportState name="job costing report" problem={problem} query={report}>
        {(data) => (
          <>
            <section aria-label="Totals of the matching jobs">
              <JobCostingTotals totals={data.totals} />
            </section>
            <Card className="overflow-hidden">
              {data.totals.jobCount === 0 ? (
                <EmptyState icon={Calculator} title="No jobs were completed in this period." />
              ) : (
                <>
                  <JobCostingTable
                    rows={data.jobs}
                    selectedId={filters.job || null}
                    onSelect={(job) => update({ job })}
                    onFilter={setFilter}
                  />
                  <ListPagination
                    offset={offset}
                    limit={PAGE_SIZE}
                    total={data.totals.jobCount}
                    noun="jobs"
                    onOffsetChange={(next) => update({ offset: next, job: null })}
                  />
                </>
              )}
            </Card>
            {filters.job && <JobCostingDetail jobId={filters.job} />}
          </>
        )}
      </ReportState>
    </div>
  );
}
