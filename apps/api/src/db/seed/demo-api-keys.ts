import { createHash } from 'node:crypto';
import { apiKeys } from '../schema';
import type { TenantSeed } from './demo-context';

/**
 * The owner's key for a bookkeeping automation (clients and invoices, read only), used yesterday, and an older
 * revoked one (kept for the audit trail, not listed). The keys come from the seed's random numbers and are
 * never shown; only their hashes are stored, as in the app.
 */
export async function seedApiKeys(seed: TenantSeed): Promise<void> {
  const { scope, rand, staff, clock } = seed;
  const keyOf = () =>
    `twk_${Buffer.from(Array.from({ length: 32 }, () => Math.floor(rand.next() * 256))).toString('base64url')}`;
  const rows = [
    {
      name: 'Zapier — bookkeeping',
      scopes: ['clients:view', 'invoices:view'],
      createdDaysAgo: 40,
      revoked: false,
    },
    { name: 'Old export script', scopes: ['clients:view'], createdDaysAgo: 200, revoked: true },
  ];
  for (const row of rows) {
    const key = keyOf();
    await scope.tx.insert(apiKeys).values({
      tenantId: scope.tenantId,
      name: row.name,
      prefix: key.slice(0, 10),
      keyHash: createHash('sha256').update(key).digest('hex'),
      scopes: row.scopes,
      createdBy: staff.owner.id,
      createdAt: clock.ago(row.createdDaysAgo),
      lastUsedAt: row.revoked ? clock.ago(row.createdDaysAgo - 10) : clock.ago(1),
      revokedAt: row.revoked ? clock.ago(row.createdDaysAgo - 30) : null,
    });
  }
}
