import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { Check, Copy, Loader2 } from 'lucide-react';
import { z } from 'zod';
import {
  accessOfScopes,
  apiKeyCreateSchema,
  scopesOfAccess,
  type ApiKeyCreated,
} from '@tradeworks/contracts/api-keys';
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
import { useZodForm } from '@/lib/use-zod-form';
import { settingsKeys } from '../api/settings-keys';
import { useSettingsMutation } from '../api/save-settings';
import { AreaAccessGrid } from './area-access-grid';
import { toastFailure } from './settings-toasts';

/** The contract's body, with the expiry picked as a day (the key works until that day ends, here). */
const formSchema = apiKeyCreateSchema.omit({ expiresAt: true }).extend({ expiresOn: z.string().optional() });
const EMPTY = { name: '', scopes: [], expiresOn: '' };

/** Create API key: name, scopes, optional expiry; then the key, shown this once with a Copy button. */
export function CreateApiKeyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useZodForm(formSchema, { defaultValues: EMPTY });
  const create = useSettingsMutation<ApiKeyCreated>(settingsKeys.apiKeys);
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.reset(EMPTY);
    setCreated(null);
    setCopied(false);
  }, [open, form]);

  const submit = form.handleSubmit(({ expiresOn, ...body }) =>
    create.mutate(
      {
        method: 'POST',
        path: '/api/admin/api-keys',
        body: { ...body, expiresAt: expiresOn ? new Date(`${expiresOn}T23:59:59`).toISOString() : null },
      },
      {
        onSuccess: (key) => setCreated(key),
        onError: (e) => toastFailure(e, 'Failed to create API key'),
      },
    ),
  );

  const copy = async () => {
    if (!created) return;
    await navigator.clipboard.writeText(created.key);
    setCopied(true);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !create.isPending && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        {created ? (
          <div className="grid gap-4">
            <DialogHeader>
              <DialogTitle>API key created</DialogTitle>
              <DialogDescription>
                Copy the key now: it is shown only this once. Send it as{' '}
                <code className="text-xs">Authorization: Bearer &lt;key&gt;</code>.
              </DialogDescription>
            </DialogHeader>
            <FormField id="api-key-value" label={`${created.name} key`}>
              <Input
                readOnly
                value={created.key}
                className="font-mono text-xs"
                onFocus={(e) => e.target.select()}
              />
            </FormField>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={copy}>
                {copied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
                {copied ? 'Copied' : 'Copy key'}
              </Button>
              <Button type="button" onClick={onClose}>
                Done
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Create API key</DialogTitle>
              <DialogDescription>
                For Zapier, Make or your own code. The key acts as you in this organization, limited to the
                scopes you choose, and stops working if you leave the organization.
              </DialogDescription>
            </DialogHeader>
            <FormField id="api-key-name" label="Name" error={form.formState.errors.name?.message} required>
              <Input placeholder="e.g. Zapier" autoComplete="off" {...form.register('name')} />
            </FormField>
            <Controller
              control={form.control}
              name="scopes"
              render={({ field, fieldState }) => (
                <AreaAccessGrid
                  legend="Scopes"
                  idPrefix="api-key-scope"
                  firstLevel="view"
                  value={accessOfScopes(field.value)}
                  onChange={(access) => field.onChange(scopesOfAccess(access))}
                  error={fieldState.error?.message}
                />
              )}
            />
            <FormField
              id="api-key-expires"
              label="Expires on"
              description="Optional: the key stops working at the end of this day."
            >
              <Input type="date" {...form.register('expiresOn')} />
            </FormField>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose} disabled={create.isPending}>
                Cancel
              </Button>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending && <Loader2 className="size-4 animate-spin" aria-hidden />}
                Create key
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
