import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Activity, Briefcase, LogIn, Pencil, Trash2, UserRound, Users } from 'lucide-react';
import {
  OFFERED_TENANT_PLANS,
  tenantUpdateSchema,
  type SuperAdminTenant,
} from '@tradeworks/contracts/super-admin';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { setServerErrors, useZodForm } from '@/lib/use-zod-form';
import { useTenant } from '../api/get-tenant';
import { useUpdateTenant } from '../api/update-tenant';
import { ActivityLog } from '../components/activity-log';
import { ConsolePage } from '../components/console-page';
import { DeleteTenantDialog } from '../components/delete-tenant-dialog';
import { TenantNotFound } from '../components/not-found-state';
import { PlanBadge, TenantStatusBadge } from '../components/status-badges';
import { TenantFields, type TenantFormValues } from '../components/tenant-fields';
import { toastFailure, toastSuccess } from '../lib/console-toasts';
import { PRODUCT_DOMAIN, capitalize } from '../lib/labels';

/** Spec part 2 §4: the edit form offers active, suspended and pending. */
const EDIT_STATUSES = ['active', 'suspended', 'pending'] as const;

function toForm(t: SuperAdminTenant): TenantFormValues {
  return {
    name: t.name,
    slug: t.slug,
    domain: t.domain ?? '',
    plan: t.plan,
    status: t.status,
    billing_status: t.billing_status,
    billing_address_line1: t.billing_address_line1 ?? '',
    billing_address_line2: t.billing_address_line2 ?? '',
    billing_city: t.billing_city ?? '',
    billing_state: t.billing_state ?? '',
    billing_postal_code: t.billing_postal_code ?? '',
    billing_country: t.billing_country ?? '',
  };
}

