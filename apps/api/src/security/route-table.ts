import { buildApp } from '../app';
import type { Database } from '../db/client';
import { loadEnv } from '../env';
import type { RegisteredRoute } from '../http/route';

/**
 * The route table as `defineRoute` fills it, read when a suite is collected, so the generated suites make one
 * test per route (each with its own time budget) instead of one test looping over every route. Building the
 * app touches no database (handlers use it only when called), so none is opened here; each suite checks that
 * its running app has exactly these routes.
 */
export async function routeTable(): Promise<RegisteredRoute[]> {
  const app = await buildApp({
    db: {} as Database,
    env: loadEnv({ ...process.env, NODE_ENV: 'test' }),
    logLevel: 'silent',
    webDistDir: '/nonexistent',
  });
  const routes = [...app.routeRegistry];
  await app.close();
  return routes;
}

export const routeKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
