import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { AlertCircle, Loader2, MailCheck } from 'lucide-react';
import { forgotPasswordBodySchema, type ForgotPasswordBody } from '@tradeworks/contracts/auth';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useForgotPassword } from '../api/forgot-password';
import { AuthLayout } from '../components/auth-layout';

/** /forgot-password — asks for a reset link; the answer never says whether the address has an account. */
export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const [sent, setSent] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ForgotPasswordBody>({
    resolver: zodResolver(forgotPasswordBodySchema),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;

  useEffect(() => {
    document.title = 'Forgot password · Tradeworks';
  }, []);

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    forgot.mutate(values, {
      onSuccess: (answer) => setSent(answer.message),
      onError: (error) => {
        const field = isApiError(error, 400) ? error.fieldErrors?.email : undefined;
        if (field) form.setError('email', { message: field });
        else setFormError(errorMessage(error, 'Could not send the link. Please try again.'));
      },
    });
  });

  return (
    <AuthLayout
      title="Forgot password?"
      description="Enter the e-mail address you sign in with and we will e-mail you a link to choose a new password."
    >
      {sent ? (
        <div className="grid gap-4">
          <Alert role="status">
            <MailCheck aria-hidden="true" />
            <span>{sent}</span>
          </Alert>
          <Button asChild variant="outline">
            <Link to="/login">Back to sign in</Link>
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          {formError && (
            <Alert variant="destructive">
              <AlertCircle aria-hidden="true" />
              <span>{formError}</span>
            </Alert>
          )}
          <FormField label="Email" error={errors.email?.message}>
            <Input
              type="email"
              autoComplete="email"
              autoFocus
              placeholder="you@company.com"
              {...form.register('email')}
            />
          </FormField>
          <Button type="submit" className="mt-1 w-full" disabled={forgot.isPending}>
            {forgot.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            Send reset link
          </Button>
          <Button asChild variant="link" className="justify-self-center">
            <Link to="/login">Back to sign in</Link>
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
