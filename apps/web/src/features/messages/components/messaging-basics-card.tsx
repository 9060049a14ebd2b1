import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { Loader2 } from 'lucide-react';
import {
  messagingSettingsPatchSchema,
  type MessagingSettings,
} from '@tradeworks/contracts/messaging-settings';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';
import { useUpdateMessagingSettings } from '../api/update-messaging-settings';

interface Values {
  quietStart: string;
  quietEnd: string;
  reviewUrl: string;
  reviewMinJobValue: string;
  reviewOncePerDays: number;
  marketingNeedsOptIn: boolean;
}

const valuesOf = (s: MessagingSettings): Values => ({
  quietStart: s.quietStart,
  quietEnd: s.quietEnd,
  reviewUrl: s.reviewUrl ?? '',
  reviewMinJobValue: s.reviewMinJobValue ?? '',
  reviewOncePerDays: s.reviewOncePerDays,
  marketingNeedsOptIn: s.marketingNeedsOptIn,
});

/** Quiet hours and the review request's rules: what every automation respects. */
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
        <CardTitle>Quiet hours and reviews</CardTitle>
        <CardDescription>
          Automatic texts wait out quiet hours on your organization’s clock; on my way texts and replies you
          type do not.
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
          <FormField label="Review URL" error={errors.reviewUrl?.message} className="sm:col-span-2">
            <Input type="url" placeholder="https://g.page/r/…/review" {...form.register('reviewUrl')} />
          </FormField>
          <FormField
            label="Minimum job value for a review request"
            error={errors.reviewMinJobValue?.message}
            description="Leave empty to ask after any job."
          >
            <Input inputMode="decimal" placeholder="0.00" {...form.register('reviewMinJobValue')} />
          </FormField>
          <FormField
            label="Ask each client at most once every (days)"
            error={errors.reviewOncePerDays?.message}
          >
            <Input type="number" min={1} {...form.register('reviewOncePerDays', { valueAsNumber: true })} />
          </FormField>
          <div className="flex items-center gap-3 sm:col-span-2">
            <Controller
              control={form.control}
              name="marketingNeedsOptIn"
              render={({ field }) => (
                <Switch id="marketing-opt-in" checked={field.value} onCheckedChange={field.onChange} />
              )}
            />
            <label htmlFor="marketing-opt-in" className="text-sm font-medium">
              Send review requests only to numbers that opted in (texted START)
            </label>
          </div>
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
