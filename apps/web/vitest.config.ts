import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Unit tests of the web app that need no browser (the router table, pure helpers), and of the contracts it shares with the API. */
export default defineConfig({
  root,
  resolve: { alias: { '@': path.resolve(root, 'src') } },
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', '../../packages/contracts/src/**/*.test.ts'],
    environment: 'node',
  },
});
