import { FileDown } from 'lucide-react';
import { formatMoney } from '@tradeworks/contracts/money';
import type { PurchaseOrder } from '@tradeworks/contracts/purchase-orders';
import { EditRowLink, RecordLinkCell, ViewRowLink } from '@/components/row-links';
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
            <RecordLinkCell
              to={`/purchase-orders/${po.id}`}
              label={po.poNumber}
              counterpart={po.supplier}
              badge={<PurchaseOrderStatusBadge status={po.status} />}
            />
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
                <ViewRowLink to={`/purchase-orders/${po.id}`} name={po.poNumber} />
                {canEdit && <EditRowLink to={`/purchase-orders/${po.id}/edit`} name={po.poNumber} wideOnly />}
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
