import { EMAIL_STATUS_LABELS, type EmailStatus } from '@tradeworks/contracts/emails';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const VARIANT: Record<EmailStatus, BadgeProps['variant']> = {
  queued: 'secondary',
  sending: 'info',
  sent: 'success',
  failed: 'destructive',
  captured: 'warning',
};

const HINT: Partial<Record<EmailStatus, string>> = {
  captured: 'Kept in the app: no SMTP server is configured, so it was not delivered',
};

export function EmailStatusBadge({ status }: { status: EmailStatus }) {
  return (
    <Badge variant={VARIANT[status]} title={HINT[status]}>
      {EMAIL_STATUS_LABELS[status]}
    </Badge>
  );
}
