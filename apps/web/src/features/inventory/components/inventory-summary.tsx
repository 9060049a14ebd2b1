import { AlertTriangle, DollarSign } from 'lucide-react';
import { formatMoney } from '@tradeworks/contracts/money';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useInventorySummary } from '../api/get-inventory-summary';

/** Total Value (Σ current stock × cost) and the count badge of Low and Out items. */
export function InventorySummary() {
  const { data, isPending, isError } = useInventorySummary();
  if (isError) return null;
  const attention = (data?.lowStock ?? 0) + (data?.outOfStock ?? 0);
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <div className="flex items-center gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-emerald-500/10 text-emerald-600 dark:text-emerald-400">
          <DollarSign className="size-[18px]" aria-hidden="true" />
        </span>
        <div>
          <p className="text-sm font-medium text-muted-foreground">Total Value</p>
          {isPending ? (
            <Skeleton className="mt-1 h-7 w-28" />
          ) : (
            <p
              className="text-2xl font-semibold tracking-tight tabular-nums"
              data-testid="inventory-total-value"
            >
              {formatMoney(data.totalValue)}
            </p>
          )}
        </div>
      </div>
      {!isPending && (
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <span>{data.totalItems} items</span>
          <Badge variant={attention ? 'warning' : 'secondary'}>
            <AlertTriangle aria-hidden="true" />
            <span aria-hidden="true">
              {data.lowStock} Low · {data.outOfStock} Out
            </span>
            <span className="sr-only">{`${data.lowStock} low, ${data.outOfStock} out of stock`}</span>
          </Badge>
          {data.onOrder > 0 && <Badge variant="info">{data.onOrder} On Order</Badge>}
        </div>
      )}
    </Card>
  );
}
