import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ChevronLeft, ChevronRight, Clock, Download } from 'lucide-react';
import { TIMESHEET_MAX_DAYS } from '@tradeworks/contracts/timesheets';
import { todayIn } from '@tradeworks/contracts/zone-clock';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { ListBody } from '@/components/list-body';
import { LoadError } from '@/components/load-error';
import { buildUrl } from '@/lib/api-client';
import { useOrganizationClock } from '@/lib/organization-clock';
import { useCan } from '@/lib/permissions';
import { useListQueryState } from '@/lib/use-list-query-state';
import { useTimesheet } from '../api/get-timesheet';
import { useTimesheetRule } from '../api/get-timesheet-rule';
import { useTimesheetSummary } from '../api/list-timesheet-summary';
import { SummaryTable } from '../components/summary-table';
import { TechnicianWeek } from '../components/technician-week';
import { plusDays, weekLabel, weekStartOf } from '../lib/week';

const PAGE_SIZE = 50;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Payroll CSV of any period up to 62 days (the shown week by default). */
function PayrollExport({ weekStart }: { weekStart: string }) {
  const [from, setFrom] = useState(weekStart);
  const [to, setTo] = useState(plusDays(weekStart, 6));
  useEffect(() => {
    setFrom(weekStart);
    setTo(plusDays(weekStart, 6));
  }, [weekStart]);
  const valid =
    DATE.test(from) && DATE.test(to) && from <= to && to <= plusDays(from, TIMESHEET_MAX_DAYS - 1);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Payroll export</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <Label htmlFor="payroll-from">From</Label>
          <Input id="payroll-from" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="payroll-to">To</Label>
          <Input id="payroll-to" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </div>
        {valid ? (
          <Button asChild variant="outline">
            <a href={buildUrl('/api/timesheets/export.csv', { from, to })} download>
              <Download aria-hidden="true" />
              Download payroll CSV
            </a>
          </Button>
        ) : (
          <p className="text-sm text-destructive">Choose a period of at most {TIMESHEET_MAX_DAYS} days.</p>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * /timesheets — the office's week per technician: the team's totals (travel, on job, other, total,
 * overtime), one technician's days and entries with corrections, week approval, and the payroll CSV.
 */
export function TimesheetsPage() {
  const canEdit = useCan('dispatching', 'edit');
  const { timeZone } = useOrganizationClock();
  const rule = useTimesheetRule(useCan('settings'));
  const { offset, filters, update } = useListQueryState(['week', 'technicianId'] as const);
  // Weeks start on the organization's weekday (Monday unless its rule says otherwise).
  const weekStartsOn = rule.data?.weekStartsOn ?? 1;
  const weekStart = weekStartOf(DATE.test(filters.week) ? filters.week : todayIn(timeZone), weekStartsOn);
  const to = plusDays(weekStart, 6);
  const summary = useTimesheetSummary({ from: weekStart, to, limit: PAGE_SIZE, offset });
  const technicianId = filters.technicianId || null;
  const sheet = useTimesheet(technicianId ? { technicianId, from: weekStart, to } : null);
  useEffect(() => {
    document.title = 'Timesheets · Tradeworks';
  }, []);
  const goWeek = (days: number) => update({ week: plusDays(weekStart, days), offset: null });

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 [&>*]:min-w-0">
      <PageHeader
        className="mb-0"
        title="Timesheets"
        description="Travel, on-job and clocked-in time per technician, overtime, corrections and approval."
        actions={
          <Button asChild variant="outline">
            <Link to="/dispatching">Field Dispatching</Link>
          </Button>
        }
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="icon" onClick={() => goWeek(-7)}>
          <ChevronLeft aria-hidden="true" />
          <span className="sr-only">Previous week</span>
        </Button>
        <p className="min-w-48 text-center font-medium" aria-live="polite">
          Week of {weekLabel(weekStart)}
        </p>
        <Button variant="outline" size="icon" onClick={() => goWeek(7)}>
          <ChevronRight aria-hidden="true" />
          <span className="sr-only">Next week</span>
        </Button>
        <Button variant="ghost" onClick={() => update({ week: null, offset: null })}>
          This week
        </Button>
      </div>
      <Card className="overflow-hidden">
        <ListBody
          query={summary}
          loading={{ label: 'Loading timesheets', rows: 4 }}
          loadError="Failed to load timesheets. Please try again."
          empty={{ icon: Clock, title: 'No technicians yet.' }}
          pagination={{
            offset,
            limit: PAGE_SIZE,
            noun: 'technicians',
            onOffsetChange: (next) => update({ offset: next }),
          }}
        >
          {(rows) => (
            <SummaryTable
              rows={rows}
              selectedId={technicianId}
              onSelect={(id) => update({ technicianId: id })}
            />
          )}
        </ListBody>
      </Card>
      {technicianId &&
        (sheet.data ? (
          <TechnicianWeek sheet={sheet.data} canEdit={canEdit} />
        ) : sheet.isError ? (
          <LoadError message="Failed to load the technician's week." onRetry={() => sheet.refetch()} />
        ) : (
          <Skeleton className="h-72" aria-busy="true" />
        ))}
      <PayrollExport weekStart={weekStart} />
    </div>
  );
}
