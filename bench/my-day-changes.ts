/**
 * npx tsx bench/my-day-changes.ts — the live change feed alone, within a minute: a fresh in-memory PGlite,
 * one tenant with 50,000 audit entries (half of them other areas' — clients, invoices — and 40 job changes in
 * the last 30 s), then GET /api/service-jobs/changes?since=<30 s ago> through the real app, BENCH_DURATION
 * seconds (default 5) at BENCH_CONNECTIONS (default 10), and the query plan under the application role.
 */
import { loadEnv } from '../apps/api/src/env';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { openDatabase } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import {
  insertMembership,
  insertTenant,
  insertUser,
} from '../apps/api/src/super-admin/tenants/tenants.repository';
import { createSession } from '../apps/api/src/platform/auth/sessions';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: CONNECTIONS });
await runMigrations(db);
const tenant = await db.platform((tx) =>
  insertTenant(tx, { name: 'Bench HVAC', slug: `bench-${Date.now()}` }),
);
await db.tenant({ tenantId: tenant.id, userId: null }, ({ tx }) =>
  tx.execute(sql`insert into audit_log (tenant_id, id, entity, entity_id, action, created_at)
    select ${tenant.id}, gen_random_uuid(),
      (array['service_job', 'technician', 'client', 'invoice'])[1 + g % 4], gen_random_uuid()::text, 'update',
      case when g <= 40 then now() - make_interval(secs => g * 0.5) else now() - make_interval(mins => g) end
    from generate_series(1, 50000) g`),
);
const token = await db.platform(async (tx) => {
  const user = await insertUser(tx, {
    email: `bench-${Date.now()}@example.com`,
    firstName: 'B',
    lastName: 'O',
  });
  await insertMembership(tx, { tenantId: tenant.id, userId: user.id, role: 'owner', isDefault: true });
  return createSession(tx, { userId: user.id });
});
const plan = await db.tenant({ tenantId: tenant.id, userId: null }, ({ tx }) =>
  tx.execute<{ 'QUERY PLAN': string }>(sql`explain analyze select id, entity, entity_id, action, created_at
    from audit_log where tenant_id = ${tenant.id}
      and entity in ('service_job', 'technician', 'route_plan') and created_at > now() - interval '30 seconds'
    order by created_at desc, id desc limit 201`),
);
console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));

const app = await buildApp({ db, env: loadEnv(), logLevel: 'silent', webDistDir: '/nonexistent' });
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;
const since = new Date(Date.now() - 30_000).toISOString();
const url = `http://127.0.0.1:${port}/api/service-jobs/changes?since=${encodeURIComponent(since)}&tenant=${tenant.slug}`;
const r = await autocannon({
  url,
  headers: { cookie: `tw_session=${token}` },
  connections: CONNECTIONS,
  duration: DURATION_S,
});
if (r.non2xx || r.errors) throw new Error(`${r.non2xx} non-2xx, ${r.errors} errors`);
console.log(
  `changes feed (${db.engine}, 50,000 audit rows, ${CONNECTIONS} connections, ${DURATION_S} s): ${Math.round(r.requests.average)} req/s p50 ${r.latency.p50} ms p99 ${r.latency.p99} ms`,
);
await app.close();
await db.close();
