import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Building2, ChevronsUpDown, Loader2 } from 'lucide-react';
import type { AuthUser } from '@tradeworks/contracts/auth';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { getTenantSlug, storeTenantSlug, TENANT_QUERY_PARAM } from '@/lib/tenant';
import { updateCurrentTenant } from '@/features/auth/api/update-current-tenant';

/**
 * Spec part 1 §2, §4: 'Switch Organization'. Switching remembers the choice on the server, puts it in the
 * URL and local storage, invalidates everything cached and reloads.
 */
export function TenantSwitcher({ user }: { user: AuthUser }) {
  const queryClient = useQueryClient();
  const [switching, setSwitching] = useState(false);
  const memberships = user.tenantMemberships ?? [];
  const currentSlug = user.activeTenant?.slug ?? getTenantSlug();
  const current = memberships.find((m) => m.tenant_slug === currentSlug);
  const currentName = user.activeTenant?.name ?? current?.tenant_name ?? memberships[0]?.tenant_name ?? '';

  if (memberships.length <= 1) {
    if (!currentName) return null;
    return (
      <div className="flex min-w-0 items-center gap-2 px-1 text-sm font-medium">
        <Building2 className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span className="truncate">{currentName}</span>
      </div>
    );
  }

  const switchTo = async (slug: string) => {
    if (slug === currentSlug || switching) return;
    setSwitching(true);
    try {
      await updateCurrentTenant(slug);
      storeTenantSlug(slug);
      const url = new URL(window.location.href);
      url.searchParams.set(TENANT_QUERY_PARAM, slug);
      window.history.replaceState(window.history.state, '', url);
      await queryClient.invalidateQueries({ refetchType: 'none' });
      window.location.reload();
    } catch (error) {
      console.error('Failed to switch organization:', error);
      setSwitching(false);
    }
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          className="h-9 min-w-0 max-w-[14rem] justify-start gap-2 px-2 sm:max-w-xs"
          disabled={switching}
        >
          {switching ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <Building2 className="text-muted-foreground" aria-hidden="true" />
          )}
          <span className="truncate">{switching ? 'Switching...' : currentName}</span>
          <ChevronsUpDown className="ml-auto text-muted-foreground" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-72">
        <DropdownMenuLabel>Switch Organization</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {memberships.map((membership) => (
          <DropdownMenuCheckItem
            key={membership.tenant_id}
            checked={membership.tenant_slug === currentSlug}
            onSelect={() => void switchTo(membership.tenant_slug)}
          >
            <span className="flex min-w-0 flex-col">
              <span className="truncate font-medium">{membership.tenant_name}</span>
              <span className="text-xs text-muted-foreground">
                <span className="capitalize">{membership.role}</span>
                {membership.is_default && ' • Default'}
              </span>
            </span>
          </DropdownMenuCheckItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
