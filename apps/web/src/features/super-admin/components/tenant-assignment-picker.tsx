import { useState } from 'react';
import { Plus } from 'lucide-react';
import { MAX_PAGE_SIZE } from '@tradeworks/contracts/paging';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { SearchInput } from '@/components/search-input';
import { useTenants } from '../api/list-tenants';
import { CONSOLE_ROLES } from '../lib/labels';
import { ChoiceSelect } from './choice-select';

export const ALL_ASSIGNED = 'All available tenants have been assigned to this user';

/**
 * Picks a tenant and a role to assign. Only active tenants are offered and the ones already assigned are
 * left out (spec part 2 §5); with many tenants the search narrows the list on the server.
 */
export function TenantAssignmentPicker(props: {
  excluded: string[];
  busy?: boolean;
  onAdd: (assignment: { tenant_id: string; role: string; tenantName: string }) => void | Promise<void>;
}) {
  const [search, setSearch] = useState('');
  const [tenantId, setTenantId] = useState('');
  const [role, setRole] = useState('member');
  const [error, setError] = useState<string>();
  const tenants = useTenants({ search, limit: MAX_PAGE_SIZE, offset: 0 });
  const available = (tenants.data?.items ?? []).filter(
    (t) => t.status === 'active' && !props.excluded.includes(t.id),
  );
  const add = async () => {
    const tenant = available.find((t) => t.id === tenantId);
    // Spec part 2 §5: a tenant must be chosen.
    if (!tenant) return setError('A tenant must be chosen');
    setError(undefined);
    await props.onAdd({ tenant_id: tenant.id, role, tenantName: tenant.name });
    setTenantId('');
  };

  if (tenants.data && !search && available.length === 0) {
    return (
      <p className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">{ALL_ASSIGNED}</p>
    );
  }
  return (
    <div className="grid gap-3 rounded-md border p-3">
      <SearchInput
        value={search}
        label="Search tenants"
        placeholder="Search tenants..."
        onSearch={setSearch}
      />
      <div className="grid items-end gap-3 sm:grid-cols-[1fr_10rem_auto]">
        <FormField label="Tenant" error={error}>
          <ChoiceSelect
            value={tenantId}
            placeholder={
              tenants.isPending
                ? 'Loading tenants...'
                : available.length
                  ? 'Select a tenant'
                  : 'No matching tenants'
            }
            options={available.map((t) => t.id)}
            labels={Object.fromEntries(available.map((t) => [t.id, t.name]))}
            onChange={(id) => (setTenantId(id), setError(undefined))}
          />
        </FormField>
        <FormField label="Tenant role">
          <ChoiceSelect value={role} options={CONSOLE_ROLES} onChange={setRole} />
        </FormField>
        <Button type="button" variant="outline" disabled={props.busy} onClick={add}>
          <Plus aria-hidden="true" />
          Add Tenant
        </Button>
      </div>
    </div>
  );
}
