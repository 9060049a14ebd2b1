import type { UIMatch } from 'react-router';
import type { AccessLevel } from '@tradeworks/contracts/permissions';
import type { PermissionKey } from '@/lib/permissions';

/** Static facts about a route, read by the signed-in layout. */
export interface RouteHandle {
  /** Screen title (used by the pending-area placeholder). */
  title?: string;
  /** Needed to open the screen; without it the not-found / no-access page is shown. */
  permission?: PermissionKey;
  /** The level `permission` needs (default view): 'edit' for screens only editors may open. */
  level?: AccessLevel;
  /**
   * 'toast' (profile, settings): a lost session shows the 'Unauthorized…' toast and goes to the login
   * endpoint after 500 ms instead of redirecting to /login.
   */
  onUnauthorized?: 'toast';
}

export function routeHandles(matches: UIMatch[]): RouteHandle[] {
  return matches.map((match) => (match.handle ?? {}) as RouteHandle);
}
