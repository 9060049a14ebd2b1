import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { formatMoney } from '@tradeworks/contracts/money';
import {
  portalPayIntentSchema,
  type PortalPayIntentResult,
  type PortalReceipt,
} from '@tradeworks/contracts/portal';
import { z } from 'zod';
import { portalFetch, PortalError } from '../portal-api';
import { navigate } from '../portal-router';
import { showPortalFailure, usePortalForm } from '../use-portal-form';

/** A deposit's amount is the server's: nothing of the client's to check. */
const serverAmount = z.object({});

const primaryButton =
  'h-10 rounded-md bg-[var(--primary)] px-4 font-medium text-white hover:opacity-90 disabled:opacity-60';

/** Stripe.js from js.stripe.com, loaded only when the client pays (the /pure entry injects nothing on import). */
async function loadStripeJs(key: string): Promise<Stripe> {
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  const stripe = await loadStripe(key);
  if (!stripe) throw new Error('Card payments are not available right now.');
  return stripe;
}

/**
 * Pay the balance or part of it by card: our server opens a PaymentIntent (the tenant's own Stripe account
 * when configured), Stripe Elements collects the card and confirms it with the client secret, and our server
 * reads the verdict and shows the receipt.
 */
export function CardPaymentForm({
  invoiceId,
  startPath,
  balanceDue,
  fixedAmount = false,
}: {
  invoiceId?: string;
  /** Where the payment starts (default: the invoice's /pay); a quote's deposit has its own. */
  startPath?: string;
  balanceDue: string;
  /** The server decides the amount (a deposit): no amount field. */
  fixedAmount?: boolean;
}) {
  const form = usePortalForm<{ amount: string }, unknown>(
    fixedAmount ? serverAmount : portalPayIntentSchema,
    { amount: balanceDue },
  );
  const [intent, setIntent] = useState<PortalPayIntentResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mountPoint = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null);

  useEffect(() => {
    if (!intent) return;
    let cancelled = false;
    loadStripeJs(intent.publishableKey ?? '').then(
      (stripe) => {
        if (cancelled) return;
        const elements = stripe.elements({ clientSecret: intent.clientSecret });
        elements.create('payment').mount(mountPoint.current!);
        stripeRef.current = { stripe, elements };
      },
      (e: unknown) => setError(e instanceof Error ? e.message : 'Card payments are not available right now.'),
    );
    return () => {
      cancelled = true;
    };
  }, [intent]);

  const start = form.handleSubmit(async () => {
    setError(null);
    try {
      setIntent(
        await portalFetch<PortalPayIntentResult>(
          startPath ?? `/invoices/${invoiceId}/pay`,
          fixedAmount ? { method: 'POST' } : { method: 'POST', body: { amount: form.getValues('amount') } },
        ),
      );
    } catch (e) {
      showPortalFailure(form, e);
    }
  });

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!intent || !stripeRef.current) return;
    setBusy(true);
    setError(null);
    const { stripe, elements } = stripeRef.current;
    const result = await stripe.confirmPayment({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: `${window.location.origin}${window.location.pathname}` },
    });
    if (result.error) {
      setError(result.error.message ?? 'Your card was not charged.');
      setBusy(false);
      return;
    }
    try {
      const receipt = await portalFetch<PortalReceipt>(`/payments/${intent.paymentId}/refresh`, {
        method: 'POST',
      });
      navigate(`/payments/${receipt.paymentId}`);
    } catch (e) {
      setError(e instanceof PortalError ? e.message : 'Network error. Please try again.');
      setBusy(false);
    }
  };

  if (!intent) {
    const { errors, isSubmitting } = form.formState;
    const startError = errors.amount?.message ?? errors.root?.message ?? error;
    return (
      <form onSubmit={start} className="flex flex-wrap items-end gap-3" noValidate>
        <div hidden={fixedAmount}>
          <label htmlFor="pay-amount" className="mb-1 block text-sm font-medium">
            Amount to pay
          </label>
          <input
            id="pay-amount"
            inputMode="decimal"
            {...form.register('amount')}
            aria-describedby="pay-amount-hint"
            className="h-10 w-40 rounded-md border border-[var(--input)] bg-[var(--background)] px-3 focus-visible:outline-2 focus-visible:outline-[var(--ring)]"
          />
          <p id="pay-amount-hint" className="mt-1 text-xs text-[var(--muted-foreground)]">
            Balance due {formatMoney(balanceDue)}; you may pay part of it.
          </p>
        </div>
        <button type="submit" disabled={isSubmitting} className={primaryButton}>
          Pay by card
        </button>
        {startError && (
          <p role="alert" className="w-full text-sm text-[var(--destructive)]">
            {startError}
          </p>
        )}
      </form>
    );
  }
  return (
    <form onSubmit={pay} className="space-y-3">
      <div ref={mountPoint} className="rounded-md border border-[var(--border)] bg-white p-3" />
      {error && (
        <p role="alert" className="text-sm text-[var(--destructive)]">
          {error}
        </p>
      )}
      <button type="submit" disabled={busy} className={primaryButton}>
        {busy ? 'Paying…' : `Pay ${formatMoney(intent.amount)}`}
      </button>
    </form>
  );
}
