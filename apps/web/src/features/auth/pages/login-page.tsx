import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { AlertCircle, KeyRound, Loader2 } from 'lucide-react';
import { loginBodySchema, type LoginBody } from '@tradeworks/contracts/auth';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useLogin } from '../api/login';
import { useSetupStatus } from '../api/get-setup-status';
import { AuthLayout } from '../components/auth-layout';
import { afterSignIn, landingAfterSignIn } from '../lib/after-sign-in';
import { LOGIN_ENDPOINT } from '../lib/logged-out';
import { safeRedirect } from '../lib/redirect';

export function LoginPage() {
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setup = useSetupStatus();
  const login = useLogin();
  // The OIDC callback comes back here with ?error= when the provider refused or failed.
  const [formError, setFormError] = useState<string | null>(() => params.get('error'));

  const form = useForm<LoginBody>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  useEffect(() => {
    document.title = 'Sign in · Tradeworks';
  }, []);

  if (setup.data?.needed) return <Navigate to="/setup" replace />;

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    login.mutate(values, {
      onSuccess: (user) => {
        afterSignIn(queryClient, user, target);
        navigate(landingAfterSignIn(user, target), { replace: true });
      },
      onError: (error) => {
        if (isApiError(error, 400) && error.fieldErrors) {
          for (const [field, message] of Object.entries(error.fieldErrors)) {
            if (field === 'email' || field === 'password') form.setError(field, { message });
          }
        }
        const fallback = isApiError(error, 401)
          ? 'Invalid email or password'
          : isApiError(error, 429)
            ? 'Too many sign-in attempts. Please try again later.'
            : 'Unable to sign in. Please try again.';
        setFormError(errorMessage(error, fallback));
        form.setValue('password', '');
        form.setFocus('password');
      },
    });
  });

  return (
    <AuthLayout title="Sign in" description="Sign in to your account to continue.">
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
        <FormField label="Password" error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </FormField>
        <Link
          to="/forgot-password"
          className="-mt-2 justify-self-end text-sm text-primary underline-offset-4 hover:underline"
        >
          Forgot password?
        </Link>
        <Button type="submit" className="mt-1 w-full" disabled={login.isPending}>
          {login.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          Sign in
        </Button>
      </form>
      {setup.data?.oidcEnabled && (
        <>
          <div className="my-5 flex items-center gap-3 text-xs text-muted-foreground uppercase">
            <span className="h-px flex-1 bg-border" />
            or
            <span className="h-px flex-1 bg-border" />
          </div>
          <Button
            variant="outline"
            className="w-full"
            onClick={() => {
              window.location.href = `${LOGIN_ENDPOINT}?redirect=${encodeURIComponent(target)}`;
            }}
          >
            <KeyRound aria-hidden="true" />
            Sign in with SSO
          </Button>
        </>
      )}
    </AuthLayout>
  );
}
