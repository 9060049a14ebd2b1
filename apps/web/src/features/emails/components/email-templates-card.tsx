import { Link } from 'react-router';
import { Loader2, ScrollText } from 'lucide-react';
import {
  EMAIL_DOCUMENT_LABELS,
  EMAIL_TEMPLATE_PLACEHOLDERS,
  emailTemplateSchema,
  type EmailTemplateBody,
  type EmailTemplateItem,
} from '@tradeworks/contracts/emails';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { LoadError } from '@/components/load-error';
import { errorMessage } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';
import { useEmailTemplates } from '../api/list-email-templates';
import { useSaveEmailTemplate } from '../api/save-email-template';

/** Settings → Communications: the subject and message each document's send dialog starts from. */
export function EmailTemplatesCard() {
  const templates = useEmailTemplates();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Document e-mail templates</CardTitle>
        <CardDescription>
          What the send dialog of quotes, invoices and purchase orders starts with; the sender can still
          change it before sending. Placeholders:{' '}
          {EMAIL_TEMPLATE_PLACEHOLDERS.map((p, i) => (
            <span key={p.token}>
              {i > 0 && ', '}
              <code title={p.meaning}>{p.token}</code> ({p.meaning.toLowerCase()})
            </span>
          ))}
          .
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <Button asChild variant="outline" size="sm" className="justify-self-start">
          <Link to="/settings/email-log">
            <ScrollText aria-hidden="true" />
            Open the e-mail log
          </Link>
        </Button>
        {templates.isError ? (
          <LoadError
            message="Failed to load the e-mail templates."
            onRetry={() => void templates.refetch()}
          />
        ) : !templates.data ? (
          <Skeleton className="h-40" />
        ) : (
          templates.data.map((template) => <TemplateForm key={template.kind} template={template} />)
        )}
      </CardContent>
    </Card>
  );
}

function TemplateForm({ template }: { template: EmailTemplateItem }) {
  const save = useSaveEmailTemplate();
  const form = useZodForm(emailTemplateSchema, {
    defaultValues: { subject: template.subject, message: template.message },
  });
  const errors = form.formState.errors;
  const label = EMAIL_DOCUMENT_LABELS[template.kind];
  /** Saves the typed template, or (reset) goes back to the default text without checking the fields. */
  const run = (body: EmailTemplateBody | null) => {
    const reset = body === null;
    save.mutate(
      { kind: template.kind, body },
      {
        onSuccess: (all) => {
          const saved = all.find((t) => t.kind === template.kind)!;
          form.reset({ subject: saved.subject, message: saved.message });
          toast({
            title: reset ? 'Template reset' : 'Template saved',
            description: `The ${label.toLowerCase()} e-mail ${reset ? 'uses the default text again' : 'template was saved'}.`,
          });
        },
        onError: (error) =>
          toast({
            title: 'Error saving template',
            description: errorMessage(error, 'Failed to save the template.'),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <form
      className="grid gap-3 border-t pt-4 first-of-type:border-t-0 first-of-type:pt-0"
      aria-label={`${label} e-mail template`}
      noValidate
      onSubmit={form.handleSubmit(run)}
    >
      <h3 className="text-sm font-semibold">
        {label} e-mail{template.isDefault ? ' (default)' : ''}
      </h3>
      <FormField label={`${label} subject`} required error={errors.subject?.message}>
        <Input {...form.register('subject')} />
      </FormField>
      <FormField label={`${label} message`} required error={errors.message?.message}>
        <Textarea rows={6} {...form.register('message')} />
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        {!template.isDefault && (
          <Button
            type="button"
            variant="outline"
            disabled={save.isPending}
            onClick={() => (form.clearErrors(), run(null))}
          >
            Reset to default
          </Button>
        )}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          Save {label.toLowerCase()} template
        </Button>
      </div>
    </form>
  );
}
