import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PackageSearch, Plus } from 'lucide-react';
import {
  INVENTORY_DISPLAY_STATUSES,
  type InventoryDisplayStatus,
  type InventoryItem,
} from '@tradeworks/contracts/inventory';
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
      <PageHeader
        className="mb-0"
        title="Parts Inventory"
        description="Track parts stock and reorder from your suppliers."
        actions={
          canEdit && (
            <Button asChild>
              <Link to="/inventory/new">
                <Plus aria-hidden="true" />
                Add New Item
              </Link>
            </Button>
          )
        }
      />
      <InventorySummary />
      <Card className="overflow-hidden">
        <div className="flex flex-col gap-3 border-b p-4 sm:flex-row sm:items-center">
          <SearchInput
            className="sm:max-w-sm sm:flex-1"
            value={search}
            onSearch={(value) => update({ search: value, offset: null })}
            label="Search inventory"
            placeholder="Search name, SKU or category…"
          />
          <Select
            value={status ?? 'all'}
            onValueChange={(value) => update({ status: value === 'all' ? null : value, offset: null })}
          >
            <SelectTrigger className="sm:w-48" aria-label="Filter by stock status">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">All statuses</SelectItem>
              {INVENTORY_DISPLAY_STATUSES.map((s) => (
                <SelectItem key={s} value={s}>
                  {DISPLAY_STATUS_LABELS[s]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {list.isPending ? (
          <div className="grid gap-3 p-4" role="status" aria-busy="true" aria-label="Loading inventory">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-10" />
            ))}
          </div>
        ) : list.isError ? (
          <LoadError message={INVENTORY_LOAD_ERROR} onRetry={() => list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <EmptyState
            icon={PackageSearch}
            title={
              search || status
                ? 'No inventory items found matching your search.'
                : 'No inventory items yet. Add your first part to track its stock.'
            }
          />
        ) : (
          <>
            <InventoryTable items={list.data.items} canEdit={canEdit} onOrder={setOrdering} />
            <ListPagination
              offset={offset}
              limit={PAGE_SIZE}
              total={list.data.total}
              noun="items"
              onOffsetChange={(next) => update({ offset: next })}
            />
          </>
        )}
      </Card>
      <OrderStockDialog item={ordering} onOpenChange={(open) => !open && setOrdering(null)} />
    </div>
  );
}
