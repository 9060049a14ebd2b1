import { sql } from 'drizzle-orm';
import { toE164 } from '@tradeworks/contracts/phone';
import type { Database, TenantScope } from '../../db/client';
import { decryptSecret } from '../secrets/secrets';
import { createTwilioProvider, TWILIO_API_URL } from './twilio-client';
import type { SmsProvider } from './sms-provider';

/** The server-wide Twilio account (TWILIO_* environment variables); each part may be missing. */
export interface ServerSmsConfig {
  apiUrl?: string;
  accountSid?: string;
  authToken?: string;
  /** E.164 number or messaging service id (MG…). */
  from?: string;
}

/** The server-wide account from the environment. */
export function serverSmsConfig(env: {
  TWILIO_API_URL?: string;
  TWILIO_ACCOUNT_SID?: string;
  TWILIO_AUTH_TOKEN?: string;
  TWILIO_FROM?: string;
}): ServerSmsConfig {
  return {
    apiUrl: env.TWILIO_API_URL,
    accountSid: env.TWILIO_ACCOUNT_SID,
    authToken: env.TWILIO_AUTH_TOKEN,
    from: env.TWILIO_FROM,
  };
}

/** How one organization's texts leave: its own Twilio account (Integrations → Twilio) or the server's. */
export interface TenantSmsRoute {
  provider: SmsProvider;
  via: 'tenant' | 'server';
  accountSid: string;
  authToken: string;
  /** E.164 sending number or messaging service id. */
  from: string;
}

export const SMS_NO_SENDER =
  'Twilio is on but has no sending number: enter the SMS from number (a number in E.164 or a Messaging Service SID) under Settings → Communications.';

const MESSAGING_SERVICE = /^MG[0-9a-f]{32}$/i;

/** The organization's stored Twilio card and SMS sender, decrypted; null parts when not set. */
export async function readTenantTwilio(scope: TenantScope) {
  const { rows } = await scope.tx.execute<{
    enabled: boolean | null;
    sid: string | null;
    token: string | null;
    sender: string | null;
    country: string | null;
  }>(sql`select i.is_enabled as enabled, i.api_key as sid, i.api_secret as token,
      c.sms_from_number as sender, m.country
    from (select 1) x
    left join integration_settings i on i.tenant_id = ${scope.tenantId} and i.integration_name = 'twilio'
    left join communications_settings c on c.tenant_id = ${scope.tenantId}
    left join messaging_settings m on m.tenant_id = ${scope.tenantId}`);
  const row = rows[0];
  const context = (field: 'apiKey' | 'apiSecret') => ({
    tenantId: scope.tenantId,
    field: `integration.twilio.${field}`,
  });
  return {
    enabled: row?.enabled === true,
    accountSid: decryptSecret(row?.sid, context('apiKey')),
    authToken: decryptSecret(row?.token, context('apiSecret')),
    from: senderOf(row?.sender ?? null, row?.country ?? 'US'),
  };
}

/** A typed sending number in E.164 (read by the organization's country), or a messaging service id as is. */
function senderOf(typed: string | null, country: string): string | null {
  const value = typed?.trim();
  if (!value) return null;
  return MESSAGING_SERVICE.test(value) ? value : toE164(value, country);
}

/**
 * The route of a tenant's texts: its enabled Twilio card with both keys, else the server's account when
 * TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are all set, else null (texts are captured). An
 * Error when the tenant's card is on but unusable (no sending number): the text waits and retries.
 */
export async function readTenantSmsRoute(
  scope: TenantScope,
  server: ServerSmsConfig,
): Promise<TenantSmsRoute | null | Error> {
  const apiUrl = server.apiUrl ?? TWILIO_API_URL;
  const tenant = await readTenantTwilio(scope);
  if (tenant.enabled && tenant.accountSid && tenant.authToken) {
    const from = tenant.from ?? server.from;
    if (!from) return new Error(SMS_NO_SENDER);
    const credentials = { accountSid: tenant.accountSid, authToken: tenant.authToken, apiUrl };
    return { provider: createTwilioProvider(credentials), via: 'tenant', from, ...credentials };
  }
  if (server.accountSid && server.authToken && server.from) {
    const credentials = { accountSid: server.accountSid, authToken: server.authToken, apiUrl };
    return { provider: createTwilioProvider(credentials), via: 'server', from: server.from, ...credentials };
  }
  return null;
}

export function loadTenantSmsRoute(
  db: Database,
  tenantId: string,
  server: ServerSmsConfig,
): Promise<TenantSmsRoute | null | Error> {
  return db.tenant({ tenantId, userId: null }, (scope) => readTenantSmsRoute(scope, server));
}
