import type { PaymentStatus } from '@tradeworks/contracts/payments';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const VARIANTS: Record<PaymentStatus, NonNullable<BadgeProps['variant']>> = {
  pending: 'warning',
  processing: 'info',
  completed: 'success',
  failed: 'destructive',
  refunded: 'secondary',
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge variant={VARIANTS[status]}>{status.charAt(0).toUpperCase() + status.slice(1)}</Badge>;
}
