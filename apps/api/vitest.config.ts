import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  test: {
    root,
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Restores process.env after every file: files share their worker's process (below).
    setupFiles: ['src/test/file-environment.ts'],
    // Budgets per test and per hook; suites generated from the route table make one test per route and one
    // set-up hook per area, so a slow machine stretches each step instead of failing a whole file.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two worker processes fit 2 cores. Each keeps its imported modules from file to file (isolate: false):
    // importing the app was about half of the suite's CPU when every file started a fresh process. Every
    // file still gets its own app and its own database cloned from the migrated template (TestContext).
    maxWorkers: 2,
    isolate: false,
  },
});
