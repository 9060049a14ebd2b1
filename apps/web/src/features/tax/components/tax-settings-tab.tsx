import { TaxGroupsCard } from './tax-groups-card';
import { TaxRatesCard } from './tax-rates-card';

/**
 * Settings → Tax (issue 31): the organization's tax rates and the groups that combine them, with the default
 * group. Where a document's tax comes from: docs/user/pricing-and-tax.md.
 */
export function TaxSettingsTab() {
  return (
    <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
      <TaxRatesCard />
      <TaxGroupsCard />
    </div>
  );
}
