import { sql } from 'drizzle-orm';
import type { TenantScope } from '../../db/client';

/** What an import reads to match its rows with the records the organization already has. */

export async function findExistingClientKeys({ tx, tenantId }: TenantScope) {
  const { rows } = await tx.execute<{ id: string; email: string | null; name: string }>(
    sql`select id, email, name from clients where tenant_id = ${tenantId}`,
  );
  return rows;
}

export async function findExistingPartKeys({ tx, tenantId }: TenantScope) {
  const { rows } = await tx.execute<{ id: string; sku: string | null }>(
    sql`select id, sku from inventory_items where tenant_id = ${tenantId}`,
  );
  return rows;
}

export async function findExistingServiceKeys({ tx, tenantId }: TenantScope) {
  const { rows } = await tx.execute<{ id: string; name: string }>(
    sql`select id, name from services where tenant_id = ${tenantId}`,
  );
  return rows;
}

export async function findExistingEquipmentKeys({ tx, tenantId }: TenantScope) {
  const { rows } = await tx.execute<{ id: string; make: string | null; serial_number: string | null }>(
    sql`select id, make, serial_number from equipment where tenant_id = ${tenantId}`,
  );
  return rows;
}

/** The open service locations with their client's e-mail; `is_default` marks each client's first location. */
export async function findImportLocations({ tx, tenantId }: TenantScope) {
  const { rows } = await tx.execute<{
    id: string;
    client_id: string;
    email: string | null;
    name: string;
    is_default: boolean;
  }>(sql`select l.id, l.client_id, c.email, l.name,
      row_number() over (partition by l.client_id order by l.archived, l.created_at, l.id) = 1 as is_default
    from service_locations l join clients c on c.tenant_id = l.tenant_id and c.id = l.client_id
    where l.tenant_id = ${tenantId} and not l.archived`);
  return rows;
}

/** The client a location belongs to. */
export async function findLocationClientId({ tx, tenantId }: TenantScope, locationId: string) {
  const { rows } = await tx.execute<{ client_id: string }>(
    sql`select client_id from service_locations where tenant_id = ${tenantId} and id = ${locationId}`,
  );
  return rows[0].client_id;
}
