import { formatMoney } from '@tradeworks/contracts/money';
import { taxLabel } from '@tradeworks/contracts/display-format';
import { useState, type FormEvent } from 'react';
import { balanceDue } from '@tradeworks/contracts/line-items';
import type { PortalQuote } from '@tradeworks/contracts/portal';
import { computeSelectedTotals, depositAmount } from '@tradeworks/contracts/quote-options';
import { CardPaymentForm } from '../components/card-payment-form';
import { OtherWaysToPay, type PortalPayment } from '../components/other-ways-to-pay';
import { PortalSection } from '../components/portal-layout';
import { PortalLines } from '../components/portal-lines';
import { PortalLoad } from '../components/portal-load';
import { depositSentence, PortalOptionalItems } from '../components/portal-quote-options';
import { SignaturePad } from '../components/signature-pad';
import { portalApiUrl, portalFetch, PortalError } from '../portal-api';
import { usePortalTimeZone } from '../portal-clock';
import { dateTime, day, statusLabel } from '../portal-format';
import { usePortalData } from '../use-portal-data';

const field =
  'w-full rounded-md border border-[var(--input)] bg-[var(--background)] px-3 focus-visible:outline-2 focus-visible:outline-[var(--ring)]';
const primaryButton =
  'h-10 rounded-md bg-[var(--primary)] px-4 font-medium text-white hover:opacity-90 disabled:opacity-60';

