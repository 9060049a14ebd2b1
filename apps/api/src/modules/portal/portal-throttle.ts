import type { Database } from '../../db/client';
import { RateLimitedError } from '../auth/public';
import { recordThrottleFailure, throttleWait, type ThrottleKey } from '../../platform/auth/sign-in-throttle';

/**
 * Rate limits of the portal's public doors, on the shared database throttle (exponential backoff):
 * - asking for a link: every request counts (known or unknown address alike) — 3 free per address asked for,
 *   10 free per caller's IP address;
 * - opening a link: failures count — 20 free per IP address (tokens are 256-bit random; this stops noise).
 */
export const PORTAL_LIMITS = { linkPerEmail: 3, linkPerAddress: 10, openFailuresPerAddress: 20 } as const;

export async function linkRequestAllowed(
  db: Database,
  who: { slug: string; email: string; address: string },
): Promise<void> {
  const keys: ThrottleKey[] = [
    { key: `portal-link:email:${who.slug}:${who.email.toLowerCase()}`, free: PORTAL_LIMITS.linkPerEmail },
    { key: `portal-link:addr:${who.address}`, free: PORTAL_LIMITS.linkPerAddress },
  ];
  const wait = await db.platform((tx) => throttleWait(tx, keys));
  if (wait > 0) throw new RateLimitedError(wait, 'Too many link requests.');
  await db.platform((tx) => recordThrottleFailure(tx, keys));
}

const openKeys = (address: string): ThrottleKey[] => [
  { key: `portal-open:addr:${address}`, free: PORTAL_LIMITS.openFailuresPerAddress },
];

export async function openAllowed(db: Database, address: string): Promise<void> {
  const wait = await db.platform((tx) => throttleWait(tx, openKeys(address)));
  if (wait > 0) throw new RateLimitedError(wait, 'Too many attempts with invalid links.');
}

export function noteFailedOpen(db: Database, address: string): Promise<void> {
  return db.platform((tx) => recordThrottleFailure(tx, openKeys(address)));
}
