import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { bundleSizePlugin } from './scripts/bundle-size-plugin.ts';
import { precompressPlugin } from './scripts/precompress-plugin.ts';
import { serviceWorkerPlugin } from './scripts/service-worker-plugin.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root,
  plugins: [
    react(),
    tailwindcss(),
    bundleSizePlugin({
      // The entry plus the lazily loaded signed-in layout and the dashboard route.
      firstScreen: ['src/app/routes/app-layout.tsx', 'src/features/dashboard/pages/dashboard-page.tsx'],
      budgetKb: 200,
    }),
    // The customer portal (issue 18) is its own page and bundle: no staff shell.
    bundleSizePlugin({
      entry: 'portal.html',
      label: 'customer portal first screen',
      firstScreen: ['src/portal/pages/portal-home-page.tsx'],
      budgetKb: 120,
    }),
    // The on-my-way tracking page (/track/{token}, issue 28): a page of its own, read on a phone from a text.
    bundleSizePlugin({
      entry: 'track.html',
      label: 'tracking page',
      firstScreen: ['src/track/track-page.tsx'],
      budgetKb: 120,
    }),
    // /sw.js: /my-day opens offline, even after a reload (docs/development/offline.md).
    serviceWorkerPlugin({
      source: 'service-worker/sw.js',
      routes: ['src/app/routes/app-layout.tsx', 'src/features/my-day/pages/my-day-page.tsx'],
      publicFiles: [
        'theme-init.js',
        'favicon.svg',
        'manifest.webmanifest',
        'my-day.webmanifest',
        'icons/icon-192.png',
        'icons/apple-touch-icon.png',
      ],
    }),
    // dist/**/*.{br,gz} beside each text file, served as they are (apps/api/src/http/web-app.ts).
    precompressPlugin(),
  ],
  resolve: {
    alias: { '@': path.resolve(root, 'src') },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:5000', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://localhost:5000', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      input: {
        main: path.resolve(root, 'index.html'),
        portal: path.resolve(root, 'portal.html'),
        track: path.resolve(root, 'track.html'),
      },
    },
  },
});
