import { useEffect } from 'react';
import { ShoppingCart } from 'lucide-react';
import {
  PURCHASE_ORDER_STATUSES,
  PURCHASE_ORDER_STATUS_LABELS,
  type PurchaseOrderStatus,
} from '@tradeworks/contracts/purchase-orders';
import { Card } from '@/components/ui/card';
import { ListPageToolbar } from '@/components/list-page-toolbar';
import { ListBody } from '@/components/list-body';
import { ListFilterBar } from '@/components/list-filter-bar';
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
      <ListPageToolbar
        title="Purchase Orders"
        description="Order parts from suppliers and receive them into stock."
        create={canEdit && { to: '/purchase-orders/new', label: 'Create Purchase Order' }}
      />
      <Card className="overflow-hidden">
        <ListFilterBar
          search={{
            value: search,
            onSearch: (value) => update({ search: value, offset: null }),
            label: 'Search purchase orders',
            placeholder: 'Search PO #, supplier or status…',
          }}
          status={{
            value: status ?? null,
            onChange: (value) => update({ status: value, offset: null }),
            options: PURCHASE_ORDER_STATUSES,
            labels: PURCHASE_ORDER_STATUS_LABELS,
            label: 'Filter by status',
            className: 'sm:w-52',
          }}
        />
        <ListBody
          query={list}
          loading={{ label: 'Loading purchase orders', rows: 5 }}
          loadError={PURCHASE_ORDERS_LOAD_ERROR}
          empty={{
            icon: ShoppingCart,
            title:
              search || status ? 'No purchase orders found matching your search.' : 'No purchase orders yet.',
            description:
              search || status
                ? undefined
                : 'Create one here, or order more stock from a low part in the inventory.',
          }}
          pagination={{
            offset,
            limit: PAGE_SIZE,
            noun: 'orders',
            onOffsetChange: (next) => update({ offset: next }),
          }}
        >
          {(items) => <PurchaseOrdersTable orders={items} canEdit={canEdit} />}
        </ListBody>
      </Card>
    </div>
  );
}
