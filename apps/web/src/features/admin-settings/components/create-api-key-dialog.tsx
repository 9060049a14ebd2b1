import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import {
  accessOfScopes,
  apiKeyCreateSchema,
  scopesOfAccess,
  type ApiKeyCreated,
} from '@tradeworks/contracts/api-keys';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useZodForm } from '@/lib/use-zod-form';
import { settingsKeys } from '../api/settings-keys';
import { useSettingsMutation } from '../api/save-settings';
import { AreaAccessGrid } from './area-access-grid';
import { SecretOnceDialog } from './secret-once-dialog';
import { toastFailure } from './settings-toasts';

/** The contract's body, with the expiry picked as a day (the key works until that day ends, here). */
const formSchema = apiKeyCreateSchema.omit({ expiresAt: true }).extend({ expiresOn: z.string().optional() });
const EMPTY = { name: '', scopes: [], expiresOn: '' };

/** Create API key: name, scopes, optional expiry; then the key, shown this once with a Copy button. */
export function CreateApiKeyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useZodForm(formSchema, { defaultValues: EMPTY });
  const create = useSettingsMutation<ApiKeyCreated>(settingsKeys.apiKeys);
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);

  useEffect(() => {
    if (!open) return;
    form.reset(EMPTY);
    setCreated(null);
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

  return (
    <SecretOnceDialog
      open={open}
      onClose={onClose}
      pending={create.isPending}
      title="Create API key"
      description="For Zapier, Make or your own code. The key acts as you in this organization, limited to the scopes you choose, and stops working if you leave the organization."
      submitLabel="Create key"
      onSubmit={submit}
      secret={
        created && {
          title: 'API key created',
          description: (
            <>
              Copy the key now: it is shown only this once. Send it as{' '}
              <code className="text-xs">Authorization: Bearer &lt;key&gt;</code>.
            </>
          ),
          id: 'api-key-value',
          label: `${created.name} key`,
          value: created.key,
          copyLabel: 'Copy key',
        }
      }
    >
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
    </SecretOnceDialog>
  );
}
