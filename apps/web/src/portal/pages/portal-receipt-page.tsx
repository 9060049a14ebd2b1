import { formatMoney } from '@tradeworks/contracts/money';
import type { PortalReceipt } from '@tradeworks/contracts/portal';
import { PortalSection } from '../components/portal-layout';
import { PortalLoad } from '../components/portal-load';
import { usePortalTimeZone } from '../portal-clock';
import { dateTime, statusLabel } from '../portal-format';
import { PortalLink } from '../portal-router';
import { usePortalData } from '../use-portal-data';

const HEADINGS: Record<string, string> = {
  completed: 'Payment received — thank you!',
  processing: 'Payment processing',
  pending: 'Payment not finished',
  failed: 'Payment failed',
  refunded: 'Payment refunded',
};

export function PortalReceiptPage({ id }: { id: string }) {
  const state = usePortalData<PortalReceipt>(`/payments/${id}`);
  const zone = usePortalTimeZone();
  return (
    <PortalLoad state={state}>
      {(r) => (
        <>
          <h1 className="mb-4 text-2xl font-semibold">{HEADINGS[r.status] ?? 'Payment'}</h1>
          <PortalSection title="Receipt">
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
              {r.invoiceId ? (
                <>
                  <dt className="text-[var(--muted-foreground)]">Invoice</dt>
                  <dd>{r.invoiceNumber}</dd>
                </>
              ) : (
                <>
                  <dt className="text-[var(--muted-foreground)]">Deposit for quote</dt>
                  <dd>{r.quoteNumber}</dd>
                </>
              )}
              <dt className="text-[var(--muted-foreground)]">Amount</dt>
              <dd className="font-semibold">{formatMoney(r.amount)}</dd>
              <dt className="text-[var(--muted-foreground)]">Status</dt>
              <dd>{statusLabel(r.status)}</dd>
              <dt className="text-[var(--muted-foreground)]">Date</dt>
              <dd>{r.paidAt ? dateTime(r.paidAt, zone) : '—'}</dd>
              <dt className="text-[var(--muted-foreground)]">Balance due now</dt>
              <dd>{formatMoney(r.balanceDue)}</dd>
              <dt className="text-[var(--muted-foreground)]">Reference</dt>
              <dd className="break-all">{r.paymentId}</dd>
            </dl>
            {r.failureReason && <p className="mt-3 text-sm text-[var(--destructive)]">{r.failureReason}</p>}
          </PortalSection>
          {r.invoiceId ? (
            <PortalLink
              to={`/invoices/${r.invoiceId}`}
              className="font-medium text-[var(--primary)] underline"
            >
              Back to invoice {r.invoiceNumber}
            </PortalLink>
          ) : (
            <PortalLink to={`/quotes/${r.quoteId}`} className="font-medium text-[var(--primary)] underline">
              Back to quote {r.quoteNumber}
            </PortalLink>
          )}
        </>
      )}
    </PortalLoad>
  );
}
