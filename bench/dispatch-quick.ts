/**
 * npx tsx bench/dispatch-quick.ts — the service-jobs scenario alone, within a minute: a fresh in-memory
 * PGlite, one tenant with 2,000 clients and 100,000 service jobs, then GET /api/service-jobs for a week
 * through the real app and through the bare route (same SQL), BENCH_DURATION seconds each (default 5).
 * `npm run bench` runs the same scenario (service-jobs-range) among the others at the full seed.
 */
import { loadEnv } from '../apps/api/src/env';
import Fastify from 'fastify';
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
import { DISPATCH_RANGE, ensureDispatchBenchData, registerDispatchBareRoutes } from './dispatch-bench';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const log = (line: string) => process.stderr.write(`${line}\n`);

const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: CONNECTIONS });
await runMigrations(db);
const tenant = await db.platform((tx) =>
  insertTenant(tx, { name: 'Bench HVAC', slug: `bench-${Date.now()}` }),
);
await db.tenant({ tenantId: tenant.id, userId: null }, ({ tx }) =>
  tx.execute(sql`insert into clients (tenant_id, id, name, address, latitude, longitude)
    select ${tenant.id}, gen_random_uuid(), 'Client ' || g, g || ' Main St', 30.2 + (g % 50) * 0.005, -97.8 + (g % 40) * 0.005
    from generate_series(1, 2000) g`),
);
await ensureDispatchBenchData(db, tenant.id, log);
const token = await db.platform(async (tx) => {
  const user = await insertUser(tx, {
    email: `bench-${Date.now()}@example.com`,
    firstName: 'Bench',
    lastName: 'Owner',
  });
  await insertMembership(tx, { tenantId: tenant.id, userId: user.id, role: 'owner', isDefault: true });
  return createSession(tx, { userId: user.id });
});
const app = await buildApp({ db, env: loadEnv(), logLevel: 'silent', webDistDir: '/nonexistent' });
await app.listen({ port: 0, host: '127.0.0.1' });
const bare = Fastify({ logger: false });
registerDispatchBareRoutes(bare, db, tenant.id);
await bare.listen({ port: 0, host: '127.0.0.1' });

async function load(url: string, headers: Record<string, string>) {
  const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99 };
}
const port = (app.server.address() as { port: number }).port;
const barePort = (bare.server.address() as { port: number }).port;
const ours = await load(`http://127.0.0.1:${port}/api/service-jobs?${DISPATCH_RANGE}&tenant=${tenant.slug}`, {
  cookie: `tw_session=${token}`,
});
const limit = await load(`http://127.0.0.1:${barePort}/service-jobs?${DISPATCH_RANGE}`, {});
console.log(
  `service-jobs-range (${db.engine}, ${CONNECTIONS} connections, ${DURATION_S} s): ${ours.rps} req/s p50 ${ours.p50} ms p99 ${ours.p99} ms | bare ${limit.rps} req/s p99 ${limit.p99} ms | ratio ${Math.round((ours.rps / limit.rps) * 100) / 100}`,
);
await app.close();
await bare.close();
await db.close();
