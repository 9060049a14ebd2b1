import type {
  IntegrationCreateData,
  IntegrationPatchData,
  IntegrationSetting,
} from '@tradeworks/contracts/admin-settings';
import { AdminSettingsErrors } from './admin-settings.errors';
import { recordAudit } from '../../platform/audit/audit-log';
import { isRefusedOutboundUrl } from '../../platform/outbound/outbound-address';
import { encryptSecret, maskStoredSecret } from '../../platform/secrets/secrets';
import { inTenant, type SettingsCtx } from './settings-context';
import { isoOrNull } from '../../http/iso-or-null';

import {
  findIntegration,
  insertIntegration,
  integrationExists,
  listIntegrationRows,
  updateIntegrationRow,
  type IntegrationRow as Row,
} from './integrations.repository';
type SecretField = 'apiKey' | 'apiSecret';
const SECRET_FIELDS: SecretField[] = ['apiKey', 'apiSecret'];

/** The associated data of a stored key: its tenant and its field, so a copied ciphertext does not decrypt. */
const secretContext = (tenantId: string, name: string, field: SecretField) => ({
  tenantId,
  field: `integration.${name}.${field}`,
});

/**
 * A webhook URL leaves the server like a key: many carry their secret in the path or query (a Zapier or Slack
 * hook is the credential), so only the origin and the last 4 characters are shown.
 */
function maskWebhookUrl(url: string | null): string | null {
  if (!url) return null;
  const origin = URL.canParse(url) ? new URL(url).origin : '';
  const rest = url.slice(origin.length);
  return rest.length <= 1 ? origin || '••••' : `${origin}/••••${rest.slice(-4)}`;
}

/** Keys leave the server only masked (last 4 characters), webhook URLs too (above). */
const toIntegration = (row: Row): IntegrationSetting => ({
  id: row.id,
  integrationName: row.integrationName,
  isEnabled: row.isEnabled,
  apiKey: maskStoredSecret(row.apiKey, secretContext(row.tenantId, row.integrationName, 'apiKey')),
  apiSecret: maskStoredSecret(row.apiSecret, secretContext(row.tenantId, row.integrationName, 'apiSecret')),
  webhookUrl: maskWebhookUrl(row.webhookUrl),
  settings: row.settings,
  lastSyncAt: isoOrNull(row.lastSyncAt),
  updatedAt: row.updatedAt.toISOString(),
});

/** Encrypted values of the secret fields present in the body (null clears, absent keeps). */
function encryptFields(tenantId: string, name: string, data: Partial<Record<SecretField, string | null>>) {
  const out: Partial<Record<SecretField, string | null>> = {};
  for (const field of SECRET_FIELDS) {
    if (data[field] === undefined) continue;
    out[field] = encryptSecret(data[field], secretContext(tenantId, name, field));
  }
  return out;
}

/** What the audit log keeps of a change: never a key, only that it was set or cleared. */
function auditChanges(before: Row | null, data: IntegrationPatchData): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  if (data.isEnabled !== undefined && data.isEnabled !== before?.isEnabled) {
    changes.isEnabled = { from: before?.isEnabled ?? null, to: data.isEnabled };
  }
  if (data.webhookUrl !== undefined && data.webhookUrl !== (before?.webhookUrl ?? null)) {
    changes.webhookUrl = {
      from: maskWebhookUrl(before?.webhookUrl ?? null),
      to: maskWebhookUrl(data.webhookUrl ?? null),
    };
  }
  if (data.apiKey !== undefined) changes.keyChange = data.apiKey ? 'API key set' : 'API key cleared';
  if (data.apiSecret !== undefined)
    changes.secretChange = data.apiSecret ? 'API secret set' : 'API secret cleared';
  return changes;
}

export function listIntegrations(ctx: SettingsCtx): Promise<IntegrationSetting[]> {
  return inTenant(ctx, async (scope) => (await listIntegrationRows(scope)).map(toIntegration));
}

/** The outbound-address rule at save time: a webhook URL on a private or local network is refused. */
async function checkWebhookUrl(data: { webhookUrl?: string | null }): Promise<void> {
  if (data.webhookUrl && (await isRefusedOutboundUrl(data.webhookUrl)))
    throw AdminSettingsErrors.addressRefused('webhookUrl');
}

/** POST: the first save of a card (enable switch, or Save with keys) creates its record. */
export async function createIntegration(
  ctx: SettingsCtx & { data: IntegrationCreateData },
): Promise<IntegrationSetting> {
  const { data } = ctx;
  await checkWebhookUrl(data);
  return inTenant(ctx, async (scope) => {
    if (await integrationExists(scope, data.integrationName)) throw AdminSettingsErrors.integrationExists();
    const row = await insertIntegration(scope, {
      integrationName: data.integrationName,
      isEnabled: data.isEnabled,
      webhookUrl: data.webhookUrl ?? null,
      ...encryptFields(scope.tenantId, data.integrationName, data),
    });
    await recordAudit(scope, {
      entity: 'integration',
      entityId: row.id,
      action: 'create',
      summary: `Integration ${row.integrationName} created${row.isEnabled ? ' and enabled' : ''}`,
      changes: auditChanges(null, data),
    });
    return toIntegration(row);
  });
}

export async function updateIntegration(
  ctx: SettingsCtx & { id: string; data: IntegrationPatchData },
): Promise<IntegrationSetting> {
  const { data } = ctx;
  await checkWebhookUrl(data);
  return inTenant(ctx, async (scope) => {
    const before = await findIntegration(scope, ctx.id);
    if (!before) throw AdminSettingsErrors.integrationNotFound();
    const changes = auditChanges(before, data);
    if (!Object.keys(changes).length) return toIntegration(before);
    const row = await updateIntegrationRow(scope, ctx.id, {
      ...(data.isEnabled !== undefined ? { isEnabled: data.isEnabled } : {}),
      ...(data.webhookUrl !== undefined ? { webhookUrl: data.webhookUrl } : {}),
      ...encryptFields(scope.tenantId, before.integrationName, data),
    });
    await recordAudit(scope, {
      entity: 'integration',
      entityId: row.id,
      action: 'update',
      summary: `Integration ${row.integrationName} updated`,
      changes,
    });
    return toIntegration(row);
  });
}
