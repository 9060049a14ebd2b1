import { z } from 'zod';
import { pageQuerySchema } from './paging';
import { BILLING_STATUSES, TENANT_PLANS, TENANT_STATUSES } from './super-admin';

/**
 * The console's subscription and analytics screens (issue 34 item 16): Payment Issues (tenants whose billing
 * is past due or cancelled), Billing Overview (tenants by plan and billing status) and Tenant Analytics
 * (per-tenant usage, sortable). Field names follow the console's snake_case tenant.
 */

/** The billing states that need an operator: the payment failed (past_due) or the subscription ended. */
export const PAYMENT_ISSUE_STATUSES = ['past_due', 'cancelled'] as const;

export const billingOverviewSchema = z.object({
  tenants: z.number().int(),
  by_plan: z.array(z.object({ plan: z.enum(TENANT_PLANS), tenants: z.number().int() })),
  by_billing_status: z.array(
    z.object({ billing_status: z.enum(BILLING_STATUSES), tenants: z.number().int() }),
  ),
  /** Every plan × billing status pair that has tenants. */
  cells: z.array(
    z.object({
      plan: z.enum(TENANT_PLANS),
      billing_status: z.enum(BILLING_STATUSES),
      tenants: z.number().int(),
    }),
  ),
  /** Trials whose end date has passed while the tenant is still on trial. */
  trials_ended: z.number().int(),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

export const TENANT_USAGE_SORTS = [
  'name',
  'users',
  'clients',
  'jobs',
  'invoices_this_month',
  'storage_bytes',
] as const;
export type TenantUsageSort = (typeof TENANT_USAGE_SORTS)[number];

export const tenantUsageQuerySchema = pageQuerySchema.extend({
  sort: z.enum(TENANT_USAGE_SORTS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type TenantUsageQuery = z.infer<typeof tenantUsageQuerySchema>;

export const tenantUsageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  plan: z.enum(TENANT_PLANS),
  status: z.enum(TENANT_STATUSES),
  billing_status: z.enum(BILLING_STATUSES),
  /** Accepted memberships. */
  users: z.number().int(),
  clients: z.number().int(),
  /** Service jobs of every status. */
  jobs: z.number().int(),
  /** Invoices created since the first of this month in the tenant's time zone. */
  invoices_this_month: z.number().int(),
  /** Bytes of the files the tenant stores: job photos (with thumbnails) and photos received by text. */
  storage_bytes: z.number().int(),
});
export type TenantUsage = z.infer<typeof tenantUsageSchema>;
