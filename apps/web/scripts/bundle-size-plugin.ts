import { gzipSync } from 'node:zlib';
import path from 'node:path';
import type { Plugin } from 'vite';

interface Options {
  /** Source modules (relative to the app root) whose chunks make up the first screen after sign-in. */
  firstScreen: string[];
  /** Budget for that first screen, gzipped, in KB. The build fails above it. */
  budgetKb: number;
  /** The HTML entry this budget is about (default index.html; the customer portal has its own). */
  entry?: string;
  /** Words for the report line. */
  label?: string;
}

interface ChunkInfo {
  fileName: string;
  code: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;

/** Prints the gzip size of every emitted JS chunk and checks the first-screen budget. */
export function bundleSizePlugin({
  firstScreen,
  budgetKb,
  entry = 'index.html',
  label = 'first screen after sign-in',
}: Options): Plugin {
  let root = process.cwd();
  return {
    name: `tradeworks-bundle-size-${entry}`,
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkInfo>();
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        chunks.set(item.fileName, {
          fileName: item.fileName,
          code: item.code,
          imports: item.imports,
          isEntry: item.isEntry,
          facadeModuleId: item.facadeModuleId,
          moduleIds: item.moduleIds,
        });
      }
      const gz = new Map<string, number>();
      for (const chunk of chunks.values()) gz.set(chunk.fileName, gzipSync(chunk.code, { level: 9 }).length);

      const closure = (start: string[], seen = new Set<string>()) => {
        const stack = [...start];
        while (stack.length) {
          const name = stack.pop()!;
          if (seen.has(name)) continue;
          seen.add(name);
          stack.push(...(chunks.get(name)?.imports ?? []));
        }
        return seen;
      };

      const wanted = firstScreen.map((file) => path.resolve(root, file));
      const entryId = path.resolve(root, entry);
      const isThisEntry = (c: ChunkInfo) =>
        c.isEntry && (c.facadeModuleId === entryId || c.moduleIds.includes(entryId));
      const starts = [...chunks.values()]
        .filter(
          (c) => isThisEntry(c) || wanted.some((w) => c.facadeModuleId === w || c.moduleIds.includes(w)),
        )
        .map((c) => c.fileName);
      const missing = wanted.filter((w) => ![...chunks.values()].some((c) => c.moduleIds.includes(w)));
      const first = closure(starts);

      const rows = [...chunks.values()].sort((a, b) => gz.get(b.fileName)! - gz.get(a.fileName)!);
      const lines = rows.map(
        (c) => `  ${first.has(c.fileName) ? '*' : ' '} ${kb(gz.get(c.fileName)!)}  ${c.fileName}`,
      );
      const total = rows.reduce((sum, c) => sum + gz.get(c.fileName)!, 0);
      const firstTotal = [...first].reduce((sum, name) => sum + (gz.get(name) ?? 0), 0);

      console.log(`\nJavaScript chunks, gzipped (* = needed for the ${label}):`);
      console.log(lines.join('\n'));
      console.log(`  all chunks:              ${kb(total)}`);
      console.log(`  ${label}: ${kb(firstTotal).trim()} (budget ${budgetKb} KB)\n`);
      if (process.env.BUNDLE_DETAIL) {
        for (const item of Object.values(bundle)) {
          if (item.type !== 'chunk') continue;
          const mods = Object.entries(item.modules)
            .map(([id, info]) => [path.relative(root, id), info.renderedLength] as const)
            .sort((a, b) => b[1] - a[1])
            .slice(0, 12);
          console.log(`\n${item.fileName}`);
          for (const [id, size] of mods) console.log(`  ${String(size).padStart(8)}  ${id}`);
        }
      }
      if (missing.length) this.warn(`first-screen modules not found in the bundle: ${missing.join(', ')}`);
      if (firstTotal > budgetKb * 1024) {
        this.error(
          `${label} is ${(firstTotal / 1024).toFixed(1)} KB gzipped, over the ${budgetKb} KB budget`,
        );
      }
    },
  };
}
