import { eq } from 'drizzle-orm';
import {
  AUTOMATION_DEFAULTS,
  AUTOMATION_KINDS,
  type Automation,
  type AutomationKind,
} from '@tradeworks/contracts/messaging-settings';
import type { TenantScope } from '../../db/client';
import { messagingSettings } from '../../db/schema';

export type MessagingSettingsRow = typeof messagingSettings.$inferSelect;

/** The organization's messaging settings row, if it saved any (defaults otherwise). */
export async function findMessagingSettings(scope: TenantScope) {
  const [row] = await scope.tx
    .select()
    .from(messagingSettings)
    .where(eq(messagingSettings.tenantId, scope.tenantId));
  return row;
}

/** The same row locked for a change (PATCH), made with its defaults first if the organization has none. */
export async function lockMessagingSettings(scope: TenantScope): Promise<MessagingSettingsRow> {
  await scope.tx.insert(messagingSettings).values({ tenantId: scope.tenantId }).onConflictDoNothing();
  const [row] = await scope.tx
    .select()
    .from(messagingSettings)
    .where(eq(messagingSettings.tenantId, scope.tenantId))
    .for('update');
  return row;
}

export async function saveMessagingSettings(
  scope: TenantScope,
  values: Partial<Omit<MessagingSettingsRow, 'tenantId' | 'updatedAt'>>,
): Promise<void> {
  await scope.tx
    .update(messagingSettings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(messagingSettings.tenantId, scope.tenantId));
}

/** The country whose rules read the organization's local numbers (default US). */
export async function readMessagingCountry(scope: TenantScope): Promise<string> {
  return (await findMessagingSettings(scope))?.country ?? 'US';
}

/** Every automation as it applies: what was saved over its default (a kind never saved is switched off). */
export function automationsOf(
  stored: Partial<Record<AutomationKind, Partial<Automation>>> | undefined,
): Record<AutomationKind, Automation> {
  return Object.fromEntries(
    AUTOMATION_KINDS.map((kind) => [kind, { ...AUTOMATION_DEFAULTS[kind], ...stored?.[kind] }]),
  ) as Record<AutomationKind, Automation>;
}
