import type { Database } from '../../db/client';
import { ApiKeyRateLimiter } from '../../http/api-key-rate-limit';
import { recordThrottleFailure, throttleWait, type ThrottleKey } from '../../platform/auth/sign-in-throttle';
import { RateLimitedError } from '../auth/public';

/**
 * Limits of the public feed door. Calendar apps poll every 15 minutes to a few hours, so 20 fetches a minute
 * per feed only stops a runaway client (counted in memory, per process). Unknown secrets count per caller
 * address on the shared database throttle (20 free, then exponential back-off): secrets are 256-bit random,
 * this stops noise.
 */
export const FEED_LIMITS = { perFeedPerMinute: 20, unknownPerAddress: 20 } as const;

export function perFeedLimiter() {
  const limiter = new ApiKeyRateLimiter(
    (seconds) => new RateLimitedError(seconds, 'Too many fetches of this calendar feed.'),
  );
  return { take: (feedId: string) => limiter.take(feedId, FEED_LIMITS.perFeedPerMinute) };
}

const unknownKeys = (address: string): ThrottleKey[] => [
  { key: `calendar-feed:addr:${address}`, free: FEED_LIMITS.unknownPerAddress },
];

export async function feedFetchAllowed(db: Database, address: string): Promise<void> {
  const wait = await db.platform((tx) => throttleWait(tx, unknownKeys(address)));
  if (wait > 0) throw new RateLimitedError(wait, 'Too many attempts with unknown calendar feeds.');
}

export function noteUnknownFeed(db: Database, address: string): Promise<void> {
  return db.platform((tx) => recordThrottleFailure(tx, unknownKeys(address)));
}
