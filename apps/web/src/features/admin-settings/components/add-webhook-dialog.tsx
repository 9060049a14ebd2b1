import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import {
  webhookCreateSchema,
  type WebhookCreated,
  type WebhookEventType,
} from '@tradeworks/contracts/webhooks';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { setServerErrors, useZodForm } from '@/lib/use-zod-form';
import { useWebhookEvents } from '../api/list-webhooks';
import { settingsKeys } from '../api/settings-keys';
import { useSettingsMutation } from '../api/save-settings';
import { SecretOnceDialog } from './secret-once-dialog';
import { toastFailure } from './settings-toasts';

const EMPTY = { url: '', events: [] as WebhookEventType[], description: '' };

/** Add webhook: URL, description, events from the catalogue; then the signing secret, shown this once. */
export function AddWebhookDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useZodForm(webhookCreateSchema, { defaultValues: EMPTY });
  const catalogue = useWebhookEvents();
  const create = useSettingsMutation<WebhookCreated>(settingsKeys.webhooks);
  const [created, setCreated] = useState<WebhookCreated | null>(null);

  useEffect(() => {
    if (!open) return;
    form.reset(EMPTY);
    setCreated(null);
  }, [open, form]);

  const submit = form.handleSubmit((body) =>
    create.mutate(
      { method: 'POST', path: '/api/admin/webhooks', body },
      {
        onSuccess: (hook) => setCreated(hook),
        onError: (e) => {
          if (!setServerErrors(form, e)) toastFailure(e, 'Failed to add the webhook');
        },
      },
    ),
  );

  return (
    <SecretOnceDialog
      open={open}
      onClose={onClose}
      pending={create.isPending}
      title="Add webhook"
      description="Tradeworks POSTs each chosen event to this address as JSON, signed with a secret only you and the receiver know, and tries again for up to three days when it does not answer."
      submitLabel="Add webhook"
      onSubmit={submit}
      secret={
        created && {
          title: 'Webhook added',
          description: (
            <>
              Copy the signing secret now: it is shown only this once. Your receiver uses it to check the{' '}
              <code className="text-xs">Tradeworks-Signature</code> header of every event.
            </>
          ),
          id: 'webhook-secret',
          label: 'Signing secret',
          value: created.secret,
          copyLabel: 'Copy secret',
        }
      }
    >
      <FormField id="webhook-url" label="URL" error={form.formState.errors.url?.message} required>
        <Input
          type="url"
          placeholder="https://hooks.example.com/tradeworks"
          autoComplete="off"
          {...form.register('url')}
        />
      </FormField>
      <FormField
        id="webhook-description"
        label="Description"
        error={form.formState.errors.description?.message}
      >
        <Input placeholder="e.g. Zapier: new jobs" autoComplete="off" {...form.register('description')} />
      </FormField>
      <Controller
        control={form.control}
        name="events"
        render={({ field, fieldState }) => (
          <fieldset
            className="grid gap-2"
            aria-describedby={fieldState.error ? 'webhook-events-error' : undefined}
          >
            <legend className="mb-2 text-sm font-medium">Events</legend>
            {catalogue.isError && <p className="text-sm text-destructive">Failed to load the events.</p>}
            <div className="grid gap-2 sm:grid-cols-2">
              {catalogue.data?.map(({ type, description }) => (
                <label key={type} className="flex items-start gap-2 rounded-md border px-3 py-2 text-sm">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-4 accent-primary"
                    checked={field.value.includes(type)}
                    onChange={(e) =>
                      field.onChange(
                        e.target.checked ? [...field.value, type] : field.value.filter((t) => t !== type),
                      )
                    }
                  />
                  <span className="grid gap-0.5">
                    <span className="font-mono text-xs">{type}</span>
                    <span className="text-muted-foreground">{description}</span>
                  </span>
                </label>
              ))}
            </div>
            {fieldState.error && (
              <p id="webhook-events-error" className="text-sm text-destructive">
                {fieldState.error.message}
              </p>
            )}
          </fieldset>
        )}
      />
    </SecretOnceDialog>
  );
}
