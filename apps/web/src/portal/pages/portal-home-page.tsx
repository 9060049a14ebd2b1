import { formatMoney } from '@tradeworks/contracts/money';
import type { PortalBranding, PortalHome } from '@tradeworks/contracts/portal';
import { PortalSection } from '../components/portal-layout';
import { PortalLoad } from '../components/portal-load';
import { dateTime, day, statusLabel } from '../portal-format';
import { usePortalTimeZone } from '../portal-clock';
import { PortalLink } from '../portal-router';
import { usePortalData } from '../use-portal-data';

export function PortalHomePage({ branding }: { branding: PortalBranding }) {
  const home = usePortalData<PortalHome>('/home');
  const f = branding.features;
  const zone = usePortalTimeZone();
  return (
    <>
      <h1 className="mb-1 text-2xl font-semibold">
        {home.data ? `Welcome, ${home.data.clientName}` : 'Welcome'}
      </h1>
      {branding.welcomeMessage && (
        <p className="mb-6 whitespace-pre-line text-[var(--muted-foreground)]">{branding.welcomeMessage}</p>
      )}
      <PortalLoad state={home}>
        {(data) => (
          <>
            {f.quotes && (
              <PortalSection title="Quotes waiting for you">
                {data.openQuotes.length === 0 ? (
                  <p className="text-sm text-[var(--muted-foreground)]">No open quotes.</p>
                ) : (
                  <ul className="divide-y divide-[var(--border)]">
                    {data.openQuotes.map((q) => (
                      <li key={q.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                        <div>
                          <PortalLink
                            to={`/quotes/${q.id}`}
                            className="font-medium text-[var(--primary)] underline"
                          >
                            Quote {q.quoteNumber}
                          </PortalLink>
                          <p className="text-sm text-[var(--muted-foreground)]">
                            Valid until {day(q.validUntil, zone)}
                          </p>
                        </div>
                        <span className="font-semibold">{formatMoney(q.total)}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </PortalSection>
            )}
            {f.invoices && (
              <PortalSection title="Invoices to pay">
                {data.unpaidInvoices.length === 0 ? (
                  <p className="text-sm text-[var(--muted-foreground)]">Nothing to pay. Thank you!</p>
                ) : (
                  <ul className="divide-y divide-[var(--border)]">
                    {data.unpaidInvoices.map((i) => (
                      <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
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
                        <span className="font-semibold">Balance due {formatMoney(i.balanceDue)}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </PortalSection>
            )}
            <PortalSection title="Upcoming visits">
              {data.upcomingVisits.length === 0 ? (
                <p className="text-sm text-[var(--muted-foreground)]">No visits scheduled.</p>
              ) : (
                <ul className="divide-y divide-[var(--border)]">
                  {data.upcomingVisits.map((v) => (
                    <li key={v.id} className="py-2">
                      <p className="font-medium">{v.serviceType}</p>
                      <p className="text-sm text-[var(--muted-foreground)]">
                        <time dateTime={v.scheduledDate}>{dateTime(v.scheduledDate, zone)}</time>
                        {v.technicianName ? ` · ${v.technicianName}` : ''} · {statusLabel(v.status)}
                      </p>
                    </li>
                  ))}
                </ul>
              )}
            </PortalSection>
          </>
        )}
      </PortalLoad>
    </>
  );
}
