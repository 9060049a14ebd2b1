import { useEffect, useState } from 'react';
import { PackageSearch } from 'lucide-react';
import {
  INVENTORY_DISPLAY_STATUSES,
  type InventoryDisplayStatus,
  type InventoryItem,
} from '@tradeworks/contracts/inventory';
import { Card } from '@/components/ui/card';
import { ListPageToolbar } from '@/components/list-page-toolbar';
import { ListBody } from '@/components/list-body';
import { ListFilterBar } from '@/components/list-filter-bar';
import { useCan } from '@/lib/permissions';
import { useListQueryState } from '@/lib/use-list-query-state';
import { useInventoryList } from '../api/get-inventory';
import { DISPLAY_STATUS_LABELS } from '../components/inventory-status-badge';
import { InventorySummary } from '../components/inventory-summary';
import { InventoryTable } from '../components/inventory-table';
import { OrderStockDialog } from '../components/order-stock-dialog';

const PAGE_SIZE = 50;
export const INVENTORY_LOAD_ERROR = 'Failed to load inventory data. Please try again.';

/** /inventory — parts with search, stock status filter, Total Value and the Low / Out badge. */
export function InventoryListPage() {
  const canEdit = useCan('inventory', 'edit');
  const { search, offset, filters, update } = useListQueryState(['status'] as const);
  const status = (INVENTORY_DISPLAY_STATUSES as readonly string[]).includes(filters.status)
    ? (filters.status as InventoryDisplayStatus)
    : undefined;
  const list = useInventoryList({ search: search || undefined, status, limit: PAGE_SIZE, offset });
  const [ordering, setOrdering] = useState<InventoryItem | null>(null);

  useEffect(() => {
    document.title = 'Parts Inventory · Tradeworks';
  }, []);

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6">
      <ListPageToolbar
        title="Parts Inventory"
        description="Track parts stock and reorder from your suppliers."
        create={canEdit && { to: '/inventory/new', label: 'Add New Item' }}
      />
      <InventorySummary />
      <Card className="overflow-hidden">
        <ListFilterBar
          search={{
            value: search,
            onSearch: (value) => update({ search: value, offset: null }),
            label: 'Search inventory',
            placeholder: 'Search name, SKU or category…',
          }}
          status={{
            value: status ?? null,
            onChange: (value) => update({ status: value, offset: null }),
            options: INVENTORY_DISPLAY_STATUSES,
            labels: DISPLAY_STATUS_LABELS,
            label: 'Filter by stock status',
            className: 'sm:w-48',
          }}
        />
        <ListBody
          query={list}
          loading={{ label: 'Loading inventory', rows: 6 }}
          loadError={INVENTORY_LOAD_ERROR}
          empty={{
            icon: PackageSearch,
            title:
              search || status
                ? 'No inventory items found matching your search.'
                : 'No inventory items yet. Add your first part to track its stock.',
          }}
          pagination={{
            offset,
            limit: PAGE_SIZE,
            noun: 'items',
            onOffsetChange: (next) => update({ offset: next }),
          }}
        >
          {(items) => <InventoryTable items={items} canEdit={canEdit} onOrder={setOrdering} />}
        </ListBody>
      </Card>
      <OrderStockDialog item={ordering} onOpenChange={(open) => !open && setOrdering(null)} />
    </div>
  );
}
