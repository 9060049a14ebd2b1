import { centsToString, toCents } from '@tradeworks/contracts/money';
import {
  REVENUE_BREAKDOWN_LABELS,
  type RevenueBreakdown,
  type RevenueBreakdownQuery,
  type RevenueBreakdownReport,
} from '@tradeworks/contracts/revenue-breakdown';
import type { TenantContext } from '../../http/route';
import { csvLines } from '../data-export/public';
import { periodDays } from './report-period';
import { revenueByGroup, type RevenueGroupSqlRow } from './revenue-breakdown.repository';

type BreakdownOptions = TenantContext & RevenueBreakdownQuery;

/** What a group without a technician, category or lead source is called. */
const NONE: Record<RevenueBreakdown, string> = {
  technician: 'No technician',
  category: 'No category',
  leadSource: 'No lead source',
  agreement: 'One-off',
};

function labelOf(row: RevenueGroupSqlRow, by: RevenueBreakdown): string {
  if (by === 'agreement') return row.key === 'agreement' ? 'Agreement' : 'One-off';
  return row.key === null ? NONE[by] : (row.label ?? row.key);
}

/**
 * GET /api/reports/revenue/breakdown: the revenue report's invoiced (before tax, tax apart) and collected
 * (payments − refunds) for the period, per group; the groups add up to the revenue report's totals.
 */
export function getRevenueBreakdown(q: BreakdownOptions): Promise<RevenueBreakdownReport> {
  const { db, tenantId, userId } = q;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const days = await periodDays(scope, q.from, q.to);
    const rows = await revenueByGroup(scope, { startAt: days.startAt, endAt: days.endAt, by: q.by });
    const groups = rows.map((r) => ({
      key: r.key,
      label: labelOf(r, q.by),
      invoiceCount: r.invoice_count,
      invoicedSubtotal: r.subtotal,
      invoicedTax: r.tax,
      payments: r.payments,
      refunds: r.refunds,
      collected: centsToString(toCents(r.payments) - toCents(r.refunds)),
    }));
    const sum = (key: 'invoicedSubtotal' | 'invoicedTax' | 'payments' | 'refunds' | 'collected') =>
      centsToString(groups.reduce((acc, g) => acc + toCents(g[key]), 0n));
    return {
      from: q.from,
      to: q.to,
      by: q.by,
      groups,
      totals: {
        invoicedSubtotal: sum('invoicedSubtotal'),
        invoicedTax: sum('invoicedTax'),
        payments: sum('payments'),
        refunds: sum('refunds'),
        collected: sum('collected'),
      },
    };
  });
}

/** GET /api/reports/revenue/breakdown.csv: one line per group and a Total line. */
export async function exportRevenueBreakdownCsv(
  q: BreakdownOptions,
): Promise<{ csv: string; fileName: string }> {
  const report = await getRevenueBreakdown(q);
  const rows = [
    [
      REVENUE_BREAKDOWN_LABELS[q.by],
      'Invoices',
      'Invoiced before tax',
      'Tax invoiced',
      'Payments',
      'Refunds',
      'Collected',
    ],
    ...report.groups.map((g) => [
      g.label,
      g.invoiceCount,
      g.invoicedSubtotal,
      g.invoicedTax,
      g.payments,
      g.refunds,
      g.collected,
    ]),
    [
      'Total',
      '',
      report.totals.invoicedSubtotal,
      report.totals.invoicedTax,
      report.totals.payments,
      report.totals.refunds,
      report.totals.collected,
    ],
  ];
  return { csv: csvLines(rows), fileName: `revenue-${q.from}-to-${q.to}-by-${q.by}.csv` };
}
