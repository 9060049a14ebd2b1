import { createHash } from 'node:crypto';
import { encryptSecret } from '../../platform/secrets/secrets';
import { calendarFeeds } from '../schema';
import type { TenantSeed } from './demo-context';

/**
 * The manager subscribed to the team's jobs a month ago, and their calendar app fetched it this morning. The
 * secret comes from the seed's random numbers; it is sealed with the secret box (the context of
 * calendar-feeds.service's sealContext) and hashed, as in the app.
 */
export async function seedCalendarFeeds(seed: TenantSeed): Promise<void> {
  const { scope, rand, staff, clock } = seed;
  const token = Buffer.from(Array.from({ length: 32 }, () => Math.floor(rand.next() * 256))).toString(
    'base64url',
  );
  await scope.tx.insert(calendarFeeds).values({
    tenantId: scope.tenantId,
    userId: staff.manager.id,
    kind: 'team',
    tokenHash: createHash('sha256').update(token).digest('hex'),
    tokenSealed: encryptSecret(token, {
      tenantId: scope.tenantId,
      field: `calendar-feed.${staff.manager.id}.team`,
    })!,
    createdAt: clock.ago(30),
    lastFetchedAt: clock.ago(0),
  });
}
