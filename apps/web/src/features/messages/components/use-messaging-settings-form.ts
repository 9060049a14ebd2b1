import { useEffect } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import {
  messagingSettingsPatchSchema,
  type MessagingSettings,
} from '@tradeworks/contracts/messaging-settings';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';
import { useUpdateMessagingSettings } from '../api/update-messaging-settings';

/**
 * One card's part of the messaging settings as a form: checked with the PATCH schema, reset when the saved
 * settings change, and saved with a toast that names what was saved. `valuesOf` must be a stable function.
 */
export function useMessagingSettingsForm<Values extends FieldValues>(
  settings: MessagingSettings,
  valuesOf: (s: MessagingSettings) => Values,
  savedText: string,
) {
  const update = useUpdateMessagingSettings();
  const form = useZodForm<Values, object>(messagingSettingsPatchSchema, {
    defaultValues: valuesOf(settings) as DefaultValues<Values>,
  });
  useEffect(() => form.reset(valuesOf(settings)), [settings, form, valuesOf]);

  const submit = form.handleSubmit((body) =>
    update.mutate(body, {
      onSuccess: () => toast({ title: 'Success', description: savedText }),
      onError: (e) =>
        toast({ title: 'Error', description: errorMessage(e, 'Failed to save'), variant: 'destructive' }),
    }),
  );
  return { form, submit, saving: update.isPending };
}
