import {
  PURCHASE_ORDER_STATUS_LABELS,
  type PurchaseOrderStatus,
} from '@tradeworks/contracts/purchase-orders';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const VARIANT: Record<PurchaseOrderStatus, BadgeProps['variant']> = {
  draft: 'secondary',
  sent: 'info',
  confirmed: 'info',
  partially_received: 'warning',
  received: 'success',
  cancelled: 'destructive',
};

export function PurchaseOrderStatusBadge({ status }: { status: PurchaseOrderStatus }) {
  return <Badge variant={VARIANT[status]}>{PURCHASE_ORDER_STATUS_LABELS[status]}</Badge>;
}
