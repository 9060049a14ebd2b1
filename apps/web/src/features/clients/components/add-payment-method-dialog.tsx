import { useEffect, useState } from 'react';
import { Elements } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { AlertCircle, Loader2, Lock } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { createSetupIntent } from '../api/create-setup-intent';
import { loadStripeJs } from '../lib/load-stripe';
import { PAYMENT_TEXT } from '../lib/payment-texts';
import { StripeSetupForm } from './stripe-setup-form';

type State =
  | { step: 'loading' }
  | { step: 'ready'; stripe: Stripe; clientSecret: string }
  | { step: 'offline' };

interface AddPaymentMethodDialogProps {
  clientId: string;
  publishableKey: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Starts a SetupIntent and loads Stripe.js side by side; either failing is told in the spec's words (§8). */
export function AddPaymentMethodDialog({
  clientId,
  publishableKey,
  open,
  onOpenChange,
}: AddPaymentMethodDialogProps) {
  const [state, setState] = useState<State>({ step: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!open) return;
    let current = true;
    setState({ step: 'loading' });
    const fail = (title: string, description: string) => {
      if (!current) return;
      toast({ title, description, variant: 'destructive' });
      onOpenChange(false);
    };
    const intent = createSetupIntent(clientId);
    const stripe = loadStripeJs(publishableKey);
    intent.then(
      async (body) => {
        if (!body?.clientSecret) return fail(PAYMENT_TEXT.setupErrorTitle, PAYMENT_TEXT.noSecret);
        try {
          const loaded = await stripe;
          if (current) setState({ step: 'ready', stripe: loaded, clientSecret: body.clientSecret });
        } catch (error) {
          console.error('Stripe.js failed to load', error);
          if (current) setState({ step: 'offline' });
        }
      },
      (error: unknown) => {
        if (error instanceof ApiError)
          fail(PAYMENT_TEXT.setupErrorTitle, errorMessage(error, PAYMENT_TEXT.setupErrorFallback));
        else fail(PAYMENT_TEXT.connectionErrorTitle, PAYMENT_TEXT.connectionError);
      },
    );
    stripe.catch(() => undefined);
    return () => {
      current = false;
    };
  }, [open, attempt, clientId, publishableKey, onOpenChange]);

  const dark = document.documentElement.classList.contains('dark');

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Add Payment Method</DialogTitle>
          <DialogDescription className="flex items-center gap-1.5">
            <Lock className="size-3.5" aria-hidden="true" />
            Card and bank details go straight to Stripe; they never touch our servers.
          </DialogDescription>
        </DialogHeader>
        {state.step === 'loading' && (
          <div
            className="flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground"
            role="status"
          >
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            Loading secure payment form...
          </div>
        )}
        {state.step === 'offline' && (
          <>
            <Alert variant="destructive">
              <AlertCircle aria-hidden="true" />
              <div>
                <p className="font-medium">{PAYMENT_TEXT.connectionErrorTitle}</p>
                <p>{PAYMENT_TEXT.connectionError}</p>
              </div>
            </Alert>
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button onClick={() => setAttempt((n) => n + 1)}>Try again</Button>
            </DialogFooter>
          </>
        )}
        {state.step === 'ready' && (
          <Elements
            stripe={state.stripe}
            options={{ clientSecret: state.clientSecret, appearance: { theme: dark ? 'night' : 'stripe' } }}
          >
            <StripeSetupForm
              clientId={clientId}
              onSaved={() => onOpenChange(false)}
              onCancel={() => onOpenChange(false)}
            />
          </Elements>
        )}
      </DialogContent>
    </Dialog>
  );
}
