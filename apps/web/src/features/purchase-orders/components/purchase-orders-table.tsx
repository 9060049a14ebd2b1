import { Link } from 'react-router';
import { Eye, FileDown, Pencil } from 'lucide-react';
import { formatMoney } from '@tradeworks/contracts/money';
import type { PurchaseOrder } from '@tradeworks/contracts/purchase-orders';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format';
import { purchaseOrderPdfUrl } from '../api/purchase-order-pdf';
import { PurchaseOrderStatusBadge } from './purchase-order-status-badge';

export function PurchaseOrdersTable({ orders, canEdit }: { orders: PurchaseOrder[]; canEdit: boolean }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>PO Number</TableHead>
          <TableHead className="hidden sm:table-cell">Supplier</TableHead>
          <TableHead className="hidden md:table-cell">Order Date</TableHead>
          <TableHead className="hidden lg:table-cell">Expected</TableHead>
          <TableHead className="text-right">Total</TableHead>
          <TableHead className="hidden sm:table-cell">Status</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {orders.map((po) => (
          <TableRow key={po.id}>
            <TableCell className="whitespace-nowrap">
              <Link to={`/purchase-orders/${po.id}`} className="font-medium hover:underline">
                {po.poNumber}
              </Link>
              <p className="max-w-40 truncate text-xs text-muted-foreground sm:hidden">{po.supplier}</p>
              <span className="mt-1 block sm:hidden">
                <PurchaseOrderStatusBadge status={po.status} />
              </span>
            </TableCell>
            <TableCell className="hidden max-w-48 truncate sm:table-cell">{po.supplier}</TableCell>
            <TableCell className="hidden whitespace-nowrap md:table-cell">
              {formatDate(`${po.orderDate}T12:00:00`)}
            </TableCell>
            <TableCell className="hidden whitespace-nowrap lg:table-cell">
              {po.expectedDate ? formatDate(`${po.expectedDate}T12:00:00`) : '—'}
            </TableCell>
            <TableCell className="text-right font-medium tabular-nums">{formatMoney(po.total)}</TableCell>
            <TableCell className="hidden sm:table-cell">
              <PurchaseOrderStatusBadge status={po.status} />
            </TableCell>
            <TableCell>
              <div className="flex justify-end gap-1">
                <Button asChild variant="ghost" size="icon-sm">
                  <Link to={`/purchase-orders/${po.id}`} aria-label={`View ${po.poNumber}`}>
                    <Eye aria-hidden="true" />
                  </Link>
                </Button>
                {canEdit && (
                  <Button asChild variant="ghost" size="icon-sm" className="hidden sm:inline-flex">
                    <Link to={`/purchase-orders/${po.id}/edit`} aria-label={`Edit ${po.poNumber}`}>
                      <Pencil aria-hidden="true" />
                    </Link>
                  </Button>
                )}
                <Button asChild variant="ghost" size="icon-sm" className="hidden sm:inline-flex">
                  <a href={purchaseOrderPdfUrl(po.id)} download aria-label={`Download ${po.poNumber} PDF`}>
                    <FileDown aria-hidden="true" />
                  </a>
                </Button>
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
