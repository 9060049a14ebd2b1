import { centsToString, fromScaled, toCents, toScaled } from '@tradeworks/contracts/money';
import type { SalesTaxQuery, SalesTaxReport } from '@tradeworks/contracts/sales-tax-report';
import type { TenantContext } from '../../http/route';
import { csvLines } from '../data-export/public';
import { periodDays } from './report-period';
import { salesTaxByRate, salesTaxTotals } from './sales-tax.repository';

type SalesTaxOptions = TenantContext & SalesTaxQuery;

/**
 * GET /api/reports/sales-tax: per rate and jurisdiction the taxable sales, the other sales of the same invoices
 * and the tax, on invoice date (accrual) or payment date (cash); the totals count every invoice once.
 */
export function getSalesTaxReport(q: SalesTaxOptions): Promise<SalesTaxReport> {
  const { db, tenantId, userId } = q;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const days = await periodDays(scope, q.from, q.to);
    const bounds = { startAt: days.startAt, endAt: days.endAt, basis: q.basis };
    const [rows, totals] = [await salesTaxByRate(scope, bounds), await salesTaxTotals(scope, bounds)];
    const rates = rows.map((r) => ({
      rateId: r.rate_id,
      name: r.name,
      jurisdiction: r.jurisdiction,
      rate: r.rate,
      invoiceCount: r.invoice_count,
      taxableSales: r.taxable,
      nonTaxableSales: r.non_taxable,
      taxCollected: r.tax,
    }));
    return {
      from: q.from,
      to: q.to,
      basis: q.basis,
      rates,
      untaxed: { invoiceCount: totals.untaxed_count, sales: totals.untaxed_sales },
      totals: {
        invoiceCount: totals.invoice_count,
        sales: totals.sales,
        taxableSales: totals.taxable,
        nonTaxableSales: centsToString(toCents(totals.sales) - toCents(totals.taxable)),
        taxCollected: centsToString(rates.reduce((sum, r) => sum + toCents(r.taxCollected), 0n)),
      },
    };
  });
}

export const SALES_TAX_CSV_COLUMNS = [
  'Jurisdiction',
  'Tax',
  'Rate %',
  'Invoices',
  'Taxable sales',
  'Non-taxable sales',
  'Tax collected',
] as const;

/** 0.0625 → 6.25: the rate's 4 decimals read as a percentage with 2. */
const percent = (rate: string) => fromScaled(toScaled(rate, 4), 2);

/** GET /api/reports/sales-tax.csv: one line per rate, a line for invoices without tax, and a Total line. */
export async function exportSalesTaxCsv(q: SalesTaxOptions): Promise<{ csv: string; fileName: string }> {
  const report = await getSalesTaxReport(q);
  const rows = [
    [...SALES_TAX_CSV_COLUMNS],
    ...report.rates.map((r) => [
      r.jurisdiction ?? '',
      r.name,
      percent(r.rate),
      r.invoiceCount,
      r.taxableSales,
      r.nonTaxableSales,
      r.taxCollected,
    ]),
    ['', 'No tax', '', report.untaxed.invoiceCount, '0.00', report.untaxed.sales, '0.00'],
    [
      'Total',
      '',
      '',
      report.totals.invoiceCount,
      report.totals.taxableSales,
      report.totals.nonTaxableSales,
      report.totals.taxCollected,
    ],
  ];
  return { csv: csvLines(rows), fileName: `sales-tax-${q.from}-to-${q.to}-${q.basis}.csv` };
}
