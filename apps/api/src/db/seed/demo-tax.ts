import { and, asc, eq } from 'drizzle-orm';
import { clients, serviceLocations, taxGroupRates, taxGroups, taxRates } from '../schema';
import type { TenantSeed } from './demo-context';
import type { DemoClient } from './demo-clients';
import { taxRecentDocuments } from './demo-tax-documents';

/** Texas sales tax as a Central Texas shop charges it: the state's 6.25% plus local components. */
const RATES = [
  { key: 'state', name: 'Texas state sales tax', rate: '0.0625', jurisdiction: 'State of Texas' },
  { key: 'austin', name: 'City of Austin', rate: '0.0100', jurisdiction: 'City of Austin' },
  { key: 'transit', name: 'Capital Metro transit', rate: '0.0100', jurisdiction: 'Capital Metro (MTA)' },
  { key: 'cedarPark', name: 'City of Cedar Park', rate: '0.0200', jurisdiction: 'City of Cedar Park' },
] as const;

const GROUPS = [
  { name: 'Austin (8.25%)', rates: ['state', 'austin', 'transit'] },
  { name: 'Cedar Park (8.25%)', rates: ['state', 'cedarPark'] },
  { name: 'Texas state only (6.25%)', rates: ['state'] },
] as const;

/**
 * Three tax groups (issue 31), none the organization's default, so new documents keep the 8% default rate
 * of Settings → General; a few recent open quotes and unpaid invoices taxed by the Austin group; one
 * client's first location carries the Cedar Park group, and one commercial client is tax-exempt with a
 * certificate valid for a year.
 */
export async function seedTax(seed: TenantSeed, demoClients: DemoClient[]): Promise<void> {
  const { scope, clock } = seed;
  const { tx, tenantId } = scope;
  const rateIds = new Map<string, string>();
  for (const { key, ...rate } of RATES) {
    const [row] = await tx
      .insert(taxRates)
      .values({ tenantId, ...rate })
      .returning({ id: taxRates.id });
    rateIds.set(key, row.id);
  }
  const groupIds: string[] = [];
  const rateOf = (key: string) => RATES.find((r) => r.key === key)!;
  for (const group of GROUPS) {
    const [row] = await tx
      .insert(taxGroups)
      .values({ tenantId, name: group.name })
      .returning({ id: taxGroups.id });
    groupIds.push(row.id);
    await tx.insert(taxGroupRates).values(
      group.rates.map((key, sortOrder) => ({
        tenantId,
        groupId: row.id,
        rateId: rateIds.get(key)!,
        sortOrder,
      })),
    );
  }
  // Recent open documents taxed by the Austin group: one tax line per component on their pages and PDFs.
  await taxRecentDocuments(seed, {
    id: groupIds[0],
    components: GROUPS[0].rates.map((key) => {
      const { name, jurisdiction, rate } = rateOf(key);
      return { rateId: rateIds.get(key)!, name, jurisdiction, rate };
    }),
  });
  const commercial = demoClients.filter((c) => c.clientType === 'commercial' && c.status === 'active');
  const exempt = commercial.at(-1);
  if (exempt) {
    await tx
      .update(clients)
      .set({ taxExempt: true, taxExemptCertificate: 'TX-01-339-2187', taxExemptUntil: clock.date(365) })
      .where(and(eq(clients.tenantId, tenantId), eq(clients.id, exempt.id)));
  }
  const located = commercial.at(-2) ?? demoClients[0];
  const [first] = await tx
    .select({ id: serviceLocations.id })
    .from(serviceLocations)
    .where(and(eq(serviceLocations.tenantId, tenantId), eq(serviceLocations.clientId, located.id)))
    .orderBy(asc(serviceLocations.createdAt), asc(serviceLocations.id))
    .limit(1);
  if (first) {
    await tx
      .update(serviceLocations)
      .set({ taxGroupId: groupIds[1] })
      .where(and(eq(serviceLocations.tenantId, tenantId), eq(serviceLocations.id, first.id)));
  }
}
