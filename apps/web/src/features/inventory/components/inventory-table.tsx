import { Link } from 'react-router';
import { ShoppingCart } from 'lucide-react';
import { canOrderMore, type InventoryItem } from '@tradeworks/contracts/inventory';
import { formatMoney } from '@tradeworks/contracts/money';
import { EditRowLink, ViewRowLink } from '@/components/row-links';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { InventoryStatusBadge } from './inventory-status-badge';

interface InventoryTableProps {
  items: InventoryItem[];
  canEdit: boolean;
  onOrder: (item: InventoryItem) => void;
}

export function InventoryTable({ items, canEdit, onOrder }: InventoryTableProps) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Item</TableHead>
          <TableHead className="hidden md:table-cell">Category</TableHead>
          <TableHead className="text-right">Stock</TableHead>
          <TableHead className="hidden text-right sm:table-cell">Unit Price</TableHead>
          <TableHead className="hidden text-right lg:table-cell">Cost</TableHead>
          <TableHead className="hidden sm:table-cell">Status</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.id}>
            <TableCell className="max-w-40 sm:max-w-56">
              <Link to={`/inventory/${item.id}`} className="font-medium hover:underline">
                {item.name}
              </Link>
              <p className="truncate text-xs text-muted-foreground">
                {[item.sku, item.location].filter(Boolean).join(' · ') || '—'}
              </p>
              <span className="mt-1 block sm:hidden">
                <InventoryStatusBadge item={item} />
              </span>
            </TableCell>
            <TableCell className="hidden md:table-cell">{item.category ?? '—'}</TableCell>
            <TableCell className="text-right tabular-nums">
              <span className="font-medium">{item.currentStock}</span>
              <span className="hidden text-xs whitespace-nowrap text-muted-foreground sm:block">
                reorder at {item.reorderLevel}
              </span>
            </TableCell>
            <TableCell className="hidden text-right tabular-nums sm:table-cell">
              {formatMoney(item.unitPrice)}
            </TableCell>
            <TableCell className="hidden text-right tabular-nums lg:table-cell">
              {formatMoney(item.cost)}
            </TableCell>
            <TableCell className="hidden sm:table-cell">
              <InventoryStatusBadge item={item} />
            </TableCell>
            <TableCell>
              <div className="flex justify-end gap-1">
                {canEdit && canOrderMore(item) && (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => onOrder(item)}
                    aria-label={`Order more ${item.name}`}
                  >
                    <ShoppingCart aria-hidden="true" />
                    <span className="hidden sm:inline">Order</span>
                  </Button>
                )}
                <ViewRowLink to={`/inventory/${item.id}`} name={item.name} />
                {canEdit && <EditRowLink to={`/inventory/${item.id}/edit`} name={item.name} wideOnly />}
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
