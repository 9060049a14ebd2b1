import { Badge, type BadgeProps } from '@/components/ui/badge';

type Variant = NonNullable<BadgeProps['variant']>;

const VARIANTS: Record<string, Variant> = {
  draft: 'secondary',
  sent: 'info',
  approved: 'success',
  accepted: 'success',
  paid: 'success',
  expired: 'warning',
  overdue: 'destructive',
  cancelled: 'outline',
};

/** A quote or invoice status as read (expired and overdue are derived on the server). */
export function DocumentStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge variant={VARIANTS[status] ?? 'outline'} className={className}>
      {status.charAt(0).toUpperCase() + status.slice(1)}
    </Badge>
  );
}
