import type { Webhook, WebhookDelivery } from '@tradeworks/contracts/webhooks';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format';
import { useWebhookDeliveries } from '../api/list-webhooks';
import { settingsKeys } from '../api/settings-keys';
import { useSettingsMutation } from '../api/save-settings';
import { toastFailure, toastSuccess } from './settings-toasts';

const STATUS_LABELS: Record<WebhookDelivery['status'], string> = {
  queued: 'Waiting',
  sending: 'Sending',
  sent: 'Delivered',
  failed: 'Failed',
  captured: 'Kept',
};

/** What the receiver answered on the last try: its status and time, else why there was no answer. */
function answer(d: WebhookDelivery): string {
  if (d.responseStatus !== null)
    return `HTTP ${d.responseStatus}${d.responseMs !== null ? ` in ${d.responseMs} ms` : ''}`;
  return d.lastError ?? (d.attempts === 0 ? 'Not tried yet' : 'No answer');
}

/** An endpoint's latest 20 deliveries: event, status, tries, the receiver's answer, and Redeliver. */
export function WebhookDeliveries({ webhook }: { webhook: Webhook }) {
  const deliveries = useWebhookDeliveries(webhook.id);
  const redeliver = useSettingsMutation(settingsKeys.webhooks);
  const again = (d: WebhookDelivery) =>
    redeliver.mutate(
      { method: 'POST', path: `/api/admin/webhooks/${webhook.id}/deliveries/${d.id}/redeliver` },
      {
        onSuccess: () => toastSuccess(`${d.eventType} queued again`),
        onError: (e) => toastFailure(e, 'Failed to redeliver the event'),
      },
    );

  if (deliveries.isPending)
    return <Skeleton className="h-16" role="status" aria-label="Loading deliveries" />;
  if (deliveries.isError)
    return (
      <LoadError
        message="Failed to load deliveries. Please try again."
        onRetry={() => deliveries.refetch()}
      />
    );
  if (deliveries.data.length === 0)
    return <p className="text-sm text-muted-foreground">No events sent to this webhook yet.</p>;
  return (
    <Table aria-label={`Deliveries to ${webhook.url}`}>
      <TableHeader>
        <TableRow>
          <TableHead>Event</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Answer</TableHead>
          <TableHead>Created</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {deliveries.data.map((d) => (
          <TableRow key={d.id}>
            <TableCell className="font-mono text-xs">{d.eventType}</TableCell>
            <TableCell>
              <Badge variant={d.status === 'failed' ? 'destructive' : 'outline'}>
                {STATUS_LABELS[d.status]}
              </Badge>
              {d.attempts > 1 && (
                <span className="ml-1 text-xs text-muted-foreground">{d.attempts} tries</span>
              )}
            </TableCell>
            <TableCell className="max-w-64 truncate text-sm" title={d.lastError ?? undefined}>
              {answer(d)}
            </TableCell>
            <TableCell className="text-sm whitespace-nowrap">{formatDateTime(d.createdAt)}</TableCell>
            <TableCell>
              <Button
                variant="outline"
                size="sm"
                disabled={redeliver.isPending}
                aria-label={`Redeliver ${d.eventType} of ${formatDateTime(d.createdAt)}`}
                onClick={() => again(d)}
              >
                Redeliver
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
