import { useEffect, useState } from 'react';
import { cn } from '@/lib/utils';
import { DETAIL_PAGE_WIDTH } from '@/lib/page-width';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft, ClipboardEdit, Pencil, ShoppingCart, Trash2 } from 'lucide-react';
import { canOrderMore, type InventoryItem } from '@tradeworks/contracts/inventory';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { LoadError } from '@/components/load-error';
import { RecordMissing } from '@/components/record-missing';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCan } from '@/lib/permissions';
import { useDeleteInventoryItem } from '../api/delete-inventory-item';
import { useInventoryItem } from '../api/get-inventory-item';
import { InventoryFacts } from '../components/inventory-facts';
import { OrderStockDialog } from '../components/order-stock-dialog';
import { StockAdjustDialog } from '../components/stock-adjust-dialog';
import { StockMovementsCard } from '../components/stock-movements-card';
import { INVENTORY_LOAD_ERROR } from './inventory-list-page';

/** /inventory/:id — one part with its stock history (the dashboard's low-stock alerts link here). */
export function InventoryDetailPage() {
  const { id = '' } = useParams();
  const item = useInventoryItem(id);
  const canEdit = useCan('inventory', 'edit');
  const navigate = useNavigate();
  const remove = useDeleteInventoryItem();
  const [adjusting, setAdjusting] = useState(false);
  const [ordering, setOrdering] = useState<InventoryItem | null>(null);
  const [deleting, setDeleting] = useState(false);

  useEffect(() => {
    document.title = `${item.data?.name ?? 'Inventory item'} · Tradeworks`;
  }, [item.data?.name]);

  const back = (
    <Button asChild variant="ghost" size="sm" className="mb-2 -ml-2">
      <Link to="/inventory">
        <ArrowLeft aria-hidden="true" />
        Back to Inventory
      </Link>
    </Button>
  );

  if (item.isPending) {
    return (
      <div className={cn('mx-auto grid w-full gap-6', DETAIL_PAGE_WIDTH)} aria-busy="true">
        {back}
        <Skeleton className="h-10 w-64" />
        <div className="grid gap-6 lg:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-40" />
          ))}
        </div>
      </div>
    );
  }
  if (item.isError) {
    const missing = isApiError(item.error, 404);
    return (
      <div className={cn('mx-auto w-full', DETAIL_PAGE_WIDTH)}>
        {back}
        <Card>
          {missing ? (
            <RecordMissing entity="inventory_item" id={id} noun="Part" />
          ) : (
            <LoadError message={INVENTORY_LOAD_ERROR} onRetry={() => item.refetch()} />
          )}
        </Card>
      </div>
    );
  }

  const part = item.data;
  const confirmDelete = () =>
    remove.mutate(part.id, {
      onSuccess: () => {
        toast({
          title: 'Inventory item deleted',
          description: `${part.name} was removed from your inventory.`,
        });
        navigate('/inventory');
      },
      onError: (error) => {
        setDeleting(false);
        toast({
          title: 'Error',
          description: errorMessage(error, 'Error deleting inventory item'),
          variant: 'destructive',
        });
      },
    });

  return (
    <div className={cn('mx-auto grid w-full gap-6', DETAIL_PAGE_WIDTH)}>
      <div>
        {back}
        <PageHeader
          className="mb-0"
          title={part.name}
          description={
            [part.sku && `SKU ${part.sku}`, part.category].filter(Boolean).join(' · ') || undefined
          }
          actions={
            canEdit && (
              <>
                {canOrderMore(part) && (
                  <Button onClick={() => setOrdering(part)}>
                    <ShoppingCart aria-hidden="true" />
                    Order
                  </Button>
                )}
                <Button variant="outline" onClick={() => setAdjusting(true)}>
                  <ClipboardEdit aria-hidden="true" />
                  Adjust Stock
                </Button>
                <Button asChild variant="outline">
                  <Link to={`/inventory/${part.id}/edit`}>
                    <Pencil aria-hidden="true" />
                    Edit
                  </Link>
                </Button>
                <Button
                  variant="destructive-outline"
                  onClick={() => setDeleting(true)}
                  aria-label={`Delete ${part.name}`}
                >
                  <Trash2 aria-hidden="true" />
                  <span className="sm:hidden lg:inline">Delete</span>
                </Button>
              </>
            )
          }
        />
      </div>
      <InventoryFacts item={part} />
      <StockMovementsCard inventoryId={part.id} />
      {canEdit && <StockAdjustDialog item={part} open={adjusting} onOpenChange={setAdjusting} />}
      <OrderStockDialog item={ordering} onOpenChange={(open) => !open && setOrdering(null)} />
      <ConfirmDeleteDialog
        name={deleting ? part.name : null}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onOpenChange={(open) => !open && setDeleting(false)}
      />
    </div>
  );
}
