import type { LineItem } from '@tradeworks/contracts/line-items';
import { formatQuantity } from '@tradeworks/contracts/line-items';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatCurrency } from '../lib/format-money';

const TYPE_LABELS = { custom: 'Custom', service: 'Service', inventory: 'Part' } as const;

/** The saved lines of a quote or invoice, read-only. */
export function SavedLineItems({ lines }: { lines: LineItem[] }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Description</TableHead>
          <TableHead className="hidden sm:table-cell">Type</TableHead>
          <TableHead className="text-right">Qty</TableHead>
          <TableHead className="text-right">Rate</TableHead>
          <TableHead className="text-right">Total</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.id}>
            <TableCell className="min-w-40 font-medium">{line.description}</TableCell>
            <TableCell className="hidden sm:table-cell">
              <Badge variant="outline">{TYPE_LABELS[line.itemType]}</Badge>
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatQuantity(line.quantity)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatCurrency(line.rate)}</TableCell>
            <TableCell className="text-right font-medium tabular-nums">
              {formatCurrency(line.total)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
