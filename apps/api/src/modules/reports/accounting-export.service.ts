import {
  QUICKBOOKS_INVOICE_COLUMNS,
  QUICKBOOKS_PAYMENT_COLUMNS,
  QUICKBOOKS_TAX_CODE,
  XERO_INVOICE_COLUMNS,
  XERO_PAYMENT_COLUMNS,
  XERO_SALES_ACCOUNT,
  XERO_TAX_TYPE,
  type AccountingExportQuery,
} from '@tradeworks/contracts/accounting-export';
import { centsToString, toCents } from '@tradeworks/contracts/money';
import { PAYMENT_METHOD_LABELS, type LedgerPaymentMethod } from '@tradeworks/contracts/payments';
import type { TenantContext } from '../../http/route';
import { csvLines } from '../data-export/public';
import {
  invoiceLinesIssued,
  ledgerRowsRecorded,
  type ExportInvoiceLine,
  type ExportLedgerRow,
} from './accounting-export.repository';
import { periodDays } from './report-period';

type ExportOptions = TenantContext & AccountingExportQuery;

/** YYYY-MM-DD → MM/DD/YYYY: the date format of a US QuickBooks or Xero organization's imports. */
const usDate = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

/**
 * Each line's share of its invoice's tax, in cents, so an invoice's rows add up to its total exactly: the tax
 * is spread over the taxable lines by amount, the rounding remainder on the last of them (on the last line when
 * none is marked taxable, which only an edited record could be).
 */
export function lineTaxes(lines: ReadonlyArray<Pick<ExportInvoiceLine, 'amount' | 'taxable'>>, tax: string) {
  const taxCents = toCents(tax);
  const shares = lines.map(() => 0n);
  if (taxCents === 0n || lines.length === 0) return shares.map(centsToString);
  const taxed = lines.map((l, i) => (l.taxable ? i : -1)).filter((i) => i >= 0);
  const over = taxed.length ? taxed : [lines.length - 1];
  const base = over.reduce((sum, i) => sum + toCents(lines[i].amount), 0n);
  let given = 0n;
  for (const i of over.slice(0, -1)) {
    shares[i] = base === 0n ? 0n : (taxCents * toCents(lines[i].amount)) / base;
    given += shares[i];
  }
  shares[over[over.length - 1]] = taxCents - given;
  return shares.map(centsToString);
}

/** The lines grouped by invoice, in order, each with its tax share. */
function withTaxShares(lines: ExportInvoiceLine[]) {
  const byInvoice = new Map<string, ExportInvoiceLine[]>();
  for (const line of lines) {
    const group = byInvoice.get(line.invoice_id) ?? [];
    group.push(line);
    byInvoice.set(line.invoice_id, group);
  }
  return [...byInvoice.values()].flatMap((group) => {
    const taxes = lineTaxes(group, group[0].invoice_tax);
    return group.map((line, i) => ({ line, tax: taxes[i] }));
  });
}

function quickbooksInvoices(lines: ExportInvoiceLine[]): unknown[][] {
  return [
    [...QUICKBOOKS_INVOICE_COLUMNS],
    ...withTaxShares(lines).map(({ line, tax }) => [
      line.invoice_number,
      line.client_name,
      usDate(line.issued_on),
      usDate(line.due_on),
      line.notes,
      // No product list is shared with QuickBooks: each line lands on one generic item, described.
      'Services',
      line.description,
      line.quantity,
      line.rate,
      line.amount,
      line.taxable ? QUICKBOOKS_TAX_CODE.taxed : QUICKBOOKS_TAX_CODE.untaxed,
      tax,
    ]),
  ];
}

function xeroInvoices(lines: ExportInvoiceLine[]): unknown[][] {
  return [
    [...XERO_INVOICE_COLUMNS],
    ...withTaxShares(lines).map(({ line, tax }) => [
      line.client_name,
      line.client_email,
      line.invoice_number,
      line.quote_number,
      usDate(line.issued_on),
      usDate(line.due_on),
      line.invoice_total,
      line.description,
      line.quantity,
      line.rate,
      XERO_SALES_ACCOUNT,
      line.taxable ? XERO_TAX_TYPE.taxed : XERO_TAX_TYPE.untaxed,
      tax,
      'USD',
    ]),
  ];
}

/** "Payment for INV-2026-0042 (Check, 1043)" — what the bank line is, for matching it to the invoice. */
function ledgerDescription(row: ExportLedgerRow): string {
  const method = row.method === 'card' ? 'credit_card' : (row.method as LedgerPaymentMethod);
  const target =
    row.invoice_number ?? (row.quote_number ? `deposit of quote ${row.quote_number}` : 'account');
  const label = PAYMENT_METHOD_LABELS[method] ?? row.method;
  const detail = [label, row.transaction_id].filter(Boolean).join(', ');
  return `${row.is_refund ? 'Refund' : 'Payment'} for ${target} (${detail})`;
}

function quickbooksPayments(rows: ExportLedgerRow[]): unknown[][] {
  return [
    [...QUICKBOOKS_PAYMENT_COLUMNS],
    ...rows.map((r) => [usDate(r.paid_on), `${r.client_name}: ${ledgerDescription(r)}`, r.amount]),
  ];
}

function xeroPayments(rows: ExportLedgerRow[]): unknown[][] {
  return [
    [...XERO_PAYMENT_COLUMNS],
    ...rows.map((r) => [
      usDate(r.paid_on),
      r.amount,
      r.client_name,
      ledgerDescription(r),
      r.invoice_number ?? r.quote_number,
    ]),
  ];
}

/**
 * GET /api/accounting/export.csv: the period's invoices (one row per line) or its payments and refunds, in the
 * chosen program's import layout. Invoices' totals add up to Reports → Revenue's invoiced total, the ledger
 * rows to its collected (payments − refunds), for the same period.
 */
export function exportAccountingCsv(q: ExportOptions): Promise<{ csv: string; fileName: string }> {
  const { db, tenantId, userId } = q;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const period = await periodDays(scope, q.from, q.to);
    let rows: unknown[][];
    if (q.records === 'invoices') {
      const lines = await invoiceLinesIssued(scope, period);
      rows = q.format === 'quickbooks' ? quickbooksInvoices(lines) : xeroInvoices(lines);
    } else {
      const ledger = await ledgerRowsRecorded(scope, period);
      rows = q.format === 'quickbooks' ? quickbooksPayments(ledger) : xeroPayments(ledger);
    }
    return { csv: csvLines(rows), fileName: `${q.format}-${q.records}-${q.from}-to-${q.to}.csv` };
  });
}
