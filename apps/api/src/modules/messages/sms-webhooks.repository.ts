import { and, eq, sql } from 'drizzle-orm';
import type { TenantScope, Tx } from '../../db/client';
import { smsConsents, smsMedia, smsMessages, tenants } from '../../db/schema';
import type { FetchedPhoto } from '../../platform/sms/twilio-media';

/** Platform lookup (no tenant yet): the outbound text a status callback is about. */
export async function findTextByProviderId(tx: Tx, providerMessageId: string) {
  const [row] = await tx
    .select({ tenantId: smsMessages.tenantId, id: smsMessages.id })
    .from(smsMessages)
    .where(eq(smsMessages.providerMessageId, providerMessageId));
  return row;
}

/** Platform lookup: the organization an inbound webhook URL names (`?tenant=<slug>`). */
export async function findTenantIdBySlug(tx: Tx, slug: string): Promise<string | undefined> {
  const [row] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug));
  return row?.id;
}

/** Platform lookup: the organization that last texted this number (inbound to the server-wide number). */
export async function findTenantLastTexting(tx: Tx, phone: string): Promise<string | undefined> {
  const { rows } = await tx.execute<{ tenant_id: string }>(sql`
    select tenant_id from sms_messages where to_number = ${phone} and direction = 'outbound'
    order by created_at desc limit 1`);
  return rows[0]?.tenant_id;
}

/** Whether a text with this provider id was recorded already (a webhook delivered twice). */
export async function textExists(scope: TenantScope, providerMessageId: string): Promise<boolean> {
  const { rows } = await scope.tx.execute(sql`
    select 1 from sms_messages where tenant_id = ${scope.tenantId} and provider_message_id = ${providerMessageId}`);
  return rows.length > 0;
}

/** The text's status and the time it reached it, locked while a callback applies. */
export async function lockText(scope: TenantScope, id: string) {
  const [row] = await scope.tx
    .select({ status: smsMessages.status })
    .from(smsMessages)
    .where(and(eq(smsMessages.tenantId, scope.tenantId), eq(smsMessages.id, id)))
    .for('update');
  return row;
}

export async function setTextStatus(
  scope: TenantScope,
  id: string,
  status: 'sent' | 'delivered' | 'failed',
  error: string | null,
): Promise<void> {
  await scope.tx
    .update(smsMessages)
    .set({
      status,
      ...(status === 'delivered' ? { deliveredAt: new Date() } : {}),
      ...(status === 'failed' ? { lastError: error } : {}),
    })
    .where(and(eq(smsMessages.tenantId, scope.tenantId), eq(smsMessages.id, id)));
}

export async function upsertConsent(
  scope: TenantScope,
  consent: { phone: string; status: 'opted_in' | 'opted_out'; source: string; keyword?: string | null },
): Promise<void> {
  const values = {
    status: consent.status,
    source: consent.source,
    keyword: consent.keyword ?? null,
    changedBy: scope.userId,
    changedAt: new Date(),
  };
  await scope.tx
    .insert(smsConsents)
    .values({ tenantId: scope.tenantId, phone: consent.phone, ...values })
    .onConflictDoUpdate({ target: [smsConsents.tenantId, smsConsents.phone], set: values });
}

export async function findConsent(scope: TenantScope, phone: string) {
  const [row] = await scope.tx
    .select()
    .from(smsConsents)
    .where(and(eq(smsConsents.tenantId, scope.tenantId), eq(smsConsents.phone, phone)));
  return row;
}

/** One transaction at a time per provider message id (Twilio may deliver one webhook twice at once). */
export async function lockMessageId(scope: TenantScope, providerMessageId: string): Promise<void> {
  await scope.tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${providerMessageId}, 0))`);
}

/** A received text in its thread, sent now; answers its id. */
export async function insertInboundText(
  scope: TenantScope,
  text: {
    threadId: string;
    clientId: string;
    toNumber: string;
    fromNumber: string;
    body: string;
    providerMessageId: string;
  },
): Promise<{ id: string }> {
  const [row] = await scope.tx
    .insert(smsMessages)
    .values({
      tenantId: scope.tenantId,
      direction: 'inbound',
      status: 'received',
      kind: 'inbound',
      ...text,
      sentAt: new Date(),
    })
    .returning({ id: smsMessages.id });
  return row;
}

/** An MMS's photos beside the text, listed on it (id and type) for the thread to show. */
export async function storePhotos(scope: TenantScope, messageId: string, photos: FetchedPhoto[]) {
  if (!photos.length) return;
  const rows = await scope.tx
    .insert(smsMedia)
    .values(
      photos.map((p) => ({
        tenantId: scope.tenantId,
        messageId,
        contentType: p.contentType,
        sizeBytes: p.content.length,
        content: p.content,
      })),
    )
    .returning({ id: smsMedia.id, contentType: smsMedia.contentType });
  await scope.tx
    .update(smsMessages)
    .set({ media: rows })
    .where(sql`${smsMessages.tenantId} = ${scope.tenantId} and ${smsMessages.id} = ${messageId}`);
}
