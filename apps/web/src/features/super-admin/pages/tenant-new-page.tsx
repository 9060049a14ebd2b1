import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import {
  BILLING_STATUSES,
  OFFERED_TENANT_PLANS,
  tenantCreateSchema,
} from '@tradeworks/contracts/super-admin';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { slugify } from '@/features/auth/public';
import { setServerErrors, useZodForm } from '@/lib/use-zod-form';
import { usePlatformSettings } from '../api/get-platform-settings';
import { useCreateTenant } from '../api/create-tenant';
import { ConsolePage } from '../components/console-page';
import { EMPTY_TENANT, TenantFields } from '../components/tenant-fields';
import { toastFailure, toastSuccess } from '../lib/console-toasts';

/** Spec part 2 §4: the create form offers active, suspended and cancelled. */
const CREATE_STATUSES = ['active', 'suspended', 'cancelled'] as const;

/** /admin/tenants/new */
export function TenantNewPage() {
  const navigate = useNavigate();
  const settings = usePlatformSettings();
  const create = useCreateTenant();
  const form = useZodForm(tenantCreateSchema, { defaultValues: EMPTY_TENANT });

  // The platform's default plan preselects the form (spec default pro) until the user picks one; an older
  // plan saved as the default is not offered any more, so the spec's default stays.
  const defaultPlan = settings.data?.defaultPlan;
  useEffect(() => {
    const offered = OFFERED_TENANT_PLANS.find((plan) => plan === defaultPlan);
    if (offered && !form.getFieldState('plan').isDirty) form.setValue('plan', offered);
  }, [defaultPlan, form]);

  // A name fills an empty slug (spec part 2 §5), and keeps filling it while it is still the filled one.
  const lastName = useRef(EMPTY_TENANT.name);
  const onNameChange = (name: string) => {
    const slug = form.getValues('slug');
    if (!slug || slug === slugify(lastName.current)) {
      form.setValue('slug', slugify(name));
      form.clearErrors('slug');
    }
    lastName.current = name;
  };

  const onSubmit = form.handleSubmit(async (data) => {
    try {
      const tenant = await create.mutateAsync(data);
      toastSuccess('Tenant created successfully');
      navigate(`/admin/tenants/${tenant.id}`);
    } catch (error) {
      setServerErrors(form, error);
      toastFailure(error, 'Failed to create tenant');
    }
  });

  return (
    <ConsolePage
      title="Create Tenant"
      description="A new organization on the platform."
      back={{ to: '/admin/tenants', label: 'Back to Tenants' }}
    >
      <Card>
        <CardContent className="pt-6">
          <form noValidate onSubmit={onSubmit} className="grid gap-6">
            <TenantFields
              form={form}
              onNameChange={onNameChange}
              statuses={CREATE_STATUSES}
              plans={OFFERED_TENANT_PLANS}
              billingStatuses={BILLING_STATUSES}
              slugLabel="Slug"
            />
            <div className="flex flex-wrap justify-end gap-2">
              <Button type="button" variant="outline" onClick={() => navigate('/admin/tenants')}>
                Cancel
              </Button>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? 'Creating...' : 'Create Tenant'}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </ConsolePage>
  );
}
