import { useEffect } from 'react';
import { Clock } from 'lucide-react';
import { formatDisplayDate } from '@tradeworks/contracts/display-format';
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
import { useAgingReport } from '../api/get-aging';
import { AgingBuckets } from '../components/aging-buckets';
import { AgingClientsTable } from '../components/aging-clients-table';
import { AgingInvoices } from '../components/aging-invoices';
import { ReportFilters, ReportHeader } from '../components/report-toolbar';
import { isLocalDate } from '../lib/local-date';

const PAGE_SIZE = 25;

/**
 * /reports/aging — what clients owe as of a date (the organization's today by default): the buckets, the
 * clients by amount owed, and a client's open invoices (the drill-down, kept in the URL with the date).
 */
export function AgingReportPage() {
  const { timeZone } = useOrganizationClock();
  const { offset, filters, update } = useListQueryState(['asOf', 'client'] as const);
  const asOf = isLocalDate(filters.asOf) ? filters.asOf : todayIn(timeZone);
  const report = useAgingReport({ asOf, limit: PAGE_SIZE, offset });
  useEffect(() => {
    document.title = 'Receivables aging · Tradeworks';
  }, []);
  const selected = report.data?.clients.find((c) => c.clientId === filters.client);

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 [&>*]:min-w-0">
      <ReportHeader
        title="Receivables aging"
        description="Open balances on a date, by days past due: part payments and refunds counted as they stood then."
        csvHref={buildUrl('/api/reports/aging.csv', { asOf })}
      />
      <ReportFilters>
        <div className="grid gap-1">
          <Label htmlFor="aging-as-of">As of</Label>
          <Input
            id="aging-as-of"
            type="date"
            value={asOf}
            onChange={(e) => isLocalDate(e.target.value) && update({ asOf: e.target.value, offset: null })}
          />
        </div>
      </ReportFilters>
      {report.isError ? (
        <LoadError message="Failed to load the aging report." onRetry={() => report.refetch()} />
      ) : !report.data ? (
        <Skeleton className="h-72" aria-busy="true" aria-label="Loading the aging report" />
      ) : (
        <>
          <section aria-label={`Totals as of ${formatDisplayDate(asOf)}`}>
            <AgingBuckets totals={report.data.totals} />
          </section>
          <Card className="overflow-hidden">
            {report.data.clientCount === 0 ? (
              <EmptyState icon={Clock} title={`Nothing is owed as of ${formatDisplayDate(asOf)}.`} />
            ) : (
              <>
                <AgingClientsTable
                  rows={report.data.clients}
                  selectedId={filters.client || null}
                  onSelect={(client) => update({ client })}
                />
                <ListPagination
                  offset={offset}
                  limit={PAGE_SIZE}
                  total={report.data.clientCount}
                  noun="clients"
                  onOffsetChange={(next) => update({ offset: next, client: null })}
                />
              </>
            )}
          </Card>
          {selected && (
            <AgingInvoices asOf={asOf} clientId={selected.clientId} clientName={selected.clientName} />
          )}
        </>
      )}
    </div>
  );
}
