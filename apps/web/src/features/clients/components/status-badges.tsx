import type { ClientStatus } from '@tradeworks/contracts/clients';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { CLIENT_STATUS_LABELS, JOB_STATUS_LABELS } from '../lib/client-labels';

type Variant = BadgeProps['variant'];

const CLIENT_STATUS_VARIANTS: Record<ClientStatus, Variant> = {
  active: 'success',
  lead: 'info',
  inactive: 'secondary',
};
const JOB_STATUS_VARIANTS: Record<string, Variant> = {
  completed: 'success',
  assigned: 'info',
  'in-progress': 'warning',
  pending: 'secondary',
};

export function ClientStatusBadge({ status, className }: { status: ClientStatus; className?: string }) {
  return (
    <Badge variant={CLIENT_STATUS_VARIANTS[status]} className={className}>
      {CLIENT_STATUS_LABELS[status]}
    </Badge>
  );
}

export function JobStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={JOB_STATUS_VARIANTS[status] ?? 'secondary'}>{JOB_STATUS_LABELS[status] ?? status}</Badge>
  );
}
