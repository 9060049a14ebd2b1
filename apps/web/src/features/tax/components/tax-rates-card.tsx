import { useState } from 'react';
import { formatTaxRate } from '@tradeworks/contracts/display-format';
import { useDeleteTaxRate } from '../api/delete-tax-rate';
import { useTaxRates } from '../api/list-tax-rates';
import { TaxListCard } from './tax-list-card';
import { TaxRateDialog, type TaxRateDialogState } from './tax-rate-dialog';

/** Settings → Tax → Tax rates: each jurisdiction's rate, Add, Edit and Delete (asked first). */
export function TaxRatesCard() {
  const rates = useTaxRates();
  const [dialog, setDialog] = useState<TaxRateDialogState>(null);
  const remove = useDeleteTaxRate();

  return (
    <TaxListCard
      noun="Tax rate"
      description="One rate per jurisdiction: state, county, city, special district."
      emptyText="No tax rates yet. Add one for each jurisdiction you collect tax for."
      list={rates}
      remove={remove}
      onAdd={() => setDialog({ mode: 'create' })}
      onEdit={(rate) => setDialog({ mode: 'edit', rate })}
      renderItem={(rate) => (
        <div className="grid min-w-0 flex-1 gap-0.5">
          <p className="font-medium">
            {rate.name} <span className="tabular-nums">{formatTaxRate(rate.rate)}</span>
          </p>
          {rate.jurisdiction && <p className="text-xs text-muted-foreground">{rate.jurisdiction}</p>}
        </div>
      )}
    >
      <TaxRateDialog state={dialog} onClose={() => setDialog(null)} />
    </TaxListCard>
  );
}
