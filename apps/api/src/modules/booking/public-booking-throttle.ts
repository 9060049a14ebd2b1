import type { Database } from '../../db/client';
import { RateLimitedError } from '../auth/public';
import { recordThrottleFailure, throttleWait, type ThrottleKey } from '../../platform/auth/sign-in-throttle';

/**
 * Rate limits of the public booking doors (bookings and requests), on the shared database throttle: every
 * submission counts — 10 free per caller's IP address, 200 free per organization — then exponential backoff
 * (5 s doubling; counts are forgotten after a quiet day).
 */
export const PUBLIC_BOOKING_LIMITS = { perAddress: 10, perOrganization: 200 } as const;

export async function submissionAllowed(
  db: Database,
  who: { tenantId: string; address: string },
): Promise<void> {
  const keys: ThrottleKey[] = [
    { key: `public-booking:addr:${who.address}`, free: PUBLIC_BOOKING_LIMITS.perAddress },
    { key: `public-booking:org:${who.tenantId}`, free: PUBLIC_BOOKING_LIMITS.perOrganization },
  ];
  const wait = await db.platform((tx) => throttleWait(tx, keys));
  if (wait > 0) throw new RateLimitedError(wait, 'Too many bookings.');
  await db.platform((tx) => recordThrottleFailure(tx, keys));
}
