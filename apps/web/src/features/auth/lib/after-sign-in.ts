import type { QueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@tradeworks/contracts/auth';
import { currentUserQueryKey } from '../api/get-current-user';
import { storeTenantSlug } from '@/lib/tenant';

/**
 * Drops everything cached for the previous session and, when the answer carries the user, remembers
 * their default organization (unless the target page names a tenant itself).
 */
export function afterSignIn(queryClient: QueryClient, answer: AuthUser | undefined, target: string): void {
  queryClient.clear();
  const user = isAuthUser(answer) ? answer : undefined;
  const memberships = user?.tenantMemberships ?? [];
  const targetNamesTenant = new URL(target, window.location.origin).searchParams.has('tenant');
  const chosen =
    user?.activeTenant?.slug ?? (memberships.find((m) => m.is_default) ?? memberships[0])?.tenant_slug;
  if (chosen && !targetNamesTenant) storeTenantSlug(chosen);
  // An answer read for a tenant the user cannot enter (the sign-in page's remembered one) is not kept:
  // the layout reads the user again for the organization just chosen.
  if (user && (user.activeTenant || !chosen || targetNamesTenant))
    queryClient.setQueryData(currentUserQueryKey, user);
}

/**
 * Where a sign-in lands when no page was asked for: a technician (a member linked to a technician record) on
 * their day, /my-day; office roles (owner, admin, manager) on the dashboard, even when linked too.
 */
export function landingAfterSignIn(answer: AuthUser | undefined, target: string): string {
  if (target !== '/' || !isAuthUser(answer)) return target;
  return answer.technicianId && answer.activeTenant?.role === 'member' ? '/my-day' : target;
}

function isAuthUser(value: unknown): value is AuthUser {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<AuthUser>;
  return (
    typeof candidate.id === 'string' && Array.isArray(candidate.tenantMemberships) && !!candidate.permissions
  );
}
