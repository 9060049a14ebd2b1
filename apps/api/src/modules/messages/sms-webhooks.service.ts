import type { SmsWebhookResult } from '@tradeworks/contracts/messages';
import { formatE164, normalizePhone, toE164 } from '@tradeworks/contracts/phone';
import type { Database, TenantScope } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit-log';
import { isValidTwilioSignature } from '../../platform/sms/twilio-signature';
import { readTenantTwilio, type ServerSmsConfig } from '../../platform/sms/tenant-sms';
import { TWILIO_API_URL } from '../../platform/sms/twilio-client';
import { fetchMmsPhotos } from '../../platform/sms/twilio-media';
import { insertClient } from '../clients/public';
import { consentKeyword } from './consent-keywords';
import { MessageErrors } from './messages.errors';
import { readMessagingCountry } from './messaging-settings.repository';
import {
  findTenantIdBySlug,
  findTenantLastTexting,
  findTextByProviderId,
  insertInboundText,
  lockMessageId,
  lockText,
  setTextStatus,
  storePhotos,
  textExists,
  upsertConsent,
} from './sms-webhooks.repository';
import { applyVisitReply } from './visit-texts';
import { clientsWithPhoneEnding, technicianUserOnJob, touchThread } from './threads.repository';

/** A webhook as Twilio sent it: the URL it requested (as signed), its form parameters and signature. */
export interface SignedWebhook {
  url: string;
  params: Record<string, string>;
  signature: string | undefined;
}

const E164 = /^\+[1-9]\d{6,14}$/;
/** Progress of an outbound text; a callback only ever moves it forward. */
const RANK: Record<string, number> = { queued: 0, sending: 0, captured: 0, sent: 1, delivered: 2, failed: 2 };
const TWILIO_STATUS: Record<string, 'sent' | 'delivered' | 'failed'> = {
  sent: 'sent',
  delivered: 'delivered',
  read: 'delivered',
  undelivered: 'failed',
  failed: 'failed',
};

/** Authentic when signed with the organization's own auth token or the server's. */
async function requireSignature(scope: TenantScope | null, server: ServerSmsConfig, hook: SignedWebhook) {
  const tokens = [scope ? (await readTenantTwilio(scope)).authToken : null, server.authToken];
  const valid = tokens.some(
    (token) => token && isValidTwilioSignature(token, hook.signature, hook.url, hook.params),
  );
  if (!valid) throw MessageErrors.badSignature();
}

/**
 * POST /api/sms/status: Twilio's delivery report of a text we sent. The text (found by its SID) names the
 * organization; the signature is checked with that organization's token (or the server's). Statuses only
 * move forward, so a replayed or late callback changes nothing.
 */
export async function receiveStatusCallback(
  db: Database,
  server: ServerSmsConfig,
  hook: SignedWebhook,
): Promise<SmsWebhookResult> {
  const sid = hook.params.MessageSid ?? hook.params.SmsSid;
  if (!sid) throw MessageErrors.webhookField('MessageSid');
  const text = await db.platform((tx) => findTextByProviderId(tx, sid));
  if (!text) {
    // Not ours (or not yet recorded): answered only to an authentic caller.
    await requireSignature(null, server, hook);
    return { received: false, duplicate: false };
  }
  return db.tenant({ tenantId: text.tenantId, userId: null }, async (scope) => {
    await requireSignature(scope, server, hook);
    const next = TWILIO_STATUS[hook.params.MessageStatus ?? hook.params.SmsStatus ?? ''];
    const current = await lockText(scope, text.id);
    if (!next || !current || (RANK[current.status] ?? 3) >= RANK[next])
      return { received: true, duplicate: true };
    const code = hook.params.ErrorCode;
    await setTextStatus(scope, text.id, next, next === 'failed' ? `Twilio error ${code ?? 'unknown'}` : null);
    return { received: true, duplicate: false };
  });
}

