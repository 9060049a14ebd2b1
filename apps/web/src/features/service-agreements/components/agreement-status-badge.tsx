import { AGREEMENT_STATUS_LABELS, type AgreementStatus } from '@tradeworks/contracts/service-agreements';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const VARIANT: Record<AgreementStatus, BadgeProps['variant']> = {
  active: 'success',
  pending: 'info',
  expired: 'warning',
  cancelled: 'destructive',
};

export function AgreementStatusBadge({ status }: { status: AgreementStatus }) {
  return <Badge variant={VARIANT[status]}>{AGREEMENT_STATUS_LABELS[status]}</Badge>;
}
