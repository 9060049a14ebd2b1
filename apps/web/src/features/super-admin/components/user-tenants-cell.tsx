import type { PlatformUserTenant } from '@tradeworks/contracts/super-admin';
import { Badge } from '@/components/ui/badge';

/** Spec part 2: the first two as 'name (role)', then '+N more', or 'No tenants'. */
export function UserTenantsCell({ tenants }: { tenants: PlatformUserTenant[] }) {
  if (!tenants.length) return <span className="text-sm text-muted-foreground">No tenants</span>;
  return (
    <div className="flex flex-wrap gap-1">
      {tenants.slice(0, 2).map((t) => (
        <Badge key={t.id} variant="outline" className="max-w-full whitespace-normal">
          {t.tenantName} ({t.role})
        </Badge>
      ))}
      {tenants.length > 2 && <Badge variant="secondary">+{tenants.length - 2} more</Badge>}
    </div>
  );
}
