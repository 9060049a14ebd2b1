import type { ReactNode } from 'react';
import type { PortalData } from '../use-portal-data';

/** Loading, error (with retry) and loaded states of a portal resource. */
export function PortalLoad<T>({
  state,
  children,
}: {
  state: PortalData<T>;
  children: (data: T) => ReactNode;
}) {
  if (state.error) {
    return (
      <div role="alert" className="rounded-md border border-[var(--border)] bg-[var(--card)] p-4">
        <p>{state.error.status === 404 ? 'Not found.' : state.error.message}</p>
        {state.error.status !== 404 && (
          <button
            type="button"
            onClick={state.reload}
            className="mt-2 text-sm font-medium text-[var(--primary)] underline"
          >
            Try again
          </button>
        )}
      </div>
    );
  }
  if (state.data === undefined) {
    return (
      <div aria-busy="true" className="space-y-3">
        <div className="h-20 animate-pulse rounded-lg bg-[var(--muted)]" />
        <div className="h-20 animate-pulse rounded-lg bg-[var(--muted)]" />
      </div>
    );
  }
  return <>{children(state.data)}</>;
}
