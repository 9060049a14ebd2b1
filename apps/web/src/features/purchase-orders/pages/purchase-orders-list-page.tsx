import { useEffect } from 'react';
import { Link } from 'react-router';
import { Plus, ShoppingCart } from 'lucide-react';
import {
  PURCHASE_ORDER_STATUSES,
  PURCHASE_ORDER_STATUS_LABELS,
  type PurchaseOrderStatus,
} from '@tradeworks/contracts/purchase-orders';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPagination } from '@/components/ui/list-pagination';
import { PageHeader } from '@/components/ui/page-header';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { SearchInput } from '@/components/search-input';
import { useCan } from '@/lib/permissions';
import { useListQueryState } from '@/lib/use-list-query-state';
import { usePurchaseOrders } from '../api/get-purchase-orders';
import { PurchaseOrdersTable } from '../components/purchase-orders-table';

const PAGE_SIZE = 50;
export const PURCHASE_ORDERS_LOAD_ERROR = 'Failed to load purchase orders. Please try again.';

/** /purchase-orders — orders to suppliers, newest first. */
export function PurchaseOrdersListPage() {
  const canEdit = useCan('purchase_orders', 'edit');
  const { search, offset, filters, update } = useListQueryState(['status'] as const);
  const status = (PURCHASE_ORDER_STATUSES as readonly string[]).includes(filters.status)
    ? (filters.status as PurchaseOrderStatus)
    : undefined;
  const list = usePurchaseOrders({ search: search || undefined, status, limit: PAGE_SIZE, offset });

  useEffect(() => {
    document.title = 'Purchase Orders · Tradeworks';
  }, []);

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6">
      <PageHeader
        className="mb-0"
        title="Purchase Orders"
        description="Order parts from suppliers and receive them into stock."
        actions={
          canEdit && (
            <Button asChild>
              <Link to="/purchase-orders/new">
                <Plus aria-hidden="true" />
                Create Purchase Order
              </Link>
            </Button>
          )
        }
      />
      <Card className="overflow-hidden">
        <div className="flex flex-col gap-3 border-b p-4 sm:flex-row sm:items-center">
          <SearchInput
            className="sm:max-w-sm sm:flex-1"
            value={search}
            onSearch={(value) => update({ search: value, offset: null })}
            label="Search purchase orders"
            placeholder="Search PO #, supplier or status…"
          />
          <Select
            value={status ?? 'all'}
            onValueChange={(value) => update({ status: value === 'all' ? null : value, offset: null })}
          >
            <SelectTrigger className="sm:w-52" aria-label="Filter by status">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">All statuses</SelectItem>
              {PURCHASE_ORDER_STATUSES.map((s) => (
                <SelectItem key={s} value={s}>
                  {PURCHASE_ORDER_STATUS_LABELS[s]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {list.isPending ? (
          <div className="grid gap-3 p-4" role="status" aria-busy="true" aria-label="Loading purchase orders">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-10" />
            ))}
          </div>
        ) : list.isError ? (
          <LoadError message={PURCHASE_ORDERS_LOAD_ERROR} onRetry={() => list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <EmptyState
            icon={ShoppingCart}
            title={
              search || status ? 'No purchase orders found matching your search.' : 'No purchase orders yet.'
            }
            description={
              search || status
                ? undefined
                : 'Create one here, or order more stock from a low part in the inventory.'
            }
          />
        ) : (
          <>
            <PurchaseOrdersTable orders={list.data.items} canEdit={canEdit} />
            <ListPagination
              offset={offset}
              limit={PAGE_SIZE}
              total={list.data.total}
              noun="orders"
              onOffsetChange={(next) => update({ offset: next })}
            />
          </>
        )}
      </Card>
    </div>
  );
}
