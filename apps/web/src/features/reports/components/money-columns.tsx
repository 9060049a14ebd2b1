import { formatMoney } from '@tradeworks/contracts/money';
import { TableCell, TableHead } from '@/components/ui/table';

/** A report table's money columns: [field, heading] in display order. */
export type MoneyColumns<K extends string> = ReadonlyArray<readonly [K, string]>;

/** The revenue report's figures, per period or per group. */
export const REVENUE_COLUMNS = [
  ['invoicedSubtotal', 'Invoiced before tax'],
  ['invoicedTax', 'Tax'],
  ['payments', 'Payments'],
  ['refunds', 'Refunds'],
  ['collected', 'Collected'],
] as const;

export const MONEY_CELL = 'text-right tabular-nums';

export function MoneyColumnHeads<K extends string>({ columns }: { columns: MoneyColumns<K> }) {
  return columns.map(([key, label]) => (
    <TableHead key={key} scope="col" className="text-right whitespace-nowrap">
      {label}
    </TableHead>
  ));
}

/** One row's money cells; the totals row sets them in medium weight. */
export function MoneyColumnCells<K extends string>({
  columns,
  values,
  total = false,
}: {
  columns: MoneyColumns<K>;
  values: Record<K, string>;
  total?: boolean;
}) {
  return columns.map(([key]) => (
    <TableCell key={key} className={total ? `${MONEY_CELL} font-medium` : MONEY_CELL}>
      {formatMoney(values[key])}
    </TableCell>
  ));
}
