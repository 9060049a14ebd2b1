import { maintainTables } from '../../platform/maintenance/table-maintenance';
import type { Database } from '../client';
import { seedAccounts, type DemoAccounts, type DemoOrganization } from './demo-accounts';
import { seedActivity } from './demo-activity';
import { seedBooking } from './demo-booking';
import { seedCatalogue, seedStockLedger } from './demo-catalogue';
import { seedClients } from './demo-clients';
import { DemoClock, NumberAllocator, type DemoSize, type TenantSeed } from './demo-context';
import { seedDispatchDay } from './demo-dispatch-day';
import { seedJobMaterials } from './demo-job-materials';
import { seedAgreementBilling, seedAgreementVisits } from './demo-agreements';
import { seedLocationsAndEquipment } from './demo-equipment';
import { seedMessages } from './demo-messages';
import { seedTracking } from './demo-tracking';
import { seedApiKeys } from './demo-api-keys';
import { seedWebhooks } from './demo-webhooks';
import { seedCalendarFeeds } from './demo-calendar-feeds';
import { seedField } from './demo-field';
import { seedFieldRecords } from './demo-field-records';
import { seedImportHistory } from './demo-imports';
import { seedRoutePlans } from './demo-route-plans';
import { seedMyDay } from './demo-my-day';
import { seedPortalHistory } from './demo-portal';
import { seedPortalRequest } from './demo-portal-request';
import { seedEmailTemplates } from './demo-email-templates';
import { seedPurchasing } from './demo-purchasing';
import { seedSales } from './demo-sales';
import { seedTax } from './demo-tax';
import { seedPaymentEvents } from './demo-payments';
import { seedSettings } from './demo-settings';
import { Random } from './random';

export { type DemoAccounts } from './demo-accounts';

/** Seeds of the generators per organization: the same seed gives the same data on every run. */
const SEEDS: Record<string, { seed: number; size: DemoSize }> = {
  default: { seed: 20260101, size: 'full' },
  polar: { seed: 7031977, size: 'small' },
};

/**
 * Fills a freshly migrated database with two demo organizations ('Comfort Pro HVAC', slug default, and the
 * smaller 'Polar Plumbing & Air', slug polar), their users and realistic data in every table. Deterministic
 * except for dates, which are relative to "now" taken once.
 */
export async function seedDemoData(db: Database, options: { now?: Date } = {}): Promise<DemoAccounts> {
  const clock = new DemoClock(options.now);
  const { accounts, organizations } = await db.platform((tx) => seedAccounts(tx, clock));
  for (const org of organizations) await seedOrganization(db, org, clock);
  // Every table was just filled: the planner's statistics (and on the embedded engine, which has no
  // autovacuum, the hint bits and visibility map) from the start rather than from the first slow reads.
  await maintainTables(db, { everything: true });
  return accounts;
}

async function seedOrganization(db: Database, org: DemoOrganization, clock: DemoClock): Promise<void> {
  const { seed: seedNumber, size } = SEEDS[org.slug];
  const root = new Random(seedNumber);
  await db.tenant({ tenantId: org.id, userId: org.staff.owner.id }, async (scope) => {
    const base = {
      scope,
      slug: org.slug,
      companyName: org.name,
      domain: org.domain,
      size,
      clock,
      staff: org.staff,
    };
    const numbers = new NumberAllocator();
    // Each area draws from its own generator, so changing one area's data leaves the others as they were.
    const step = (salt: number): TenantSeed => ({ ...base, numbers, rand: root.fork(salt) });
    const clients = await seedClients(step(1));
    const catalogue = await seedCatalogue(step(2));
    const { orders, receipts } = await seedPurchasing(step(3), catalogue.items);
    const sales = await seedSales(step(5), clients, catalogue);
    await seedPaymentEvents(step(9), sales.payments);
    const field = await seedField(step(6), clients);
    const usages = await seedJobMaterials(step(15), catalogue, field.jobs);
    await seedStockLedger(step(4), catalogue.items, receipts, usages);
    await seedDispatchDay(step(9), clients, field);
    await seedRoutePlans(step(20));
    await seedMyDay(step(11), clients, field);
    await seedLocationsAndEquipment(step(17), clients);
    const agreementBilling = await seedAgreementBilling(step(12), field.agreements, catalogue);
    await seedPortalHistory(step(13), clients, sales.quotes);
    await seedPortalRequest(step(15), clients);
    await seedEmailTemplates(step(14));
    await seedMessages(step(18), clients);
    await seedTracking(step(21), clients, field);
    await seedApiKeys(step(22));
    await seedCalendarFeeds(step(23));
    await seedWebhooks(step(24));
    await seedFieldRecords(step(19), catalogue, field);
    await seedSettings(step(7));
    await seedTax(step(23), clients);
    await seedBooking(step(24), clients);
    await seedImportHistory(step(10), clients);
    await seedActivity(step(8), { clients, catalogue, orders, sales, field });
    await numbers.save(scope);
    await seedAgreementVisits(step(12), field.agreements, agreementBilling);
  });
}
