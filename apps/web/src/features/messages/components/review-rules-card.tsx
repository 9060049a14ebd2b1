import { Controller } from 'react-hook-form';
import { Loader2 } from 'lucide-react';
import {
  REVIEW_TRIGGER_LABELS,
  REVIEW_TRIGGERS,
  type MessagingSettings,
  type ReviewTrigger,
} from '@tradeworks/contracts/messaging-settings';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SelectField } from '@/components/select-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { useMessagingSettingsForm } from './use-messaging-settings-form';

interface Values {
  reviewUrl: string;
  reviewTrigger: ReviewTrigger;
  reviewMinJobValue: string;
  reviewOncePerDays: number;
  marketingNeedsOptIn: boolean;
}

const valuesOf = (s: MessagingSettings): Values => ({
  reviewUrl: s.reviewUrl ?? '',
  reviewTrigger: s.reviewTrigger,
  reviewMinJobValue: s.reviewMinJobValue ?? '',
  reviewOncePerDays: s.reviewOncePerDays,
  marketingNeedsOptIn: s.marketingNeedsOptIn,
});

/**
 * The review request's rules: where clients review you, what starts the delay (the delay itself is the
 * Review request text's hours below), the minimum job value, how often one client is asked, and opt-in.
 */
export function ReviewRulesCard({ settings }: { settings: MessagingSettings }) {
  const { form, submit, saving } = useMessagingSettingsForm(settings, valuesOf, 'Review rules saved');
  const errors = form.formState.errors;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Review requests</CardTitle>
        <CardDescription>
          Who is asked for a review and when. Clients who replied STOP are never asked; the log of the Review
          request text below shows who was skipped and why.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
          <FormField label="Review URL" error={errors.reviewUrl?.message} className="sm:col-span-2">
            <Input type="url" placeholder="https://g.page/r/…/review" {...form.register('reviewUrl')} />
          </FormField>
          <SelectField
            control={form.control}
            name="reviewTrigger"
            id="review-trigger"
            label="Send after"
            error={errors.reviewTrigger?.message}
            options={REVIEW_TRIGGERS.map((t) => ({ value: t, label: REVIEW_TRIGGER_LABELS[t] }))}
          />
          <FormField
            label="Minimum job value"
            error={errors.reviewMinJobValue?.message}
            description="The job’s services at their prices, or the paid invoice’s total. Empty: any job."
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
