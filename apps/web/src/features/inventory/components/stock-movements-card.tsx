import { useState } from 'react';
import { Link } from 'react-router';
import { History } from 'lucide-react';
import { STOCK_MOVEMENT_LABELS } from '@tradeworks/contracts/inventory';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPagination } from '@/components/ui/list-pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { LoadError } from '@/components/load-error';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useStockMovements } from '../api/get-stock-movements';

const PAGE_SIZE = 20;

/** The item's stock ledger: every change with who, why and the order it came from. */
export function StockMovementsCard({ inventoryId }: { inventoryId: string }) {
  const [offset, setOffset] = useState(0);
  const movements = useStockMovements(inventoryId, { limit: PAGE_SIZE, offset });

  return (
    <Card className="overflow-hidden">
      <CardHeader>
        <CardTitle>Stock History</CardTitle>
        <CardDescription>Every change of this item’s stock, newest first.</CardDescription>
      </CardHeader>
      {movements.isPending ? (
        <div className="grid gap-2 p-5 pt-0">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-9" />
          ))}
        </div>
      ) : movements.isError ? (
        <LoadError
          message="Failed to load the stock history. Please try again."
          onRetry={() => movements.refetch()}
        />
      ) : movements.data.items.length === 0 ? (
        <EmptyState icon={History} title="No stock changes yet." />
      ) : (
        <>
          <Table aria-label="Stock history">
            <TableHeader>
              <TableRow>
                <TableHead className="hidden sm:table-cell">Date</TableHead>
                <TableHead>Type</TableHead>
                <TableHead className="text-right">Change</TableHead>
                <TableHead className="text-right">Stock</TableHead>
                <TableHead className="hidden md:table-cell">Reason</TableHead>
                <TableHead className="hidden sm:table-cell">By</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {movements.data.items.map((m) => (
                <TableRow key={m.id}>
                  <TableCell className="hidden whitespace-nowrap sm:table-cell">
                    {formatDate(m.createdAt)}
                  </TableCell>
                  <TableCell>
                    {STOCK_MOVEMENT_LABELS[m.kind]}
                    <span className="block text-xs text-muted-foreground sm:hidden">
                      {formatDate(m.createdAt)}
                    </span>
                    {m.poNumber && m.purchaseOrderId && (
                      <Link
                        to={`/purchase-orders/${m.purchaseOrderId}`}
                        className="block text-xs text-primary hover:underline"
                      >
                        {m.poNumber}
                      </Link>
                    )}
                    {m.jobNumber && m.jobId && (
                      <Link
                        to={`/dispatching/jobs/${m.jobId}`}
                        className="block text-xs text-primary hover:underline"
                      >
                        Job {m.jobNumber}
                      </Link>
                    )}
                    {m.invoiceNumber && m.invoiceId && (
                      <Link
                        to={`/invoices/${m.invoiceId}`}
                        className="block text-xs text-primary hover:underline"
                      >
                        {m.invoiceNumber}
                      </Link>
                    )}
                  </TableCell>
                  <TableCell
                    className={cn(
                      'text-right font-medium tabular-nums',
                      m.quantityChange > 0 && 'text-success',
                      m.quantityChange < 0 && 'text-destructive',
                    )}
                  >
                    {m.quantityChange > 0 ? `+${m.quantityChange}` : m.quantityChange}
                  </TableCell>
                  <TableCell className="text-right whitespace-nowrap tabular-nums">
                    {m.stockBefore} → {m.stockAfter}
                  </TableCell>
                  <TableCell className="hidden max-w-64 truncate md:table-cell" title={m.reason ?? undefined}>
                    {m.reason ?? '—'}
                  </TableCell>
                  <TableCell className="hidden sm:table-cell">{m.userName ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <ListPagination
            offset={offset}
            limit={PAGE_SIZE}
            total={movements.data.total}
            noun="changes"
            onOffsetChange={setOffset}
          />
        </>
      )}
    </Card>
  );
}
