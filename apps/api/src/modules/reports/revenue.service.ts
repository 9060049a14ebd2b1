import { centsToString, toCents } from '@tradeworks/contracts/money';
import type { RevenueGroup, RevenuePeriod, RevenueReport } from '@tradeworks/contracts/reports';
import type { TenantContext } from '../../http/route';
import { addDays } from '../../platform/tenant-clock';
import { csvLines } from '../data-export/public';
import { periodDays } from './report-period';
import { revenueByPeriod, type RevenueSqlRow } from './revenue.repository';

type RevenueOptions = TenantContext & { from: string; to: string; groupBy: RevenueGroup };

/** The last day of the period that starts on `start`. */
function periodEnd(start: string, groupBy: RevenueGroup): string {
  if (groupBy === 'day') return start;
  if (groupBy === 'week') return addDays(start, 6);
  const [y, m] = start.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

function toPeriod(row: RevenueSqlRow, q: RevenueOptions): RevenuePeriod {
  const end = periodEnd(row.period, q.groupBy);
  return {
    start: row.period < q.from ? q.from : row.period,
    end: end > q.to ? q.to : end,
    invoicedSubtotal: row.invoiced_subtotal,
    invoicedTax: row.invoiced_tax,
    invoicedTotal: row.invoiced_total,
    invoiceCount: row.invoice_count,
    payments: row.payments,
    refunds: row.refunds,
    collected: centsToString(toCents(row.payments) - toCents(row.refunds)),
  };
}

/**
 * GET /api/reports/revenue: invoiced (before tax, tax apart) and collected (payments − refunds) per period of
 * the organization's calendar; the totals are the periods' sums, exact in cents.
 */
export function getRevenueReport(q: RevenueOptions): Promise<RevenueReport> {
  const { db, tenantId, userId } = q;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const days = await periodDays(scope, q.from, q.to);
    const periods = (await revenueByPeriod(scope, { ...days, groupBy: q.groupBy })).map((r) =>
      toPeriod(r, q),
    );
    const sum = (
      key: 'invoicedSubtotal' | 'invoicedTax' | 'invoicedTotal' | 'payments' | 'refunds' | 'collected',
    ) => centsToString(periods.reduce((acc, p) => acc + toCents(p[key]), 0n));
    return {
      from: q.from,
      to: q.to,
      groupBy: q.groupBy,
      periods,
      totals: {
        invoicedSubtotal: sum('invoicedSubtotal'),
        invoicedTax: sum('invoicedTax'),
        invoicedTotal: sum('invoicedTotal'),
        invoiceCount: periods.reduce((acc, p) => acc + p.invoiceCount, 0),
        payments: sum('payments'),
        refunds: sum('refunds'),
        collected: sum('collected'),
      },
    };
  });
}

export const REVENUE_CSV_COLUMNS = [
  'Period start',
  'Period end',
  'Invoices sent',
  'Invoiced before tax',
  'Tax invoiced',
  'Invoiced total',
  'Payments',
  'Refunds',
  'Collected',
] as const;

/** GET /api/reports/revenue.csv: the same periods and a Total line. */
export async function exportRevenueCsv(q: RevenueOptions): Promise<{ csv: string; fileName: string }> {
  const report = await getRevenueReport(q);
  const line = (start: string, end: string, p: RevenueReport['totals']) => [
    start,
    end,
    p.invoiceCount,
    p.invoicedSubtotal,
    p.invoicedTax,
    p.invoicedTotal,
    p.payments,
    p.refunds,
    p.collected,
  ];
  const rows = [
    [...REVENUE_CSV_COLUMNS],
    ...report.periods.map((p) => line(p.start, p.end, p)),
    line('Total', '', report.totals),
  ];
  return { csv: csvLines(rows), fileName: `revenue-${q.from}-to-${q.to}-by-${q.groupBy}.csv` };
}
