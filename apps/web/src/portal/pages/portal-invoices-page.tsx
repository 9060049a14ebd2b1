import { formatMoney } from '@tradeworks/contracts/money';
import type { PortalInvoiceSummary } from '@tradeworks/contracts/portal';
import { PortalLoad } from '../components/portal-load';
import { usePortalTimeZone } from '../portal-clock';
import { day, statusLabel } from '../portal-format';
import { PortalLink } from '../portal-router';
import { usePortalData } from '../use-portal-data';

export function PortalInvoicesPage() {
  const state = usePortalData<PortalInvoiceSummary[]>('/invoices');
  const zone = usePortalTimeZone();
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">Invoices</h1>
      <PortalLoad state={state}>
        {(invoices) =>
          invoices.length === 0 ? (
            <p className="text-[var(--muted-foreground)]">No invoices yet.</p>
          ) : (
            <ul className="divide-y divide-[var(--border)] rounded-lg border border-[var(--border)] bg-[var(--card)]">
              {invoices.map((i) => (
                <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                  <div>
                    <PortalLink
                      to={`/invoices/${i.id}`}
                      className="font-medium text-[var(--primary)] underline"
                    >
                      Invoice {i.invoiceNumber}
                    </PortalLink>
                    <p className="text-sm text-[var(--muted-foreground)]">
                      {statusLabel(i.status)} · due {day(i.dueDate, zone)}
                    </p>
                  </div>
                  <div className="text-right text-sm">
                    <p className="font-semibold">{formatMoney(i.total)}</p>
                    {i.balanceDue !== '0.00' && <p>Balance due {formatMoney(i.balanceDue)}</p>}
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </PortalLoad>
    </>
  );
}
