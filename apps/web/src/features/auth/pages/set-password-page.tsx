import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AlertCircle, Loader2 } from 'lucide-react';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, setPasswordBodySchema } from '@tradeworks/contracts/auth';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useInvitation } from '../api/get-invitation';
import { usePasswordReset } from '../api/get-password-reset';
import { useResetPassword } from '../api/reset-password';
import { useSetPassword } from '../api/set-password';
import { AuthLayout } from '../components/auth-layout';
import { afterSignIn } from '../lib/after-sign-in';

const INVALID_LINK = 'This link is invalid or has expired.';

const setPasswordFormSchema = setPasswordBodySchema
  .pick({ password: true })
  .extend({ confirmPassword: z.string().min(1, 'Please confirm your password') })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
type SetPasswordFormValues = z.infer<typeof setPasswordFormSchema>;

/** The two links that end on this form: an invitation (set a first password) and "Forgot password?". */
const FLOWS = {
  invitation: {
    title: 'Set your password',
    welcome: (firstName: string | null) => (firstName ? `Welcome, ${firstName}! ` : 'Welcome! '),
    submit: 'Set password',
    useLookup: useInvitation,
    useSubmit: useSetPassword,
  },
  reset: {
    title: 'Reset your password',
    welcome: () => '',
    submit: 'Reset password',
    useLookup: usePasswordReset,
    useSubmit: useResetPassword,
  },
} as const;

/** /set-password (invitation) and /reset-password (e-mailed reset link): choose a password and sign in. */
export function SetPasswordPage({ purpose = 'invitation' }: { purpose?: keyof typeof FLOWS }) {
  const flow = FLOWS[purpose];
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const invitation = flow.useLookup(token);
  const setPassword = flow.useSubmit();
  const [formError, setFormError] = useState<string | null>(null);

  const form = useForm<SetPasswordFormValues>({
    resolver: zodResolver(setPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  useEffect(() => {
    document.title = `${flow.title} · Tradeworks`;
  }, [flow.title]);

  if (!token || isApiError(invitation.error, 404)) {
    return (
      <AuthLayout title={flow.title}>
        <div className="grid gap-4">
          <Alert variant="destructive">
            <AlertCircle aria-hidden="true" />
            <span>{INVALID_LINK}</span>
          </Alert>
          {purpose === 'reset' && (
            <Button asChild>
              <Link to="/forgot-password">Send a new link</Link>
            </Button>
          )}
          <Button asChild variant="outline">
            <Link to="/login">Go to sign in</Link>
          </Button>
        </div>
      </AuthLayout>
    );
  }

  if (invitation.isPending) {
    return (
      <AuthLayout title={flow.title}>
        <div className="grid gap-3" role="status" aria-busy="true" aria-label="Loading">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-9" />
          <Skeleton className="h-9" />
        </div>
      </AuthLayout>
    );
  }

  const onSubmit = form.handleSubmit(({ password }) => {
    setFormError(null);
    setPassword.mutate(
      { token, password },
      {
        onSuccess: () => {
          // The answer is { ok: true }: the layout reads the signed-in user afresh.
          afterSignIn(queryClient, undefined, '/');
          navigate('/', { replace: true });
        },
        onError: (error) => {
          if (isApiError(error, 404)) return setFormError(INVALID_LINK);
          const fieldMessage = isApiError(error) ? error.fieldErrors?.password : undefined;
          if (fieldMessage) form.setError('password', { message: fieldMessage });
          setFormError(errorMessage(error, 'Could not set your password. Please try again.'));
        },
      },
    );
  });

  const who = invitation.data;
  return (
    <AuthLayout
      title={flow.title}
      description={
        who ? (
          <>
            {flow.welcome(who.firstName)}Choose a {purpose === 'reset' ? 'new ' : ''}password for{' '}
            <span className="font-medium text-foreground">{who.email}</span>.
          </>
        ) : (
          'Choose a password for your account.'
        )
      }
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        {who && (
          <input type="email" name="username" autoComplete="username" value={who.email} readOnly hidden />
        )}
        {(formError || invitation.isError) && (
          <Alert variant="destructive">
            <AlertCircle aria-hidden="true" />
            <span>
              {formError ?? errorMessage(invitation.error, 'Could not check this link. Please try again.')}
            </span>
          </Alert>
        )}
        <FormField
          label="New password"
          error={errors.password?.message}
          description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        >
          <Input type="password" autoComplete="new-password" autoFocus {...form.register('password')} />
        </FormField>
        <FormField label="Confirm password" error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
        </FormField>
        <Button type="submit" className="mt-1 w-full" disabled={setPassword.isPending}>
          {setPassword.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {flow.submit}
        </Button>
      </form>
    </AuthLayout>
  );
}
