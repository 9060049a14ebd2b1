import { formatMoney } from '@tradeworks/contracts/money';
import { taxRows } from '@tradeworks/contracts/display-format';
import type { PortalInvoice } from '@tradeworks/contracts/portal';
import { CardPaymentForm } from '../form-pages';
import { OtherWaysToPay, type PortalPayment } from '../components/other-ways-to-pay';
import { PortalSection } from '../components/portal-layout';
import { PortalLines } from '../components/portal-lines';
import { PortalLoad } from '../components/portal-load';
import { portalApiUrl } from '../portal-api';
import { usePortalTimeZone } from '../portal-clock';
import { day, statusLabel } from '../portal-format';
import { usePortalData } from '../use-portal-data';

export function PortalInvoicePage({ id, payment }: { id: string; payment: PortalPayment | null }) {
  const state = usePortalData<PortalInvoice>(`/invoices/${id}`);
  const zone = usePortalTimeZone();
  return (
    <PortalLoad state={state}>
      {(invoice) => (
        <>
          <div className="mb-4 flex flex-wrap items-start justify-between gap-2">
            <div>
              <h1 className="text-2xl font-semibold">Invoice {invoice.invoiceNumber}</h1>
              <p className="text-sm text-[var(--muted-foreground)]">
                {statusLabel(invoice.status)} · due {day(invoice.dueDate, zone)}
              </p>
            </div>
            <a
              href={portalApiUrl(`/invoices/${invoice.id}/pdf`)}
              target="_blank"
              rel="noreferrer"
              className="text-sm font-medium text-[var(--primary)] underline"
            >
              Download PDF
            </a>
          </div>
          {payment && invoice.canPay && (
            <PortalSection title={`Balance due ${formatMoney(invoice.balanceDue)}`}>
              {payment.cardPayments ? (
                <CardPaymentForm invoiceId={invoice.id} balanceDue={invoice.balanceDue} />
              ) : (
                <OtherWaysToPay payment={payment} />
              )}
            </PortalSection>
          )}
          <PortalSection title="Details">
            <PortalLines
              lines={invoice.lineItems}
              totals={[
                ['Subtotal', formatMoney(invoice.subtotal)],
                ...taxRows(invoice).map(([label, amount]): [string, string] => [label, formatMoney(amount)]),
                ['Total', formatMoney(invoice.total), true],
                ['Paid', formatMoney(invoice.amountPaid)],
                ['Balance due', formatMoney(invoice.balanceDue), true],
              ]}
            />
          </PortalSection>
          {invoice.payments.length > 0 && (
            <PortalSection title="Payments">
              <ul className="divide-y divide-[var(--border)] text-sm">
                {invoice.payments.map((p) => (
                  <li key={p.id} className="flex justify-between py-2">
                    <span>
                      {day(p.paidAt, zone)} · {p.method} · {statusLabel(p.status)}
                    </span>
                    <span className="font-medium">{formatMoney(p.amount)}</span>
                  </li>
                ))}
              </ul>
            </PortalSection>
          )}
        </>
      )}
    </PortalLoad>
  );
}
