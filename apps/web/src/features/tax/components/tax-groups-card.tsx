import { useState } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { formatTaxRate } from '@tradeworks/contracts/display-format';
import type { TaxGroup } from '@tradeworks/contracts/tax';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDeleteTaxGroup } from '../api/delete-tax-group';
import { useTaxGroups } from '../api/list-tax-groups';
import { useTaxRates } from '../api/list-tax-rates';
import { useSaveTaxGroup } from '../api/save-tax-group';
import { TaxGroupDialog, type TaxGroupDialogState } from './tax-group-dialog';
import { toastTaxFailure, toastTaxSuccess } from './tax-toasts';

/**
 * Settings → Tax → Tax groups: each group with its components and combined rate, the organization's default
 * (Make default), Add, Edit and Delete (asked first; refused while clients or locations carry the group).
 */
export function TaxGroupsCard() {
  const groups = useTaxGroups();
  const rates = useTaxRates();
  const [dialog, setDialog] = useState<TaxGroupDialogState>(null);
  const [deleting, setDeleting] = useState<TaxGroup | null>(null);
  const remove = useDeleteTaxGroup();
  const save = useSaveTaxGroup();

  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toastTaxSuccess(`Tax group ${deleting.name} deleted`);
        setDeleting(null);
      },
      onError: (error) => {
        toastTaxFailure(error, 'Failed to delete the tax group');
        setDeleting(null);
      },
    });
  const makeDefault = (group: TaxGroup) =>
    save.mutate(
      { id: group.id, body: { isDefault: true } },
      {
        onSuccess: () => toastTaxSuccess(`${group.name} is the default tax group`),
        onError: (error) => toastTaxFailure(error, 'Failed to change the default tax group'),
      },
    );

  return (
    <Card>
      <CardHeader className="flex flex-row items-start justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle>Tax groups</CardTitle>
          <CardDescription>
            The rates charged together at a place. Clients and service locations can carry their own group;
            the default group taxes everyone else.
          </CardDescription>
        </div>
        <Button size="sm" onClick={() => setDialog({ mode: 'create' })}>
          <Plus className="size-4" aria-hidden />
          Add tax group
        </Button>
      </CardHeader>
      <CardContent>
        {groups.isPending ? (
          <Skeleton className="h-16" role="status" aria-label="Loading tax groups" />
        ) : groups.isError ? (
          <LoadError
            message="Failed to load tax groups. Please try again."
            onRetry={() => groups.refetch()}
          />
        ) : groups.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No tax groups yet: new quotes and invoices use the default tax rate of the General tab.
          </p>
        ) : (
          <ul className="grid gap-2" aria-label="Tax groups">
            {groups.data.map((group) => (
              <li key={group.id} className="flex items-start gap-2 rounded-md border px-3 py-2">
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
                <div className="flex shrink-0 gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Edit ${group.name}`}
                    onClick={() => setDialog({ mode: 'edit', group })}
                  >
                    <Pencil className="size-4" aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Delete ${group.name}`}
                    onClick={() => setDeleting(group)}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <TaxGroupDialog state={dialog} rates={rates.data ?? []} onClose={() => setDialog(null)} />
      <ConfirmDeleteDialog
        name={deleting?.name ?? null}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onOpenChange={(open) => !open && setDeleting(null)}
      />
    </Card>
  );
}
