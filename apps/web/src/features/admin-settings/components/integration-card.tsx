import { useEffect, useState, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import {
  SETTINGS_TOASTS,
  integrationPatchSchema,
  type INTEGRATIONS,
  type IntegrationSetting,
} from '@tradeworks/contracts/admin-settings';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { settingsKeys, useSettingsMutation } from '../api/settings-api';
import { toastFailure, toastSuccess } from './settings-toasts';
import { formatDateTime } from '@/lib/format';

type Definition = (typeof INTEGRATIONS)[number];

/**
 * One integration: the enable switch saves at once; keys and the webhook URL are saved only by Save (never per
 * keystroke). Saved keys come back masked; an empty key field keeps the saved key.
 */
export function IntegrationCard({
  definition,
  saved,
}: {
  definition: Definition;
  saved: IntegrationSetting | null;
}) {
  const mutate = useSettingsMutation<IntegrationSetting>(settingsKeys.integrations);
  const [apiKey, setApiKey] = useState('');
  const [apiSecret, setApiSecret] = useState('');
  const [webhookUrl, setWebhookUrl] = useState(saved?.webhookUrl ?? '');
  const [error, setError] = useState<string>();

  useEffect(() => setWebhookUrl(saved?.webhookUrl ?? ''), [saved?.webhookUrl]);

  const send = (body: Record<string, unknown>, after?: () => void) =>
    mutate.mutate(
      saved
        ? { method: 'PATCH', path: `/api/admin/integrations/${saved.id}`, body }
        : {
            method: 'POST',
            path: '/api/admin/integrations',
            body: { integrationName: definition.name, ...body },
          },
      {
        onSuccess: () => {
          toastSuccess(saved ? SETTINGS_TOASTS.integrationUpdated : SETTINGS_TOASTS.integrationCreated);
          after?.();
        },
        onError: (e) => toastFailure(e, SETTINGS_TOASTS.integrationFailed),
      },
    );

  const save = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      ...(apiKey ? { apiKey } : {}),
      ...(apiSecret ? { apiSecret } : {}),
      webhookUrl,
    };
    const parsed = integrationPatchSchema.safeParse(body);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    send(parsed.data, () => {
      setApiKey('');
      setApiSecret('');
    });
  };

  const id = `integration-${definition.name}`;
  return (
    <Card>
      <CardHeader className="flex flex-row items-start justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle className="flex items-center gap-2">
            {definition.label}
            <Badge variant={saved?.isEnabled ? 'success' : 'outline'}>
              {saved?.isEnabled ? 'Enabled' : 'Disabled'}
            </Badge>
          </CardTitle>
          <CardDescription>{definition.description}</CardDescription>
        </div>
        <Switch
          aria-label={`Enable ${definition.label}`}
          checked={saved?.isEnabled ?? false}
          disabled={mutate.isPending}
          onCheckedChange={(isEnabled) => send({ isEnabled })}
        />
      </CardHeader>
      <CardContent>
        <form onSubmit={save} noValidate className="grid gap-3">
          <FormField
            id={`${id}-key`}
            label={
              <>
                <span className="sr-only">{definition.label} </span>
                {definition.apiKeyLabel}
              </>
            }
            description={saved?.apiKey ? `Saved: ${saved.apiKey}` : 'Not set'}
          >
            <Input
              type="password"
              autoComplete="off"
              value={apiKey}
              placeholder={saved?.apiKey ?? ''}
              onChange={(e) => setApiKey(e.target.value)}
            />
          </FormField>
          {definition.apiSecretLabel && (
            <FormField
              id={`${id}-secret`}
              label={
                <>
                  <span className="sr-only">{definition.label} </span>
                  {definition.apiSecretLabel}
                </>
              }
              description={saved?.apiSecret ? `Saved: ${saved.apiSecret}` : 'Not set'}
            >
              <Input
                type="password"
                autoComplete="off"
                value={apiSecret}
                placeholder={saved?.apiSecret ?? ''}
                onChange={(e) => setApiSecret(e.target.value)}
              />
            </FormField>
          )}
          <FormField
            id={`${id}-webhook`}
            label={
              <>
                <span className="sr-only">{definition.label} </span>Webhook URL
              </>
            }
            error={error}
          >
            <Input
              type="url"
              value={webhookUrl}
              onChange={(e) => setWebhookUrl(e.target.value)}
              placeholder="https://"
            />
          </FormField>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-xs text-muted-foreground">
              Last sync: {saved?.lastSyncAt ? formatDateTime(saved.lastSyncAt) : 'Never'}
            </p>
            <Button
              type="submit"
              size="sm"
              disabled={mutate.isPending}
              aria-label={`Save ${definition.label}`}
            >
              {mutate.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              Save
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
