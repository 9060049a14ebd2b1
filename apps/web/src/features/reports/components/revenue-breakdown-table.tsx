import {
  REVENUE_BREAKDOWN_LABELS,
  type RevenueBreakdownReport,
} from '@tradeworks/contracts/revenue-breakdown';
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

/** The revenue of the period per group, and the totals the groups add up to. */
export function RevenueBreakdownTable({ report }: { report: RevenueBreakdownReport }) {
  const dimension = REVENUE_BREAKDOWN_LABELS[report.by];
  return (
    <Table scrollLabel={`Revenue by ${dimension.toLowerCase()}`}>
      <caption className="sr-only">
        Invoiced and collected by {dimension.toLowerCase()}, {formatDisplayDate(report.from)} –{' '}
        {formatDisplayDate(report.to)}
      </caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">{dimension}</TableHead>
          <TableHead scope="col" className="text-right">
            Invoices
          </TableHead>
          <MoneyColumnHeads columns={REVENUE_COLUMNS} />
        </TableRow>
      </TableHeader>
      <TableBody>
        {report.groups.map((g) => (
          <TableRow key={g.key ?? ''}>
            <TableHead scope="row" className="font-normal">
              {g.label}
            </TableHead>
            <TableCell className={MONEY_CELL}>{g.invoiceCount}</TableCell>
            <MoneyColumnCells columns={REVENUE_COLUMNS} values={g} />
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableHead scope="row">Total</TableHead>
          <TableCell />
          <MoneyColumnCells columns={REVENUE_COLUMNS} values={report.totals} total />
        </TableRow>
      </TableFooter>
    </Table>
  );
}
