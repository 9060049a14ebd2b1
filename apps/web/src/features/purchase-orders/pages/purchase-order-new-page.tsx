import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/use-toast';
import { NoEditAccess } from '@/components/no-edit-access';
import { errorMessage } from '@/lib/api-client';
import { useCan } from '@/lib/permissions';
import { useCreatePurchaseOrder } from '../api/create-purchase-order';
import { BackToPurchaseOrders } from '../components/back-to-purchase-orders';
import { PurchaseOrderForm } from '../components/purchase-order-form';
import { toNewPurchaseOrderBody } from '../lib/purchase-order-form-schema';

/** /purchase-orders/new */
export function PurchaseOrderNewPage() {
  const canEdit = useCan('purchase_orders', 'edit');
  const navigate = useNavigate();
  const create = useCreatePurchaseOrder();

  useEffect(() => {
    document.title = 'Create Purchase Order · Tradeworks';
  }, []);

  return (
    <div className="mx-auto w-full max-w-5xl">
      <BackToPurchaseOrders />
      <PageHeader
        title="Create Purchase Order"
        description="The PO number and totals are assigned when you save."
      />
      {canEdit ? (
        <PurchaseOrderForm
          saving={create.isPending}
          onCancel={() => navigate('/purchase-orders')}
          onSubmit={(values) =>
            create.mutate(toNewPurchaseOrderBody(values), {
              onSuccess: (po) => {
                toast({
                  title: 'Purchase order created successfully',
                  description: `${po.poNumber} for ${po.supplier}.`,
                });
                navigate(`/purchase-orders/${po.id}`);
              },
              onError: (error) =>
                toast({
                  title: 'Error',
                  description: errorMessage(error, 'Error creating purchase order'),
                  variant: 'destructive',
                }),
            })
          }
        />
      ) : (
        <NoEditAccess />
      )}
    </div>
  );
}
