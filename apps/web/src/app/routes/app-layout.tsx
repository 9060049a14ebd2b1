import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import type { AuthUser } from '@tradeworks/contracts/auth';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/load-error';
import { isApiError } from '@/lib/api-client';
import { canAccess } from '@/lib/permissions';
import { getStoredTenantSlug, getTenantSlug, getUrlTenantSlug, storeTenantSlug } from '@/lib/tenant';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useSetupStatus } from '@/features/auth/api/get-setup-status';
import { handleLoggedOut } from '@/features/auth/lib/logged-out';
import { useApplyPersonalSettings } from '@/features/personal-settings/lib/use-apply-personal-settings';
import { AppShell } from '../shell/app-shell';
import { ShellSkeleton } from '../shell/shell-skeleton';
import { NoAccessPage } from './no-access';
import { routeHandles } from '@/lib/route-handle';
import { TenantDenied } from './tenant-denied';

/**
 * Keeps the remembered tenant in line with the one the server resolved: an explicit ?tenant= that the
 * user may enter is remembered; without one, the server's choice is remembered so the following
 * requests name it. Idempotent, so it may run during render, before children fetch.
 */
function syncTenant(user: AuthUser): void {
  const active = user.activeTenant?.slug;
  if (!active) return;
  const fromUrl = getUrlTenantSlug();
  if (fromUrl ? fromUrl === active && getStoredTenantSlug() !== active : getTenantSlug() !== active) {
    storeTenantSlug(active);
  }
}

/** The user's own organization: the default membership, else the first. */
function ownTenantSlug(user: AuthUser): string | undefined {
  const memberships = user.tenantMemberships ?? [];
  return (memberships.find((m) => m.is_default) ?? memberships[0])?.tenant_slug;
}

/**
 * A remembered tenant the user may not enter (another user's choice on a shared browser, a removed
 * membership) is replaced by their own organization, once, without a URL tenant involved.
 */
function staleTenantFallback(user: AuthUser | undefined): string | undefined {
  if (!user || user.activeTenant || getUrlTenantSlug()) return undefined;
  const own = ownTenantSlug(user);
  return own && own !== getTenantSlug() ? own : undefined;
}

/** The signed-in area: checks first-run set-up and the session, then shows the shell. */
export function AppLayout() {
  const location = useLocation();
  const handles = routeHandles(useMatches());
  const setup = useSetupStatus();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  useApplyPersonalSettings(user.isSuccess);

  const unauthorized = isApiError(user.error, 401);
  const toastOnUnauthorized = handles.some((handle) => handle.onUnauthorized === 'toast');
  const setupDecided = !setup.isPending;

  const fallback = staleTenantFallback(user.data);
  useEffect(() => {
    if (!fallback) return;
    storeTenantSlug(fallback);
    void queryClient.invalidateQueries();
  }, [fallback, queryClient]);

  useEffect(() => {
    if (unauthorized && toastOnUnauthorized && setupDecided && !setup.data?.needed) handleLoggedOut();
  }, [unauthorized, toastOnUnauthorized, setupDecided, setup.data?.needed]);

  if (setup.data?.needed) return <Navigate to="/setup" replace />;
  if (user.isPending || fallback || (unauthorized && !setupDecided)) return <ShellSkeleton />;

  if (unauthorized) {
    if (toastOnUnauthorized) return <ShellSkeleton />;
    const here = location.pathname + location.search;
    return <Navigate to={`/login?redirect=${encodeURIComponent(here)}`} replace />;
  }

  if (user.isError) {
    return (
      <div className="flex min-h-dvh items-center justify-center bg-page p-4">
        <Card className="w-full max-w-md">
          <LoadError
            message="Failed to load your account. Please try again."
            onRetry={() => user.refetch()}
          />
        </Card>
      </div>
    );
  }

  if (!user.data.activeTenant && !user.data.is_super_admin) {
    // Right after a stale tenant was replaced, the user is being read again for the new one.
    if (user.isFetching) return <ShellSkeleton />;
    const own = ownTenantSlug(user.data);
    // The user's own organization being the refused one (suspended): nowhere to go but out.
    return (
      <TenantDenied
        fallbackSlug={own === getTenantSlug() ? undefined : own}
        reason={user.data.tenantDenied}
      />
    );
  }

  syncTenant(user.data);

  const required = [...handles].reverse().find((handle) => handle.permission);
  let content = <Outlet />;
  // A known page the user may not open says so (also /admin for someone who is not a super admin);
  // only unknown paths get the 404 page.
  if (required?.permission && !canAccess(user.data, required.permission, required.level ?? 'view')) {
    content = <NoAccessPage title={required.title} />;
  }

  return <AppShell user={user.data}>{content}</AppShell>;
}
