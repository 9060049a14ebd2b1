import type { RevenueReport } from '@tradeworks/contracts/reports';
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
import { MONEY_CELL, MoneyColumnCells, MoneyColumnHeads, REVENUE_COLUMNS } from './money-columns';

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
          <MoneyColumnHeads columns={REVENUE_COLUMNS} />
        </TableRow>
      </TableHeader>
      <TableBody>
        {report.periods.map((p) => (
          <TableRow key={p.start}>
            <TableHead scope="row" className="font-normal whitespace-nowrap">
              {span(p.start, p.end)}
            </TableHead>
            <TableCell className={MONEY_CELL}>{p.invoiceCount}</TableCell>
            <MoneyColumnCells columns={REVENUE_COLUMNS} values={p} />
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableHead scope="row">Total</TableHead>
          <TableCell className={MONEY_CELL}>{report.totals.invoiceCount}</TableCell>
          <MoneyColumnCells columns={REVENUE_COLUMNS} values={report.totals} total />
        </TableRow>
      </TableFooter>
    </Table>
  );
}
