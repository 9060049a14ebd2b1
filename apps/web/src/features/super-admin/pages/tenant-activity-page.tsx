import { useParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { isApiError } from '@/lib/api-client';
import { useTenant } from '../api/get-tenant';
import { ActivityLog } from '../components/activity-log';
import { ConsolePage } from '../components/console-page';
import { TenantNotFound } from '../components/not-found-state';

/** /admin/tenants/:tenantId/activity — the tenant's own log plus the console's changes to it. */
export function TenantActivityPage() {
  const { tenantId = '' } = useParams();
  const tenant = useTenant(tenantId);
  if (tenant.isPending)
    return <Skeleton className="mx-auto h-64 w-full max-w-7xl" aria-label="Loading tenant" />;
  if (tenant.isError) {
    return isApiError(tenant.error, 404) ? (
      <TenantNotFound />
    ) : (
      <LoadError message="Failed to load the tenant. Please try again." onRetry={() => tenant.refetch()} />
    );
  }
  return (
    <ConsolePage
      title={`${tenant.data.name} Activity`}
      description="Sign-ins of super admins, changes inside the tenant and the console's changes to it."
      back={{ to: `/admin/tenants/${tenantId}`, label: `Back to ${tenant.data.name}` }}
    >
      <ActivityLog
        path={`/api/super-admin/tenants/${tenantId}/activity`}
        title="Tenant Activity"
        showTenant={false}
      />
    </ConsolePage>
  );
}
