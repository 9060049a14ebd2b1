import { useEffect } from 'react';
import { Loader2 } from 'lucide-react';
import {
  messagingSettingsPatchSchema,
  type MessagingSettings,
} from '@tradeworks/contracts/messaging-settings';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';
import { useUpdateMessagingSettings } from '../api/update-messaging-settings';

interface Values {
  quietStart: string;
  quietEnd: string;
}

const valuesOf = (s: MessagingSettings): Values => ({ quietStart: s.quietStart, quietEnd: s.quietEnd });

/** Quiet hours: what every automatic text respects (the review rules have their own card). */
export function MessagingBasicsCard({ settings }: { settings: MessagingSettings }) {
  const update = useUpdateMessagingSettings();
  const form = useZodForm<Values, object>(messagingSettingsPatchSchema, {
    defaultValues: valuesOf(settings),
  });
  const errors = form.formState.errors;
  useEffect(() => form.reset(valuesOf(settings)), [settings, form]);

  const submit = form.handleSubmit((body) =>
    update.mutate(body, {
      onSuccess: () => toast({ title: 'Success', description: 'Messaging settings saved' }),
      onError: (e) =>
        toast({ title: 'Error', description: errorMessage(e, 'Failed to save'), variant: 'destructive' }),
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Quiet hours</CardTitle>
        <CardDescription>
          Automatic texts wait out quiet hours on your organization’s clock; replies you type do not.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
          <FormField label="Quiet hours start" error={errors.quietStart?.message}>
            <Input type="time" {...form.register('quietStart')} />
          </FormField>
          <FormField label="Quiet hours end" error={errors.quietEnd?.message}>
            <Input type="time" {...form.register('quietEnd')} />
          </FormField>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={update.isPending}>
              {update.isPending && <Loader2 className="animate-spin" aria-hidden />}
              Save
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
