import { useEffect, useRef, useState } from 'react';
import type { PortalBranding, PortalSession } from '@tradeworks/contracts/portal';
import { portalFetch, PortalError } from '../portal-api';
import { navigate } from '../portal-router';
import { PortalSignInPage } from '../form-pages';
import { PortalMessage } from '../components/portal-message';

/**
 * /portal/{slug}/open#token=…&next=/quotes/…: trades the e-mailed link's token for a session cookie. The
 * token is in the fragment (never sent to the server by the browser on its own) and is wiped from the
 * address bar at once.
 */
export function PortalOpenPage({
  branding,
  onOpened,
}: {
  branding: PortalBranding;
  onOpened: (session: PortalSession) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(window.location.hash.slice(1));
    const token = params.get('token') ?? '';
    const next = params.get('next') ?? '/';
    window.history.replaceState(null, '', window.location.pathname);
    portalFetch<PortalSession>('/session', { method: 'POST', body: { token } }).then(
      (session) => {
        onOpened(session);
        navigate(/^\/(quotes|invoices)\/[0-9a-f-]{36}$/.test(next) ? next : '/', true);
      },
      (e: unknown) => setError(e instanceof PortalError ? e.message : 'Network error. Please try again.'),
    );
  }, [onOpened]);
  if (error) return <PortalSignInPage branding={branding} notice={error} />;
  return <PortalMessage title="Signing you in…" text="" busy />;
}
