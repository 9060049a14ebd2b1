import { useState } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { formatTaxRate } from '@tradeworks/contracts/display-format';
import type { SalesTaxRate } from '@tradeworks/contracts/tax';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDeleteTaxRate } from '../api/delete-tax-rate';
import { useTaxRates } from '../api/list-tax-rates';
import { TaxRateDialog, type TaxRateDialogState } from './tax-rate-dialog';
import { toastTaxFailure, toastTaxSuccess } from './tax-toasts';

/** Settings → Tax → Tax rates: each jurisdiction's rate, Add, Edit and Delete (asked first). */
export function TaxRatesCard() {
  const rates = useTaxRates();
  const [dialog, setDialog] = useState<TaxRateDialogState>(null);
  const [deleting, setDeleting] = useState<SalesTaxRate | null>(null);
  const remove = useDeleteTaxRate();

  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toastTaxSuccess(`Tax rate ${deleting.name} deleted`);
        setDeleting(null);
      },
      onError: (error) => {
        toastTaxFailure(error, 'Failed to delete the tax rate');
        setDeleting(null);
      },
    });

  return (
    <Card>
      <CardHeader className="flex flex-row items-start justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle>Tax rates</CardTitle>
          <CardDescription>One rate per jurisdiction: state, county, city, special district.</CardDescription>
        </div>
        <Button size="sm" onClick={() => setDialog({ mode: 'create' })}>
          <Plus className="size-4" aria-hidden />
          Add tax rate
        </Button>
      </CardHeader>
      <CardContent>
        {rates.isPending ? (
          <Skeleton className="h-16" role="status" aria-label="Loading tax rates" />
        ) : rates.isError ? (
          <LoadError message="Failed to load tax rates. Please try again." onRetry={() => rates.refetch()} />
        ) : rates.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No tax rates yet. Add one for each jurisdiction you collect tax for.
          </p>
        ) : (
          <ul className="grid gap-2" aria-label="Tax rates">
            {rates.data.map((rate) => (
              <li key={rate.id} className="flex items-center gap-2 rounded-md border px-3 py-2">
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <p className="font-medium">
                    {rate.name} <span className="tabular-nums">{formatTaxRate(rate.rate)}</span>
                  </p>
                  {rate.jurisdiction && <p className="text-xs text-muted-foreground">{rate.jurisdiction}</p>}
                </div>
                <div className="flex shrink-0 gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Edit ${rate.name}`}
                    onClick={() => setDialog({ mode: 'edit', rate })}
                  >
                    <Pencil className="size-4" aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Delete ${rate.name}`}
                    onClick={() => setDeleting(rate)}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <TaxRateDialog state={dialog} onClose={() => setDialog(null)} />
      <ConfirmDeleteDialog
        name={deleting?.name ?? null}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onOpenChange={(open) => !open && setDeleting(null)}
      />
    </Card>
  );
}
