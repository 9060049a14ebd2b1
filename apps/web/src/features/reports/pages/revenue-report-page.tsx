import { useEffect } from 'react';
import { REVENUE_GROUPS, type RevenueGroup } from '@tradeworks/contracts/reports';
import { todayIn } from '@tradeworks/contracts/zone-clock';
import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { buildUrl } from '@/lib/api-client';
import { useOrganizationClock } from '@/lib/organization-clock';
import { useListQueryState } from '@/lib/use-list-query-state';
import { useRevenueReport } from '../api/get-revenue';
import { ReportPeriodFields } from '../components/report-date-field';
import { ReportState } from '../components/report-state';
import { ReportFilters, ReportHeader } from '../components/report-toolbar';
import { RevenueChart } from '../components/revenue-chart';
import { RevenueTable } from '../components/revenue-table';
import { AccountantExport } from '../components/accountant-export';
import { twelveMonthsEndingOn } from '../lib/local-date';
import { reportPeriod } from '../lib/report-period';

const GROUP_LABELS: Record<RevenueGroup, string> = { day: 'Day', week: 'Week', month: 'Month' };

/**
 * /reports/revenue — invoiced (before tax, tax apart) against collected (payments less refunds) per day, week
 * or month of the organization's calendar; the last twelve months by month unless the URL says otherwise.
 */
export function RevenueReportPage() {
  const { timeZone } = useOrganizationClock();
  const { filters, update } = useListQueryState(['from', 'to', 'groupBy'] as const);
  const { from, to, problem } = reportPeriod(filters, todayIn(timeZone), twelveMonthsEndingOn);
  const groupBy = (REVENUE_GROUPS as readonly string[]).includes(filters.groupBy)
    ? (filters.groupBy as RevenueGroup)
    : 'month';
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
        <ReportPeriodFields
          idPrefix="revenue"
          from={from}
          to={to}
          onChange={(change) => update({ ...change, offset: null })}
        />
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
    </div>
  );
}
