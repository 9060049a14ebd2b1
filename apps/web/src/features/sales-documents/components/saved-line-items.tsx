import type { LineItem } from '@tradeworks/contracts/line-items';
import { formatQuantity } from '@tradeworks/contracts/line-items';
import { formatMoney } from '@tradeworks/contracts/money';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

const TYPE_LABELS = { custom: 'Custom', service: 'Service', inventory: 'Part' } as const;

/** The saved lines of a quote or invoice, read-only. */
export function SavedLineItems({ lines }: { lines: LineItem[] }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Description</TableHead>
          <TableHead className="hidden sm:table-cell">Type</TableHead>
          <TableHead className="hidden text-right sm:table-cell">Qty</TableHead>
          <TableHead className="hidden text-right sm:table-cell">Rate</TableHead>
          <TableHead className="text-right">Total</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.id}>
            <TableCell className="font-medium break-words whitespace-normal sm:min-w-40">
              {line.description}
              {/* On a phone, quantity and rate move under the description so the table fits 375 px. */}
              <span className="block text-xs font-normal text-muted-foreground tabular-nums sm:hidden">
                {formatQuantity(line.quantity)} × {formatMoney(line.rate)}
              </span>
            </TableCell>
            <TableCell className="hidden sm:table-cell">
              <Badge variant="outline">{TYPE_LABELS[line.itemType]}</Badge>
            </TableCell>
            <TableCell className="hidden text-right tabular-nums sm:table-cell">
              {formatQuantity(line.quantity)}
            </TableCell>
            <TableCell className="hidden text-right tabular-nums sm:table-cell">
              {formatMoney(line.rate)}
            </TableCell>
            <TableCell className="text-right font-medium tabular-nums">{formatMoney(line.total)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
