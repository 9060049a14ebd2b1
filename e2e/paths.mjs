import os from 'node:os';
import path from 'node:path';

/** Fixed locations so the runner and Playwright's worker processes agree on them. */
export const E2E_ROOT = path.join(os.tmpdir(), 'tradeworks-e2e');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const FRESH_PORT = 5191;
export const DEMO_PORT = 5192;
