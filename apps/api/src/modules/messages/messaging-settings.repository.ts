import { eq } from 'drizzle-orm';
import type { TenantScope } from '../../db/client';
import { messagingSettings } from '../../db/schema';

/** The organization's messaging settings row, if it saved any (defaults otherwise). */
export async function findMessagingSettings(scope: TenantScope) {
  const [row] = await scope.tx
    .select()
    .from(messagingSettings)
    .where(eq(messagingSettings.tenantId, scope.tenantId));
  return row;
}

/** The country whose rules read the organization's local numbers (default US). */
export async function readMessagingCountry(scope: TenantScope): Promise<string> {
  return (await findMessagingSettings(scope))?.country ?? 'US';
}
