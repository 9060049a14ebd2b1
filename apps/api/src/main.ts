import { loadEnv, resolveUserPath } from './env';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { buildApp } from './app';
import { bootstrapFromEnv } from './modules/setup/setup.service';
import { startBackgroundJobs } from './platform/background-jobs';

const env = loadEnv();
const db = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATABASE_URL ? undefined : resolveUserPath(env.DATA_DIR),
});
await runMigrations(db);
if (
  await bootstrapFromEnv(db, { email: env.BOOTSTRAP_ADMIN_EMAIL, password: env.BOOTSTRAP_ADMIN_PASSWORD })
) {
  console.log(`Created super admin ${env.BOOTSTRAP_ADMIN_EMAIL} and organization "default".`);
}
const app = await buildApp({ db, env, logLevel: env.LOG_LEVEL, webDistDir: env.WEB_DIST_DIR });
const jobs = startBackgroundJobs({ db, env, log: app.log });
await app.listen({ port: env.PORT, host: env.HOST });

async function shutdown() {
  await jobs.stop();
  await app.close();
  await db.close();
  process.exit(0);
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
