import type { PageQuery } from '@tradeworks/contracts/paging';
import { BILLING_STATUSES, TENANT_PLANS } from '@tradeworks/contracts/super-admin';
import type { BillingOverview, TenantUsageQuery } from '@tradeworks/contracts/super-admin-subscriptions';
import type { Database } from '../../db/client';
import { countTenantStats } from '../tenants/tenants.repository';
import { toTenantView } from '../tenants/tenants.service';
import { countTenantsByPlanAndBilling, listPaymentIssues, listTenantUsage } from './subscriptions.repository';

/** Payment Issues: past-due and cancelled tenants with their usage, for the operator to follow up. */
export function paymentIssues({ db, query }: { db: Database; query: PageQuery }) {
  return db.platform(async (tx) => {
    const { rows, total } = await listPaymentIssues(tx, query);
    const stats = await countTenantStats(
      tx,
      rows.map((r) => r.id),
    );
    return { items: rows.map((row) => toTenantView(row, stats.get(row.id)!)), total };
  });
}

/** Billing Overview: every plan and billing status with its count (zero rows included), and their pairs. */
export function billingOverview({ db }: { db: Database }): Promise<BillingOverview> {
  return db.platform(async (tx) => {
    const { cells, trialsEnded } = await countTenantsByPlanAndBilling(tx);
    const sum = (pick: (c: (typeof cells)[number]) => boolean) =>
      cells.filter(pick).reduce((n, c) => n + c.tenants, 0);
    return {
      tenants: sum(() => true),
      by_plan: TENANT_PLANS.map((plan) => ({ plan, tenants: sum((c) => c.plan === plan) })),
      by_billing_status: BILLING_STATUSES.map((status) => ({
        billing_status: status,
        tenants: sum((c) => c.billingStatus === status),
      })),
      cells: cells.map((c) => ({ plan: c.plan, billing_status: c.billingStatus, tenants: c.tenants })),
      trials_ended: trialsEnded,
    };
  });
}

/** Tenant Analytics: one page of per-tenant usage, sorted by the chosen column. */
export function tenantUsage({ db, query }: { db: Database; query: TenantUsageQuery }) {
  return db.platform((tx) => listTenantUsage(tx, query));
}
