import type { ReactNode } from 'react';
import type { PortalBranding, PortalSession } from '@tradeworks/contracts/portal';
import { portalFetch } from '../portal-api';
import { PortalLink, usePortalPath } from '../portal-router';

export function PortalBrandHeader({ branding }: { branding: PortalBranding }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      {branding.logoUrl && (
        <img
          src={branding.logoUrl}
          alt={`${branding.companyName} logo`}
          className="h-10 w-auto max-w-32 rounded bg-white object-contain p-0.5"
        />
      )}
      <div className="min-w-0">
        <p className="truncate text-lg font-semibold leading-tight">{branding.portalTitle}</p>
        <p className="truncate text-sm">{branding.companyName}</p>
      </div>
    </div>
  );
}

/** The portal's frame: the tenant's brand band, a short navigation, and sign-out. No staff sidebar. */
export function PortalLayout({
  branding,
  session,
  onSignedOut,
  children,
}: {
  branding: PortalBranding;
  session: PortalSession;
  onSignedOut: () => void;
  children: ReactNode;
}) {
  const path = usePortalPath();
  const links = [
    { to: '/', label: 'Home', show: true },
    { to: '/invoices', label: 'Invoices', show: branding.features.invoices },
    { to: '/history', label: 'Service history', show: branding.features.serviceHistory },
    { to: '/request', label: 'Request service', show: branding.features.quoteRequests },
    { to: '/book', label: 'Book an appointment', show: branding.features.booking },
  ].filter((l) => l.show);
  const signOut = async () => {
    await portalFetch('/session', { method: 'DELETE' }).catch(() => undefined);
    onSignedOut();
  };
  return (
    <div className="portal min-h-screen bg-[var(--page)] text-[var(--foreground)]">
      <header className="portal-header bg-[var(--primary)] text-white">
        <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <PortalBrandHeader branding={branding} />
          <div className="flex items-center gap-3 text-sm">
            <span className="hidden sm:inline">{session.clientName}</span>
            <button
              type="button"
              onClick={signOut}
              className="rounded-md border border-white/60 px-3 py-1.5 font-medium hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
            >
              Sign out
            </button>
          </div>
        </div>
        <nav aria-label="Portal" className="mx-auto flex max-w-4xl flex-wrap gap-1 px-2 pb-2">
          {links.map((l) => {
            const active = l.to === '/' ? path === '/' : path.startsWith(l.to);
            return (
              <PortalLink
                key={l.to}
                to={l.to}
                aria-current={active ? 'page' : undefined}
                className={`whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium ${active ? 'bg-white text-gray-900' : 'text-white hover:bg-white/15'}`}
              >
                {l.label}
              </PortalLink>
            );
          })}
        </nav>
      </header>
      <main className="mx-auto max-w-4xl px-4 py-6">{children}</main>
    </div>
  );
}

/** A titled section card; the brand's secondary colour marks its edge. */
export function PortalSection({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section className="portal-section mb-6 rounded-lg border border-[var(--border)] border-l-4 border-l-[var(--portal-secondary,var(--border))] bg-[var(--card)] p-4 shadow-sm">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}
