import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, changePasswordBodySchema } from '@tradeworks/contracts/auth';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useChangePassword } from '@/features/auth/public';

const changePasswordFormSchema = changePasswordBodySchema
  .extend({ confirmPassword: z.string().min(1, 'Please confirm your password') })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;

const signedOutText = (count: number) =>
  count === 0
    ? 'You were signed in nowhere else.'
    : `${count} other session${count === 1 ? ' was' : 's were'} signed out.`;

/** Profile → Change password: the current password, then the new one twice; other sessions end. */
export function ChangePasswordCard() {
  const change = useChangePassword();
  const form = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) => {
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (result) => {
          form.reset();
          toast({ title: 'Password changed', description: signedOutText(result.signedOutSessions) });
        },
        onError: (error) => {
          const fields = isApiError(error, 400) ? error.fieldErrors : undefined;
          if (fields?.currentPassword) form.setError('currentPassword', { message: fields.currentPassword });
          else if (fields?.newPassword) form.setError('newPassword', { message: fields.newPassword });
          else form.setError('root', { message: errorMessage(error, 'Could not change your password.') });
        },
      },
    );
  });

  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle className="text-base">Change password</CardTitle>
        <CardDescription>
          Changing your password signs you out on every other browser and device.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Current password"
            error={errors.currentPassword?.message}
            className="sm:col-span-2"
          >
            <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
          </FormField>
          <FormField
            label="New password"
            error={errors.newPassword?.message}
            description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          >
            <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
          </FormField>
          <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
            <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
          </FormField>
          {errors.root?.message && (
            <p role="alert" className="text-sm text-destructive sm:col-span-2">
              {errors.root.message}
            </p>
          )}
          <div className="sm:col-span-2">
            <Button type="submit" disabled={change.isPending}>
              {change.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              Change password
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
