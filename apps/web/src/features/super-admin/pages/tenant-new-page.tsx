import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { BILLING_STATUSES, TENANT_PLANS, tenantCreateSchema } from '@tradeworks/contracts/super-admin';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { slugify } from '@/features/auth/public';
import { usePlatformSettings } from '../api/console';
import { useCreateTenant } from '../api/tenants';
import { ConsolePage } from '../components/console-page';
import { EMPTY_TENANT, TenantFields, type TenantFormValues } from '../components/tenant-fields';
import { toastFailure, toastSuccess } from '../lib/console-toasts';
import { validate, withoutKeys } from '../lib/zod-form';

/** Spec part 2 §4: the create form offers active, suspended and cancelled. */
const CREATE_STATUSES = ['active', 'suspended', 'cancelled'] as const;

/** /admin/tenants/new */
export function TenantNewPage() {
  const navigate = useNavigate();
  const settings = usePlatformSettings();
  const create = useCreateTenant();
  const [values, setValues] = useState<TenantFormValues>(EMPTY_TENANT);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [planTouched, setPlanTouched] = useState(false);

  // The platform's default plan preselects the form (spec default pro) until the user picks one.
  const defaultPlan = settings.data?.defaultPlan;
  useEffect(() => {
    if (defaultPlan && !planTouched) setValues((v) => ({ ...v, plan: defaultPlan }));
  }, [defaultPlan, planTouched]);

  const onChange = (patch: Partial<TenantFormValues>) => {
    if (patch.plan) setPlanTouched(true);
    setErrors((e) => withoutKeys(e, Object.keys(patch).concat(patch.name !== undefined ? ['slug'] : [])));
    setValues((v) => {
      const next = { ...v, ...patch };
      // A name fills an empty slug (spec part 2 §5), and keeps filling it while it is still the filled one.
      if (patch.name !== undefined && (!v.slug || v.slug === slugify(v.name)))
        next.slug = slugify(patch.name);
      return next;
    });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = validate(tenantCreateSchema, values);
    if (parsed.errors) return setErrors(parsed.errors);
    setErrors({});
    try {
      const tenant = await create.mutateAsync(parsed.data);
      toastSuccess('Tenant created successfully');
      navigate(`/admin/tenants/${tenant.id}`);
    } catch (error) {
      const fieldErrors = (error as { fieldErrors?: Record<string, string> }).fieldErrors;
      if (fieldErrors) setErrors(fieldErrors);
      toastFailure(error, 'Failed to create tenant');
    }
  };

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
              values={values}
              errors={errors}
              onChange={onChange}
              statuses={CREATE_STATUSES}
              plans={TENANT_PLANS}
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
