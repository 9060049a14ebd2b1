import { sql } from 'drizzle-orm';
import type { EquipmentCreateBody } from '@tradeworks/contracts/equipment';
import type { TestContext, TestTenant, TestUser } from '../../test/test-context';

/** Test support (not a test file): a client's locations and units made through the API. */

/** The client's default (first) location id, made by the database from the client's address. */
export async function firstLocationId(t: TestContext, tenant: TestTenant, clientId: string): Promise<string> {
  const { rows } = await t.db.tenant({ tenantId: tenant.id, userId: null }, ({ tx }) =>
    tx.execute<{ id: string }>(sql`select id from service_locations
      where tenant_id = ${tenant.id} and client_id = ${clientId} order by archived, created_at, id limit 1`),
  );
  return rows[0].id;
}

export async function addLocation(
  t: TestContext,
  user: TestUser,
  tenant: TestTenant,
  clientId: string,
  body: Record<string, unknown> = {},
) {
  const res = await t.request(user, 'POST', `/api/clients/${clientId}/locations`, {
    tenant,
    body: { name: 'Rental', address: '14 Elm St', city: 'Austin', state: 'TX', zipCode: '78701', ...body },
  });
  if (res.statusCode !== 201) throw new Error(`location: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; name: string; [key: string]: unknown };
}

export async function createUnit(
  t: TestContext,
  user: TestUser,
  tenant: TestTenant,
  locationId: string,
  body: Partial<EquipmentCreateBody> = {},
) {
  const res = await t.request(user, 'POST', '/api/equipment', {
    tenant,
    body: {
      locationId,
      type: 'air_conditioner',
      make: 'Carrier',
      model: '24ACC636A003',
      serialNumber: '2419E12345',
      installDate: '2019-05-14',
      ...body,
    },
  });
  if (res.statusCode !== 201) throw new Error(`unit: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; [key: string]: unknown };
}
