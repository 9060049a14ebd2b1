import {
  SMTP_TLS_MODES,
  type CommunicationsData,
  type CommunicationsSettings,
  type SmtpTlsMode,
  type TestEmailResult,
} from '@tradeworks/contracts/admin-settings';
import { communicationsSettings } from '../../db/schema';
import { isRefusedOutboundHost } from '../../platform/outbound/outbound-address';
import { AdminSettingsErrors } from './admin-settings.errors';
import { createSmtpTransport } from '../../platform/mail/mail-transport';
import { readTenantMailRoute, serverFromWithName, withSignature } from '../../platform/mail/tenant-mail';
import { encryptSecret, maskStoredSecret } from '../../platform/secrets/secrets';
import { changedFields, recordAudit } from '../../platform/audit/audit-log';
import { singletonSettings, type StoredSettings } from './singleton-settings';
import type { SingletonTable } from './singleton-settings.repository';
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
  smtpTlsMode: (SMTP_TLS_MODES as readonly string[]).includes(row.smtpTlsMode ?? '')
    ? (row.smtpTlsMode as SmtpTlsMode)
    : null,
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
function store(tenantId: string, data: CommunicationsData): StoredSettings<Row> {
  const values: Record<string, unknown> = { ...data };
  const credentials: Record<string, unknown> = {};
  for (const field of SECRET_FIELDS) {
    if (data[field] === undefined) continue;
    values[field] = encryptSecret(data[field], secretContext(tenantId, field));
    credentials[`${field === 'smtpPassword' ? 'smtp' : 'sms'}Credential`] = data[field] ? 'set' : 'cleared';
  }
  const audit = (before: Row | null) => ({
    ...changedFields(before ?? {}, { ...data, smtpPassword: undefined, smsApiKey: undefined }),
    ...credentials,
  });
  return { values, audit };
}

const communications = singletonSettings(def, toCommunications, store);
export const getCommunicationsSettings = communications.get;

/** The outbound-address rule at save time: the SMTP host the server would connect to for the tenant. */
async function checkSmtpHost(data: CommunicationsData): Promise<void> {
  if (data.smtpHost && (await isRefusedOutboundHost(data.smtpHost)))
    throw AdminSettingsErrors.addressRefused('smtpHost');
}

export async function createCommunicationsSettings(
  ctx: SettingsCtx & { data: CommunicationsData },
): Promise<CommunicationsSettings> {
  await checkSmtpHost(ctx.data);
  return communications.create(ctx);
}

export async function updateCommunicationsSettings(
  ctx: SettingsCtx & { data: CommunicationsData },
): Promise<CommunicationsSettings> {
  await checkSmtpHost(ctx.data);
  return communications.update(ctx);
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
