import { Link, useLocation } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { AuthUser } from '@tradeworks/contracts/auth';
import { BrandMark, PRODUCT_NAME, PRODUCT_TAGLINE } from '@/components/brand-mark';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { canAccess } from '@/lib/permissions';
import { cn } from '@/lib/utils';
import { CONSOLE_NAV, TENANT_NAV, isConsolePath, showsViewBadge, type NavGroup } from './nav-config';
import { useSidebar } from './sidebar-context';
import { SidebarNav } from './sidebar-nav';

/**
 * The groups this user may see: an item shows only when its key has view or edit, and carries the 'View'
 * badge when the user has view but not edit — the same access table the server enforces.
 */
export function visibleGroups(groups: NavGroup[], user: AuthUser | undefined): NavGroup[] {
  return groups
    .map((group) => ({
      ...group,
      items: group.items
        .filter(
          (item) =>
            canAccess(user, item.permission, 'view') && (!item.technicianOnly || !!user?.technicianId),
        )
        .map((item) => ({
          ...item,
          badge:
            showsViewBadge(item.permission) && !canAccess(user, item.permission, 'edit') ? 'View' : undefined,
        })),
    }))
    .filter((group) => group.items.length > 0);
}

function SidebarBody({
  user,
  collapsed,
  onNavigate,
}: {
  user: AuthUser | undefined;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const inConsole = isConsolePath(pathname) && !!user?.is_super_admin;
  const groups = visibleGroups(inConsole ? CONSOLE_NAV : TENANT_NAV, user);

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div
        className={cn(
          'flex h-14 shrink-0 items-center gap-2.5 border-b border-sidebar-border px-3',
          collapsed && 'justify-center px-0',
          onNavigate && 'pr-10',
        )}
      >
        <Link
          to={inConsole ? '/admin' : '/'}
          onClick={onNavigate}
          className="flex min-w-0 items-center gap-2.5 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
          aria-label={collapsed ? `${PRODUCT_NAME} home` : undefined}
        >
          <BrandMark />
          {!collapsed && (
            <span className="min-w-0 leading-tight">
              <span className="block truncate text-sm font-semibold text-foreground">{PRODUCT_NAME}</span>
              <span className="line-clamp-2 text-[11px] leading-tight text-muted-foreground">
                {inConsole ? 'Super Admin Console' : PRODUCT_TAGLINE}
              </span>
            </span>
          )}
        </Link>
      </div>
      <div className={cn('min-h-0 flex-1 overflow-x-hidden overflow-y-auto p-2 pt-3', collapsed && 'px-1.5')}>
        {inConsole && collapsed && <span className="sr-only">Super Admin Console</span>}
        <SidebarNav
          groups={groups}
          collapsed={collapsed}
          onNavigate={onNavigate}
          label={inConsole ? 'Super Admin Console' : 'Main navigation'}
        />
      </div>
      {inConsole && (
        <div
          className={cn(
            'shrink-0 border-t border-sidebar-border p-2',
            collapsed && 'flex justify-center px-1.5',
          )}
        >
          <BackToApp collapsed={collapsed} onNavigate={onNavigate} />
        </div>
      )}
    </div>
  );
}

function BackToApp({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const link = (
    <Link
      to="/"
      onClick={onNavigate}
      aria-label={collapsed ? 'Back to app' : undefined}
      className={cn(
        'flex h-8 items-center gap-2.5 rounded-md px-2 text-sm text-sidebar-foreground outline-none hover:bg-sidebar-accent focus-visible:ring-2 focus-visible:ring-ring',
        collapsed && 'size-8 justify-center px-0',
      )}
    >
      <ArrowLeft className="size-4 text-muted-foreground" aria-hidden="true" />
      {!collapsed && 'Back to app'}
    </Link>
  );
  if (!collapsed) return link;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{link}</TooltipTrigger>
      <TooltipContent side="right">Back to app</TooltipContent>
    </Tooltip>
  );
}

/** Desktop: a fixed column that collapses to icons. Under 768 px: a sheet sliding in from the left. */
export function AppSidebar({ user }: { user: AuthUser | undefined }) {
  const { open, isMobile, openMobile, setOpenMobile } = useSidebar();

  if (isMobile) {
    return (
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <SheetContent className="w-(--sidebar-width-mobile) p-0">
          <SheetTitle className="sr-only">Navigation</SheetTitle>
          <SheetDescription className="sr-only">Go to a section of {PRODUCT_NAME}.</SheetDescription>
          <SidebarBody user={user} collapsed={false} onNavigate={() => setOpenMobile(false)} />
        </SheetContent>
      </Sheet>
    );
  }

  const collapsed = !open;
  return (
    <>
      <div
        aria-hidden="true"
        className={cn(
          'shrink-0 transition-[width] duration-200',
          collapsed ? 'w-(--sidebar-width-icon)' : 'w-(--sidebar-width)',
        )}
      />
      <aside
        data-state={collapsed ? 'collapsed' : 'expanded'}
        aria-label="Sidebar"
        className={cn(
          'fixed inset-y-0 left-0 z-30 flex flex-col border-r border-sidebar-border bg-sidebar text-sidebar-foreground transition-[width] duration-200',
          collapsed ? 'w-(--sidebar-width-icon)' : 'w-(--sidebar-width)',
        )}
      >
        <SidebarBody user={user} collapsed={collapsed} />
      </aside>
    </>
  );
}
