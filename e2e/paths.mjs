import os from 'node:os';
import path from 'node:path';

/** Fixed locations so the runner and Playwright's worker processes agree on them (overridable, so two
 * checkouts on one machine can run their browser tests at the same time). */
export const E2E_ROOT = process.env.E2E_ROOT ?? path.join(os.tmpdir(), 'tradeworks-e2e');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const FRESH_PORT = Number(process.env.E2E_FRESH_PORT ?? 5191);
export const DEMO_PORT = Number(process.env.E2E_DEMO_PORT ?? 5192);
/** The tracking map's stand-in tile server (tracking-map.spec.ts); the demo server's TRACK_TILE_URL names it. */
export const TILE_PORT = Number(process.env.E2E_TILE_PORT ?? DEMO_PORT + 1);
