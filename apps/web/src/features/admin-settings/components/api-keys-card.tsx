import { useState } from 'react';
import { KeyRound, Plus } from 'lucide-react';
import type { ApiKey } from '@tradeworks/contracts/api-keys';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatDateTime } from '@/lib/format';
import { useApiKeys } from '../api/list-api-keys';
import { settingsKeys } from '../api/settings-keys';
import { useSettingsMutation } from '../api/save-settings';
import { CreateApiKeyDialog } from './create-api-key-dialog';
import { toastFailure, toastSuccess } from './settings-toasts';

/** Integrations → API keys: the organization's keys, Create API key, and Revoke (asked first). */
export function ApiKeysCard() {
  const keys = useApiKeys();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const revoke = useSettingsMutation(settingsKeys.apiKeys);

  const confirmRevoke = () =>
    revoking &&
    revoke.mutate(
      { method: 'DELETE', path: `/api/admin/api-keys/${revoking.id}` },
      {
        onSuccess: () => {
          toastSuccess(`API key ${revoking.name} revoked`);
          setRevoking(null);
        },
        onError: (e) => toastFailure(e, 'Failed to revoke API key'),
      },
    );

  return (
    <Card className="md:col-span-2">
      <CardHeader className="flex flex-row items-start justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle className="flex items-center gap-2">
            <KeyRound className="size-4" aria-hidden />
            API keys
          </CardTitle>
          <CardDescription>
            Let Zapier, Make or your own code use the Tradeworks API, limited to the scopes you choose.
          </CardDescription>
        </div>
        <Button size="sm" onClick={() => setCreating(true)}>
          <Plus className="size-4" aria-hidden />
          Create API key
        </Button>
      </CardHeader>
      <CardContent>
        {keys.isPending ? (
          <Skeleton className="h-16" role="status" aria-label="Loading API keys" />
        ) : keys.isError ? (
          <LoadError message="Failed to load API keys. Please try again." onRetry={() => keys.refetch()} />
        ) : keys.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No API keys yet.</p>
        ) : (
          <ul className="grid gap-3" aria-label="API keys">
            {keys.data.map((key) => (
              <li
                key={key.id}
                className="flex flex-wrap items-start justify-between gap-3 rounded-md border p-3"
              >
                <div className="grid min-w-0 gap-1">
                  <p className="font-medium">
                    {key.name} <span className="font-mono text-xs text-muted-foreground">{key.prefix}…</span>
                  </p>
                  <div className="flex flex-wrap gap-1">
                    {key.scopes.map((scope) => (
                      <Badge key={scope} variant="outline">
                        {scope}
                      </Badge>
                    ))}
                  </div>
                  <p className="text-xs text-muted-foreground">
                    Created by {key.createdBy.name} on {formatDate(key.createdAt)} · Last used{' '}
                    {key.lastUsedAt ? formatDateTime(key.lastUsedAt) : 'never'}
                    {key.expiresAt && <> · Expires {formatDateTime(key.expiresAt)}</>}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Revoke ${key.name}`}
                  onClick={() => setRevoking(key)}
                >
                  Revoke
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <CreateApiKeyDialog open={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke API key?"
        description={`${revoking?.name ?? ''} stops working with its next request. This cannot be undone.`}
        confirmLabel="Revoke"
        destructive
        alert
        pending={revoke.isPending}
        onConfirm={confirmRevoke}
      />
    </Card>
  );
}
