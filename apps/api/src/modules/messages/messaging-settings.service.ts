import {
  MESSAGING_SETTINGS_MESSAGES,
  type MessagingSettings,
  type MessagingSettingsPatch,
  messagingSettingsPatchSchema,
} from '@tradeworks/contracts/messaging-settings';
import type { z } from 'zod';
import type { TenantScope } from '../../db/client';
import type { TenantContext } from '../../http/route';
import { changedFields, recordAudit } from '../../platform/audit/audit-log';
import { getCompanyProfile } from '../../platform/pdf/company-profile';
import { readTenantTwilio, type ServerSmsConfig } from '../../platform/sms/tenant-sms';
import { MessageErrors } from './messages.errors';
import {
  automationsOf,
  findMessagingSettings,
  lockMessagingSettings,
  saveMessagingSettings,
  type MessagingSettingsRow,
} from './messaging-settings.repository';

type Patch = z.output<typeof messagingSettingsPatchSchema>;

/** Texts leave through Twilio when the organization's card or the server's account can send them. */
async function providerConfigured(scope: TenantScope, server: ServerSmsConfig): Promise<boolean> {
  const own = await readTenantTwilio(scope);
  if (own.enabled && own.accountSid && own.authToken) return true;
  return Boolean(server.accountSid && server.authToken && server.from);
}

/** What the screen shows besides the row: whether texts can leave, and the name they sign with. */
async function facts(scope: TenantScope, server: ServerSmsConfig) {
  return {
    configured: await providerConfigured(scope, server),
    companyName: (await getCompanyProfile(scope)).name,
  };
}

function toSettings(
  row: MessagingSettingsRow | undefined,
  { configured, companyName }: { configured: boolean; companyName: string },
): MessagingSettings {
  return {
    quietStart: (row?.quietStart ?? '21:00').slice(0, 5),
    quietEnd: (row?.quietEnd ?? '08:00').slice(0, 5),
    country: row?.country ?? 'US',
    reviewUrl: row?.reviewUrl ?? null,
    marketingNeedsOptIn: row?.marketingNeedsOptIn ?? false,
    reviewMinJobValue: row?.reviewMinJobValue ?? null,
    reviewOncePerDays: row?.reviewOncePerDays ?? 90,
    reviewTrigger: row?.reviewTrigger ?? 'completed',
    automations: automationsOf(row?.automations),
    providerConfigured: configured,
    companyName,
  };
}

/** GET /api/admin/messaging: the settings with every automation (its default until saved). */
export function getMessagingSettings(
  { db, tenantId, userId }: TenantContext,
  server: ServerSmsConfig,
): Promise<MessagingSettings> {
  return db.tenant({ tenantId, userId }, async (scope) =>
    toSettings(await findMessagingSettings(scope), await facts(scope, server)),
  );
}

/**
 * PATCH /api/admin/messaging: the fields sent change, an automation's fields merge over what it had. Review
 * requests cannot be switched on without a review URL (400). Audited with what changed.
 */
export function updateMessagingSettings(
  ctx: TenantContext & { data: MessagingSettingsPatch },
  server: ServerSmsConfig,
): Promise<MessagingSettings> {
  const { db, tenantId, userId } = ctx;
  const data = ctx.data as Patch;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const before = await lockMessagingSettings(scope);
    const current = automationsOf(before.automations);
    const automations = { ...current };
    for (const [kind, change] of Object.entries(data.automations ?? {}) as [keyof typeof current, object][])
      if (change) automations[kind] = { ...current[kind], ...change };
    const reviewUrl = data.reviewUrl === undefined ? before.reviewUrl : data.reviewUrl;
    if (automations.review_request.enabled && !reviewUrl)
      throw MessageErrors.settingsField('reviewUrl', MESSAGING_SETTINGS_MESSAGES.reviewNeedsUrl);
    const { automations: _a, ...plain } = data;
    const values = { ...plain, ...(data.automations ? { automations } : {}) };
    await saveMessagingSettings(scope, values);
    const changes = changedFields(
      { ...toSettings(before, { configured: false, companyName: '' }), automations: current },
      values as Record<string, unknown>,
    );
    if (Object.keys(changes).length)
      await recordAudit(scope, {
        entity: 'messaging_settings',
        entityId: tenantId,
        action: 'update',
        summary: 'Messaging settings updated',
        changes,
      });
    return toSettings(await findMessagingSettings(scope), await facts(scope, server));
  });
}
