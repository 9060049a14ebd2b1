import type { IsolationFixture } from './fixture';

/**
 * Every `*.isolation-fixture.ts` under src/modules and src/super-admin, found by name (Vite's import.meta.glob),
 * so an area adds its fixture without touching this file.
 */
declare global {
  interface ImportMeta {
    /** Vite's (and so Vitest's) compile-time file discovery. */
    glob<T>(patterns: string | string[], options: { eager: true }): Record<string, T>;
  }
}

const modules = import.meta.glob<{ default: IsolationFixture }>(
  ['../../modules/**/*.isolation-fixture.ts', '../../super-admin/**/*.isolation-fixture.ts'],
  { eager: true },
);

export const ISOLATION_FIXTURES: Array<IsolationFixture & { file: string }> = Object.entries(modules).map(
  ([file, mod]) => ({ ...mod.default, file: file.replace(/^(\.\.\/)+/, 'apps/api/src/') }),
);

/** The fixture whose prefix covers `url` (the longest prefix wins). */
export function fixtureFor(url: string): (IsolationFixture & { file: string }) | undefined {
  let best: (IsolationFixture & { file: string }) | undefined;
  let length = -1;
  for (const fixture of ISOLATION_FIXTURES) {
    for (const prefix of fixture.prefixes) {
      if (url.startsWith(prefix) && prefix.length > length) {
        best = fixture;
        length = prefix.length;
      }
    }
  }
  return best;
}
