import { useCallback, useRef } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';

/**
 * A list screen's search, filters and page offset, kept in the address bar so they survive reloads and
 * the back button. Empty values, offset 0 and the 'all' filter are left out of the URL.
 */
export function useListQueryState<F extends string>(filterKeys: readonly F[] = []) {
  const [params, setParams] = useSearchParams();
  // While the user is already on the way to another page (a lazily loaded screen is downloading), a search
  // that settles late must not replace that navigation with this list's URL.
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const leaving = useRef(false);
  leaving.current = navigation.state !== 'idle' && navigation.location?.pathname !== pathname;
  const search = params.get('search') ?? '';
  const offset = Math.max(0, Math.floor(Number(params.get('offset'))) || 0);
  const filters = Object.fromEntries(filterKeys.map((key) => [key, params.get(key) ?? ''])) as Record<
    F,
    string
  >;

  const update = useCallback(
    (changes: Record<string, string | number | null>) => {
      if (leaving.current) return;
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '' || value === 0 || value === '0' || value === 'all')
              next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return { search, offset, filters, update };
}
