import type { AccessLevel, FeatureArea } from '@tradeworks/contracts/permissions';
import { hasAccess } from '@tradeworks/contracts/permissions';
import { forbidden, unauthorized } from './app-error';
import type { RequestAuth } from './request-auth';

/**
 * Every route declares who may call it; one mechanism enforces it.
 * 'public' — anyone; 'authenticated' — any signed-in user; 'super_admin' — platform operators;
 * '<area>:<level>' — a member of the active tenant with that access (GET routes take view, changes take edit);
 * 'portal' — a client's customer-portal session of the tenant named by the `:tenantSlug` path parameter
 * (404 when that tenant's portal is off, 401 without a live session of it); no staff session is involved.
 */
export type RouteAccess =
  | 'public'
  | 'authenticated'
  | 'super_admin'
  | 'portal'
  | `${FeatureArea}:${AccessLevel}`;

export const API_KEY_REFUSED = 'API keys cannot call this route';

export function enforceAccess(access: RouteAccess, auth: RequestAuth | null): void {
  if (access === 'public') return;
  if (!auth) throw unauthorized();
  // A key acts in its organization's areas only: never on an account (its creator's) or the console.
  if (auth.apiKey && (access === 'authenticated' || access === 'super_admin'))
    throw forbidden(API_KEY_REFUSED);
  if (access === 'authenticated') return;
  if (access === 'super_admin') {
    if (!auth.user.isSuperAdmin) throw forbidden('Super admin access required');
    return;
  }
  if (!auth.tenant) throw forbidden(auth.tenantDenied ?? 'No organization selected');
  const [area, level] = access.split(':') as [FeatureArea, AccessLevel];
  if (!hasAccess(auth.access, area, level)) throw forbidden();
}
