/**
 * npm run bench:payments — the payments scenarios alone, on a fresh embedded database in a temporary
 * directory (the full `npm run bench` seeds 190,000 clients and 100,000 quotes first). Seeds
 * BENCH_PAYMENTS payments (default 500,000) in one tenant, then compares our routes with the bare ones.
 */
import { loadEnv } from '../apps/api/src/env';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
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
import { registerPaymentsBareRoutes } from './payments-bare-routes';
import { ensurePaymentsBenchData } from './payments-seed';
import { SCENARIOS } from './scenarios';

const COUNT = Number(process.env.BENCH_PAYMENTS ?? 500_000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const log = (line: string) => console.log(line);

// Kept between runs (seeding is the slow part): bench/data/payments-<count>, or the DATABASE_URL server's.
const databaseUrl = process.env.DATABASE_URL;
const dir = path.resolve(`bench/data/payments-${COUNT}`);
if (!databaseUrl) mkdirSync(dir, { recursive: true });
const db = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: dir });
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
  const app = await buildApp({ db, env: loadEnv(), logLevel: 'silent', webDistDir: '/nonexistent' });
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
  // One request at a time: the cost of one request, less disturbed by a busy machine than throughput.
  const serial = async (url: string, headers: Record<string, string>) => {
    const times: number[] = [];
    for (let i = 0; i < 23; i++) {
      const started = performance.now();
      const res = await fetch(url, { headers });
      if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
      if (i >= 3) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { median: times[10].toFixed(1), p95: times[18].toFixed(1) };
  };
  const headers = { cookie: `tw_session=${token}` };
  for (const s of SCENARIOS.filter((x) => x.name.startsWith('payments-'))) {
    const oursUrl = `http://127.0.0.1:${port}${s.path}${s.path.includes('?') ? '&' : '?'}tenant=bench`;
    const bareUrl = `http://127.0.0.1:${barePort}${s.barePath}`;
    const one = await serial(oursUrl, headers);
    const oneBare = await serial(bareUrl, {});
    const ours = await load(oursUrl, headers);
    const limit = await load(bareUrl, {});
    log(
      `${s.name.padEnd(24)} one at a time ${one.median} ms (p95 ${one.p95}) | bare ${oneBare.median} ms (p95 ${oneBare.p95}) || ${CONNECTIONS} conn: ${ours.rps} req/s p99 ${ours.p99} ms | bare ${limit.rps} req/s p99 ${limit.p99} ms | ratio ${(ours.rps / limit.rps).toFixed(2)}`,
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
