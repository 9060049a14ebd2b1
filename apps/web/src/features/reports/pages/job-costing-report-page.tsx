import { useEffect } from 'react';
import { Calculator, X } from 'lucide-react';
import {
  JOB_COSTING_SORTS,
  REPORT_MAX_DAYS,
  REPORT_MESSAGES,
  type JobCostingSort,
} from '@tradeworks/contracts/reports';
import { todayIn } from '@tradeworks/contracts/zone-clock';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ListPagination } from '@/components/ui/list-pagination';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { buildUrl } from '@/lib/api-client';
import { useOrganizationClock } from '@/lib/organization-clock';
import { useListQueryState } from '@/lib/use-list-query-state';
import { useJobCostingReport } from '../api/get-job-costing';
import { JobCostingDetail } from '../components/job-costing-detail';
import { JobCostingTable, type CostingFilter } from '../components/job-costing-table';
import { JobCostingTotals } from '../components/job-costing-totals';
import { ReportFilters, ReportHeader } from '../components/report-toolbar';
import { daysApart, isLocalDate } from '../lib/local-date';

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

/** The first day of `date`'s month. */
const monthStart = (date: string) => `${date.slice(0, 8)}01`;

/**
 * /reports/job-costing — the jobs completed in a period (this month so far by default) with revenue before
 * tax, parts and labour at what they cost then, and the margin; lowest margin first. A name in a row narrows
 * the report to it; a job number opens its lines. Everything is in the URL.
 */
export function JobCostingReportPage() {
  const { timeZone } = useOrganizationClock();
  const { offset, filters, update } = useListQueryState(KEYS);
  const today = todayIn(timeZone);
  const to = isLocalDate(filters.to) ? filters.to : today;
  const from = isLocalDate(filters.from) ? filters.from : monthStart(to);
  const sort = (JOB_COSTING_SORTS as readonly string[]).includes(filters.sort)
    ? (filters.sort as JobCostingSort)
    : 'margin';
  const direction = filters.dir === 'desc' ? 'desc' : 'asc';
  const problem =
    from > to
      ? REPORT_MESSAGES.range
      : daysApart(from, to) >= REPORT_MAX_DAYS
        ? REPORT_MESSAGES.rangeTooLong
        : null;
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
        <div className="grid gap-1">
          <Label htmlFor="costing-from">Completed from</Label>
          <Input
            id="costing-from"
            type="date"
            value={from}
            onChange={(e) => isLocalDate(e.target.value) && update({ from: e.target.value, offset: null })}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="costing-to">To</Label>
          <Input
            id="costing-to"
            type="date"
            value={to}
            onChange={(e) => isLocalDate(e.target.value) && update({ to: e.target.value, offset: null })}
          />
        </div>
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
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : report.isError ? (
        <LoadError message="Failed to load the job costing report." onRetry={() => report.refetch()} />
      ) : !report.data ? (
        <Skeleton className="h-72" aria-busy="true" aria-label="Loading the job costing report" />
      ) : (
        <>
          <section aria-label="Totals of the matching jobs">
            <JobCostingTotals totals={report.data.totals} />
          </section>
          <Card className="overflow-hidden">
            {report.data.totals.jobCount === 0 ? (
              <EmptyState icon={Calculator} title="No jobs were completed in this period." />
            ) : (
              <>
                <JobCostingTable
                  rows={report.data.jobs}
                  selectedId={filters.job || null}
                  onSelect={(job) => update({ job })}
                  onFilter={setFilter}
                />
                <ListPagination
                  offset={offset}
                  limit={PAGE_SIZE}
                  total={report.data.totals.jobCount}
                  noun="jobs"
                  onOffsetChange={(next) => update({ offset: next, job: null })}
                />
              </>
            )}
          </Card>
          {filters.job && <JobCostingDetail jobId={filters.job} />}
        </>
      )}
    </div>
  );
}
