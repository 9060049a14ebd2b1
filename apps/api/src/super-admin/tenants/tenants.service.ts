import type { PageQuery } from '@tradeworks/contracts/paging';
import type { SuperAdminTenant, TenantCreateData, TenantUpdateData } from '@tradeworks/contracts/super-admin';
import type { Database, Tx } from '../../db/client';
import { changedFields, recordPlatformAudit } from '../../platform/audit/audit-log';
import type { Page } from '../../http/paging';
import { SuperAdminErrors } from '../super-admin.errors';
import {
  countTenantStats,
  findTenantById,
  insertTenant,
  isSlugTaken,
  listTenants,
  updateTenant,
  type TenantInsert,
  type TenantRow,
  type TenantStats,
} from './tenants.repository';
import { isoOrNull } from '../../http/iso-or-null';

/** The spec's snake_case tenant with its usage statistics. */
export function toTenantView(row: TenantRow, stats: TenantStats): SuperAdminTenant {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    domain: row.domain,
    plan: row.plan,
    status: row.status,
    billing_status: row.billingStatus,
    trial_ends_at: isoOrNull(row.trialEndsAt),
    stripe_customer_id: row.stripeCustomerId,
    stripe_subscription_id: row.stripeSubscriptionId,
    billing_address_line1: row.billingAddressLine1,
    billing_address_line2: row.billingAddressLine2,
    billing_city: row.billingCity,
    billing_state: row.billingState,
    billing_postal_code: row.billingPostalCode,
    billing_country: row.billingCountry,
    settings: row.settings,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    stats,
  };
}

/** Body (snake_case) to columns; keys that are absent stay absent so a PATCH touches only what was sent. */
function toColumns(body: TenantUpdateData): Partial<TenantInsert> {
  const columns: Partial<TenantInsert> = {
    name: body.name,
    slug: body.slug,
    domain: body.domain,
    plan: body.plan,
    status: body.status,
    billingStatus: body.billing_status,
    billingAddressLine1: body.billing_address_line1,
    billingAddressLine2: body.billing_address_line2,
    billingCity: body.billing_city,
    billingState: body.billing_state,
    billingPostalCode: body.billing_postal_code,
    billingCountry: body.billing_country,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}

async function withStats(tx: Tx, row: TenantRow): Promise<SuperAdminTenant> {
  const stats = await countTenantStats(tx, [row.id]);
  return toTenantView(row, stats.get(row.id)!);
}

export function listTenantsWithStats(options: {
  db: Database;
  query: PageQuery;
}): Promise<Page<SuperAdminTenant>> {
  return options.db.platform(async (tx) => {
    const page = await listTenants(tx, options.query);
    const stats = await countTenantStats(
      tx,
      page.rows.map((r) => r.id),
    );
    return { items: page.rows.map((r) => toTenantView(r, stats.get(r.id)!)), total: page.total };
  });
}

export function getTenant(options: { db: Database; tenantId: string }): Promise<SuperAdminTenant> {
  return options.db.platform(async (tx) => {
    const row = await findTenantById(tx, options.tenantId);
    if (!row) throw SuperAdminErrors.tenantNotFound();
    return withStats(tx, row);
  });
}

export function createTenant(options: {
  db: Database;
  userId: string;
  data: TenantCreateData;
}): Promise<SuperAdminTenant> {
  const { db, userId, data } = options;
  return db.platform(async (tx) => {
    // Checked first for a clear message; the unique index still guards a concurrent create.
    if (await isSlugTaken(tx, data.slug)) throw SuperAdminErrors.slugTaken(data.slug);
    const columns = toColumns(data);
    const row = await insertTenant(tx, { ...columns, name: data.name, slug: data.slug });
    await recordPlatformAudit(tx, userId, {
      entity: 'tenant',
      entityId: row.id,
      action: 'create',
      summary: `Tenant ${row.name} created`,
      subjectTenantId: row.id,
      changes: columns,
    });
    return toTenantView(row, { users: 0, clients: 0, serviceJobs: 0 });
  });
}

export function updateTenantDetails(options: {
  db: Database;
  userId: string;
  tenantId: string;
  data: TenantUpdateData;
}): Promise<SuperAdminTenant> {
  const { db, userId, tenantId, data } = options;
  return db.platform(async (tx) => {
    const existing = await findTenantById(tx, tenantId);
    if (!existing) throw SuperAdminErrors.tenantNotFound();
    if (data.slug && data.slug !== existing.slug && (await isSlugTaken(tx, data.slug, tenantId))) {
      throw SuperAdminErrors.slugTaken(data.slug);
    }
    const changes = changedFields(existing, toColumns(data));
    if (!Object.keys(changes).length) return withStats(tx, existing);
    const next = Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, v.to]));
    const row = await updateTenant(tx, tenantId, next);
    // A status change is its own action, so the activity log can filter suspensions and reactivations.
    await recordPlatformAudit(tx, userId, {
      entity: 'tenant',
      entityId: tenantId,
      action: changes.status ? 'status_change' : 'update',
      summary: changes.status
        ? `Tenant ${row.name} status changed from ${existing.status} to ${row.status}`
        : `Tenant ${row.name} updated`,
      subjectTenantId: tenantId,
      changes,
    });
    return withStats(tx, row);
  });
}
