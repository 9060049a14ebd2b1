import { useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Controller, useWatch } from 'react-hook-form';
import { Plus, SlidersHorizontal, Trash2 } from 'lucide-react';
import {
  GENERAL_MESSAGES,
  GENERAL_SETTING_TYPES,
  SETTINGS_TOASTS,
  generalSettingBodySchema,
  generalValueError,
  type GeneralSetting,
  type GeneralSettingType,
} from '@tradeworks/contracts/admin-settings';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectField } from '@/components/select-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { LoadError } from '@/components/load-error';
import { useZodForm } from '@/lib/use-zod-form';
import { settingsKeys } from '../api/settings-keys';
import { useGeneralSettings } from '../api/list-general-settings';
import { useSettingsMutation } from '../api/save-settings';
import { toastFailure, toastSuccess } from './settings-toasts';

const EMPTY = {
  settingKey: '',
  settingValue: '',
  settingType: 'text' as GeneralSettingType,
  category: '',
  description: '',
  isPublic: false,
};

/** Tab 2 — typed key/value settings grouped by category, with inline value edit, a public switch and delete. */
export function GeneralTab() {
  const settings = useGeneralSettings();
  const mutate = useSettingsMutation<GeneralSetting>(settingsKeys.general);
  const form = useZodForm(generalSettingBodySchema, { defaultValues: EMPTY });
  const errors = form.formState.errors;
  const [settingKey, settingValue] = useWatch({
    control: form.control,
    name: ['settingKey', 'settingValue'],
  });

  const add = form.handleSubmit((body) =>
    mutate.mutate(
      { method: 'POST', path: '/api/admin/general', body },
      {
        onSuccess: () => {
          toastSuccess(SETTINGS_TOASTS.settingCreated);
          form.reset(EMPTY);
        },
        onError: (e) => toastFailure(e, SETTINGS_TOASTS.settingCreateFailed),
      },
    ),
  );

  const patch = (key: string, body: Partial<GeneralSetting>) =>
    mutate.mutate(
      { method: 'PATCH', path: `/api/admin/general/${encodeURIComponent(key)}`, body },
      {
        onSuccess: () => toastSuccess(SETTINGS_TOASTS.settingUpdated),
        onError: (e) => toastFailure(e, SETTINGS_TOASTS.settingUpdateFailed),
      },
    );
  // Deleting asks first: a setting such as `timezone` changes what the whole organization sees.
  const [deleting, setDeleting] = useState<string | null>(null);
  const remove = (key: string) =>
    mutate.mutate(
      { method: 'DELETE', path: `/api/admin/general/${encodeURIComponent(key)}` },
      {
        onSuccess: () => {
          setDeleting(null);
          toastSuccess(SETTINGS_TOASTS.settingDeleted);
        },
        onError: (e) => {
          setDeleting(null);
          toastFailure(e, SETTINGS_TOASTS.settingDeleteFailed);
        },
      },
    );

  const groups = new Map<string, GeneralSetting[]>();
  for (const s of settings.data?.items ?? []) {
    const category = s.category || 'General';
    groups.set(category, [...(groups.get(category) ?? []), s]);
  }

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Add Setting</CardTitle>
          <CardDescription>
            Values are checked against their type. Public settings are readable by every member.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={add} noValidate className="grid gap-4 sm:grid-cols-2">
            <FormField label="Key" error={errors.settingKey?.message} required>
              <Input placeholder="e.g. invoice.footer" {...form.register('settingKey')} />
            </FormField>
            <FormField label="Value" error={errors.settingValue?.message} required>
              <Input {...form.register('settingValue')} />
            </FormField>
            <SelectField
              control={form.control}
              name="settingType"
              id="general-type"
              label="Type"
              options={GENERAL_SETTING_TYPES.map((t) => ({
                value: t,
                label: <span className="capitalize">{t}</span>,
              }))}
            />
            <FormField label="Category">
              <Input placeholder="e.g. Billing" {...form.register('category')} />
            </FormField>
            <FormField label="Description" className="sm:col-span-2">
              <Input {...form.register('description')} />
            </FormField>
            <div className="flex items-center gap-3">
              <Controller
                control={form.control}
                name="isPublic"
                render={({ field }) => (
                  <Switch id="general-public" checked={field.value} onCheckedChange={field.onChange} />
                )}
              />
              <label htmlFor="general-public" className="text-sm">
                Public
              </label>
            </div>
            <div className="flex justify-end sm:col-span-1">
              <Button type="submit" disabled={!settingKey.trim() || !settingValue || mutate.isPending}>
                <Plus aria-hidden="true" />
                Add
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Settings</CardTitle>
        </CardHeader>
        <CardContent>
          {settings.isPending ? (
            <Skeleton className="h-24" aria-label="Loading settings" />
          ) : settings.isError ? (
            <LoadError
              message="Failed to load settings. Please try again."
              onRetry={() => settings.refetch()}
            />
          ) : groups.size === 0 ? (
            <EmptyState icon={SlidersHorizontal} title={GENERAL_MESSAGES.empty} />
          ) : (
            <div className="grid gap-6">
              {[...groups].map(([category, items]) => (
                <section key={category} className="grid gap-2">
                  <h3 className="text-sm font-semibold text-muted-foreground">{category}</h3>
                  {items.map((s) => (
                    <SettingRow key={s.id} setting={s} onPatch={patch} onDelete={setDeleting} />
                  ))}
                </section>
              ))}
            </div>
          )}
        </CardContent>
      </Card>
      <ConfirmDeleteDialog
        name={deleting}
        busy={mutate.isPending}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={() => deleting && remove(deleting)}
      />
    </div>
  );
}

function SettingRow({
  setting,
  onPatch,
  onDelete,
}: {
  setting: GeneralSetting;
  onPatch: (key: string, body: Partial<GeneralSetting>) => void;
  onDelete: (key: string) => void;
}) {
  const [value, setValue] = useState(setting.settingValue);
  const error = value ? generalValueError(setting.settingType, value) : GENERAL_MESSAGES.valueRequired;
  const commit = () => {
    if (value !== setting.settingValue && !error) onPatch(setting.settingKey, { settingValue: value });
  };
  return (
    <div className="grid gap-2 rounded-lg border p-3 sm:grid-cols-[minmax(0,14rem)_1fr_auto] sm:items-center">
      <div className="min-w-0">
        <p className="truncate font-mono text-sm">{setting.settingKey}</p>
        <div className="flex items-center gap-2">
          <Badge variant="secondary" className="capitalize">
            {setting.settingType}
          </Badge>
          {setting.description && (
            <span className="truncate text-xs text-muted-foreground">{setting.description}</span>
          )}
        </div>
      </div>
      <FormField
        label={<span className="sr-only">Value of {setting.settingKey}</span>}
        error={value !== setting.settingValue ? (error ?? undefined) : undefined}
      >
        <Input
          value={value}
          onChange={(e) => setValue(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), commit())}
        />
      </FormField>
      <div className="flex items-center justify-end gap-3">
        <div className="flex items-center gap-2">
          <Switch
            id={`public-${setting.id}`}
            checked={setting.isPublic}
            onCheckedChange={(isPublic) => onPatch(setting.settingKey, { isPublic })}
          />
          <label htmlFor={`public-${setting.id}`} className="text-sm">
            Public
          </label>
        </div>
        <Button
          variant="destructive-ghost"
          size="icon-sm"
          aria-label={`Delete setting ${setting.settingKey}`}
          onClick={() => onDelete(setting.settingKey)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
