import { useState } from 'react';
import { formatTaxRate } from '@tradeworks/contracts/display-format';
import type { TaxGroup } from '@tradeworks/contracts/tax';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useDeleteTaxGroup } from '../api/delete-tax-group';
import { useTaxGroups } from '../api/list-tax-groups';
import { useTaxRates } from '../api/list-tax-rates';
import { useSaveTaxGroup } from '../api/save-tax-group';
import { TaxGroupDialog, type TaxGroupDialogState } from './tax-group-dialog';
import { TaxListCard } from './tax-list-card';
import { toastTaxFailure, toastTaxSuccess } from './tax-toasts';

/**
 * Settings → Tax → Tax groups: each group with its components and combined rate, the organization's default
 * (Make default), Add, Edit and Delete (asked first; refused while clients or locations carry the group).
 */
export function TaxGroupsCard() {
  const groups = useTaxGroups();
  const rates = useTaxRates();
  const [dialog, setDialog] = useState<TaxGroupDialogState>(null);
  const remove = useDeleteTaxGroup();
  const save = useSaveTaxGroup();

  const makeDefault = (group: TaxGroup) =>
    save.mutate(
      { id: group.id, body: { isDefault: true } },
      {
        onSuccess: () => toastTaxSuccess(`${group.name} is the default tax group`),
        onError: (error) => toastTaxFailure(error, 'Failed to change the default tax group'),
      },
    );

  return (
    <TaxListCard
      noun="Tax group"
      description="The rates charged together at a place. Clients and service locations can carry their own group; the default group taxes everyone else."
      emptyText="No tax groups yet: new quotes and invoices use the default tax rate of the General tab."
      list={groups}
      remove={remove}
      onAdd={() => setDialog({ mode: 'create' })}
      onEdit={(group) => setDialog({ mode: 'edit', group })}
      alignTop
      renderItem={(group) => (
        <div className="grid min-w-0 flex-1 justify-items-start gap-0.5">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium">
            {group.name} <span className="tabular-nums">{formatTaxRate(group.rate)}</span>
            {group.isDefault && <Badge variant="secondary">Default</Badge>}
          </p>
          <p className="text-xs text-muted-foreground">
            {group.rates.map((r) => `${r.name} ${formatTaxRate(r.rate)}`).join(' + ')}
          </p>
          {!group.isDefault && (
            <Button
              variant="outline"
              size="sm"
              className="mt-1"
              aria-label={`Make ${group.name} the default`}
              disabled={save.isPending}
              onClick={() => makeDefault(group)}
            >
              Make default
            </Button>
          )}
        </div>
      )}
    >
      <TaxGroupDialog state={dialog} rates={rates.data ?? []} onClose={() => setDialog(null)} />
    </TaxListCard>
  );
}
