/**
 * npx tsx bench/idempotency-prune.ts — the hourly prune of Idempotency-Key records, within a minute: a fresh
 * in-memory PGlite (or DATABASE_URL), BENCH_TENANTS tenants (default 20) with BENCH_KEYS rows in all
 * (default 200,000; half older than 24 h, spread over 48 h), then the plan of the prune's delete and the
 * time of `pruneIdempotencyKeys` (the first run deletes the old half; a second run, the hourly steady state,
 * finds nothing).
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { insertTenant } from '../apps/api/src/super-admin/tenants/tenants.repository';
import { pruneIdempotencyKeys } from '../apps/api/src/http/idempotency';

const TENANTS = Number(process.env.BENCH_TENANTS ?? 20);
const KEYS = Number(process.env.BENCH_KEYS ?? 200_000);

const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
await runMigrations(db);
const stamp = Date.now();
const tenantIds: string[] = [];
for (let i = 0; i < TENANTS; i++)
  tenantIds.push(
    (await db.platform((tx) => insertTenant(tx, { name: `Prune ${i}`, slug: `prune-${stamp}-${i}` }))).id,
  );

const started = performance.now();
await db.platform((tx) =>
  tx.execute(sql`insert into idempotency_keys (tenant_id, key, user_id, request, body_hash, status_code, response, created_at)
    select (${sql.raw(`array[${tenantIds.map((id) => `'${id}'::uuid`).join(',')}]`)})[1 + g % ${TENANTS}],
      'bench-' || g, null, 'POST /api/my-day/jobs/x/complete', md5(g::text), 200,
      '{"status":"completed"}'::jsonb,
      now() - make_interval(secs => (g::double precision / ${KEYS}) * 48 * 3600)
    from generate_series(1, ${KEYS}) g`),
);
await db.platform((tx) => tx.execute(sql`analyze idempotency_keys`));
console.log(
  `${db.engine}: seeded ${KEYS} keys in ${TENANTS} tenants in ${Math.round(performance.now() - started)} ms`,
);

const plan = await db.platform(async (tx) => {
  const result = await tx.execute<{ 'QUERY PLAN': string }>(sql`explain delete from idempotency_keys
    where created_at < now() - make_interval(hours => 24)`);
  return result.rows.map((r) => r['QUERY PLAN']).join('\n');
});
console.log(plan);

for (const label of ['first run (deletes the old half)', 'next run (steady state)']) {
  const t0 = performance.now();
  const deleted = await pruneIdempotencyKeys(db);
  console.log(`${label}: ${deleted} rows deleted in ${Math.round(performance.now() - t0)} ms`);
}
await db.close();
