import { Building2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { storeTenantSlug, TENANT_QUERY_PARAM } from '@/lib/tenant';
import { logOut } from '../shell/user-menu';

/** The requested organization is not one the user may enter (not a member, suspended, unknown). */
export function TenantDenied({
  fallbackSlug,
  reason,
}: {
  fallbackSlug: string | undefined;
  /** The server's reason, e.g. that the organization is suspended. */
  reason?: string | null;
}) {
  const goToOwn = (slug: string) => {
    storeTenantSlug(slug);
    const url = new URL(window.location.href);
    url.searchParams.delete(TENANT_QUERY_PARAM);
    window.location.assign(url.pathname + url.search);
  };
  return (
    <div className="flex min-h-dvh items-center justify-center bg-page p-4">
      <Card className="w-full max-w-md">
        <EmptyState
          icon={Building2}
          title={
            fallbackSlug || reason
              ? "You don't have access to this organization."
              : 'You are not a member of any organization yet.'
          }
          description={reason ?? (fallbackSlug ? undefined : 'Ask an administrator to invite you.')}
          action={
            fallbackSlug ? (
              <Button onClick={() => goToOwn(fallbackSlug)}>Go to my organization</Button>
            ) : (
              <Button variant="outline" onClick={() => void logOut()}>
                Log out
              </Button>
            )
          }
        />
      </Card>
    </div>
  );
}
