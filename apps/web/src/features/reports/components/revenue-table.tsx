import type { RevenueReport } from '@tradeworks/contracts/reports';
import { formatMoney } from '@tradeworks/contracts/money';
import { formatDisplayDate } from '@tradeworks/contracts/display-format';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';

const COLUMNS = [
  ['invoicedSubtotal', 'Invoiced before tax'],
  ['invoicedTax', 'Tax'],
  ['payments', 'Payments'],
  ['refunds', 'Refunds'],
  ['collected', 'Collected'],
] as const;

const span = (start: string, end: string) =>
  start === end ? formatDisplayDate(start) : `${formatDisplayDate(start)} – ${formatDisplayDate(end)}`;

/** Every period's numbers and the totals: the chart's data, readable by everyone. */
export function RevenueTable({ report }: { report: RevenueReport }) {
  return (
    <Table scrollLabel="Revenue per period">
      <caption className="sr-only">
        Invoiced and collected per {report.groupBy}, {span(report.from, report.to)}
      </caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Period</TableHead>
          <TableHead scope="col" className="text-right">
            Invoices
          </TableHead>
          {COLUMNS.map(([key, label]) => (
            <TableHead key={key} scope="col" className="text-right whitespace-nowrap">
              {label}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {report.periods.map((p) => (
          <TableRow key={p.start}>
            <TableHead scope="row" className="font-normal whitespace-nowrap">
              {span(p.start, p.end)}
            </TableHead>
            <TableCell className="text-right tabular-nums">{p.invoiceCount}</TableCell>
            {COLUMNS.map(([key]) => (
              <TableCell key={key} className="text-right tabular-nums">
                {formatMoney(p[key])}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableHead scope="row">Total</TableHead>
          <TableCell className="text-right tabular-nums">{report.totals.invoiceCount}</TableCell>
          {COLUMNS.map(([key]) => (
            <TableCell key={key} className="text-right font-medium tabular-nums">
              {formatMoney(report.totals[key])}
            </TableCell>
          ))}
        </TableRow>
      </TableFooter>
    </Table>
  );
}
