import { useEffect } from 'react';
import {
  REPORT_MAX_DAYS,
  REPORT_MESSAGES,
  REVENUE_GROUPS,
  type RevenueGroup,
} from '@tradeworks/contracts/reports';
import { todayIn } from '@tradeworks/contracts/zone-clock';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { buildUrl } from '@/lib/api-client';
import { useOrganizationClock } from '@/lib/organization-clock';
import { useListQueryState } from '@/lib/use-list-query-state';
import { useRevenueReport } from '../api/get-revenue';
import { ReportFilters, ReportHeader } from '../components/report-toolbar';
import { RevenueChart } from '../components/revenue-chart';
import { RevenueTable } from '../components/revenue-table';
import { daysApart, isLocalDate, twelveMonthsEndingOn } from '../lib/local-date';

const GROUP_LABELS: Record<RevenueGroup, string> = { day: 'Day', week: 'Week', month: 'Month' };

/**
 * /reports/revenue — invoiced (before tax, tax apart) against collected (payments less refunds) per day, week
 * or month of the organization's calendar; the last twelve months by month unless the URL says otherwise.
 */
export function RevenueReportPage() {
  const { timeZone } = useOrganizationClock();
  const { filters, update } = useListQueryState(['from', 'to', 'groupBy'] as const);
  const today = todayIn(timeZone);
  const to = isLocalDate(filters.to) ? filters.to : today;
  const from = isLocalDate(filters.from) ? filters.from : twelveMonthsEndingOn(to);
  const groupBy = (REVENUE_GROUPS as readonly string[]).includes(filters.groupBy)
    ? (filters.groupBy as RevenueGroup)
    : 'month';
  const problem =
    from > to
      ? REPORT_MESSAGES.range
      : daysApart(from, to) >= REPORT_MAX_DAYS
        ? REPORT_MESSAGES.rangeTooLong
        : null;
  const params = { from, to, groupBy };
  const report = useRevenueReport(params, problem === null);
  useEffect(() => {
    document.title = 'Revenue · Tradeworks';
  }, []);

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 [&>*]:min-w-0">
      <ReportHeader
        title="Revenue"
        description="Invoiced before tax (tax shown apart) against collected: payments less refunds, on the day each was recorded."
        csvHref={problem ? null : buildUrl('/api/reports/revenue.csv', params)}
      />
      <ReportFilters>
        <div className="grid gap-1">
          <Label htmlFor="revenue-from">From</Label>
          <Input
            id="revenue-from"
            type="date"
            value={from}
            onChange={(e) => isLocalDate(e.target.value) && update({ from: e.target.value })}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="revenue-to">To</Label>
          <Input
            id="revenue-to"
            type="date"
            value={to}
            onChange={(e) => isLocalDate(e.target.value) && update({ to: e.target.value })}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="revenue-group">Group by</Label>
          <Select value={groupBy} onValueChange={(value) => update({ groupBy: value })}>
            <SelectTrigger id="revenue-group" className="w-32">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {REVENUE_GROUPS.map((g) => (
                <SelectItem key={g} value={g}>
                  {GROUP_LABELS[g]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </ReportFilters>
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : report.isError ? (
        <LoadError message="Failed to load the revenue report." onRetry={() => report.refetch()} />
      ) : !report.data ? (
        <Skeleton className="h-96" aria-busy="true" aria-label="Loading the revenue report" />
      ) : (
        <>
          <Card>
            <CardContent className="pt-6">
              <RevenueChart periods={report.data.periods} groupBy={report.data.groupBy} />
            </CardContent>
          </Card>
          <Card className="overflow-hidden">
            <RevenueTable report={report.data} />
          </Card>
        </>
      )}
    </div>
  );
}
