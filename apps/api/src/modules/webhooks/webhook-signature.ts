import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The header carrying the signature: `t=<unix seconds>,v1=<hex HMAC-SHA256>` (Stripe's scheme). */
export const SIGNATURE_HEADER = 'tradeworks-signature';

/** A new endpoint's signing secret: `whsec_` and 32 random bytes (base64url). */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

/**
 * The signature of one delivery: HMAC-SHA256, keyed with the endpoint's secret, of `<t>.<raw body>`. The
 * timestamp is signed with the body, so a captured request cannot be replayed later with a new time.
 */
export function signWebhook(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/**
 * The receiver's check, as docs/user/integrations.md describes it (tests use it as a receiver would): the header's
 * timestamp within `toleranceSeconds` of now and one of its v1 signatures equal, compared in constant time.
 */
export function verifyWebhook(
  secret: string,
  body: string,
  header: string,
  now = new Date(),
  toleranceSeconds = 300,
): boolean {
  const parts = header.split(',').map((p) => p.trim().split('=', 2) as [string, string]);
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  if (!Number.isInteger(t) || Math.abs(now.getTime() / 1000 - t) > toleranceSeconds) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
  return parts
    .filter(([k]) => k === 'v1')
    .some(([, v]) => v.length === expected.length && timingSafeEqual(Buffer.from(v), expected));
}
