import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { LoadError } from '@/components/load-error';
import { NoEditAccess } from '@/components/no-edit-access';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCan } from '@/lib/permissions';
import { usePurchaseOrder } from '../api/get-purchase-order';
import { useUpdatePurchaseOrder } from '../api/update-purchase-order';
import { BackToPurchaseOrders } from '../components/back-to-purchase-orders';
import { PurchaseOrderForm } from '../components/purchase-order-form';
import { toPurchaseOrderBody } from '../lib/purchase-order-form-schema';
import { PURCHASE_ORDERS_LOAD_ERROR } from './purchase-orders-list-page';

/** /purchase-orders/:id/edit */
export function PurchaseOrderEditPage() {
  const { id = '' } = useParams();
  const canEdit = useCan('purchase_orders', 'edit');
  const navigate = useNavigate();
  const po = usePurchaseOrder(id);
  const update = useUpdatePurchaseOrder();

  useEffect(() => {
    document.title = 'Edit Purchase Order · Tradeworks';
  }, []);

  return (
    <div className="mx-auto w-full max-w-5xl">
      <BackToPurchaseOrders />
      <PageHeader
        title="Edit Purchase Order"
        description={po.data ? `${po.data.poNumber} · ${po.data.supplier}` : undefined}
      />
      {!canEdit ? (
        <NoEditAccess />
      ) : po.isPending ? (
        <Skeleton className="h-96" />
      ) : po.isError ? (
        <Card>
          <LoadError
            message={
              isApiError(po.error, 404) ? 'This purchase order does not exist.' : PURCHASE_ORDERS_LOAD_ERROR
            }
            onRetry={isApiError(po.error, 404) ? undefined : () => po.refetch()}
          />
        </Card>
      ) : (
        <PurchaseOrderForm
          purchaseOrder={po.data}
          saving={update.isPending}
          onCancel={() => navigate(`/purchase-orders/${id}`)}
          onSubmit={(values) => {
            const body = toPurchaseOrderBody(values);
            // A received order's lines are frozen: send only the header.
            const payload = po.data.status === 'received' ? { purchaseOrder: body.purchaseOrder } : body;
            update.mutate(
              { id, body: payload },
              {
                onSuccess: (saved) => {
                  toast({
                    title: 'Purchase order updated successfully',
                    description: `${saved.poNumber} was saved.`,
                  });
                  navigate(`/purchase-orders/${id}`);
                },
                onError: (error) =>
                  toast({
                    title: 'Error',
                    description: errorMessage(error, 'Error updating purchase order'),
                    variant: 'destructive',
                  }),
              },
            );
          }}
        />
      )}
    </div>
  );
}
