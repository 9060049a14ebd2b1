import { and, eq } from 'drizzle-orm';
import type { TenantScope } from '../../db/client';
import { generalSettings } from '../../db/schema';

/** The value of one of the tenant's general settings (Settings → General), or null when it is not set. */
export async function readGeneralSetting({ tx, tenantId }: TenantScope, key: string): Promise<string | null> {
  const [row] = await tx
    .select({ value: generalSettings.settingValue })
    .from(generalSettings)
    .where(and(eq(generalSettings.tenantId, tenantId), eq(generalSettings.settingKey, key)));
  return row?.value ?? null;
}
