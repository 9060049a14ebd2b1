import { useCallback, useEffect, useState } from 'react';
import { portalFetch, PortalError } from './portal-api';

export interface PortalData<T> {
  data?: T;
  error: PortalError | null;
  loading: boolean;
  reload: () => void;
  /** Replaces the data with a mutation's answer (no refetch needed). */
  set: (value: T) => void;
}

/** Loads one portal resource; a 401 anywhere means the session ended (the app shows the sign-in page). */
export function usePortalData<T>(path: string): PortalData<T> {
  const [state, setState] = useState<{ data?: T; error: PortalError | null; loading: boolean }>({
    error: null,
    loading: true,
  });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    portalFetch<T>(path).then(
      (data) => live && setState({ data, error: null, loading: false }),
      (error: unknown) => {
        if (!live) return;
        const err =
          error instanceof PortalError ? error : new PortalError(0, 'Network error. Please try again.');
        if (err.status === 401) window.dispatchEvent(new Event('portal:signed-out'));
        setState({ error: err, loading: false });
      },
    );
    return () => {
      live = false;
    };
  }, [path, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const set = useCallback((data: T) => setState({ data, error: null, loading: false }), []);
  return { ...state, reload, set };
}
