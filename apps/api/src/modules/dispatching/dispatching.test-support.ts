import { sql } from 'drizzle-orm';
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

/**
 * The people of an access test: an owner; a "member" whose custom role grants only clients (no access to the
 * area); a "manager" whose custom role grants `viewerPermissions` (view-only); and another tenant's owner.
 */
export async function accessWorld(t: TestContext, viewerPermissions: string[]) {
  const acme = await t.tenant();
  const other = await t.tenant();
  const world = {
    acme,
    other,
    owner: await t.user({ tenant: acme, role: 'owner' }),
    restricted: await t.user({ tenant: acme, role: 'member' }),
    viewer: await t.user({ tenant: acme, role: 'manager' }),
    outsider: await t.user({ tenant: other, role: 'owner' }),
  };
  await t.db.platform((tx) =>
    tx.execute(sql`insert into permission_roles (tenant_id, id, role, permissions, is_active) values
      (${acme.id}, gen_random_uuid(), 'member', array['clients'], true),
      (${acme.id}, gen_random_uuid(), 'manager', array[${sql.join(
        viewerPermissions.map((p) => sql`${p}`),
        sql`, `,
      )}]::text[], true)`),
  );
  return world;
}
