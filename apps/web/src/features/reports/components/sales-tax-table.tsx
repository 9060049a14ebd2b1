import type { SalesTaxReport } from '@tradeworks/contracts/sales-tax-report';
import { formatMoney } from '@tradeworks/contracts/money';
import { formatDisplayDate, formatTaxRate } from '@tradeworks/contracts/display-format';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { MONEY_CELL as money, MoneyColumnCells, MoneyColumnHeads } from './money-columns';

const FIGURES = [
  ['taxableSales', 'Taxable sales'],
  ['nonTaxableSales', 'Non-taxable sales'],
  ['taxCollected', 'Tax collected'],
] as const;

/** One row per rate and jurisdiction, a row for invoices without tax, and the totals (each invoice once). */
export function SalesTaxTable({ report }: { report: SalesTaxReport }) {
  const { untaxed, totals } = report;
  return (
    <Table scrollLabel="Sales tax per rate">
      <caption className="sr-only">
        Sales tax per rate, {report.basis === 'cash' ? 'cash basis' : 'accrual basis'},{' '}
        {formatDisplayDate(report.from)} – {formatDisplayDate(report.to)}
      </caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Tax</TableHead>
          <TableHead scope="col">Jurisdiction</TableHead>
          <TableHead scope="col" className="text-right">
            Rate
          </TableHead>
          <TableHead scope="col" className="text-right">
            Invoices
          </TableHead>
          <MoneyColumnHeads columns={FIGURES} />
        </TableRow>
      </TableHeader>
      <TableBody>
        {report.rates.map((r) => (
          <TableRow key={`${r.rateId ?? ''}|${r.name}|${r.jurisdiction ?? ''}|${r.rate}`}>
            <TableHead scope="row" className="font-normal whitespace-nowrap">
              {r.name}
            </TableHead>
            <TableCell>{r.jurisdiction ?? '—'}</TableCell>
            <TableCell className={money}>{formatTaxRate(r.rate)}</TableCell>
            <TableCell className={money}>{r.invoiceCount}</TableCell>
            <MoneyColumnCells columns={FIGURES} values={r} />
          </TableRow>
        ))}
        {untaxed.invoiceCount > 0 && (
          <TableRow>
            <TableHead scope="row" className="font-normal whitespace-nowrap">
              No tax
            </TableHead>
            <TableCell>Exempt or untaxed</TableCell>
            <TableCell className={money}>—</TableCell>
            <TableCell className={money}>{untaxed.invoiceCount}</TableCell>
            <TableCell className={money}>{formatMoney('0')}</TableCell>
            <TableCell className={money}>{formatMoney(untaxed.sales)}</TableCell>
            <TableCell className={money}>{formatMoney('0')}</TableCell>
          </TableRow>
        )}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableHead scope="row">Total</TableHead>
          <TableCell />
          <TableCell />
          <TableCell className={money}>{totals.invoiceCount}</TableCell>
          <MoneyColumnCells columns={FIGURES} values={totals} total />
        </TableRow>
      </TableFooter>
    </Table>
  );
}
