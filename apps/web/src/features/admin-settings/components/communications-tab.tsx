import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Loader2, Send } from 'lucide-react';
import {
  SETTINGS_TOASTS,
  communicationsBodySchema,
  defaultSmtpTlsMode,
  type CommunicationsSettings,
  type TestEmailResult,
} from '@tradeworks/contracts/admin-settings';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SelectField } from '@/components/select-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { LoadError } from '@/components/load-error';
import { useZodForm } from '@/lib/use-zod-form';
import { sendTestEmail } from '../api/send-test-email';
import { settingsKeys } from '../api/settings-keys';
import { useCommunications } from '../api/get-communications';
import { useSettingsMutation } from '../api/save-settings';
import { EmailTemplatesCard } from '@/features/emails/public';
import { keepSavedSecret } from '../lib/keep-saved-secret';
import { toastFailure, toastSuccess } from './settings-toasts';

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- kept as the source of the field-name type
const TEXT_FIELDS = [
  'smtpHost',
  'smtpPort',
  'smtpUsername',
  'fromEmail',
  'fromName',
  'replyToEmail',
  'emailSignature',
] as const;
type Values = Record<(typeof TEXT_FIELDS)[number] | 'emailProvider' | 'smtpTlsMode' | 'smtpPassword', string>;

const valuesOf = (c: CommunicationsSettings | null | undefined): Values => ({
  emailProvider: c?.emailProvider ?? 'sendgrid',
  smtpHost: c?.smtpHost ?? '',
  smtpPort: c?.smtpPort ? String(c.smtpPort) : '',
  smtpTlsMode: c?.smtpTlsMode ?? defaultSmtpTlsMode(c?.smtpPort),
  smtpUsername: c?.smtpUsername ?? '',
  smtpPassword: '',
  fromEmail: c?.fromEmail ?? '',
  fromName: c?.fromName ?? '',
  replyToEmail: c?.replyToEmail ?? '',
  emailSignature: c?.emailSignature ?? '',
});

/**
 * The e-mail fields only: the record's SMS provider, key and number are not offered (texts go through the
 * Twilio integration card, issue 34 item 9), and a save leaves whatever an older version stored untouched.
 */
const communicationsFormSchema = communicationsBodySchema
  .omit({ smsProvider: true, smsApiKey: true, smsFromNumber: true })
  .extend({ smtpPassword: keepSavedSecret(communicationsBodySchema.shape.smtpPassword) });

/** Tab 5 — e-mail (the organization's own SMTP server or SendGrid), where texts are set up, and a test e-mail. */
export function CommunicationsTab() {
  const settings = useCommunications();
  const save = useSettingsMutation<CommunicationsSettings>(settingsKeys.communications);
  const form = useZodForm(communicationsFormSchema, { defaultValues: valuesOf(null) });
  const errors = form.formState.errors;
  const [testTo, setTestTo] = useState('');
  const [testing, setTesting] = useState(false);
  const [testResult, setTestResult] = useState<TestEmailResult | null>(null);

  useEffect(() => {
    if (settings.data !== undefined) form.reset(valuesOf(settings.data));
  }, [settings.data, form]);

  if (settings.isPending) return <Skeleton className="h-96" aria-label="Loading communication settings" />;
  if (settings.isError)
    return (
      <LoadError
        message="Failed to load communication settings. Please try again."
        onRetry={() => settings.refetch()}
      />
    );

  const saved = settings.data;
  const submit = form.handleSubmit((body) =>
    save.mutate(
      { method: saved ? 'PATCH' : 'POST', path: '/api/admin/communications', body },
      {
        onSuccess: () => toastSuccess(SETTINGS_TOASTS.communicationsUpdated),
        onError: (e) => toastFailure(e, SETTINGS_TOASTS.communicationsFailed),
      },
    ),
  );

  const test = async () => {
    setTesting(true);
    setTestResult(null);
    try {
      const result = await sendTestEmail(testTo);
      setTestResult(result);
      if (result.delivered) toastSuccess(`Test e-mail sent to ${testTo}`);
      else toastFailure(null, result.response);
    } catch (error) {
      toastFailure(error, 'Failed to send test e-mail');
    } finally {
      setTesting(false);
    }
  };

  const field = (name: (typeof TEXT_FIELDS)[number], label: string, type = 'text') => (
    <FormField label={label} error={errors[name]?.message}>
      <Input type={type} {...form.register(name)} />
    </FormField>
  );

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Email Settings</CardTitle>
          <CardDescription>
            With your own SMTP server, your organization's e-mails go out through it, from your address, with
            your reply-to address and signature.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form id="communications-form" onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
            <SelectField
              control={form.control}
              name="emailProvider"
              id="email-provider"
              label="Email Provider"
              options={[
                { value: 'sendgrid', label: 'SendGrid' },
                { value: 'smtp', label: 'SMTP' },
              ]}
            />
            {field('smtpHost', 'SMTP Host')}
            {field('smtpPort', 'SMTP Port')}
            <SelectField
              control={form.control}
              name="smtpTlsMode"
              id="smtp-tls-mode"
              label="TLS Mode"
              error={errors.smtpTlsMode?.message}
              description="TLS: encrypted from the start (usually port 465). STARTTLS: upgraded after connecting (usually 587). None: unencrypted."
              options={[
                { value: 'none', label: 'None' },
                { value: 'starttls', label: 'STARTTLS' },
                { value: 'tls', label: 'TLS' },
              ]}
            />
            {field('smtpUsername', 'SMTP Username')}
            <FormField
              label="SMTP Password"
              error={errors.smtpPassword?.message}
              description={saved?.smtpPassword ? `Saved: ${saved.smtpPassword}` : undefined}
            >
              <Input
                type="password"
                autoComplete="new-password"
                placeholder={saved?.smtpPassword ?? ''}
                {...form.register('smtpPassword')}
              />
            </FormField>
            {field('fromEmail', 'From Email', 'email')}
            {field('fromName', 'From Name')}
            {field('replyToEmail', 'Reply-To Email', 'email')}
            <FormField
              label="Email Signature"
              error={errors.emailSignature?.message}
              className="sm:col-span-2"
            >
              <Textarea rows={3} {...form.register('emailSignature')} />
            </FormField>
          </form>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Text messages</CardTitle>
          <CardDescription>
            Texts are sent through the{' '}
            <Link className="font-medium underline" to="/settings?tab=integrations">
              Twilio card on the Integrations tab
            </Link>
            ; reminders and quiet hours are on the Messaging tab.
          </CardDescription>
        </CardHeader>
      </Card>
      <div className="flex justify-end">
        <Button type="submit" form="communications-form" disabled={save.isPending}>
          {save.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          Save Communication Settings
        </Button>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Send test e-mail</CardTitle>
          <CardDescription>
            Sends a message now through your saved settings and shows the mail server's answer.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <FormField label="Send test e-mail to" className="flex-1">
              <Input type="email" value={testTo} onChange={(e) => setTestTo(e.target.value)} />
            </FormField>
            <Button type="button" variant="outline" onClick={test} disabled={testing || !testTo.trim()}>
              {testing ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <Send aria-hidden="true" />
              )}
              Send test e-mail
            </Button>
          </div>
          {testResult && (
            <Alert variant={testResult.delivered ? 'default' : 'destructive'} role="status">
              <div className="grid gap-1">
                <p className="font-medium">{testResult.delivered ? 'Delivered' : 'Not delivered'}</p>
                <p className="break-all font-mono text-xs">Server answer: {testResult.response}</p>
              </div>
            </Alert>
          )}
        </CardContent>
      </Card>
      <EmailTemplatesCard />
    </div>
  );
}
