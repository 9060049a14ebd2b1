import type { ReactNode } from 'react';
import type { InventoryItem } from '@tradeworks/contracts/inventory';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { centsToString, formatMoney, lineTotalCents } from '@tradeworks/contracts/money';
import { cn } from '@/lib/utils';
import { InventoryStatusBadge } from './inventory-status-badge';

/** A value wraps (anywhere, if it must) instead of being cut off: a long supplier SKU stays readable. */
function Fact({ label, children, wrap }: { label: string; children: ReactNode; wrap?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className={cn('mt-0.5 text-sm wrap-anywhere', wrap && 'whitespace-pre-line')}>
        {children === null || children === undefined || children === '' ? '—' : children}
      </dd>
    </div>
  );
}

/** The read-only view of a part: stock, pricing, supplier and notes. */
export function InventoryFacts({ item }: { item: InventoryItem }) {
  const stockValue = centsToString(lineTotalCents(item.currentStock, item.cost));
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card>
        <CardHeader>
          <CardTitle>Stock</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="flex items-end justify-between gap-3">
            <p
              className="text-4xl font-semibold tracking-tight tabular-nums"
              aria-label={`Current stock ${item.currentStock}`}
            >
              {item.currentStock}
            </p>
            <InventoryStatusBadge item={item} />
          </div>
          <dl className="grid grid-cols-3 gap-3">
            <Fact label="Reorder">{item.reorderLevel}</Fact>
            <Fact label="Min">{item.minStock}</Fact>
            <Fact label="Max">{item.maxStock}</Fact>
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Pricing</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-2 gap-4">
            <Fact label="Unit Price">{formatMoney(item.unitPrice)}</Fact>
            <Fact label="Cost">{formatMoney(item.cost)}</Fact>
            <Fact label="Stock Value">{formatMoney(stockValue)}</Fact>
            <Fact label="Status">{item.status === 'active' ? 'Active' : 'Inactive'}</Fact>
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Supplier</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-2 gap-4">
            <Fact label="Supplier" wrap>
              {item.supplier}
            </Fact>
            <Fact label="Supplier SKU">{item.supplierSku}</Fact>
            <Fact label="Location">{item.location}</Fact>
            <Fact label="Category" wrap>
              {item.category}
            </Fact>
          </dl>
        </CardContent>
      </Card>
      {(item.description || item.notes) && (
        <Card className="lg:col-span-3">
          <CardContent className="pt-5 sm:pt-6">
            <dl className="grid gap-4 sm:grid-cols-2">
              {item.description && (
                <Fact label="Description" wrap>
                  {item.description}
                </Fact>
              )}
              {item.notes && (
                <Fact label="Notes" wrap>
                  {item.notes}
                </Fact>
              )}
            </dl>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
