/**
 * npm run bench:payments — the payments scenarios alone, on a fresh embedded database in a temporary
 * directory (the full `npm run bench` seeds 190,000 clients and 100,000 quotes first). Seeds
 * BENCH_PAYMENTS payments (default 500,000) in one tenant, then compares our routes with the bare ones.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { openDatabase } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { insertMembership, insertTenant, insertUser } from '../apps/api/src/admin/tenants/tenants.repository';
import { createSession } from '../apps/api/src/platform/auth/sessions';
import { registerPaymentsBareRoutes } from './payments-bare-routes';
import { ensurePaymentsBenchData } from './payments-seed';
import { SCENARIOS } from './scenarios';

const COUNT = Number(process.env.BENCH_PAYMENTS ?? 500_000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const log = (line: string) => console.log(line);

// Kept between runs (seeding is the slow part): bench/data/payments-<count>.
const dir = path.resolve(`bench/data/payments-${COUNT}`);
mkdirSync(dir, { recursive: true });
const db = await openDatabase({ dataDir: dir });
try {
  await runMigrations(db);
  const found = await db.platform((tx) =>
    tx.query.tenants.findFirst({ where: (t, { eq }) => eq(t.slug, 'bench') }),
  );
  const tenant =
    found ?? (await db.platform((tx) => insertTenant(tx, { name: 'Bench HVAC', slug: 'bench' })));
  if (!found) {
    await db.tenant({ tenantId: tenant.id, userId: null }, ({ tx }) =>
      tx.execute(sql`insert into clients (tenant_id, id, name, email)
        select ${tenant.id}, gen_random_uuid(), 'Client ' || g, 'client' || g || '@example.com' from generate_series(1, 2000) g`),
    );
  }
  await ensurePaymentsBenchData(db, tenant.id, COUNT, log);
  const token = await db.platform(async (tx) => {
    const user = await insertUser(tx, {
      email: `bench-${Date.now()}@example.com`,
      firstName: 'Bench',
      lastName: 'Owner',
    });
    await insertMembership(tx, { tenantId: tenant.id, userId: user.id, role: 'owner', isDefault: true });
    return createSession(tx, { userId: user.id });
  });
  const app = await buildApp({ db, logLevel: 'silent', webDistDir: '/nonexistent' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const bare = Fastify({ logger: false });
  registerPaymentsBareRoutes(bare, db, tenant.id);
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const barePort = (bare.server.address() as { port: number }).port;
  const load = async (url: string, headers: Record<string, string>) => {
    const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
    if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
    return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99 };
  };
  for (const s of SCENARIOS.filter((x) => x.name.startsWith('payments-'))) {
    const ours = await load(
      `http://127.0.0.1:${port}${s.path}${s.path.includes('?') ? '&' : '?'}tenant=bench`,
      {
        cookie: `tw_session=${token}`,
      },
    );
    const limit = await load(`http://127.0.0.1:${barePort}${s.barePath}`, {});
    log(
      `${s.name.padEnd(24)} ${String(ours.rps).padStart(5)} req/s p50 ${ours.p50} ms p99 ${ours.p99} ms | bare ${limit.rps} req/s p99 ${limit.p99} ms | ratio ${(ours.rps / limit.rps).toFixed(2)}`,
    );
  }
  log(
    `engine ${db.engine}, ${COUNT.toLocaleString('en-US')} payments, ${CONNECTIONS} connections, ${DURATION_S} s each`,
  );
  await app.close();
  await bare.close();
} finally {
  await db.close();
}
