import { useState } from 'react';
import { Plus, Webhook as WebhookIcon } from 'lucide-react';
import type { Webhook } from '@tradeworks/contracts/webhooks';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { useWebhooks } from '../api/list-webhooks';
import { settingsKeys } from '../api/settings-keys';
import { useSettingsMutation } from '../api/save-settings';
import { AddWebhookDialog } from './add-webhook-dialog';
import { toastFailure, toastSuccess } from './settings-toasts';
import { WebhookDeliveries } from './webhook-deliveries';

/**
 * Integrations → Webhooks: the organization's endpoints with their events, Add webhook (the signing secret shown
 * once), each endpoint's delivery log with Redeliver, Turn off / Turn on, and Remove (asked first).
 */
export function WebhooksCard() {
  const hooks = useWebhooks();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Webhook | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const change = useSettingsMutation(settingsKeys.webhooks);

  const toggle = (hook: Webhook) =>
    change.mutate(
      { method: 'PATCH', path: `/api/admin/webhooks/${hook.id}`, body: { enabled: !hook.enabled } },
      {
        onSuccess: () => toastSuccess(`Webhook turned ${hook.enabled ? 'off' : 'on'}`),
        onError: (e) => toastFailure(e, 'Failed to change the webhook'),
      },
    );
  const confirmRemove = () =>
    removing &&
    change.mutate(
      { method: 'DELETE', path: `/api/admin/webhooks/${removing.id}` },
      {
        onSuccess: () => {
          toastSuccess('Webhook removed');
          setRemoving(null);
        },
        onError: (e) => toastFailure(e, 'Failed to remove the webhook'),
      },
    );

  return (
    <Card className="md:col-span-2">
      <CardHeader className="flex flex-row items-start justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle className="flex items-center gap-2">
            <WebhookIcon className="size-4" aria-hidden />
            Webhooks
          </CardTitle>
          <CardDescription>
            Send signed notices of new clients, jobs, invoices and payments to Zapier, Make or your own code.
          </CardDescription>
        </div>
        <Button size="sm" onClick={() => setAdding(true)}>
          <Plus className="size-4" aria-hidden />
          Add webhook
        </Button>
      </CardHeader>
      <CardContent>
        {hooks.isPending ? (
          <Skeleton className="h-16" role="status" aria-label="Loading webhooks" />
        ) : hooks.isError ? (
          <LoadError message="Failed to load webhooks. Please try again." onRetry={() => hooks.refetch()} />
        ) : hooks.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No webhooks yet.</p>
        ) : (
          <ul className="grid gap-3" aria-label="Webhooks">
            {hooks.data.map((hook) => (
              <li key={hook.id} className="grid gap-3 rounded-md border p-3">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="grid min-w-0 gap-1">
                    <p className="font-medium break-all">
                      {hook.url}{' '}
                      <Badge variant={hook.enabled ? 'outline' : 'secondary'}>
                        {hook.enabled ? 'On' : 'Off'}
                      </Badge>
                    </p>
                    {hook.description && <p className="text-sm">{hook.description}</p>}
                    <div className="flex flex-wrap gap-1">
                      {hook.events.map((event) => (
                        <Badge key={event} variant="outline" className="font-mono text-xs">
                          {event}
                        </Badge>
                      ))}
                    </div>
                    <p className="text-xs text-muted-foreground">
                      Added on {formatDate(hook.createdAt)}
                      {hook.disabledReason && <> · {hook.disabledReason}</>}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      aria-expanded={open === hook.id}
                      onClick={() => setOpen(open === hook.id ? null : hook.id)}
                    >
                      {open === hook.id ? 'Hide deliveries' : 'Deliveries'}
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={change.isPending}
                      onClick={() => toggle(hook)}
                    >
                      {hook.enabled ? 'Turn off' : 'Turn on'}
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Remove ${hook.url}`}
                      onClick={() => setRemoving(hook)}
                    >
                      Remove
                    </Button>
                  </div>
                </div>
                {open === hook.id && <WebhookDeliveries webhook={hook} />}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <AddWebhookDialog open={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(next) => !next && setRemoving(null)}
        title="Remove webhook?"
        description={`${removing?.url ?? ''} gets no more events, and its delivery log is deleted.`}
        confirmLabel="Remove"
        destructive
        alert
        pending={change.isPending}
        onConfirm={confirmRemove}
      />
    </Card>
  );
}
