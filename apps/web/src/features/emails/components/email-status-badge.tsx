import { EMAIL_STATUS_LABELS, type EmailStatus } from '@tradeworks/contracts/emails';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const VARIANT: Record<EmailStatus, BadgeProps['variant']> = {
  queued: 'secondary',
  sending: 'info',
  sent: 'success',
  failed: 'destructive',
  captured: 'warning',
  cancelled: 'outline',
};

const HINT: Partial<Record<EmailStatus, string>> = {
  captured: 'Kept in the app: no SMTP server is configured, so it was not delivered',
  cancelled: 'Taken back before it was sent (a follow-up whose quote was answered or invoice paid)',
};

export function EmailStatusBadge({ status }: { status: EmailStatus }) {
  return (
    <Badge variant={VARIANT[status]} title={HINT[status]}>
      {EMAIL_STATUS_LABELS[status]}
    </Badge>
  );
}
