import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import { AlertCircle, Loader2 } from 'lucide-react';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, setupBodySchema, slugSchema } from '@tradeworks/contracts/auth';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { browserTimeZone, TimeZonePicker } from '@/components/time-zone-picker';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, isApiError } from '@/lib/api-client';
import { storeTenantSlug } from '@/lib/tenant';
import { useSetup } from '../api/setup';
import { useSetupStatus } from '../api/get-setup-status';
import { AuthLayout } from '../components/auth-layout';
import { afterSignIn } from '../lib/after-sign-in';
import { slugify } from '../lib/slugify';

/** The server's schema; the optional slug field is an empty string in the form until filled. */
const setupFormSchema = setupBodySchema.extend({
  organizationSlug: z.union([z.literal(''), slugSchema]),
});
type SetupFormInput = z.input<typeof setupFormSchema>;
type SetupFormValues = z.output<typeof setupFormSchema>;
type SetupField = keyof SetupFormInput;

export function SetupPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const status = useSetupStatus();
  const setup = useSetup();
  const [formError, setFormError] = useState<string | null>(null);
  const slugEdited = useRef(false);

  const form = useForm<SetupFormInput, unknown, SetupFormValues>({
    resolver: zodResolver(setupFormSchema),
    defaultValues: {
      organizationName: '',
      organizationSlug: '',
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      // The organization's clock: the browser's zone unless the person picks another.
      timeZone: browserTimeZone(),
    },
  });
  const { errors } = form.formState;

  useEffect(() => {
    document.title = 'Set up · Tradeworks';
  }, []);

  if (status.isPending) {
    return (
      <AuthLayout title="Set up your organization">
        <div className="grid gap-3" role="status" aria-busy="true" aria-label="Loading">
          <Skeleton className="h-9" />
          <Skeleton className="h-9" />
          <Skeleton className="h-9" />
        </div>
      </AuthLayout>
    );
  }
  // Once this page itself finished the set-up, the refetched status (needed: false) must not send the
  // new admin to /login while the dashboard's code is still loading.
  if (status.data && !status.data.needed) return <Navigate to={setup.isSuccess ? '/' : '/login'} replace />;

  const organizationName = form.register('organizationName', {
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      if (!slugEdited.current) form.setValue('organizationSlug', slugify(event.target.value));
    },
  });
  const organizationSlug = form.register('organizationSlug', {
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      slugEdited.current = event.target.value !== '';
    },
  });

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    const slug = values.organizationSlug || undefined;
    setup.mutate(
      { ...values, organizationSlug: slug },
      {
        onSuccess: (user) => {
          afterSignIn(queryClient, user, '/');
          const chosen = slug ?? slugify(values.organizationName);
          if (!user && chosen) storeTenantSlug(chosen);
          navigate('/', { replace: true });
        },
        onError: (error) => {
          const fieldErrors = isApiError(error) ? error.fieldErrors : undefined;
          for (const [field, message] of Object.entries(fieldErrors ?? {})) {
            if (field in form.getValues()) form.setError(field as SetupField, { message });
          }
          setFormError(errorMessage(error, 'Set-up failed. Please try again.'));
        },
      },
    );
  });

  return (
    <AuthLayout
      title="Set up your organization"
      description="Create the first organization and its administrator account."
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        {formError && (
          <Alert variant="destructive">
            <AlertCircle aria-hidden="true" />
            <span>{formError}</span>
          </Alert>
        )}
        {status.isError && (
          <Alert>
            <AlertCircle aria-hidden="true" />
            <span>Could not check whether set-up is needed. You can still try.</span>
          </Alert>
        )}
        <FormField label="Organization name" error={errors.organizationName?.message} required>
          <Input autoComplete="organization" autoFocus {...organizationName} />
        </FormField>
        <FormField
          label="Organization slug"
          error={errors.organizationSlug?.message}
          description="Optional. Lowercase letters, numbers and hyphens; used in links as ?tenant=slug."
        >
          <Input autoComplete="off" spellCheck={false} {...organizationSlug} />
        </FormField>
        <Controller
          control={form.control}
          name="timeZone"
          render={({ field }) => (
            <FormField
              label="Time zone"
              error={errors.timeZone?.message}
              description="Job times, due dates and reminders run on this clock."
            >
              <TimeZonePicker value={field.value ?? ''} onChange={field.onChange} />
            </FormField>
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="First name" error={errors.firstName?.message} required>
            <Input autoComplete="given-name" {...form.register('firstName')} />
          </FormField>
          <FormField label="Last name" error={errors.lastName?.message} required>
            <Input autoComplete="family-name" {...form.register('lastName')} />
          </FormField>
        </div>
        <FormField label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        <FormField
          label="Password"
          error={errors.password?.message}
          description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          required
        >
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <Button type="submit" className="mt-1 w-full" disabled={setup.isPending}>
          {setup.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          Create organization
        </Button>
      </form>
    </AuthLayout>
  );
}
