import { formatMoney } from '@tradeworks/contracts/money';
import { taxRows } from '@tradeworks/contracts/display-format';
import { componentsOfTaxLines } from '@tradeworks/contracts/tax-lines';
import { useState } from 'react';
import { balanceDue } from '@tradeworks/contracts/line-items';
import type { PortalQuote } from '@tradeworks/contracts/portal';
import { computeSelectedTotals, depositAmount } from '@tradeworks/contracts/quote-options';
import { OtherWaysToPay, type PortalPayment } from '../components/other-ways-to-pay';
import { PortalSection } from '../components/portal-layout';
import { PortalLines } from '../components/portal-lines';
import { PortalLoad } from '../components/portal-load';
import { depositSentence, PortalOptionalItems } from '../components/portal-quote-options';
import { portalApiUrl } from '../portal-api';
import { usePortalTimeZone } from '../portal-clock';
import { dateTime, day, statusLabel } from '../portal-format';
import { usePortalData } from '../use-portal-data';
import { ApproveQuoteForm, CardPaymentForm, DeclineQuoteForm } from '../form-pages';

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
  // Ticked options are taxed like the quote: its own components (a document kept from before tax groups has
  // none stored: its one rate), each line's taxability.
  const taxBasis = quote.taxLines.length > 0 ? componentsOfTaxLines(quote.taxLines) : quote.taxRate;
  const live = computeSelectedTotals(quote.lineItems, taxBasis, [...selected]);
  const depositNow = quote.acceptance
    ? quote.deposit.amount
    : depositAmount(quote.deposit.type, quote.deposit.value, live.total);
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
            ...taxRows(quote).map(([label, amount]): [string, string] => [label, formatMoney(amount)]),
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
          <ApproveQuoteForm quote={quote} selected={selected} onDone={onChange} />
        </PortalSection>
      )}
      {quote.allowedActions.includes('decline') && <DeclineQuoteForm quote={quote} onDone={onChange} />}
    </>
  );
}
