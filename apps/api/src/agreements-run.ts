/**
 * `npm run agreements:run`: one run of the service-agreement generator over every organization (visits on the
 * rolling horizon, billing invoices, automatic renewals), for a cron job. Safe beside running servers on
 * PostgreSQL (row locks, unique keys); the embedded database belongs to one process, so with PGlite run it
 * while the server is stopped (the server runs the same job hourly by itself).
 */
import { loadEnv, resolveUserPath } from './env';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { runAgreementGenerator } from './modules/service-agreements/agreement-generator';
import { serverRunningOn } from './platform/backup/embedded-backup';
import { configureSecrets } from './platform/secrets/secrets';

const env = loadEnv();
configureSecrets({ appSecretKey: env.APP_SECRET_KEY, dataDir: resolveUserPath(env.DATA_DIR) });
const dataDir = env.DATABASE_URL ? undefined : resolveUserPath(env.DATA_DIR);
if (dataDir && (await serverRunningOn(dataDir))) {
  console.error(
    `npm run agreements:run: a Tradeworks server is using ${dataDir}; it runs the generator hourly by itself. ` +
      'Stop it first, or use DATABASE_URL (PostgreSQL) to run this beside servers.',
  );
  process.exit(1);
}
const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir, poolSize: 2 });
try {
  await runMigrations(db);
  const started = performance.now();
  const counts = await runAgreementGenerator({
    db,
    trigger: 'cli',
    onError: (err, where) =>
      console.error(
        `agreement ${where.agreementId} (tenant ${where.tenantId}):`,
        err instanceof Error ? err.message : err,
      ),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Agreement generator: ${counts.agreementsProcessed} agreements processed, ${counts.visitsCreated} visits, ` +
      `${counts.invoicesCreated} invoices, ${counts.renewalsCreated} renewals, ${counts.failures} failures in ${seconds} s.`,
  );
  process.exitCode = counts.failures ? 1 : 0;
} finally {
  await db.close();
}
