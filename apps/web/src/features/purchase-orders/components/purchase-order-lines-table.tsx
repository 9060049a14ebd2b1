import { Link } from 'react-router';
import { formatMoney } from '@tradeworks/contracts/money';
import type { PurchaseOrderLineItem } from '@tradeworks/contracts/purchase-orders';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';

/** The lines of an order, read-only, with what has been received of each. */
export function PurchaseOrderLinesTable({ lines }: { lines: PurchaseOrderLineItem[] }) {
  return (
    <Table aria-label="Line items">
      <TableHeader>
        <TableRow>
          <TableHead>Description</TableHead>
          <TableHead className="hidden md:table-cell">SKU</TableHead>
          <TableHead className="hidden text-right sm:table-cell">Qty</TableHead>
          <TableHead className="hidden text-right sm:table-cell">Received</TableHead>
          <TableHead className="hidden text-right sm:table-cell">Unit Cost</TableHead>
          <TableHead className="text-right">Total</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.id}>
            <TableCell className="max-w-64">
              {line.inventoryId ? (
                <Link to={`/inventory/${line.inventoryId}`} className="font-medium hover:underline">
                  {line.description}
                </Link>
              ) : (
                <span className="font-medium">{line.description}</span>
              )}
              <p className="text-xs text-muted-foreground sm:hidden">
                Qty {line.quantity} · Received {line.quantityReceived}
              </p>
            </TableCell>
            <TableCell className="hidden md:table-cell">{line.sku ?? '—'}</TableCell>
            <TableCell className="hidden text-right tabular-nums sm:table-cell">{line.quantity}</TableCell>
            <TableCell
              className={cn(
                'hidden text-right tabular-nums sm:table-cell',
                line.quantityReceived >= line.quantity
                  ? 'text-success'
                  : line.quantityReceived > 0 && 'text-warning',
              )}
            >
              {line.quantityReceived}
            </TableCell>
            <TableCell className="hidden text-right tabular-nums sm:table-cell">
              {formatMoney(line.unitCost)}
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatMoney(line.total)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
