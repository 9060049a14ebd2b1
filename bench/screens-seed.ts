import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client';
import {
  insertMembership,
  insertTenant,
  insertUser,
} from '../apps/api/src/super-admin/tenants/tenants.repository';
import { createSession } from '../apps/api/src/platform/auth/sessions';
import { seedClients } from './seed';

/**
 * A year of a 50-technician company's history beside the lists the other seeds fill (issue 33): 20,000
 * service agreements of the bench tenant's clients (three in four active; a tenth of the past jobs are their
 * visits) and 300,000 audit entries over the last year, newest today. Reused when seeded.
 */
export async function ensureScreensBenchData(
  db: Database,
  tenantId: string,
  log: (line: string) => void,
): Promise<void> {
  const started = Date.now();
  const counts = await db.tenant({ tenantId, userId: null }, ({ tx }) =>
    tx.execute<{ agreements: number; audit: number }>(sql`
      select (select count(*) from service_agreements where tenant_id = ${tenantId})::int as agreements,
        (select count(*) from audit_log where tenant_id = ${tenantId})::int as audit`),
  );
  const { agreements, audit } = counts.rows[0];
  if (agreements < 20_000)
    await db.tenant({ tenantId, userId: null }, async ({ tx }) => {
      await tx.execute(sql`
        with c as (select id, name, row_number() over (order by id) as rn from clients where tenant_id = ${tenantId})
        insert into service_agreements (tenant_id, id, contract_number, client_id, client_name, service_type, start_date,
          end_date, value, frequency, status, next_service, billing_schedule, created_at, updated_at)
        select ${tenantId}, gen_random_uuid(), 'SA-' || (2025 + g % 2) || '-' || lpad(g::text, 5, '0'), c.id, c.name,
          (array['HVAC Maintenance', 'Plumbing Inspection', 'Furnace Tune-Up', 'Duct Cleaning'])[1 + g % 4],
          v.start, v.start + 365, round((240 + (g % 40) * 12.5)::numeric, 2),
          (array['Monthly', 'Quarterly', 'Semi-Annually', 'Annually'])[1 + g % 4],
          (case when g % 20 = 0 then 'cancelled' when g % 20 = 1 then 'pending' when v.start + 365 < current_date
            then 'expired' else 'active' end)::agreement_status,
          v.start + 30 * (1 + g % 11), (array['monthly', 'quarterly', 'annually', null])[1 + g % 4],
          v.start::timestamptz, v.start::timestamptz
        from generate_series(1, 20000) g
          join c on c.rn = 1 + (g * 7) % (select count(*) from c),
          lateral (select current_date - (g % 480) as start) v`);
      // A tenth of the completed jobs are agreement visits (an agreement's history).
      await tx.execute(sql`
        with a as (select id, client_id, row_number() over (order by id) as rn from service_agreements
                     where tenant_id = ${tenantId}),
             j as (select id, row_number() over (order by id) as rn from service_jobs
                     where tenant_id = ${tenantId} and status = 'completed')
        update service_jobs s set agreement_id = a.id
        from j join a on a.rn = 1 + j.rn % 20000
        where s.tenant_id = ${tenantId} and s.id = j.id and j.rn % 10 = 0`);
    });
  if (audit < 300_000)
    await db.tenant({ tenantId, userId: null }, ({ tx }) =>
      tx.execute(sql`
        insert into audit_log (tenant_id, id, user_id, entity, entity_id, action, summary, changes, created_at)
        select ${tenantId}, gen_random_uuid(), null, e.entity, gen_random_uuid()::text, e.action,
          e.entity || ' ' || lpad(g::text, 6, '0'), jsonb_build_object('status', 'active'),
          now() - (g * interval '1 second' * 105)
        from generate_series(1, ${300_000 - audit}) g,
          lateral (select (array['client', 'quote', 'invoice', 'service_job', 'payment'])[1 + g % 5] as entity,
                          (array['create', 'update', 'update', 'delete'])[1 + g % 4] as action) e`),
    );
  if (agreements < 20_000 || audit < 300_000) {
    for (const table of ['service_agreements', 'service_jobs', 'audit_log'])
      await db.owner.execute(sql.raw(`analyze ${table}`));
    log(
      `seeded 20,000 agreements and 300,000 audit entries in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
}

/** The tenants of the growth rows: 10,000 clients (neighbour-1), 100,000 (bench) and 1,000,000 (growth-1m). */
export const GROWTH_TENANTS = [
  { clients: 10_000, slug: 'neighbour-1' },
  { clients: 100_000, slug: 'bench' },
  { clients: 1_000_000, slug: 'growth-1m' },
] as const;

/**
 * Tenant growth-1m with 1,000,000 clients (BENCH_GROWTH=0 skips it), and the bench owner a member of every
 * growth tenant so the growth rows are read by one signed-in user. Reused when seeded.
 */
export async function ensureGrowthBenchData(
  db: Database,
  ownerId: string,
  log: (line: string) => void,
): Promise<void> {
  const existing = await db.platform((tx) =>
    tx.execute<{ id: string }>(sql`select id from tenants where slug = 'growth-1m'`),
  );
  let tenantId = existing.rows[0]?.id;
  if (!tenantId) {
    const started = Date.now();
    tenantId = (await db.platform((tx) => insertTenant(tx, { name: 'Growth 1M', slug: 'growth-1m' }))).id;
    for (let i = 0; i < 10; i++) await seedClients(db, tenantId, 100_000, `g${i}`);
    await db.owner.execute(sql`analyze clients`);
    log(`seeded 1,000,000 clients in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  await db.platform(async (tx) => {
    for (const { slug } of GROWTH_TENANTS) {
      if (slug === 'bench') continue;
      const tenant = (await tx.execute<{ id: string }>(sql`select id from tenants where slug = ${slug}`))
        .rows[0];
      await insertMembership(tx, { tenantId: tenant.id, userId: ownerId, role: 'owner', isDefault: false });
    }
  });
}

/** A super admin's session (the console's scenarios). */
export async function superAdminCookie(db: Database): Promise<string> {
  const token = await db.platform(async (tx) => {
    const user = await insertUser(tx, {
      email: `bench-admin-${Date.now()}@example.com`,
      firstName: 'Bench',
      lastName: 'Admin',
      isSuperAdmin: true,
    });
    return createSession(tx, { userId: user.id });
  });
  return `tw_session=${token}`;
}
