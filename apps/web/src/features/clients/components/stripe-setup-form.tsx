import { useState } from 'react';
import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { Loader2 } from 'lucide-react';
import { paymentMethodAttachSchema } from '@tradeworks/contracts/payment-methods';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, isApiError } from '@/lib/api-client';
import { bodyOf, useZodForm } from '@/lib/use-zod-form';
import { useSavePaymentMethod } from '../api/save-payment-method';
import { PAYMENT_TEXT } from '../lib/payment-texts';

/** The form's own field, checked by the save route's schema (blank: no display name). */
const displayNameSchema = bodyOf(
  (values: { displayName: string }) => ({ displayName: values.displayName.trim() }),
  paymentMethodAttachSchema.pick({ displayName: true }),
);

interface StripeSetupFormProps {
  clientId: string;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * Inside <Elements>: Stripe's secure payment form (card or bank account) and an optional display name.
 * The browser confirms the SetupIntent with Stripe without a redirect unless the bank requires one, then
 * sends only the new payment method's id to our server.
 */
export function StripeSetupForm({ clientId, onSaved, onCancel }: StripeSetupFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const save = useSavePaymentMethod(clientId);
  const form = useZodForm(displayNameSchema, { defaultValues: { displayName: '' } });
  const [busy, setBusy] = useState(false);

  const submit = form.handleSubmit(async ({ displayName }) => {
    if (!stripe || !elements) {
      toast({ title: 'Error', description: PAYMENT_TEXT.notReady, variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      const { error, setupIntent } = await stripe.confirmSetup({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: window.location.href },
      });
      if (error) {
        toast({
          title: PAYMENT_TEXT.setupFailedTitle,
          description: error.message ?? PAYMENT_TEXT.unexpected,
          variant: 'destructive',
        });
        return;
      }
      const paymentMethodId =
        typeof setupIntent?.payment_method === 'string'
          ? setupIntent.payment_method
          : setupIntent?.payment_method?.id;
      if (!paymentMethodId) throw new Error('SetupIntent without a payment method');
      await save.mutateAsync({ paymentMethodId, displayName });
      toast({ title: PAYMENT_TEXT.addedTitle, description: PAYMENT_TEXT.added });
      onSaved();
    } catch (error) {
      toast({
        title: 'Error',
        description: isApiError(error)
          ? errorMessage(error, PAYMENT_TEXT.saveFallback)
          : PAYMENT_TEXT.unexpected,
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit} className="grid gap-4">
      <PaymentElement options={{ layout: 'tabs' }} />
      <FormField
        label="Display Name (optional)"
        description="Shown instead of the card brand and last four digits."
        error={form.formState.errors.displayName?.message}
      >
        <Input maxLength={100} placeholder="e.g. Company Visa" {...form.register('displayName')} />
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy || !stripe}>
          {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
          {busy ? 'Saving...' : 'Save Payment Method'}
        </Button>
      </DialogFooter>
    </form>
  );
}
