import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/database-unavailable';
import type { ClaimedRow, DeliveryOutcome, OutboxChannel } from '../outbox/outbox-channel';
import { exponentialBackoff } from '../outbox/outbox-worker';
import { effectiveTimeZone, storedTimeZoneOf } from '../tenant-clock';
import { quietHoursEnd } from './quiet-hours';
import { SmsProviderError } from './sms-provider';
import type { TenantSmsRoute } from './tenant-sms';

export const SMS_MAX_ATTEMPTS = 6;
/** 30 s, 1 min, 2 min, … capped at 30 min: a reminder is worth little hours late. */
export const smsRetryDelayMs = exponentialBackoff(30_000, 30 * 60_000);

/** Kinds that are marketing: skipped after STOP, and without an opt-in when the organization asks for one. */
const MARKETING_KINDS = new Set(['review_request']);
/** Answers to STOP/START/HELP go to the number that just opted out: that is the one text the law allows. */
const CONSENT_KIND = 'consent_reply';

export const SKIP_REASONS = {
  optedOut: 'Opted out (replied STOP)',
  noMarketingConsent: 'No opt-in for marketing texts',
} as const;

export interface SmsRow extends ClaimedRow {
  to: string;
  body: string;
  kind: string;
  urgent: boolean;
  consent: 'opted_in' | 'opted_out' | null;
  marketingNeedsOptIn: boolean;
  quietStart: string;
  quietEnd: string;
  zone: string;
}

export interface SmsChannelOptions {
  /** A tenant's route: its own Twilio account, the server's, null (captured) or an Error (misconfigured). */
  route: (tenantId: string) => Promise<TenantSmsRoute | null | Error>;
  /** PUBLIC_URL: Twilio reports delivery to {PUBLIC_URL}/api/sms/status; without it texts stay 'sent'. */
  publicUrl?: string;
  /** Told about errors reading a tenant's settings. */
  onRouteError?: (tenantId: string, err: unknown) => void;
  now?: () => Date;
}

/** The SMS channel of the outbox: `sms_messages` rows going out through the tenant's Twilio route. */
export function smsChannel(options: SmsChannelOptions): OutboxChannel<SmsRow> {
  const now = options.now ?? (() => new Date());
  const statusCallback = options.publicUrl
    ? `${options.publicUrl.replace(/\/+$/, '')}/api/sms/status`
    : undefined;
  return {
    name: 'sms',
    label: 'SMS',
    table: 'sms_messages',
    maxAttempts: SMS_MAX_ATTEMPTS,
    retryDelayMs: smsRetryDelayMs,
    captureOnly: false,
    load: loadTexts,
    openRun() {
      const routes = new Map<string, TenantSmsRoute | null | Error>();
      return {
        async deliver(row): Promise<DeliveryOutcome> {
          const rule = ruleOutcome(row, now());
          if (rule) return rule;
          let route = routes.get(row.tenantId);
          if (route === undefined) {
            route = await options.route(row.tenantId).catch((err: unknown) => {
              if (isDatabaseUnavailable(err)) throw err;
              options.onRouteError?.(row.tenantId, err);
              return new Error("The organization's Twilio settings cannot be read; save them again");
            });
            routes.set(row.tenantId, route);
          }
          if (route === null) return { status: 'captured', columns: { skip_reason: null } };
          if (route instanceof Error) return { status: 'retry', error: route.message };
          try {
            const sent = await route.provider.send({
              to: row.to,
              from: route.from,
              body: row.body,
              statusCallback,
            });
            return {
              status: 'sent',
              columns: {
                provider_message_id: sent.providerMessageId,
                from_number: sent.from ?? route.from,
                skip_reason: null,
              },
            };
          } catch (err) {
            const message = err instanceof Error ? err.message : String(err);
            const retryable = !(err instanceof SmsProviderError) || err.retryable;
            return { status: retryable ? 'retry' : 'failed', error: message };
          }
        },
        close() {},
      };
    },
  };
}

/** Consent and quiet hours, decided when the text is due (either may have changed since it was queued). */
export function ruleOutcome(row: SmsRow, now: Date): DeliveryOutcome | null {
  if (row.kind !== CONSENT_KIND && row.consent === 'opted_out')
    return { status: 'skipped', columns: { skip_reason: SKIP_REASONS.optedOut } };
  if (MARKETING_KINDS.has(row.kind) && row.marketingNeedsOptIn && row.consent !== 'opted_in')
    return { status: 'skipped', columns: { skip_reason: SKIP_REASONS.noMarketingConsent } };
  if (!row.urgent) {
    const until = quietHoursEnd(now, row.zone, row.quietStart, row.quietEnd);
    if (until)
      return {
        status: 'deferred',
        until,
        columns: { skip_reason: `Quiet hours: waits until ${row.quietEnd.slice(0, 5)}` },
      };
  }
  return null;
}

async function loadTexts(tx: Tx, keys: ClaimedRow[]): Promise<SmsRow[]> {
  const attempts = new Map(keys.map((k) => [k.id, k.attempts]));
  const ids = sql.join(
    keys.map((k) => sql`(${k.tenantId}::uuid, ${k.id}::uuid)`),
    sql`, `,
  );
  const { rows } = await tx.execute<{
    tenant_id: string;
    id: string;
    to_number: string;
    body: string;
    kind: string;
    urgent: boolean;
    consent: 'opted_in' | 'opted_out' | null;
    marketing: boolean | null;
    quiet_start: string | null;
    quiet_end: string | null;
    zone: string | null;
  }>(sql`select m.tenant_id, m.id, m.to_number, m.body, m.kind, m.urgent, c.status as consent,
      s.marketing_needs_opt_in as marketing, s.quiet_start::text as quiet_start, s.quiet_end::text as quiet_end,
      ${storedTimeZoneOf(sql`m.tenant_id`)} as zone
    from sms_messages m
    left join sms_consents c on c.tenant_id = m.tenant_id and c.phone = m.to_number
    left join messaging_settings s on s.tenant_id = m.tenant_id
    where (m.tenant_id, m.id) in (${ids})`);
  const order = new Map(keys.map((k, i) => [k.id, i]));
  rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  return rows.map((r) => ({
    tenantId: r.tenant_id,
    id: r.id,
    attempts: attempts.get(r.id) ?? 1,
    to: r.to_number,
    body: r.body,
    kind: r.kind,
    urgent: r.urgent,
    consent: r.consent,
    marketingNeedsOptIn: r.marketing === true,
    quietStart: r.quiet_start ?? '21:00',
    quietEnd: r.quiet_end ?? '08:00',
    zone: effectiveTimeZone(r.zone),
  }));
}