function ApproveForm({
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
  const [name, setName] = useState('');
  const [mode, setMode] = useState<'drawn' | 'typed'>('drawn');
  const [drawing, setDrawing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onDone(
        await portalFetch<PortalQuote>(`/quotes/${quote.id}/approve`, {
          method: 'POST',
          body: {
            signerName: name,
            signatureKind: mode,
            signatureData: mode === 'drawn' ? drawing : null,
            acceptedOptionIds: quote.lineItems.filter((l) => selected.has(l.id)).map((l) => l.id),
          },
        }),
      );
    } catch (e) {
      setError(e instanceof PortalError ? e.message : 'Network error. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <div>
        <label htmlFor="signer-name" className="mb-1 block text-sm font-medium">
          Your full name
        </label>
        <input
          id="signer-name"
          className={`${field} h-10`}
          value={name}
          onChange={(e) => setName(e.target.value)}
          autoComplete="name"
        />
      </div>
      <fieldset>
        <legend className="mb-1 text-sm font-medium">Signature</legend>
        <div className="flex gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="signature-kind"
              checked={mode === 'drawn'}
              onChange={() => setMode('drawn')}
            />
            Draw
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="signature-kind"
              checked={mode === 'typed'}
              onChange={() => setMode('typed')}
            />
            Type my name as my signature
          </label>
        </div>
      </fieldset>
      {mode === 'drawn' ? (
        <SignaturePad label="Signature drawing area" onChange={setDrawing} />
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
      {error && (
        <p
          role="alert"
          className="rounded-md border border-[var(--destructive)] p-3 text-sm text-[var(--destructive)]"
        >
          {error}
        </p>
      )}
      <button type="submit" disabled={busy} className={primaryButton}>
        {busy ? 'Approving…' : 'Approve quote'}
      </button>
    </form>
  );
}

function DeclineForm({ quote, onDone }: { quote: PortalQuote; onDone: (q: PortalQuote) => void }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      onDone(
        await portalFetch<PortalQuote>(`/quotes/${quote.id}/decline`, { method: 'POST', body: { reason } }),
      );
    } catch (e) {
      setError(
        e instanceof PortalError ? (e.fieldErrors?.reason ?? e.message) : 'Network error. Please try again.',
      );
    }
  };
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
      <textarea
        id="decline-reason"
        rows={3}
        className={`${field} py-2`}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      {error && (
        <p role="alert" className="text-sm text-[var(--destructive)]">
          {error}
        </p>
      )}
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

function Answer({ quote }: { quote: PortalQuote }) {
  const r = quote.clientResponse;
  const zone = usePortalTimeZone();
  if (!r) return null;
  if (r.response === 'declined') {
    return (
      <PortalSection title="You declined this quote">
        <p className="text-sm">{r.declineReason}</p>
        <p className="mt-1 text-xs text-[var(--muted-foreground)]">{dateTime(r.respondedAt, zone)}</p>
      </PortalSection>
    );
  }
  return (
    <PortalSection title="Approved and signed">
      {r.signatureKind === 'drawn' && r.signatureData ? (
        <img src={r.signatureData} alt={`Signature of ${r.signerName}`} className="h-20 rounded bg-white" />
      ) : (
        <p className="font-serif text-2xl italic">{r.signerName}</p>
      )}
      <p className="mt-1 text-sm">
        {r.signerName} · {dateTime(r.respondedAt, zone)}
      </p>
    </PortalSection>
  );
}

export function PortalQuotePage({ id, payment }: { id: string; payment: PortalPayment | null }) {
  const state = usePortalData<PortalQuote>(`/quotes/${id}`);
  return (
    <PortalLoad state={state}>
      {(quote) => <QuoteView quote={quote} onChange={state.set} payment={payment} />}
    </PortalLoad>
  );
}

function QuoteView({
  quote,
  onChange,
  payment,
}: {
  quote: PortalQuote;
  onChange: (q: PortalQuote) => void;
  payment: PortalPayment | null;
}) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const zone = usePortalTimeZone();
  const canApprove = quote.allowedActions.includes('approve');
  const required = quote.lineItems.filter((l) => !l.isOptional);
  const optional = quote.lineItems.filter((l) => l.isOptional);
  const accepted = quote.acceptance ? new Set(quote.acceptance.acceptedOptionIds) : null;
  const toggle = (lineId: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(lineId)) next.delete(lineId);
      else next.add(lineId);
      return next;
    });
  const live = computeSelectedTotals(quote.lineItems, quote.taxRate, [...selected]);
  const depositNow = quote.acceptance
    ? quote.deposit.amount
    : depositAmount(quote.deposit.type, quote.deposit.value, live.total);
  const taxRow = taxLabel(quote.taxRate);
  return (
    <>
      <div className="mb-4 flex flex-wrap items-start justify-between gap-2">
        <div>
          <h1 className="text-2xl font-semibold">Quote {quote.quoteNumber}</h1>
          <p className="text-sm text-[var(--muted-foreground)]">
            {statusLabel(quote.status)} · valid until {day(quote.validUntil, zone)}
          </p>
        </div>
        <a
          href={portalApiUrl(`/quotes/${quote.id}/pdf`)}
          target="_blank"
          rel="noreferrer"
          className="text-sm font-medium text-[var(--primary)] underline"
        >
          Download PDF
        </a>
      </div>
      <PortalSection title="What is included">
        <PortalLines
          lines={required}
          totals={[
            ['Subtotal', formatMoney(quote.subtotal)],
            [taxRow, formatMoney(quote.taxAmount)],
            ['Total', formatMoney(quote.total), true],
          ]}
        />
        {optional.length > 0 && (
          <div className="mt-6 space-y-3">
            <PortalOptionalItems
              lines={optional}
              selected={selected}
              onToggle={canApprove ? toggle : null}
              accepted={accepted}
            />
            {(canApprove || quote.acceptance) && (
              <dl className="ml-auto max-w-xs space-y-1 text-sm">
                <div className="flex justify-between text-base font-semibold">
                  <dt>{quote.acceptance ? 'Approved total' : 'Total with your selection'}</dt>
                  <dd>{formatMoney(quote.acceptance ? quote.acceptance.approvedTotal : live.total)}</dd>
                </div>
              </dl>
            )}
          </div>
        )}
        {depositSentence(quote, depositNow) && (
          <p className="mt-4 text-sm">{depositSentence(quote, depositNow)}</p>
        )}
        {quote.notes && <p className="mt-4 whitespace-pre-line text-sm">{quote.notes}</p>}
      </PortalSection>
      <Answer quote={quote} />
      {payment && quote.allowedActions.includes('pay_deposit') && quote.deposit.amount && (
        <PortalSection
          title={`Pay your deposit of ${formatMoney(balanceDue(quote.deposit.amount, quote.deposit.paid))}`}
        >
          {payment.cardPayments ? (
            <CardPaymentForm
              startPath={`/quotes/${quote.id}/deposit/pay`}
              balanceDue={balanceDue(quote.deposit.amount, quote.deposit.paid)}
              fixedAmount
            />
          ) : (
            <OtherWaysToPay payment={payment} />
          )}
        </PortalSection>
      )}
      {quote.deposit.status === 'paid' && (
        <p
          role="status"
          className="mb-6 rounded-md border border-[var(--border)] bg-[var(--card)] p-4 text-sm"
        >
          Deposit of {formatMoney(quote.deposit.paid)} received — thank you!
        </p>
      )}
      {quote.status === 'expired' && (
        <p
          role="status"
          className="mb-6 rounded-md border border-[var(--border)] bg-[var(--card)] p-4 text-sm"
        >
          This quote has expired and can no longer be approved online. Please contact us for an updated quote.
        </p>
      )}
      {canApprove && (
        <PortalSection title="Approve this quote">
          <ApproveForm quote={quote} selected={selected} onDone={onChange} />
        </PortalSection>
      )}
      {quote.allowedActions.includes('decline') && <DeclineForm quote={quote} onDone={onChange} />}
    </>
  );
}