/** /admin/tenants/:tenantId */
export function TenantDetailPage() {
  const { tenantId = '' } = useParams();
  const tenant = useTenant(tenantId);

  if (tenant.isPending) {
    return (
      <div
        className="mx-auto grid w-full max-w-7xl gap-4"
        role="status"
        aria-busy="true"
        aria-label="Loading tenant"
      >
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (tenant.isError) {
    return isApiError(tenant.error, 404) ? (
      <TenantNotFound />
    ) : (
      <LoadError message="Failed to load the tenant. Please try again." onRetry={() => tenant.refetch()} />
    );
  }
  return <TenantDetail tenant={tenant.data} />;
}

function TenantDetail({ tenant }: { tenant: SuperAdminTenant }) {
  const update = useUpdateTenant(tenant.id);
  const [editing, setEditing] = useState(false);
  const form = useZodForm(tenantUpdateSchema, { defaultValues: toForm(tenant) });
  const [deleting, setDeleting] = useState(false);

  const startEdit = () => {
    form.reset(toForm(tenant));
    setEditing(true);
  };
  // Cancel resets the form to the stored values (spec part 2).
  const cancel = () => {
    form.reset(toForm(tenant));
    setEditing(false);
  };
  // The billing status is shown but not edited here.
  const onSubmit = form.handleSubmit(async ({ billing_status: _ignored, ...editable }) => {
    try {
      const saved = await update.mutateAsync(editable);
      form.reset(toForm(saved));
      setEditing(false);
      toastSuccess('Tenant updated successfully');
    } catch (error) {
      setServerErrors(form, error);
      toastFailure(error, 'Failed to update tenant');
    }
  });
  const statuses = EDIT_STATUSES.includes(tenant.status as never)
    ? EDIT_STATUSES
    : [...EDIT_STATUSES, tenant.status];
  // A tenant on an older plan (starter, professional) keeps it unless the admin picks a current one.
  const plans = OFFERED_TENANT_PLANS.includes(tenant.plan as never)
    ? OFFERED_TENANT_PLANS
    : [...OFFERED_TENANT_PLANS, tenant.plan];

  return (
    <ConsolePage
      title={tenant.name}
      description={`${tenant.slug}.${PRODUCT_DOMAIN}`}
      back={{ to: '/admin/tenants', label: 'Back to Tenants' }}
      actions={
        !editing && (
          <>
            <Button asChild variant="outline">
              <a href={`/?tenant=${encodeURIComponent(tenant.slug)}`}>
                <LogIn aria-hidden="true" />
                Log in as tenant
              </a>
            </Button>
            <Button asChild variant="outline">
              <Link to={`/admin/tenants/${tenant.id}/users`}>
                <Users aria-hidden="true" />
                Manage Users
              </Link>
            </Button>
            <Button onClick={startEdit}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          </>
        )
      }
    >
      <div className="grid grid-cols-3 gap-2 sm:gap-4">
        <UsageCard label="Users" value={tenant.stats.users} icon={UserRound} />
        <UsageCard label="Clients" value={tenant.stats.clients} icon={Users} />
        <UsageCard label="Service Jobs" value={tenant.stats.serviceJobs} icon={Briefcase} />
      </div>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">{editing ? 'Edit Tenant' : 'Tenant Details'}</CardTitle>
        </CardHeader>
        <CardContent>
          {editing ? (
            <form noValidate onSubmit={onSubmit} className="grid gap-6">
              <TenantFields form={form} statuses={statuses} plans={plans} slugLabel="Subdomain" />
              <div className="flex flex-wrap justify-end gap-2">
                <Button type="button" variant="outline" onClick={cancel}>
                  Cancel
                </Button>
                <Button type="submit" disabled={update.isPending}>
                  {update.isPending ? 'Saving...' : 'Save Changes'}
                </Button>
              </div>
            </form>
          ) : (
            <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
              <Fact label="Plan">
                <PlanBadge plan={tenant.plan} />
              </Fact>
              <Fact label="Status">
                <TenantStatusBadge status={tenant.status} />
              </Fact>
              <Fact label="Billing status">{capitalize(tenant.billing_status)}</Fact>
              <Fact label="Domain">{tenant.domain ?? '—'}</Fact>
              <Fact label="Created">{formatDate(tenant.created_at)}</Fact>
              <Fact label="Trial ends">{tenant.trial_ends_at ? formatDate(tenant.trial_ends_at) : '—'}</Fact>
              <Fact label="Billing address">
                {[
                  tenant.billing_address_line1,
                  tenant.billing_address_line2,
                  [tenant.billing_city, tenant.billing_state, tenant.billing_postal_code]
                    .filter(Boolean)
                    .join(' '),
                  tenant.billing_country,
                ]
                  .filter(Boolean)
                  .join(', ') || '—'}
              </Fact>
            </dl>
          )}
        </CardContent>
      </Card>
      <ActivityLog
        path={`/api/super-admin/tenants/${tenant.id}/activity`}
        title="Recent Activity"
        showTenant={false}
      />
      <Card className="border-destructive/40">
        <CardHeader>
          <CardTitle className="text-base">Danger zone</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">Delete this tenant and every record it owns.</p>
          <Button variant="destructive" onClick={() => setDeleting(true)}>
            <Trash2 aria-hidden="true" />
            Delete Tenant
          </Button>
        </CardContent>
      </Card>
      <DeleteTenantDialog tenant={tenant} open={deleting} onOpenChange={setDeleting} />
    </ConsolePage>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

function UsageCard({ label, value, icon: Icon }: { label: string; value: number; icon: typeof Activity }) {
  return (
    <Card className="grid gap-1 p-3 sm:p-5">
      <div className="flex items-center justify-between gap-1">
        <h2 className="text-xs font-medium sm:text-sm">{label}</h2>
        <Icon className="hidden size-4 text-muted-foreground sm:block" aria-hidden="true" />
      </div>
      <p className="text-xl font-bold tabular-nums sm:text-2xl">{value}</p>
    </Card>
  );
}
