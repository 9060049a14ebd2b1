import { useEffect, useState } from 'react';
import { cn } from '@/lib/utils';
import { DETAIL_PAGE_WIDTH } from '@/lib/page-width';
import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { PurchaseOrderEmailQueued } from '@tradeworks/contracts/purchase-orders';
import { FileDown, Mail, PackageCheck, Pencil } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { LoadError } from '@/components/load-error';
import { RecordMissing } from '@/components/record-missing';
import { isApiError } from '@/lib/api-client';
import { useCan } from '@/lib/permissions';
import type { PurchaseOrderAction } from '@tradeworks/contracts/purchase-orders';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { confirmAndSendEmail, DocumentEmailHistory } from '@/features/emails/public';
import { usePurchaseOrder } from '../api/get-purchase-order';
import { purchaseOrderPdfUrl } from '../api/purchase-order-pdf';
import { invalidatePurchasing } from '../api/purchase-order-keys';
import { BackToPurchaseOrders } from '../components/back-to-purchase-orders';
import { PurchaseOrderFacts } from '../components/purchase-order-facts';
import { PurchaseOrderLinesTable } from '../components/purchase-order-lines-table';
import { PurchaseOrderStatusBadge } from '../components/purchase-order-status-badge';
import { PurchaseOrderTotals } from '../components/purchase-order-totals';
import { ReceiveItemsDialog } from '../components/receive-items-dialog';
import { PURCHASE_ORDERS_LOAD_ERROR } from './purchase-orders-list-page';

/** /purchase-orders/:id — the order, its lines and what has been received; receive, PDF, e-mail. */
export function PurchaseOrderDetailPage() {
  const { id = '' } = useParams();
  const po = usePurchaseOrder(id);
  const canEdit = useCan('purchase_orders', 'edit');
  const queryClient = useQueryClient();
  const [receiving, setReceiving] = useState(false);
  const [confirmingResend, setConfirmingResend] = useState(false);

  useEffect(() => {
    document.title = `${po.data?.poNumber ?? 'Purchase order'} · Tradeworks`;
  }, [po.data?.poNumber]);

  if (po.isPending) {
    return (
      <div className={cn('mx-auto grid w-full gap-4', DETAIL_PAGE_WIDTH)} aria-busy="true">
        <BackToPurchaseOrders />
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (po.isError) {
    const missing = isApiError(po.error, 404);
    return (
      <div className={cn('mx-auto w-full', DETAIL_PAGE_WIDTH)}>
        <BackToPurchaseOrders />
        <Card>
          {missing ? (
            <RecordMissing entity="purchase_order" id={id} noun="Purchase order" />
          ) : (
            <LoadError message={PURCHASE_ORDERS_LOAD_ERROR} onRetry={() => po.refetch()} />
          )}
        </Card>
      </div>
    );
  }

  const order = po.data;
  // Exactly what the server's state machine allows now, for users who may change orders.
  const can = (action: PurchaseOrderAction) => canEdit && order.allowedActions.includes(action);
  // The send dialog confirms recipient, subject and message first; it shows a failure itself. A received
  // order is e-mailed again only after its own confirmation (confirmResend).
  const sendEmail = (confirmResend = false) =>
    void confirmAndSendEmail<PurchaseOrderEmailQueued>({
      kind: 'purchase_order',
      id: order.id,
      title: 'Email Supplier',
      documentLabel: `purchase order ${order.poNumber}`,
      extraBody: confirmResend ? { confirmResend: true } : undefined,
      afterSend: () => invalidatePurchasing(queryClient),
    }).then(
      (queued) =>
        queued &&
        toast({
          title: 'Purchase order sent',
          description: `${order.poNumber} was e-mailed to ${queued.to}.`,
        }),
    );

  return (
    <div className={cn('mx-auto grid w-full gap-6', DETAIL_PAGE_WIDTH)}>
      <div>
        <BackToPurchaseOrders />
        <PageHeader
          className="mb-0"
          title={
            <span className="flex flex-wrap items-center gap-3">
              {order.poNumber}
              <PurchaseOrderStatusBadge status={order.status} />
            </span>
          }
          description={order.supplier}
          actions={
            <>
              {can('receive') && (
                <Button onClick={() => setReceiving(true)}>
                  <PackageCheck aria-hidden="true" />
                  Receive Items
                </Button>
              )}
              <Button asChild variant="outline">
                <a href={purchaseOrderPdfUrl(order.id)} download>
                  <FileDown aria-hidden="true" />
                  Download PDF
                </a>
              </Button>
              {(can('email') || can('emailAgain')) && (
                <Button
                  variant="outline"
                  onClick={() => (can('email') ? sendEmail() : setConfirmingResend(true))}
                >
                  <Mail aria-hidden="true" />
                  Email Supplier
                </Button>
              )}
              {can('edit') && (
                <Button asChild variant="outline">
                  <Link to={`/purchase-orders/${order.id}/edit`}>
                    <Pencil aria-hidden="true" />
                    Edit
                  </Link>
                </Button>
              )}
            </>
          }
        />
      </div>
      <PurchaseOrderFacts purchaseOrder={order} />
      <Card className="overflow-hidden">
        <CardHeader>
          <CardTitle>Line Items</CardTitle>
        </CardHeader>
        <PurchaseOrderLinesTable lines={order.lineItems} />
        <CardContent className="border-t pt-5 sm:pt-6">
          <PurchaseOrderTotals {...order} />
        </CardContent>
      </Card>
      <DocumentEmailHistory kind="purchase_order" id={order.id} />
      <ConfirmDialog
        open={confirmingResend}
        onOpenChange={setConfirmingResend}
        title="E-mail this order again?"
        description={`${order.poNumber} has been received in full. E-mailing it again may lead ${order.supplier} to ship it a second time.`}
        confirmLabel="Email Supplier"
        onConfirm={() => {
          setConfirmingResend(false);
          sendEmail(true);
        }}
      />
      {canEdit && <ReceiveItemsDialog purchaseOrder={order} open={receiving} onOpenChange={setReceiving} />}
    </div>
  );
}
