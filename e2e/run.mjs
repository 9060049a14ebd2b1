#!/usr/bin/env node
// npm run test:e2e — builds the web app, then Playwright starts two real servers on fresh embedded
// databases (one empty for first-run set-up, one with the demo data) and drives Debian's Chromium.
import { existsSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { E2E_ROOT, CHROMIUM } from './paths.mjs';

if (!existsSync(CHROMIUM)) {
  console.error(`Chromium not found at ${CHROMIUM}. Install it with:  sudo apt-get install -y chromium`);
  process.exit(1);
}
rmSync(E2E_ROOT, { recursive: true, force: true });

const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
run('npm', ['run', 'build', '-w', '@tradeworks/web']);
run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)]);
