import { z } from 'zod';
import { REPORT_MESSAGES, localDate, periodChecked } from './reports';

/**
 * The sales tax report (issue 29, item 5): per tax rate and jurisdiction, the taxable and non-taxable sales
 * and the tax of the invoices' tax lines (contracts tax-lines.ts), on invoice date (accrual) or payment date
 * (cash, each payment's share of the invoice). Dates are local days of the organization; money exact decimals.
 */
export const SALES_TAX_BASES = ['accrual', 'cash'] as const;
export type SalesTaxBasis = (typeof SALES_TAX_BASES)[number];

/** GET /api/reports/sales-tax (and .csv): a period, both ends included; accrual unless asked otherwise. */
export const salesTaxQuerySchema = periodChecked(
  z.object({
    from: localDate,
    to: localDate,
    basis: z.enum(SALES_TAX_BASES, { error: REPORT_MESSAGES.basis }).default('accrual'),
  }),
);
export type SalesTaxQuery = z.output<typeof salesTaxQuerySchema>;

const salesFigures = {
  /** Invoices counted (accrual: sent in the period; cash: with money recorded in it). */
  invoiceCount: z.number().int(),
  /** The lines marked taxable, and the rest, before tax. */
  taxableSales: z.string(),
  nonTaxableSales: z.string(),
};

/** One component as invoices stored it: the same rate record at another rate is another row. */
export const salesTaxRateRowSchema = z.object({
  /** The tax rate record; null for invoices taxed with a single rate of their own (named "Tax"). */
  rateId: z.string().nullable(),
  name: z.string(),
  jurisdiction: z.string().nullable(),
  /** The rate as a fraction, 4 decimals (0.0625 is 6.25%). */
  rate: z.string(),
  ...salesFigures,
  taxCollected: z.string(),
});

export const salesTaxReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  basis: z.enum(SALES_TAX_BASES),
  rates: z.array(salesTaxRateRowSchema),
  /** Invoices with no tax component (a tax-exempt client's, or taxed at 0): all their sales are non-taxable. */
  untaxed: z.object({ invoiceCount: z.number().int(), sales: z.string() }),
  /**
   * Every invoice once (an invoice taxed by a group appears in each of its components' rows, so the rows'
   * sales do not add up to these); taxCollected is the rows' sum.
   */
  totals: z.object({ ...salesFigures, sales: z.string(), taxCollected: z.string() }),
});
export type SalesTaxReport = z.output<typeof salesTaxReportSchema>;
