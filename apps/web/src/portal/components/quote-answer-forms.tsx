import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { formatMoney } from '@tradeworks/contracts/money';
import { portalApproveSchema, portalDeclineSchema, type PortalQuote } from '@tradeworks/contracts/portal';
import { computeSelectedTotals, depositAmount } from '@tradeworks/contracts/quote-options';
import { portalFetch } from '../portal-api';
import { showPortalFailure, usePortalForm } from '../use-portal-form';
import { depositSentence } from './portal-quote-options';
import { SignaturePad } from './signature-pad';

const field =
  'w-full rounded-md border border-[var(--input)] bg-[var(--background)] px-3 focus-visible:outline-2 focus-visible:outline-[var(--ring)]';
const primaryButton =
  'h-10 rounded-md bg-[var(--primary)] px-4 font-medium text-white hover:opacity-90 disabled:opacity-60';

/** The form's one message: the first field's, in the order the form reads, or the request's own. */
function FormAlert({ message, className }: { message: string | undefined; className: string }) {
  return message ? (
    <p role="alert" className={className}>
      {message}
    </p>
  ) : null;
}

interface ApproveValues {
  signerName: string;
  signatureKind: 'drawn' | 'typed';
  signatureData: string | null;
}

/** Approve and sign the quote (drawn, or the typed name), for the optional items the client ticked. */
export function ApproveQuoteForm({
  quote,
  selected,
  onDone,
}: {
  quote: PortalQuote;
  selected: ReadonlySet<string>;
  onDone: (q: PortalQuote) => void;
}) {
  const options = quote.lineItems.filter((l) => l.isOptional && selected.has(l.id));
  const totals = computeSelectedTotals(quote.lineItems, quote.taxRate, [...selected]);
  const deposit = depositAmount(quote.deposit.type, quote.deposit.value, totals.total);
  const form = usePortalForm<ApproveValues, unknown>(portalApproveSchema, {
    signerName: '',
    signatureKind: 'drawn',
    signatureData: null,
  });
  const [name, mode] = useWatch({ control: form.control, name: ['signerName', 'signatureKind'] });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async () => {
    const values = form.getValues();
    try {
      onDone(
        await portalFetch<PortalQuote>(`/quotes/${quote.id}/approve`, {
          method: 'POST',
          body: {
            signerName: values.signerName,
            signatureKind: values.signatureKind,
            signatureData: values.signatureKind === 'drawn' ? values.signatureData : null,
            acceptedOptionIds: quote.lineItems.filter((l) => selected.has(l.id)).map((l) => l.id),
          },
        }),
      );
    } catch (e) {
      showPortalFailure(form, e);
    }
  });
  const message =
    errors.signerName?.message ??
    errors.signatureKind?.message ??
    (mode === 'drawn' ? errors.signatureData?.message : undefined) ??
    // The server's word on the ticked options (no field of their own here).
    (errors as { acceptedOptionIds?: { message?: string } }).acceptedOptionIds?.message ??
    errors.root?.message;
  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <div>
        <label htmlFor="signer-name" className="mb-1 block text-sm font-medium">
          Your full name
        </label>
        <input
          id="signer-name"
          className={`${field} h-10`}
          autoComplete="name"
          {...form.register('signerName')}
        />
      </div>
      <fieldset>
        <legend className="mb-1 text-sm font-medium">Signature</legend>
        <div className="flex gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input type="radio" value="drawn" {...form.register('signatureKind')} />
            Draw
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" value="typed" {...form.register('signatureKind')} />
            Type my name as my signature
          </label>
        </div>
      </fieldset>
      {mode === 'drawn' ? (
        <SignaturePad
          label="Signature drawing area"
          onChange={(png) => form.setValue('signatureData', png)}
        />
      ) : (
        <p className="rounded-md border border-dashed border-[var(--input)] bg-white px-3 py-4 font-serif text-2xl italic text-gray-900">
          {name || 'Your name'}
        </p>
      )}
      <p className="text-xs text-[var(--muted-foreground)]">
        By approving you accept quote {quote.quoteNumber} for {formatMoney(totals.total)}
        {options.length > 0 &&
          ` with ${options.length === 1 ? '1 optional item' : `${options.length} optional items`}`}
        . {depositSentence(quote, deposit)} We record your name, signature, your selection, the time and your
        network address.
      </p>
      <FormAlert
        message={message}
        className="rounded-md border border-[var(--destructive)] p-3 text-sm text-[var(--destructive)]"
      />
      <button type="submit" disabled={isSubmitting} className={primaryButton}>
        {isSubmitting ? 'Approving…' : 'Approve quote'}
      </button>
    </form>
  );
}

/** Decline the quote with a reason, behind a link that opens the form. */
export function DeclineQuoteForm({
  quote,
  onDone,
}: {
  quote: PortalQuote;
  onDone: (q: PortalQuote) => void;
}) {
  const [open, setOpen] = useState(false);
  const form = usePortalForm<{ reason: string }, unknown>(portalDeclineSchema, { reason: '' });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async () => {
    try {
      onDone(
        await portalFetch<PortalQuote>(`/quotes/${quote.id}/decline`, {
          method: 'POST',
          body: { reason: form.getValues('reason') },
        }),
      );
    } catch (e) {
      showPortalFailure(form, e);
    }
  });
  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="text-sm font-medium text-[var(--destructive)] underline"
      >
        Decline this quote
      </button>
    );
  }
  return (
    <form onSubmit={submit} className="space-y-2" noValidate>
      <label htmlFor="decline-reason" className="block text-sm font-medium">
        Why are you declining?
      </label>
      <textarea id="decline-reason" rows={3} className={`${field} py-2`} {...form.register('reason')} />
      <FormAlert
        message={errors.reason?.message ?? errors.root?.message}
        className="text-sm text-[var(--destructive)]"
      />
      <div className="flex gap-2">
        <button
          type="submit"
          className="h-10 rounded-md border border-[var(--destructive)] px-4 font-medium text-[var(--destructive)]"
        >
          Decline quote
        </button>
        <button type="button" onClick={() => setOpen(false)} className="h-10 px-3 text-sm">
          Cancel
        </button>
      </div>
    </form>
  );
}
