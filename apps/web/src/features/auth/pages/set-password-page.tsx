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

export function SetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const invitation = useInvitation(token);
  const setPassword = useSetPassword();
  const [formError, setFormError] = useState<string | null>(null);

  const form = useForm<SetPasswordFormValues>({
    resolver: zodResolver(setPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  useEffect(() => {
    document.title = 'Set your password · Tradeworks';
  }, []);

  if (!token || isApiError(invitation.error, 404)) {
    return (
      <AuthLayout title="Set your password">
        <div className="grid gap-4">
          <Alert variant="destructive">
            <AlertCircle aria-hidden="true" />
            <span>{INVALID_LINK}</span>
          </Alert>
          <Button asChild variant="outline">
            <Link to="/login">Go to sign in</Link>
          </Button>
        </div>
      </AuthLayout>
    );
  }

  if (invitation.isPending) {
    return (
      <AuthLayout title="Set your password">
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
      title="Set your password"
      description={
        who ? (
          <>
            {who.firstName ? `Welcome, ${who.firstName}! ` : 'Welcome! '}Choose a password for{' '}
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
          Set password
        </Button>
      </form>
    </AuthLayout>
  );
}
