import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, DEMO_PORT, E2E_ROOT, FRESH_PORT, TILE_PORT } from './paths.mjs';

const server = (entry: string, port: number, dataDir: string, extra: Record<string, string> = {}) => ({
  command: `node --import tsx apps/api/src/${entry}`,
  cwd: path.resolve(import.meta.dirname, '..'),
  url: `http://127.0.0.1:${port}/api/health/ready`,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(E2E_ROOT, dataDir),
    LOG_LEVEL: 'warn',
    // The specs' own SMTP servers listen on loopback, which an organization's settings may not name otherwise.
    OUTBOUND_ALLOW_PRIVATE: 'true',
    ...extra,
  },
  reuseExistingServer: false,
  timeout: 180_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(E2E_ROOT, 'results'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: process.env.E2E_TRACE ? 'on' : 'off',
    // The production build registers a service worker (/my-day offline); request routing in the specs needs
    // the network path, so only the spec that tests the worker allows it (test.use in my-day.spec.ts).
    serviceWorkers: 'block',
  },
  webServer: [
    server('main.ts', FRESH_PORT, 'fresh'),
    // The demo's tracking page draws its map from the stand-in tile server tracking-map.spec.ts starts (the
    // fresh server has none: its tracking page stays without a map).
    server('demo.ts', DEMO_PORT, 'demo', {
      TRACK_TILE_URL: `http://127.0.0.1:${TILE_PORT}/tiles/{z}/{x}/{y}.png`,
      TRACK_TILE_ATTRIBUTION: 'Stand-in tiles',
      // webhooks.spec.ts's receiver is a plain-http server on loopback.
      WEBHOOK_ALLOW_HTTP: 'true',
    }),
  ],
  projects: [
    {
      name: 'first-run',
      testMatch: /first-run\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${FRESH_PORT}` },
    },
    { name: 'app', testIgnore: /first-run\.spec\.ts/, use: { baseURL: `http://127.0.0.1:${DEMO_PORT}` } },
  ],
});
