import { useEffect } from 'react';
import { Clock } from 'lucide-react';
import { formatDisplayDate } from '@tradeworks/contracts/display-format';
import { todayIn } from '@tradeworks/contracts/zone-clock';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPagination } from '@/components/ui/list-pagination';
import { buildUrl } from '@/lib/api-client';
import { useOrganizationClock } from '@/lib/organization-clock';
import { useListQueryState } from '@/lib/use-list-query-state';
import { useAgingReport } from '../api/get-aging';
import { AgingBuckets } from '../components/aging-buckets';
import { AgingClientsTable } from '../components/aging-clients-table';
import { AgingInvoices } from '../components/aging-invoices';
import { ReportDateField } from '../components/report-date-field';
import { ReportState } from '../components/report-state';
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
        <ReportDateField
          id="aging-as-of"
          label="As of"
          value={asOf}
          onChange={(date) => update({ asOf: date, offset: null })}
        />
      </ReportFilters>
      <ReportState name="aging report" query={report}>
        {(data) => (
          <>
            <section aria-label={`Totals as of ${formatDisplayDate(asOf)}`}>
              <AgingBuckets totals={data.totals} />
            </section>
            <Card className="overflow-hidden">
              {data.clientCount === 0 ? (
                <EmptyState icon={Clock} title={`Nothing is owed as of ${formatDisplayDate(asOf)}.`} />
              ) : (
                <>
                  <AgingClientsTable
                    rows={data.clients}
                    selectedId={filters.client || null}
                    onSelect={(client) => update({ client })}
                  />
                  <ListPagination
                    offset={offset}
                    limit={PAGE_SIZE}
                    total={data.clientCount}
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
      </ReportState>
    </div>
  );
}
