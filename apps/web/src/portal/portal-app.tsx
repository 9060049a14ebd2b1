import { useEffect, useState } from 'react';
import type { PortalBranding, PortalSession } from '@tradeworks/contracts/portal';
import { portalApiUrl, portalFetch, PortalError } from './portal-api';
import { PortalClockProvider } from './portal-clock';
import { usePortalPath } from './portal-router';
import { PortalLayout } from './components/portal-layout';
import { PortalMessage } from './components/portal-message';
import { PortalOpenPage } from './pages/portal-open-page';
import { PortalHomePage } from './pages/portal-home-page';
import { PortalQuotePage } from './pages/portal-quote-page';
import { PortalInvoicesPage } from './pages/portal-invoices-page';
import { PortalInvoicePage } from './pages/portal-invoice-page';
import { PortalReceiptPage } from './pages/portal-receipt-page';
import { PortalHistoryPage } from './pages/portal-history-page';
import { PortalBookPage, PortalRequestPage, PortalSignInPage } from './form-pages';

/** The tenant's colours become the portal's primary colour; its custom CSS is a stylesheet of this site. */
function useBrand(branding: PortalBranding | undefined): void {
  useEffect(() => {
    if (!branding) return;
    const root = document.documentElement.style;
    root.setProperty('--primary', branding.primaryColor);
    root.setProperty('--primary-hover', branding.primaryColor);
    root.setProperty('--ring', branding.primaryColor);
    root.setProperty('--portal-secondary', branding.secondaryColor);
    document.title = `${branding.portalTitle} · ${branding.companyName}`;
    if (!branding.hasCustomCss) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = portalApiUrl('/theme.css');
    document.head.appendChild(link);
    return () => link.remove();
  }, [branding]);
}

const UUID = '([0-9a-f-]{36})';

function PortalRoutes({ path, branding }: { path: string; branding: PortalBranding }) {
  const f = branding.features;
  // null when the portal takes no payments at all; else whether cards work and whom to call otherwise.
  const payment = f.payments ? branding : null;
  let m: RegExpMatchArray | null;
  if (path === '/') return <PortalHomePage branding={branding} />;
  if (f.quotes && (m = path.match(new RegExp(`^/quotes/${UUID}$`))))
    return <PortalQuotePage id={m[1]} payment={payment} />;
  if (f.invoices && path === '/invoices') return <PortalInvoicesPage />;
  if (f.invoices && (m = path.match(new RegExp(`^/invoices/${UUID}$`)))) {
    return <PortalInvoicePage id={m[1]} payment={payment} />;
  }
  if (f.payments && (m = path.match(new RegExp(`^/payments/${UUID}$`))))
    return <PortalReceiptPage id={m[1]} />;
  if (f.serviceHistory && path === '/history') return <PortalHistoryPage />;
  if (f.quoteRequests && path === '/request') return <PortalRequestPage />;
  if (f.booking && path === '/book') return <PortalBookPage />;
  return <PortalMessage title="Page not found" text="This page does not exist in the portal." />;
}

export function PortalApp() {
  const path = usePortalPath();
  const [branding, setBranding] = useState<PortalBranding | undefined>();
  const [brandError, setBrandError] = useState<PortalError | null>(null);
  // undefined: checking; null: signed out
  const [session, setSession] = useState<PortalSession | null | undefined>(undefined);
  useBrand(branding);

  useEffect(() => {
    portalFetch<PortalBranding>('/branding').then(setBranding, (e: unknown) =>
      setBrandError(e instanceof PortalError ? e : new PortalError(0, 'Network error. Please try again.')),
    );
  }, []);
  useEffect(() => {
    if (path === '/open') return;
    portalFetch<PortalSession>('/session').then(setSession, () => setSession(null));
  }, [path]);
  useEffect(() => {
    const signedOut = () => setSession(null);
    window.addEventListener('portal:signed-out', signedOut);
    return () => window.removeEventListener('portal:signed-out', signedOut);
  }, []);

  if (brandError) {
    return brandError.status === 404 ? (
      <PortalMessage title="Portal not found" text="There is no customer portal at this address." />
    ) : (
      <PortalMessage title="Something went wrong" text={brandError.message} />
    );
  }
  if (!branding) return <PortalMessage title="Loading…" text="" busy />;
  if (path === '/open') return <PortalOpenPage branding={branding} onOpened={setSession} />;
  if (session === undefined) return <PortalMessage title="Loading…" text="" busy />;
  if (session === null) return <PortalSignInPage branding={branding} />;
  return (
    <PortalClockProvider timeZone={branding.timeZone}>
      <PortalLayout branding={branding} session={session} onSignedOut={() => setSession(null)}>
        <PortalRoutes path={path} branding={branding} />
      </PortalLayout>
    </PortalClockProvider>
  );
}
