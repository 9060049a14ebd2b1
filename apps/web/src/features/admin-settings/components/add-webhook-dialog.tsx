import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { Check, Copy, Loader2 } from 'lucide-react';
import {
  webhookCreateSchema,
  type WebhookCreated,
  type WebhookEventType,
} from '@tradeworks/contracts/webhooks';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { setServerErrors, useZodForm } from '@/lib/use-zod-form';
import { useWebhookEvents } from '../api/list-webhooks';
import { settingsKeys } from '../api/settings-keys';
import { useSettingsMutation } from '../api/save-settings';
import { toastFailure } from './settings-toasts';

const EMPTY = { url: '', events: [] as WebhookEventType[], description: '' };

/** Add webhook: URL, description, events from the catalogue; then the signing secret, shown this once. */
export function AddWebhookDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useZodForm(webhookCreateSchema, { defaultValues: EMPTY });
  const catalogue = useWebhookEvents();
  const create = useSettingsMutation<WebhookCreated>(settingsKeys.webhooks);
  const [created, setCreated] = useState<WebhookCreated | null>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.reset(EMPTY);
    setCreated(null);
    setCopied(false);
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
  const copy = async () => {
    if (!created) return;
    await navigator.clipboard.writeText(created.secret);
    setCopied(true);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !create.isPending && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        {created ? (
          <div className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Webhook added</DialogTitle>
              <DialogDescription>
                Copy the signing secret now: it is shown only this once. Your receiver uses it to check the{' '}
                <code className="text-xs">Tradeworks-Signature</code> header of every event.
              </DialogDescription>
            </DialogHeader>
            <FormField id="webhook-secret" label="Signing secret">
              <Input
                readOnly
                value={created.secret}
                className="font-mono text-xs"
                onFocus={(e) => e.target.select()}
              />
            </FormField>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={copy}>
                {copied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
                {copied ? 'Copied' : 'Copy secret'}
              </Button>
              <Button type="button" onClick={onClose}>
                Done
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Add webhook</DialogTitle>
              <DialogDescription>
                Tradeworks POSTs each chosen event to this address as JSON, signed with a secret only you and
                the receiver know, and tries again for up to three days when it does not answer.
              </DialogDescription>
            </DialogHeader>
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
              <Input
                placeholder="e.g. Zapier: new jobs"
                autoComplete="off"
                {...form.register('description')}
              />
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
                  {catalogue.isError && (
                    <p className="text-sm text-destructive">Failed to load the events.</p>
                  )}
                  <div className="grid gap-2 sm:grid-cols-2">
                    {catalogue.data?.map(({ type, description }) => (
                      <label
                        key={type}
                        className="flex items-start gap-2 rounded-md border px-3 py-2 text-sm"
                      >
                        <input
                          type="checkbox"
                          className="mt-0.5 size-4 accent-primary"
                          checked={field.value.includes(type)}
                          onChange={(e) =>
                            field.onChange(
                              e.target.checked
                                ? [...field.value, type]
                                : field.value.filter((t) => t !== type),
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
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose} disabled={create.isPending}>
                Cancel
              </Button>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending && <Loader2 className="size-4 animate-spin" aria-hidden />}
                Add webhook
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
