import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { serviceWorkerPlugin } from './service-worker-plugin';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A build's output as the plugin sees it: chunks with their static imports and CSS, and index.html. */
function fakeBundle(indexHtml = '<html>v1</html>') {
  const chunk = (fileName: string, facade: string | null, imports: string[], css: string[] = []) => ({
    type: 'chunk' as const,
    fileName,
    imports,
    dynamicImports: [],
    isEntry: facade === 'index.html',
    facadeModuleId: facade ? path.resolve(root, facade) : null,
    moduleIds: facade ? [path.resolve(root, facade)] : [],
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set<string>() },
  });
  return {
    'assets/main-a1.js': chunk(
      'assets/main-a1.js',
      'index.html',
      ['assets/shared-b2.js'],
      ['assets/main-c3.css'],
    ),
    'assets/shared-b2.js': chunk('assets/shared-b2.js', null, []),
    'assets/app-layout-d4.js': chunk('assets/app-layout-d4.js', 'src/app/routes/app-layout.tsx', [
      'assets/shared-b2.js',
      'assets/sidebar-e5.js',
    ]),
    'assets/sidebar-e5.js': chunk('assets/sidebar-e5.js', null, []),
    'assets/my-day-page-f6.js': chunk(
      'assets/my-day-page-f6.js',
      'src/features/my-day/pages/my-day-page.tsx',
      ['assets/card-g7.js'],
    ),
    'assets/card-g7.js': chunk('assets/card-g7.js', null, []),
    'assets/scheduling-page-h8.js': chunk(
      'assets/scheduling-page-h8.js',
      'src/features/scheduling/x.tsx',
      [],
      ['assets/scheduling-i9.css'],
    ),
    'index.html': { type: 'asset' as const, fileName: 'index.html', source: indexHtml },
  };
}

function build(bundle: ReturnType<typeof fakeBundle>) {
  const plugin = serviceWorkerPlugin({
    source: 'service-worker/sw.js',
    routes: ['src/app/routes/app-layout.tsx', 'src/features/my-day/pages/my-day-page.tsx'],
    publicFiles: ['theme-init.js', 'favicon.svg'],
  });
  (plugin.configResolved as (c: unknown) => void)({ root, publicDir: path.join(root, 'public') });
  const emitted: Array<{ fileName: string; source: string }> = [];
  const context = {
    emitFile: (file: { fileName: string; source: string }) => emitted.push(file),
    error: (message: string) => {
      throw new Error(message);
    },
  };
  (plugin.generateBundle as (this: unknown, o: unknown, b: unknown) => void).call(context, {}, bundle);
  const sw = emitted.find((f) => f.fileName === 'sw.js')!.source;
  const precache = JSON.parse(/const PRECACHE = (\[[\s\S]*?\]);/.exec(sw)![1]!) as string[];
  const buildHash = /const BUILD = "([0-9a-f]+)";/.exec(sw)![1];
  return { sw, precache, buildHash };
}

describe('serviceWorkerPlugin', () => {
  it('precaches index.html, the public files and the /my-day chunks with their imports and CSS — nothing else', () => {
    const { precache, sw } = build(fakeBundle());
    expect(precache).toEqual([
      '/index.html',
      '/theme-init.js',
      '/favicon.svg',
      '/assets/app-layout-d4.js',
      '/assets/card-g7.js',
      '/assets/main-a1.js',
      '/assets/main-c3.css',
      '/assets/my-day-page-f6.js',
      '/assets/shared-b2.js',
      '/assets/sidebar-e5.js',
    ]);
    // The hand-written worker follows the two generated constants.
    expect(sw).toContain("self.addEventListener('fetch'");
  });

  it('names a new cache when any shell file changes, and the same one for the same build', () => {
    const first = build(fakeBundle()).buildHash;
    expect(build(fakeBundle()).buildHash).toBe(first);
    expect(build(fakeBundle('<html>v2</html>')).buildHash).not.toBe(first);
    const renamed = fakeBundle();
    renamed['assets/card-g7.js'].fileName = 'assets/card-zz.js';
    renamed['assets/my-day-page-f6.js'].imports = ['assets/card-zz.js'];
    const moved = { ...renamed, 'assets/card-zz.js': renamed['assets/card-g7.js'] } as typeof renamed;
    expect(build(moved).buildHash).not.toBe(first);
  });

  it('fails the build when a precached route has no chunk', () => {
    const bundle = fakeBundle();
    delete (bundle as Partial<typeof bundle>)['assets/my-day-page-f6.js'];
    expect(() => build(bundle)).toThrow(/no chunk for .*my-day-page\.tsx/);
  });
});
