/**
 * The benchmark's server process: the real app on one port and, on another, bare Fastify routes that run the
 * same SQL with no session, tenancy or validation — the physical limit our routes are compared with.
 */
import { writeFileSync } from 'node:fs';
import inspector from 'node:inspector';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../apps/api/src/app';
import { loadEnv } from '../apps/api/src/env';
import { openDatabase } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { maintainTables } from '../apps/api/src/platform/maintenance/table-maintenance';
import { inventoryListQuerySchema } from '@tradeworks/contracts/inventory';
import { listInventory } from '../apps/api/src/modules/inventory/inventory.repository';
import { clientSummary, listClients } from '../apps/api/src/modules/clients/clients.repository';
import { clientListQuerySchema } from '@tradeworks/contracts/clients';
import { findSessionUser } from '../apps/api/src/platform/auth/sessions';
import { resolveTenant } from '../apps/api/src/http/auth-context';
import { buildCurrentUser } from '../apps/api/src/modules/auth/current-user';
import { registerSalesBareRoutes } from './sales-bare-routes';
import { ensureDispatchBenchData, registerDispatchBareRoutes } from './dispatch-bench';

import { registerPaymentsBareRoutes } from './payments-bare-routes';
import { ensurePaymentsBenchData } from './payments-seed';
import { ensureBenchData, ensureInventoryBenchData, ensureSalesBenchData } from './seed';
import { registerScreensBareRoutes } from './screens-bare-routes';
import { registerEquipmentBareRoutes } from './equipment-bare-routes';
import { ensureEquipmentBenchData } from './equipment-seed';
import {
  ensureGrowthBenchData,
  ensureScreensBenchData,
  GROWTH_TENANTS,
  superAdminCookie,
} from './screens-seed';

const log = (line: string) => process.stderr.write(`${line}\n`);
const databaseUrl = process.env.DATABASE_URL;
const db = await openDatabase({
  databaseUrl,
  dataDir: databaseUrl ? undefined : path.resolve('bench/data/pglite'),
  poolSize: 20,
});
await runMigrations(db);
const fixture = await ensureBenchData(db, log);
const tenantId = (await db.platform((tx) =>
  tx.query.tenants.findFirst({ where: (t, { eq }) => eq(t.slug, 'bench') }),
))!.id;
await ensureInventoryBenchData(db, tenantId, log);
await ensureSalesBenchData(db, tenantId, log);
await ensureDispatchBenchData(db, tenantId, log);

await ensurePaymentsBenchData(db, tenantId, Number(process.env.BENCH_PAYMENTS ?? 500_000), log);
await ensureScreensBenchData(db, tenantId, log);
await ensureEquipmentBenchData(db, tenantId, log);
// BENCH_GROWTH=0: no 1,000,000-client tenant (its seeding takes minutes) and no growth rows.
const growth = process.env.BENCH_GROWTH !== '0';
if (growth) await ensureGrowthBenchData(db, fixture.ownerId, log);
// The embedded engine has no autovacuum: what its idle maintenance does after a bulk write (statistics, hint
// bits, visibility) is done here, else the first reads after a seed pay for it (seconds each at this size).
if (db.engine === 'pglite') {
  const run = await maintainTables(db);
  log(`maintenance: analyzed ${run.analyzed.length} tables, vacuumed ${run.vacuumed.length}`);
}
const adminCookie = await superAdminCookie(db);
const tenantIds = new Map<string, string>();
for (const { slug } of GROWTH_TENANTS) {
  const found = await db.platform((tx) =>
    tx.query.tenants.findFirst({ where: (t, { eq }) => eq(t.slug, slug) }),
  );
  if (found) tenantIds.set(slug, found.id);
}

const app = await buildApp({ db, env: loadEnv(), logLevel: 'silent', webDistDir: '/nonexistent' });
await app.listen({ port: 0, host: '127.0.0.1' });

const bare = Fastify({ logger: false });
const token = fixture.cookie.split('=')[1];
bare.get('/auth-user', async () => {
  const found = await db.platform((tx) => findSessionUser(tx, token));
  return buildCurrentUser(db, await resolveTenant(db, found!.user, 'bench'));
});
bare.get('/clients', async (req, reply) => {
  const query = clientListQuerySchema.parse(req.query);
  const page = await db.tenant({ tenantId, userId: null }, (scope) => listClients(scope, query));
  reply.header('x-total-count', String(page.total));
  return page.items;
});
bare.get('/clients-summary', () => db.tenant({ tenantId, userId: null }, clientSummary));
bare.get('/inventory', async (req, reply) => {
  const query = inventoryListQuerySchema.parse(req.query);
  const page = await db.tenant({ tenantId, userId: null }, (scope) => listInventory(scope, query));
  reply.header('x-total-count', String(page.total));
  return page.items;
});
registerSalesBareRoutes(bare, db, tenantId);
registerDispatchBareRoutes(bare, db, tenantId);

registerPaymentsBareRoutes(bare, db, tenantId);
registerScreensBareRoutes(bare, db, tenantIds, app.metrics);
registerEquipmentBareRoutes(bare, db, tenantId);
await bare.listen({ port: 0, host: '127.0.0.1' });

const port = (app.server.address() as { port: number }).port;
const barePort = (bare.server.address() as { port: number }).port;
// BENCH_CPU_PROFILE=<file>: V8's sampling profiler from here (seeding and start-up excluded) to SIGTERM.
const profilePath = process.env.BENCH_CPU_PROFILE;
const profiler = profilePath ? new inspector.Session() : null;
if (profiler) {
  profiler.connect();
  await post(profiler, 'Profiler.setSamplingInterval', { interval: 200 });
  await post(profiler, 'Profiler.enable');
  await post(profiler, 'Profiler.start');
}
const growthTenants = growth ? GROWTH_TENANTS.filter((t) => tenantIds.has(t.slug)) : [];
process.stdout.write(
  `${JSON.stringify({ port, barePort, engine: db.engine, ...fixture, adminCookie, growthTenants })}\n`,
);
process.on('SIGTERM', async () => {
  if (profiler) {
    const { profile } = (await post(profiler, 'Profiler.stop')) as { profile: object };
    writeFileSync(profilePath!, JSON.stringify(profile));
  }
  await app.close();
  await bare.close();
  await db.close();
  process.exit(0);
});

function post(session: inspector.Session, method: string, params?: object): Promise<unknown> {
  return new Promise((resolve, reject) =>
    session.post(method, params, (err, result) => (err ? reject(err) : resolve(result))),
  );
}
