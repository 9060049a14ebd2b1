import { useEffect } from 'react';
import { REVENUE_GROUPS, type RevenueGroup } from '@tradeworks/contracts/reports';
import {
  REVENUE_BREAKDOWN_LABELS,
  REVENUE_BREAKDOWNS,
  type RevenueBreakdown,
} from '@tradeworks/contracts/revenue-breakdown';
import { todayIn } from '@tradeworks/contracts/zone-clock';
import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { buildUrl } from '@/lib/api-client';
import { useOrganizationClock } from '@/lib/organization-clock';
import { useListQueryState } from '@/lib/use-list-query-state';
import { useRevenueReport } from '../api/get-revenue';
import { useRevenueBreakdown } from '../api/get-revenue-breakdown';
import { ReportPeriodFields } from '../components/report-date-field';
import { ReportState } from '../components/report-state';
import { ReportFilters, ReportHeader } from '../components/report-toolbar';
import { RevenueBreakdownTable } from '../components/revenue-breakdown-table';
import { RevenueChart } from '../components/revenue-chart';
import { RevenueTable } from '../components/revenue-table';
import { AccountantExport } from '../components/accountant-export';
import { twelveMonthsEndingOn } from '../lib/local-date';
import { reportPeriod } from '../lib/report-period';

const GROUP_LABELS: Record<RevenueGroup | RevenueBreakdown, string> = {
  day: 'Day',
  week: 'Week',
  month: 'Month',
  ...REVENUE_BREAKDOWN_LABELS,
};
const GROUPINGS = [...REVENUE_GROUPS, ...REVENUE_BREAKDOWNS];

/**
 * /reports/revenue — invoiced (before tax, tax apart) against collected (payments less refunds) per day, week
 * or month of the organization's calendar — or for the whole period by technician, service category, lead source
 * or agreement against one-off; the last twelve months by month unless the URL says otherwise.
 */
export function RevenueReportPage() {
  const { timeZone } = useOrganizationClock();
  const { filters, update } = useListQueryState(['from', 'to', 'groupBy'] as const);
  const { from, to, problem } = reportPeriod(filters, todayIn(timeZone), twelveMonthsEndingOn);
  const grouping = (GROUPINGS as readonly string[]).includes(filters.groupBy)
    ? (filters.groupBy as RevenueGroup | RevenueBreakdown)
    : 'month';
  const breakdown = (REVENUE_BREAKDOWNS as readonly string[]).includes(grouping)
    ? (grouping as RevenueBreakdown)
    : null;
  const groupBy = breakdown ? 'month' : (grouping as RevenueGroup);
  const params = { from, to, groupBy };
  const report = useRevenueReport(params, problem === null && !breakdown);
  const breakdownParams = { from, to, by: breakdown ?? 'technician' };
  const grouped = useRevenueBreakdown(breakdownParams, problem === null && breakdown !== null);
  const csvHref = breakdown
    ? buildUrl('/api/reports/revenue/breakdown.csv', breakdownParams)
    : buildUrl('/api/reports/revenue.csv', params);
  useEffect(() => {
    document.title = 'Revenue · Tradeworks';
  }, []);

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 [&>*]:min-w-0">
      <ReportHeader
        title="Revenue"
        description="Invoiced before tax (tax shown apart) against collected: payments less refunds, on the day each was recorded."
        csvHref={problem ? null : csvHref}
      />
      <ReportFilters>
        <ReportPeriodFields
          idPrefix="revenue"
          from={from}
          to={to}
          onChange={(change) => update({ ...change, offset: null })}
        />
        <div className="grid gap-1">
          <Label htmlFor="revenue-group">Group by</Label>
          <Select value={grouping} onValueChange={(value) => update({ groupBy: value })}>
            <SelectTrigger id="revenue-group" className="w-52">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {GROUPINGS.map((g) => (
                <SelectItem key={g} value={g}>
                  {GROUP_LABELS[g]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </ReportFilters>
      {breakdown ? (
        <ReportState name="revenue report" problem={problem} query={grouped}>
          {(data) => (
            <>
              <Card className="overflow-hidden">
                <RevenueBreakdownTable report={data} />
              </Card>
              <AccountantExport from={from} to={to} />
            </>
          )}
        </ReportState>
      ) : (
        <ReportState name="revenue report" problem={problem} query={report} skeletonClassName="h-96">
          {(data) => (
            <>
              <Card>
                <CardContent className="pt-6">
                  <RevenueChart periods={data.periods} groupBy={data.groupBy} />
                </CardContent>
              </Card>
              <Card className="overflow-hidden">
                <RevenueTable report={data} />
              </Card>
              <AccountantExport from={from} to={to} />
            </>
          )}
        </ReportState>
      )}
    </div>
  );
}
