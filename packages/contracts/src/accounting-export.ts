import { z } from 'zod';
import { REPORT_MAX_DAYS, REPORT_MESSAGES } from './reports';

/**
 * The accountant export (issue 30): the offline alternative to a QuickBooks connection. A period's invoices, or
 * its payments and refunds, as a CSV that QuickBooks Online or Xero imports with its own column names. The
 * period and the numbers are those of Reports → Revenue: its invoiced total and its collected.
 */

export const ACCOUNTING_FORMATS = ['quickbooks', 'xero'] as const;
export type AccountingFormat = (typeof ACCOUNTING_FORMATS)[number];
export const ACCOUNTING_FORMAT_LABELS: Record<AccountingFormat, string> = {
  quickbooks: 'QuickBooks Online',
  xero: 'Xero',
};

/** invoices: the sales-invoice import, one row per line; payments: a bank-statement import, refunds negative. */
export const ACCOUNTING_RECORDS = ['invoices', 'payments'] as const;
export type AccountingRecords = (typeof ACCOUNTING_RECORDS)[number];

export const ACCOUNTING_MESSAGES = {
  format: 'Format must be quickbooks or xero',
  records: 'Records must be invoices or payments',
} as const;

const localDate = z.iso.date({ error: REPORT_MESSAGES.date });
const days = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/** GET /api/accounting/export.csv: from and to are days of the organization's clock, both included. */
export const accountingExportQuerySchema = z
  .object({
    format: z.enum(ACCOUNTING_FORMATS, { error: ACCOUNTING_MESSAGES.format }),
    records: z.enum(ACCOUNTING_RECORDS, { error: ACCOUNTING_MESSAGES.records }).default('invoices'),
    from: localDate,
    to: localDate,
  })
  .refine((q) => q.from <= q.to, { message: REPORT_MESSAGES.range, path: ['to'] })
  .refine((q) => days(q.from, q.to) < REPORT_MAX_DAYS, {
    message: REPORT_MESSAGES.rangeTooLong,
    path: ['to'],
  });
export type AccountingExportQuery = z.output<typeof accountingExportQuerySchema>;

/** QuickBooks Online's invoice import (Sales → Import invoices): its default column names, mapped on sight. */
export const QUICKBOOKS_INVOICE_COLUMNS = [
  'InvoiceNo',
  'Customer',
  'InvoiceDate',
  'DueDate',
  'Memo',
  'Item(Product/Service)',
  'ItemDescription',
  'ItemQuantity',
  'ItemRate',
  'ItemAmount',
  'ItemTaxCode',
  'ItemTaxAmount',
] as const;

/** QuickBooks Online's bank-transaction upload, three-column layout (money in positive). */
export const QUICKBOOKS_PAYMENT_COLUMNS = ['Date', 'Description', 'Amount'] as const;

/** Xero's sales-invoice import template (Business → Invoices → Import), the columns Tradeworks fills. */
export const XERO_INVOICE_COLUMNS = [
  'ContactName',
  'EmailAddress',
  'InvoiceNumber',
  'Reference',
  'InvoiceDate',
  'DueDate',
  'Total',
  'Description',
  'Quantity',
  'UnitAmount',
  'AccountCode',
  'TaxType',
  'TaxAmount',
  'Currency',
] as const;

/** Xero's bank-statement import template (Import a Statement): money in positive, money out negative. */
export const XERO_PAYMENT_COLUMNS = ['Date', 'Amount', 'Payee', 'Description', 'Reference'] as const;

/** Xero's default chart: 200 Sales. Tax types: what a US organization's Xero calls taxed and untaxed sales. */
export const XERO_SALES_ACCOUNT = '200';
export const XERO_TAX_TYPE = { taxed: 'Tax on Sales', untaxed: 'Tax Exempt' } as const;
/** QuickBooks Online (US) sales tax codes of a line. */
export const QUICKBOOKS_TAX_CODE = { taxed: 'TAX', untaxed: 'NON' } as const;
