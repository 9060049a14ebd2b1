import { and, eq } from 'drizzle-orm';
import { DEFAULT_TAX_RATE, DEFAULT_TAX_RATE_SETTING } from '@tradeworks/contracts/line-items';
import { fromScaled, toScaled } from '@tradeworks/contracts/money';
import type { TenantScope } from '../../db/client';
import { generalSettings } from '../../db/schema';

/**
 * The tax rate new quotes and invoices start with: the tenant's 'sales.default_tax_rate' setting
 * (Settings → General, a percentage such as 8.25), else DEFAULT_TAX_RATE (8%). A value that is not a
 * percentage between 0 and 100 is ignored rather than breaking every new document.
 */
export async function tenantDefaultTaxRate({ tx, tenantId }: TenantScope): Promise<string> {
  const [row] = await tx
    .select({ value: generalSettings.settingValue })
    .from(generalSettings)
    .where(
      and(eq(generalSettings.tenantId, tenantId), eq(generalSettings.settingKey, DEFAULT_TAX_RATE_SETTING)),
    );
  const text = row?.value.trim() ?? '';
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text) || Number(text) > 100) return DEFAULT_TAX_RATE;
  return fromScaled(toScaled(text, 2), 4);
}
