#!/usr/bin/env node
// `npm run build:api`: bundles the API (and the contracts it imports as TypeScript) into apps/api/dist, so
// production runs plain JavaScript with `node` and tsx stays a development tool.
//
// - Entry points: the server (main), the demo, the backup CLI, and every `*.worker.ts` under apps/api/src
//   (found at build time, so a new worker thread needs no change here). A worker is emitted as
//   `dist/<name>.worker.js`; source that refers to './<name>.worker.ts' (or '../x/<name>.worker.ts') is
//   rewritten to './<name>.worker.js', which is where the bundle keeps it.
// - npm packages stay external (installed in node_modules, loaded by node); only our own code is bundled.
// - Files read at run time are copied next to the bundle: the SQL migrations (migrate.ts looks for
//   ./migrations beside itself). PDF fonts come from pdfkit's own package, which stays external.
import { cpSync, existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SRC = path.join(ROOT, 'apps/api/src');
// --outdir=DIR builds elsewhere (the multi-process test bundles into a temporary folder).
const OUT = path.resolve(
  process.argv.find((a) => a.startsWith('--outdir='))?.slice('--outdir='.length) ??
    path.join(ROOT, 'apps/api/dist'),
);

function findWorkers(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return findWorkers(full);
    return entry.name.endsWith('.worker.ts') ? [full] : [];
  });
}

const entryPoints = {
  main: path.join(SRC, 'main.ts'),
  demo: path.join(SRC, 'demo.ts'),
  backup: path.join(SRC, 'backup.ts'),
  'agreements-run': path.join(SRC, 'agreements-run.ts'),
};
for (const [name, file] of Object.entries(entryPoints)) if (!existsSync(file)) delete entryPoints[name];
for (const file of findWorkers(SRC)) entryPoints[path.basename(file, '.ts')] = file;

/** Keeps npm packages external except our workspace packages, which are TypeScript and must be bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@tradeworks/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** './x/name.worker.ts' → './name.worker.js': workers sit flat beside the other bundle files. */
const workerPaths = {
  name: 'worker-paths',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('.worker.ts')) return undefined;
      return {
        contents: source.replace(
          /(['"`])(?:\.{1,2}\/)+(?:[\w-]+\/)*([\w-]+)\.worker\.ts\1/g,
          '$1./$2.worker.js$1',
        ),
        loader: 'ts',
      };
    });
  },
};

rmSync(OUT, { recursive: true, force: true });
const started = performance.now();
await build({
  entryPoints,
  outdir: OUT,
  bundle: true,
  splitting: true,
  // Chunks stay in the same folder as the entries, so every import.meta.url-relative path (./migrations,
  // ../../web/dist, ./<name>.worker.js) means the same from any of them.
  chunkNames: 'chunk-[hash]',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackages, workerPaths],
});
cpSync(path.join(SRC, 'db/migrations'), path.join(OUT, 'migrations'), { recursive: true });
const workers = Object.keys(entryPoints).filter((name) => name.endsWith('.worker'));
console.log(
  `API bundled to ${path.relative(ROOT, OUT)} in ${Math.round(performance.now() - started)} ms` +
    ` (entries: ${Object.keys(entryPoints).join(', ')}${workers.length ? '' : '; no *.worker.ts found'}).`,
);
