import { useEffect, useState, type FormEvent } from 'react';
import { Loader2, Send } from 'lucide-react';
import {
  SETTINGS_TOASTS,
  communicationsBodySchema,
  type CommunicationsSettings,
  type TestEmailResult,
} from '@tradeworks/contracts/admin-settings';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { LoadError } from '@/components/load-error';
import { sendTestEmail, settingsKeys, useCommunications, useSettingsMutation } from '../api/settings-api';
import { EmailTemplatesCard } from '@/features/emails/public';
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
  'smsFromNumber',
] as const;
type Values = Record<
  (typeof TEXT_FIELDS)[number] | 'emailProvider' | 'smsProvider' | 'smtpPassword' | 'smsApiKey',
  string
>;

const valuesOf = (c: CommunicationsSettings | null | undefined): Values => ({
  emailProvider: c?.emailProvider ?? 'sendgrid',
  smtpHost: c?.smtpHost ?? '',
  smtpPort: c?.smtpPort ? String(c.smtpPort) : '',
  smtpUsername: c?.smtpUsername ?? '',
  smtpPassword: '',
  fromEmail: c?.fromEmail ?? '',
  fromName: c?.fromName ?? '',
  replyToEmail: c?.replyToEmail ?? '',
  emailSignature: c?.emailSignature ?? '',
  smsProvider: c?.smsProvider ?? '',
  smsApiKey: '',
  smsFromNumber: c?.smsFromNumber ?? '',
});

/** Tab 5 — e-mail (the organization's own SMTP server or SendGrid) and SMS settings, and a test e-mail. */
export function CommunicationsTab() {
  const settings = useCommunications();
  const save = useSettingsMutation<CommunicationsSettings>(settingsKeys.communications);
  const [values, setValues] = useState<Values>(valuesOf(null));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [testTo, setTestTo] = useState('');
  const [testing, setTesting] = useState(false);
  const [testResult, setTestResult] = useState<TestEmailResult | null>(null);

  useEffect(() => {
    if (settings.data !== undefined) setValues(valuesOf(settings.data));
  }, [settings.data]);

  if (settings.isPending) return <Skeleton className="h-96" aria-label="Loading communication settings" />;
  if (settings.isError)
    return (
      <LoadError
        message="Failed to load communication settings. Please try again."
        onRetry={() => settings.refetch()}
      />
    );

  const saved = settings.data;
  const set = (field: keyof Values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { smtpPassword, smsApiKey, ...rest } = values;
    // Empty secret fields keep what is saved.
    const parsed = communicationsBodySchema.safeParse({
      ...rest,
      ...(smtpPassword ? { smtpPassword } : {}),
      ...(smsApiKey ? { smsApiKey } : {}),
    });
    if (!parsed.success) {
      const out: Record<string, string> = {};
      for (const i of parsed.error.issues) out[String(i.path[0])] ??= i.message;
      return setErrors(out);
    }
    setErrors({});
    save.mutate(
      { method: saved ? 'PATCH' : 'POST', path: '/api/admin/communications', body: parsed.data },
      {
        onSuccess: () => toastSuccess(SETTINGS_TOASTS.communicationsUpdated),
        onError: (e) => toastFailure(e, SETTINGS_TOASTS.communicationsFailed),
      },
    );
  };

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
    <FormField label={label} error={errors[name]}>
      <Input type={type} value={values[name]} onChange={(e) => set(name)(e.target.value)} />
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
            <FormField id="email-provider" label="Email Provider">
              <Select value={values.emailProvider} onValueChange={set('emailProvider')}>
                <SelectTrigger id="email-provider">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="sendgrid">SendGrid</SelectItem>
                  <SelectItem value="smtp">SMTP</SelectItem>
                </SelectContent>
              </Select>
            </FormField>
            {field('smtpHost', 'SMTP Host')}
            {field('smtpPort', 'SMTP Port')}
            {field('smtpUsername', 'SMTP Username')}
            <FormField
              label="SMTP Password"
              error={errors.smtpPassword}
              description={saved?.smtpPassword ? `Saved: ${saved.smtpPassword}` : undefined}
            >
              <Input
                type="password"
                autoComplete="new-password"
                value={values.smtpPassword}
                placeholder={saved?.smtpPassword ?? ''}
                onChange={(e) => set('smtpPassword')(e.target.value)}
              />
            </FormField>
            {field('fromEmail', 'From Email', 'email')}
            {field('fromName', 'From Name')}
            {field('replyToEmail', 'Reply-To Email', 'email')}
            <FormField label="Email Signature" error={errors.emailSignature} className="sm:col-span-2">
              <Textarea
                rows={3}
                value={values.emailSignature}
                onChange={(e) => set('emailSignature')(e.target.value)}
              />
            </FormField>
          </form>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>SMS Settings</CardTitle>
          <CardDescription>Stored for appointment reminders.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <FormField id="sms-provider" label="SMS Provider">
            <Select value={values.smsProvider} onValueChange={set('smsProvider')}>
              <SelectTrigger id="sms-provider">
                <SelectValue placeholder="Select a provider" />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="twilio">Twilio</SelectItem>
                <SelectItem value="other">Other</SelectItem>
              </SelectContent>
            </Select>
          </FormField>
          <FormField
            label="SMS API Key"
            description={saved?.smsApiKey ? `Saved: ${saved.smsApiKey}` : undefined}
          >
            <Input
              type="password"
              autoComplete="off"
              value={values.smsApiKey}
              placeholder={saved?.smsApiKey ?? ''}
              onChange={(e) => set('smsApiKey')(e.target.value)}
            />
          </FormField>
          <FormField label="SMS From Number" error={errors.smsFromNumber}>
            <Input value={values.smsFromNumber} onChange={(e) => set('smsFromNumber')(e.target.value)} />
          </FormField>
        </CardContent>
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
