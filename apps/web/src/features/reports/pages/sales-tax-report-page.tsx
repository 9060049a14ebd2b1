import { useEffect } from 'react';
import { Receipt } from 'lucide-react';
import { SALES_TAX_BASES, type SalesTaxBasis } from '@tradeworks/contracts/sales-tax-report';
import { todayIn } from '@tradeworks/contracts/zone-clock';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { buildUrl } from '@/lib/api-client';
import { useOrganizationClock } from '@/lib/organization-clock';
import { useListQueryState } from '@/lib/use-list-query-state';
import { useSalesTaxReport } from '../api/get-sales-tax';
import { ReportPeriodFields } from '../components/report-date-field';
import { ReportState } from '../components/report-state';
import { ReportFilters, ReportHeader } from '../components/report-toolbar';
import { SalesTaxTable } from '../components/sales-tax-table';
import { monthStart, reportPeriod } from '../lib/report-period';

const BASIS_LABELS: Record<SalesTaxBasis, string> = {
  accrual: 'Accrual (invoice date)',
  cash: 'Cash (payment date)',
};

/**
 * /reports/sales-tax — taxable and non-taxable sales and the tax collected per rate and jurisdiction, this month
 * so far on accrual unless the URL says otherwise.
 */
export function SalesTaxReportPage() {
  const { timeZone } = useOrganizationClock();
  const { filters, update } = useListQueryState(['from', 'to', 'basis'] as const);
  const { from, to, problem } = reportPeriod(filters, todayIn(timeZone), monthStart);
  const basis = (SALES_TAX_BASES as readonly string[]).includes(filters.basis)
    ? (filters.basis as SalesTaxBasis)
    : 'accrual';
  const params = { from, to, basis };
  const report = useSalesTaxReport(params, problem === null);
  useEffect(() => {
    document.title = 'Sales tax · Tradeworks';
  }, []);

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 [&>*]:min-w-0">
      <ReportHeader
        title="Sales tax"
        description="Taxable and non-taxable sales and the tax collected per rate and jurisdiction, from the invoices' tax lines."
        csvHref={problem ? null : buildUrl('/api/reports/sales-tax.csv', params)}
      />
      <ReportFilters>
        <ReportPeriodFields
          idPrefix="sales-tax"
          from={from}
          to={to}
          onChange={(change) => update({ ...change, offset: null })}
        />
        <div className="grid gap-1">
          <Label htmlFor="sales-tax-basis">Basis</Label>
          <Select value={basis} onValueChange={(value) => update({ basis: value })}>
            <SelectTrigger id="sales-tax-basis" className="w-56">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {SALES_TAX_BASES.map((b) => (
                <SelectItem key={b} value={b}>
                  {BASIS_LABELS[b]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </ReportFilters>
      <ReportState name="sales tax report" problem={problem} query={report}>
        {(data) => (
          <Card className="overflow-hidden">
            {data.totals.invoiceCount === 0 ? (
              <EmptyState
                icon={Receipt}
                title={
                  data.basis === 'cash'
                    ? 'No payments on invoices in this period.'
                    : 'No invoices sent in this period.'
                }
              />
            ) : (
              <SalesTaxTable report={data} />
            )}
          </Card>
        )}
      </ReportState>
    </div>
  );
}
