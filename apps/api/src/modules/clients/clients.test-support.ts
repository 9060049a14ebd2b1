import { sql } from 'drizzle-orm';
import type { TestContext, TestTenant, TestUser } from '../../test/test-context';

/** A valid create body; override what a test is about. */
export function clientBody(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Maria',
    lastName: 'Lopez',
    email: 'maria.lopez@example.com',
    phone: '(512) 555-0100',
    address: '1200 Oak Hollow Dr',
    city: 'Austin',
    state: 'TX',
    zipCode: '78704',
    ...overrides,
  };
}

/** A user whose membership role is limited to `permissions` by a custom role of the tenant (Admin Settings → Permissions). */
export async function userWithPermissions(
  t: TestContext,
  tenant: TestTenant,
  permissions: string[],
): Promise<TestUser> {
  const role = 'manager';
  await t.db.platform((tx) =>
    tx.execute(sql`insert into permission_roles (tenant_id, id, role, permissions)
      values (${tenant.id}, gen_random_uuid(), ${role}, ${sql.raw(`array[${permissions.map((p) => `'${p}'`).join(',')}]::text[]`)})
      on conflict (tenant_id, role) do update set permissions = excluded.permissions`),
  );
  return t.user({ tenant, role });
}

export async function createClientVia(
  t: TestContext,
  user: TestUser,
  tenant: TestTenant,
  overrides: Record<string, unknown> = {},
) {
  const res = await t.request(user, 'POST', '/api/clients', { tenant, body: clientBody(overrides) });
  if (res.statusCode !== 201) throw new Error(`create client: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; name: string; [key: string]: unknown };
}

export async function clientRow(t: TestContext, id: string) {
  const { rows } = await t.db.platform((tx) =>
    tx.execute<Record<string, unknown>>(sql`select * from clients where id = ${id}`),
  );
  return rows[0];
}

export async function auditRows(t: TestContext, entityId: string) {
  const { rows } = await t.db.platform((tx) =>
    tx.execute<{ action: string; summary: string; changes: Record<string, unknown> | null }>(
      sql`select action, summary, changes from audit_log where entity_id = ${entityId} order by created_at, id`,
    ),
  );
  return rows;
}