/**
 * POST /api/sms/inbound[?tenant=<slug>]: a text to one of the organization's numbers. The organization comes
 * from the URL set on its Twilio number (or, for the server-wide number, the organization that last texted
 * the sender). Idempotent on the provider's message id; STOP/START are recorded as the number's consent; the
 * text lands in the client's thread (a new lead when the number is unknown).
 */
export async function receiveInboundText(
  db: Database,
  server: ServerSmsConfig,
  hook: SignedWebhook & { tenantSlug?: string },
): Promise<SmsWebhookResult> {
  const { MessageSid: sid, From: from, To: to } = hook.params;
  if (!sid) throw MessageErrors.webhookField('MessageSid');
  if (!from || !E164.test(from)) throw MessageErrors.webhookField('From');
  if (!to) throw MessageErrors.webhookField('To');
  const tenantId = await db.platform((tx) =>
    hook.tenantSlug ? findTenantIdBySlug(tx, hook.tenantSlug) : findTenantLastTexting(tx, from),
  );
  if (!tenantId) {
    await requireSignature(null, server, hook);
    return { received: false, duplicate: false };
  }
  // Authentic and new first; only then are the MMS photos fetched, outside the transaction (network time
  // holds no lock). A replayed webhook fetches nothing; two at once are settled by the lock below.
  const account = await db.tenant({ tenantId, userId: null }, async (scope) => {
    await requireSignature(scope, server, hook);
    return (await textExists(scope, sid)) ? null : readTenantTwilio(scope);
  });
  if (!account) return { received: true, duplicate: true };
  const photos = await fetchMmsPhotos(hook.params, {
    apiUrl: server.apiUrl ?? TWILIO_API_URL,
    accountSid: account.accountSid ?? server.accountSid,
    authToken: account.authToken ?? server.authToken,
  });
  return db.tenant({ tenantId, userId: null }, async (scope) => {
    // Twilio may deliver the same webhook twice at once: one transaction at a time per message id.
    await lockMessageId(scope, sid);
    if (await textExists(scope, sid)) return { received: true, duplicate: true };
    const body = hook.params.Body ?? '';
    const keyword = consentKeyword(body);
    if (keyword && keyword.meaning !== 'help') {
      const status = keyword.meaning === 'opt_out' ? 'opted_out' : 'opted_in';
      await upsertConsent(scope, { phone: from, status, source: 'keyword', keyword: keyword.keyword });
      await recordAudit(scope, {
        entity: 'sms_consent',
        entityId: from,
        action: status === 'opted_out' ? 'opt-out' : 'opt-in',
        summary: `${formatE164(from)} texted ${keyword.keyword}: ${status === 'opted_out' ? 'no more texts' : 'texts allowed again'}`,
      });
    }
    const client = await clientForNumber(scope, from);
    const threadId = await touchThread(scope, {
      clientId: client.id,
      direction: 'inbound',
      body,
      technicianUserId: await technicianUserOnJob(scope, client.id),
    });
    const text = await insertInboundText(scope, {
      threadId,
      clientId: client.id,
      toNumber: to,
      fromNumber: from,
      body,
      providerMessageId: sid,
    });
    await storePhotos(scope, text.id, photos);
    if (!keyword) await applyVisitReply(scope, client.id, body);
    return { received: true, duplicate: false };
  });
}

/** The client whose phone reads as this number on the organization's clock of numbers, else a new lead. */
async function clientForNumber(scope: TenantScope, e164: string): Promise<{ id: string; name: string }> {
  const country = await readMessagingCountry(scope);
  const candidates = await clientsWithPhoneEnding(scope, e164.slice(-4));
  const known = candidates.find((c) => toE164(c.phone, country) === e164);
  if (known) return known;
  const display = formatE164(e164);
  const lead = await insertClient(scope, {
    name: display,
    phone: normalizePhone(display),
    status: 'lead',
    leadSource: 'Text message',
    preferredContactMethod: 'text',
  });
  await recordAudit(scope, {
    entity: 'client',
    entityId: lead.id,
    action: 'create',
    summary: `Lead ${display} created from a text message`,
  });
  return lead;
}
