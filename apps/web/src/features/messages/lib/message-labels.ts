import type { BadgeProps } from '@/components/ui/badge';

type Status =
  | 'queued'
  | 'sending'
  | 'sent'
  | 'delivered'
  | 'failed'
  | 'captured'
  | 'skipped'
  | 'cancelled'
  | 'received';

/** Each delivery state of a text as the screen names it, its badge colour and what it means. */
export const TEXT_STATUS: Record<Status, { label: string; variant: BadgeProps['variant']; hint?: string }> = {
  queued: { label: 'Queued', variant: 'secondary', hint: 'Waiting to be sent (quiet hours or a retry)' },
  sending: { label: 'Sending', variant: 'info' },
  sent: { label: 'Sent', variant: 'info', hint: 'Handed to the carrier; not yet confirmed delivered' },
  delivered: { label: 'Delivered', variant: 'success' },
  failed: { label: 'Failed', variant: 'destructive' },
  captured: {
    label: 'Captured',
    variant: 'warning',
    hint: 'Kept in the app: no Twilio account is set up, so it was not sent',
  },
  skipped: { label: 'Skipped', variant: 'secondary' },
  cancelled: { label: 'Cancelled', variant: 'secondary' },
  received: { label: 'Received', variant: 'outline' },
};

/** Who or what sent a text, when it was not a person. */
export const TEXT_KIND_LABELS: Record<string, string> = {
  consent_reply: 'Automatic consent reply',
  appointment_confirmation: 'Appointment confirmation',
  appointment_reminder: 'Appointment reminder',
  on_my_way: 'On my way',
  job_completed: 'Job completed',
  quote_follow_up: 'Quote follow-up',
  invoice_follow_up: 'Invoice follow-up',
  review_request: 'Review request',
};
