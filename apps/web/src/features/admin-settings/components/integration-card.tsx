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
import { settingsKeys } from '../api/settings-keys';
import { useSettingsMutation } from '../api/save-settings';
import { keepSavedSecret } from '../lib/keep-saved-secret';
import { toastFailure, toastSuccess } from './settings-toasts';
import { formatDateTime } from '@/lib/format';
import { useZodForm } from '@/lib/use-zod-form';

type Definition = (typeof INTEGRATIONS)[number];

const integrationFormSchema = integrationPatchSchema.extend({
  apiKey: keepSavedSecret(integrationPatchSchema.shape.apiKey),
  apiSecret: keepSavedSecret(integrationPatchSchema.shape.apiSecret),
  webhookUrl: keepSavedSecret(integrationPatchSchema.shape.webhookUrl),
});

/**
 * One integration: the enable switch saves at once; keys and the webhook URL are saved only by Save (never per
 * keystroke). Saved keys and the webhook URL (often a credential itself) come back masked; an empty field
 * keeps what is saved.
 */
export function IntegrationCard({
  definition,
  saved,
}: {
  definition: Definition;
  saved: IntegrationSetting | null;
}) {
  const mutate = useSettingsMutation<IntegrationSetting>(settingsKeys.integrations);
  const form = useZodForm(integrationFormSchema, {
    defaultValues: { apiKey: '', apiSecret: '', webhookUrl: '' },
  });
  const errors = form.formState.errors;
  // One message, under the last field: the first problem of the three.
  const error = (errors.apiKey ?? errors.apiSecret ?? errors.webhookUrl)?.message;

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

  const save = form.handleSubmit((body) =>
    send(body, () => {
      form.setValue('apiKey', '');
      form.setValue('apiSecret', '');
      form.setValue('webhookUrl', '');
    }),
  );

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
              placeholder={saved?.apiKey ?? ''}
              {...form.register('apiKey')}
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
                placeholder={saved?.apiSecret ?? ''}
                {...form.register('apiSecret')}
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
            description={saved?.webhookUrl ? `Saved: ${saved.webhookUrl}` : 'Not set'}
            error={error}
          >
            <Input
              type="url"
              placeholder={saved?.webhookUrl ?? 'https://'}
              {...form.register('webhookUrl')}
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
