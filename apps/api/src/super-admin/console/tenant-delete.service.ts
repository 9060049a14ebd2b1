import { PAID_BILLING_STATUSES } from '@tradeworks/contracts/super-admin-console';
import type { Database } from '../../db/client';
import { recordPlatformAudit } from '../../platform/audit/audit-log';
import { SuperAdminErrors } from '../super-admin.errors';
import {
  deleteTenantRow,
  deleteTenantRowsOf,
  lockTenant,
  tenantTablesInDeleteOrder,
} from './tenant-delete.repository';

export interface TenantDeletion {
  id: string;
  slug: string;
  deletedRows: number;
}

/**
 * Removes an organization and every record it owns, in one transaction, audited on the platform log (its
 * own log goes with it). Requires the slug typed back; refused while the subscription is being paid.
 */
export function deleteTenant(options: {
  db: Database;
  userId: string;
  tenantId: string;
  confirmSlug: string;
}): Promise<TenantDeletion> {
  const { db, userId, tenantId } = options;
  return db.platform(async (tx) => {
    const tenant = await lockTenant(tx, tenantId);
    if (!tenant) throw SuperAdminErrors.tenantNotFound();
    if (options.confirmSlug.trim().toLowerCase() !== tenant.slug) {
      throw SuperAdminErrors.deleteConfirmMismatch();
    }
    if ((PAID_BILLING_STATUSES as readonly string[]).includes(tenant.billingStatus)) {
      throw SuperAdminErrors.paidTenantNotDeletable(tenant.name, tenant.billingStatus);
    }
    let deletedRows = 0;
    const perTable: Record<string, number> = {};
    for (const table of await tenantTablesInDeleteOrder(tx)) {
      const n = await deleteTenantRowsOf(tx, table, tenantId);
      if (n) perTable[table] = n;
      deletedRows += n;
    }
    await deleteTenantRow(tx, tenantId);
    await recordPlatformAudit(tx, userId, {
      entity: 'tenant',
      entityId: tenantId,
      action: 'delete',
      summary: `Tenant ${tenant.name} (${tenant.slug}) deleted with ${deletedRows} records`,
      subjectTenantId: tenantId,
      changes: {
        name: tenant.name,
        slug: tenant.slug,
        plan: tenant.plan,
        status: tenant.status,
        billingStatus: tenant.billingStatus,
        deletedRows: perTable,
      },
    });
    return { id: tenantId, slug: tenant.slug, deletedRows };
  });
}
