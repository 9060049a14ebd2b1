import {
  REVENUE_BREAKDOWN_LABELS,
  type RevenueBreakdownReport,
} from '@tradeworks/contracts/revenue-breakdown';
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

const money = 'text-right tabular-nums';

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
          {COLUMNS.map(([key, label]) => (
            <TableHead key={key} scope="col" className="text-right whitespace-nowrap">
              {label}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {report.groups.map((g) => (
          <TableRow key={g.key ?? ''}>
            <TableHead scope="row" className="font-normal">
              {g.label}
            </TableHead>
            <TableCell className={money}>{g.invoiceCount}</TableCell>
            {COLUMNS.map(([key]) => (
              <TableCell key={key} className={money}>
                {formatMoney(g[key])}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableHead scope="row">Total</TableHead>
          <TableCell />
          {COLUMNS.map(([key]) => (
            <TableCell key={key} className={`${money} font-medium`}>
              {formatMoney(report.totals[key])}
            </TableCell>
          ))}
        </TableRow>
      </TableFooter>
    </Table>
  );
}
