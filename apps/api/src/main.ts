import cluster from 'node:cluster';
import { loadEnv, resolveUserPath } from './env';
import { openDatabase } from './db/client';
import { bootstrapFromEnv } from './modules/setup/setup.service';
import { serverRunningOn } from './platform/backup/embedded-backup';
import { runPrimary, WORKER_READY, WORKER_SHUTDOWN } from './platform/lifecycle/cluster';
import { exitOnSignals, listenServer, startOrExit } from './platform/lifecycle/server';
import { configureSecrets } from './platform/secrets/secrets';

const env = loadEnv();
configureSecrets({ appSecretKey: env.APP_SECRET_KEY, dataDir: resolveUserPath(env.DATA_DIR) });

if (env.WEB_CONCURRENCY > 1 && cluster.isPrimary) {
  if (!env.DATABASE_URL) {
    console.error(
      'WEB_CONCURRENCY above 1 needs DATABASE_URL: the embedded database belongs to one process.',
    );
    process.exit(1);
  }
  runPrimary(env.WEB_CONCURRENCY);
} else {
  const dataDir = env.DATABASE_URL ? undefined : resolveUserPath(env.DATA_DIR);
  // Two processes must never open one PGlite directory.
  if (dataDir && (await serverRunningOn(dataDir))) {
    console.error(`Another Tradeworks server is using ${dataDir}; stop it first or choose another DATA_DIR.`);
    process.exit(1);
  }
  const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
  const server = await listenServer({
    env,
    db,
    dataDir,
    prepare: async () => {
      if (
        await bootstrapFromEnv(db, {
          email: env.BOOTSTRAP_ADMIN_EMAIL,
          password: env.BOOTSTRAP_ADMIN_PASSWORD,
        })
      ) {
        server.app.log.info(`Created super admin ${env.BOOTSTRAP_ADMIN_EMAIL} and organization "default".`);
      }
    },
  });
  exitOnSignals(server);
  if (cluster.isWorker) {
    process.on('message', (message) => {
      if (message === WORKER_SHUTDOWN) void server.shutdown().then((ok) => process.exit(ok ? 0 : 1));
    });
    // The primary is gone: nobody routes connections here any more.
    process.on('disconnect', () => void server.shutdown().then((ok) => process.exit(ok ? 0 : 1)));
  }
  await startOrExit(server);
  process.send?.(WORKER_READY);
}
