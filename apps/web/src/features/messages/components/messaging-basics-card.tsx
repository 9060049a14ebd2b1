import { Loader2 } from 'lucide-react';
import { type MessagingSettings } from '@tradeworks/contracts/messaging-settings';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useMessagingSettingsForm } from './use-messaging-settings-form';

interface Values {
  quietStart: string;
  quietEnd: string;
}

const valuesOf = (s: MessagingSettings): Values => ({ quietStart: s.quietStart, quietEnd: s.quietEnd });

/** Quiet hours: what every automatic text respects (the review rules have their own card). */
export function MessagingBasicsCard({ settings }: { settings: MessagingSettings }) {
  const { form, submit, saving } = useMessagingSettingsForm(settings, valuesOf, 'Messaging settings saved');
  const errors = form.formState.errors;

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
            <Button type="submit" disabled={saving}>
              {saving && <Loader2 className="animate-spin" aria-hidden />}
              Save
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
