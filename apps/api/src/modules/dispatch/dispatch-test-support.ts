import { clients, services } from '../../db/schema';
import type { TestContext, TestTenant, TestUser } from '../../test/test-context';

/** Test support (not a test file): clients with coordinates, catalogue services, technicians and jobs. */

export async function seedClient(
  t: TestContext,
  tenant: TestTenant,
  over: Partial<typeof clients.$inferInsert> = {},
): Promise<string> {
  const [row] = await t.db.tenant({ tenantId: tenant.id, userId: null }, ({ tx }) =>
    tx
      .insert(clients)
      .values({
        tenantId: tenant.id,
        name: 'Pat Client',
        address: '12 Oak Ave',
        city: 'Austin',
        state: 'TX',
        zipCode: '78704',
        latitude: '30.250000',
        longitude: '-97.760000',
        ...over,
      })
      .returning({ id: clients.id }),
  );
  return row.id;
}

export async function seedService(t: TestContext, tenant: TestTenant, name = 'AC Tune-Up', price = '89.00') {
  const [row] = await t.db.tenant({ tenantId: tenant.id, userId: null }, ({ tx }) =>
    tx
      .insert(services)
      .values({ tenantId: tenant.id, name, serviceType: 'simple', basePrice: price })
      .returning({ id: services.id }),
  );
  return row.id;
}

export async function createTechnician(
  t: TestContext,
  user: TestUser,
  tenant: TestTenant,
  body: Record<string, unknown> = {},
) {
  const res = await t.request(user, 'POST', '/api/technicians', {
    tenant,
    body: { name: 'Ana Tech', homeLatitude: 30.27, homeLongitude: -97.74, ...body },
  });
  if (res.statusCode !== 201) throw new Error(`technician: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Noon UTC of a day `days` from today, as ISO (a test tenant's zone is UTC). */
export const dayAt = (days: number, hour = 12) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};

export async function createJob(
  t: TestContext,
  user: TestUser,
  tenant: TestTenant,
  clientId: string,
  body: Record<string, unknown> = {},
) {
  const res = await t.request(user, 'POST', '/api/service-jobs', {
    tenant,
    body: { clientId, serviceType: 'A/C Tune-Up', scheduledDate: dayAt(0), ...body },
  });
  if (res.statusCode !== 201) throw new Error(`job: ${res.statusCode} ${res.body}`);
  return res.json();
}
