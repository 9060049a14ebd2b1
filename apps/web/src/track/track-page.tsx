import { useEffect, useState } from 'react';
// Types only: the page carries no zod (the server's answer is the contract; its 404 says why).
import type { Tracking } from '@tradeworks/contracts/tracking';
import { TrackMap } from './track-map';

/** The status and the ETA change (arrived, a new position) while the client watches: read again every minute. */
const REFRESH_MS = 60_000;

type State = { tracking: Tracking } | { error: string } | null;

async function fetchTracking(token: string): Promise<State> {
  try {
    const res = await fetch(`/api/track/${encodeURIComponent(token)}`, { cache: 'no-store' });
    if (res.status === 404) return { error: ((await res.json()) as { message: string }).message };
    if (!res.ok) return { error: 'Could not load the tracking page. Please try again in a moment.' };
    return { tracking: (await res.json()) as Tracking };
  } catch {
    return { error: 'Could not load the tracking page. Check your connection and try again.' };
  }
}

const timeOf = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

/**
 * /track/{token}: the client's view of an on-my-way text — the company, the technician's first name and photo,
 * whether they are on the way or have arrived, and the ETA; with a tile server configured on the server, a small
 * map of the technician's approximate position while they are still a way off. Nothing else is known to the page.
 */
export function TrackPage({ token }: { token: string }) {
  const [state, setState] = useState<State>(null);
  useEffect(() => {
    let live = true;
    const load = () => void fetchTracking(token).then((s) => live && setState(s));
    load();
    const timer = window.setInterval(load, REFRESH_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [token]);
  useEffect(() => {
    if (state && 'tracking' in state) document.title = `Your technician · ${state.tracking.companyName}`;
  }, [state]);

  return (
    <main className="flex min-h-screen items-start justify-center bg-[var(--page)] p-4 text-[var(--foreground)] sm:items-center">
      <section
        aria-busy={state === null || undefined}
        aria-live="polite"
        className="w-full max-w-md rounded-lg border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm"
      >
        {state === null && <p className="text-[var(--muted-foreground)]">Loading…</p>}
        {state && 'error' in state && (
          <>
            <h1 className="text-xl font-semibold">Tracking unavailable</h1>
            <p className="mt-2 text-[var(--muted-foreground)]">{state.error}</p>
          </>
        )}
        {state && 'tracking' in state && <TrackingCard tracking={state.tracking} />}
      </section>
    </main>
  );
}

/** The technician's photo, else the first name's initial in a circle (the page knows no more of the name). */
function TechnicianFace({ name, photoUrl }: { name: string; photoUrl: string | null }) {
  const [broken, setBroken] = useState(false);
  const box = 'size-16 shrink-0 rounded-full';
  if (photoUrl && !broken)
    return (
      <img
        src={photoUrl}
        alt={`Photo of ${name}`}
        referrerPolicy="no-referrer"
        className={`${box} object-cover`}
        onError={() => setBroken(true)}
      />
    );
  return (
    <span
      aria-hidden="true"
      className={`${box} grid place-items-center bg-[var(--muted)] text-2xl font-semibold text-[var(--foreground)]`}
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}

function etaNote(tracking: Tracking): string | null {
  const { technicianFirstName: name, etaSource, positionAt, timeZone } = tracking;
  if (etaSource === 'route') return 'From the planned route.';
  if (etaSource === 'location')
    return positionAt
      ? `Estimated from ${name}’s position at ${timeOf(positionAt, timeZone)}.`
      : `Estimated from ${name}’s position.`;
  return null;
}

function TrackingCard({ tracking }: { tracking: Tracking }) {
  const { companyName, technicianFirstName: name, technicianPhotoUrl, status, eta, timeZone } = tracking;
  const note = etaNote(tracking);
  return (
    <>
      <p className="text-sm font-medium text-[var(--muted-foreground)]">{companyName}</p>
      <div className="mt-2 flex items-center gap-4">
        <TechnicianFace name={name} photoUrl={technicianPhotoUrl} />
        <h1 className="text-2xl font-semibold">
          {status === 'arrived' ? `${name} has arrived` : `${name} is on the way`}
        </h1>
      </div>
      {status === 'on-the-way' ? (
        <div className="mt-4 rounded-md bg-[var(--muted)] p-4">
          <p className="text-sm text-[var(--muted-foreground)]">Estimated arrival</p>
          <p className="text-3xl font-semibold tabular-nums">{eta ? timeOf(eta, timeZone) : 'Shortly'}</p>
          {note && <p className="mt-1 text-sm text-[var(--muted-foreground)]">{note}</p>}
        </div>
      ) : (
        <p className="mt-4 text-[var(--muted-foreground)]">The work is under way.</p>
      )}
      {status === 'on-the-way' && tracking.map && <TrackMap map={tracking.map} name={name} />}
      <p className="mt-4 text-sm text-[var(--muted-foreground)]">
        This page updates by itself and stops working when the visit is over.
      </p>
    </>
  );
}
