import type {
  CommunicationsData,
  CommunicationsSettings,
  TestEmailResult,
} from '@tradeworks/contracts/admin-settings';
import { communicationsSettings } from '../../db/schema';
import { recordAudit } from '../../platform/audit/audit-log';
import { isRefusedOutboundHost } from '../../platform/outbound/outbound-address';
import { AdminSettingsErrors } from './admin-settings.errors';
import { createSmtpTransport } from '../../platform/mail/mail-transport';
import { readTenantMailRoute, serverFromWithName, withSignature } from '../../platform/mail/tenant-mail';
import { encryptSecret, maskStoredSecret } from '../../platform/secrets/secrets';
import {
  changedFields,
  createSingleton,
  findSingleton,
  updateSingleton,
  type SingletonTable,
} from './singleton-settings';
import { inTenant, type SettingsCtx } from './settings-context';

type Row = typeof communicationsSettings.$inferSelect;
const def: SingletonTable<Row> = {
  table: communicationsSettings,
  entity: 'communications_settings',
  label: 'Communication settings',
};
type SecretField = 'smtpPassword' | 'smsApiKey';
const SECRET_FIELDS: SecretField[] = ['smtpPassword', 'smsApiKey'];
const secretContext = (tenantId: string, field: SecretField) => ({
  tenantId,
  field: `communications.${field}`,
});

const toCommunications = (row: Row): CommunicationsSettings => ({
  id: row.id,
  emailProvider: row.emailProvider,
  smtpHost: row.smtpHost,
  smtpPort: row.smtpPort,
  smtpUsername: row.smtpUsername,
  smtpPassword: maskStoredSecret(row.smtpPassword, secretContext(row.tenantId, 'smtpPassword')),
  fromEmail: row.fromEmail,
  fromName: row.fromName,
  replyToEmail: row.replyToEmail,
  emailSignature: row.emailSignature,
  smsProvider: row.smsProvider,
  smsApiKey: maskStoredSecret(row.smsApiKey, secretContext(row.tenantId, 'smsApiKey')),
  smsFromNumber: row.smsFromNumber,
  updatedAt: row.updatedAt.toISOString(),
});

/** The values to store: secrets encrypted (null clears, absent keeps); and what the audit may see of them. */
function prepare(tenantId: string, data: CommunicationsData, before: Row | null) {
  const values: Record<string, unknown> = { ...data };
  const audit: Record<string, unknown> = changedFields(before ?? {}, {
    ...data,
    smtpPassword: undefined,
    smsApiKey: undefined,
  });
  for (const field of SECRET_FIELDS) {
    if (data[field] === undefined) continue;
    values[field] = encryptSecret(data[field], secretContext(tenantId, field));
    audit[`${field === 'smtpPassword' ? 'smtp' : 'sms'}Credential`] = data[field] ? 'set' : 'cleared';
  }
  return { values, audit };
}

export function getCommunicationsSettings(ctx: SettingsCtx): Promise<CommunicationsSettings | null> {
  return inTenant(ctx, async (scope) => {
    const row = await findSingleton(scope, def);
    return row ? toCommunications(row) : null;
  });
}

/** The outbound-address rule at save time: the SMTP host the server would connect to for the tenant. */
async function checkSmtpHost(data: CommunicationsData): Promise<void> {
  if (data.smtpHost && (await isRefusedOutboundHost(data.smtpHost)))
    throw AdminSettingsErrors.addressRefused('smtpHost');
}

export async function createCommunicationsSettings(
  ctx: SettingsCtx & { data: CommunicationsData },
): Promise<CommunicationsSettings> {
  await checkSmtpHost(ctx.data);
  return inTenant(ctx, async (scope) => {
    const { values, audit } = prepare(scope.tenantId, ctx.data, null);
    return toCommunications(await createSingleton(scope, def, values, audit));
  });
}

export async function updateCommunicationsSettings(
  ctx: SettingsCtx & { data: CommunicationsData },
): Promise<CommunicationsSettings> {
  await checkSmtpHost(ctx.data);
  return inTenant(ctx, async (scope) => {
    const before = (await findSingleton(scope, def)) ?? null;
    const { values, audit } = prepare(scope.tenantId, ctx.data, before);
    return toCommunications(await updateSingleton(scope, def, values, () => audit));
  });
}

/**
 * 'Send test e-mail': delivers one message now, through the route the outbox would take for this tenant, and
 * answers with the SMTP server's reply (or its error, with any credential removed).
 */
export async function sendTestEmail(
  ctx: SettingsCtx & { to: string; serverSmtpUrl: string | undefined; serverFrom: string },
): Promise<TestEmailResult> {
  const route = await inTenant(ctx, async (scope) => {
    const found = await readTenantMailRoute(scope);
    await recordAudit(scope, {
      entity: 'communications_settings',
      entityId: scope.tenantId,
      action: 'test_email',
      summary: `Test e-mail sent to ${ctx.to}`,
    });
    return found;
  });
  const transport = route?.transport ?? (ctx.serverSmtpUrl ? createSmtpTransport(ctx.serverSmtpUrl) : null);
  const via = route?.transport
    ? (route.via as 'tenant_smtp' | 'sendgrid')
    : transport
      ? 'server_smtp'
      : 'captured';
  if (!transport) {
    return {
      delivered: false,
      via,
      response: 'No SMTP server is configured: e-mail is kept in the outbox and readable in the app.',
    };
  }
  const body = withSignature(
    {
      text: 'This is a test e-mail from Tradeworks. Your e-mail settings work.',
      html: '<p>This is a test e-mail from Tradeworks. Your e-mail settings work.</p>',
    },
    route?.signature ?? null,
  );
  try {
    const result = await transport.send({
      from: route?.from ?? serverFromWithName(ctx.serverFrom, route?.fromName ?? null),
      ...(route?.replyTo ? { replyTo: route.replyTo } : {}),
      to: ctx.to,
      subject: 'Tradeworks test e-mail',
      ...body,
    });
    return { delivered: true, via, response: result?.response || 'Accepted' };
  } catch (err) {
    return { delivered: false, via, response: err instanceof Error ? err.message : String(err) };
  } finally {
    transport.close?.();
  }
}
