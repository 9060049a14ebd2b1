import { DEFAULT_TAX_RATE, DEFAULT_TAX_RATE_SETTING } from '@tradeworks/contracts/line-items';
import { fromScaled, toScaled } from '@tradeworks/contracts/money';
import type { TenantScope } from '../../db/client';
import { readGeneralSetting } from '../../platform/settings/general-setting.repository';

/**
 * The tax rate new quotes and invoices start with: the tenant's 'sales.default_tax_rate' setting
 * (Settings → General, a percentage such as 8.25), else DEFAULT_TAX_RATE (8%). A value that is not a
 * percentage between 0 and 100 is ignored rather than breaking every new document.
 */
export async function tenantDefaultTaxRate(scope: TenantScope): Promise<string> {
  const text = (await readGeneralSetting(scope, DEFAULT_TAX_RATE_SETTING))?.trim() ?? '';
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text) || Number(text) > 100) return DEFAULT_TAX_RATE;
  return fromScaled(toScaled(text, 2), 4);
}
