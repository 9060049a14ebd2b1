import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { smsMessages } from '../../db/schema';
import { createChannelWorker } from '../../platform/outbox/outbox-worker';
import { smsChannel } from '../../platform/sms/sms-channel';
import { enqueueSms, type OutgoingText } from '../../platform/sms/sms-outbox';
import { loadTenantSmsRoute, type ServerSmsConfig } from '../../platform/sms/tenant-sms';
import type { TestContext, TestTenant } from '../../test/test-context';
import type { TwilioStandIn } from '../../test/twilio-stand-in';

/** Test support (not a test file): texts in the outbox, the SMS worker against the Twilio stand-in. */

export const silentLog = { info: () => {}, warn: () => {}, error: () => {} };

/** The server-wide account pointed at the stand-in. */
export const serverAccount = (standIn: TwilioStandIn, from = '+15125550100'): ServerSmsConfig => ({
  apiUrl: standIn.url,
  accountSid: standIn.accountSid,
  authToken: standIn.authToken,
  from,
});

/** Noon UTC on a weekday: outside the default quiet hours (21:00–08:00 on a UTC clock), whenever CI runs. */
const MIDDAY = () => new Date('2026-03-11T12:00:00Z');

export function smsWorker(
  t: TestContext,
  server: ServerSmsConfig,
  options: { now?: () => Date; publicUrl?: string; batchSize?: number } = {},
) {
  return createChannelWorker({
    db: t.db,
    log: silentLog,
    batchSize: options.batchSize,
    channel: smsChannel({
      route: (tenantId) => loadTenantSmsRoute(t.db, tenantId, server),
      publicUrl: options.publicUrl,
      now: options.now ?? MIDDAY,
    }),
  });
}

export function queueText(db: Database, tenantId: string, text: Partial<OutgoingText> = {}) {
  return db.tenant({ tenantId, userId: null }, async (scope) => {
    const id = await enqueueSms(scope, {
      to: '+15125550142',
      body: 'Your technician is on the way.',
      kind: 'reply',
      ...text,
    });
    return id!;
  });
}

export async function readText(db: Database, tenantId: string, id: string) {
  const [row] = await db.tenant({ tenantId, userId: null }, ({ tx }) =>
    tx
      .select()
      .from(smsMessages)
      .where(and(eq(smsMessages.tenantId, tenantId), eq(smsMessages.id, id))),
  );
  return row;
}

/** A text waiting for its back-off (or quiet hours) becomes due now. */
export function makeTextDue(db: Database, id: string) {
  return db.platform((tx) =>
    tx.execute(sql`update sms_messages set next_attempt_at = now() where id = ${id}`),
  );
}

export function setTenantZone(t: TestContext, tenant: TestTenant, zone: string) {
  return t.db.platform((tx) =>
    tx.execute(sql`insert into general_settings (tenant_id, id, setting_key, setting_value)
      values (${tenant.id}, gen_random_uuid(), 'timezone', ${zone})`),
  );
}

/** The app listening for real (Twilio's webhooks are signed for the URL they are posted to). */
export async function listen(t: TestContext): Promise<string> {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  t.app.env.PUBLIC_URL = base;
  return base;
}
