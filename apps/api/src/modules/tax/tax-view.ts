import { combinedRate } from '@tradeworks/contracts/tax-lines';
import type { SalesTaxRate, TaxGroup } from '@tradeworks/contracts/tax';
import type { TaxGroupWithRates } from './tax-groups.repository';
import type { TaxRateRow } from './tax-rates.repository';

export function toTaxRate(row: TaxRateRow): SalesTaxRate {
  return {
    id: row.id,
    name: row.name,
    rate: row.rate,
    jurisdiction: row.jurisdiction,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toTaxGroup(row: TaxGroupWithRates): TaxGroup {
  return {
    id: row.id,
    name: row.name,
    isDefault: row.isDefault,
    rate: combinedRate(row.rates),
    rates: row.rates.map(toTaxRate),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
