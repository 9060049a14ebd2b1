// The import rules ESLint cannot see file by file, run by `npm run lint` (about 2 s):
//   1. No import circles in the API, the contracts or the web app (type-only imports count: a type-only
//      back-edge still ties two files together). Count them: `node scripts/check-imports.mjs --cycles`.
//   2. The API's boundaries: a module (`modules/<area>/`, `super-admin/`) uses another module only through
//      that module's `public.ts`; `platform/`, `http/` and `db/` import no module (the demo seed in
//      `db/seed/` composes modules, like `app.ts`); a `public.ts` only re-exports its own module's files.
//   3. Queries live in repositories: in a module, only `*.repository.ts` files import drizzle-orm's query
//      builders and `sql` (type-only imports and `getTableName`, which reads a table's name, are free) or run
//      `execute(sql…)`. `db/`, the migrations and the foundations (`platform/`, `http/`) are outside this rule.
// Test code (tests, test support, isolation fixtures) may reach into any module: it sets up what it checks.
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { ROOT, buildGraph, findCycles } from './import-graph.mjs';

/** Where circles are counted. */
const CYCLE_ROOTS = ['apps/api/src', 'packages/contracts/src', 'apps/web/src'];

const API = 'apps/api/src/';
const TEST_CODE =
  /\.test\.tsx?$|test-support\.ts$|test-helpers\.ts$|test-fixtures\.ts$|isolation-fixture\.ts$|^apps\/api\/src\/(test|security)\//;
/** Folders below every module: they import no module. */
const FOUNDATION = /^apps\/api\/src\/(platform|http|db)\//;
/** Composition roots inside a foundation folder: they assemble modules as app.ts does. */
const COMPOSITION = /^apps\/api\/src\/db\/seed\//;

/** `modules/<area>` or `super-admin` for an API module file, else null. */
function moduleOf(file) {
  if (!file.startsWith(API)) return null;
  const match = file.slice(API.length).match(/^(modules\/[^/]+|super-admin)\//);
  return match ? match[1] : null;
}

export function boundaryViolations(graph) {
  const problems = [];
  for (const [file, targets] of graph) {
    if (!file.startsWith(API)) continue;
    const from = moduleOf(file);
    if (path.basename(file) === 'public.ts' && from) {
      const text = readFileSync(path.join(ROOT, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      for (const statement of text
        .split(';')
        .map((s) => s.trim())
        .filter(Boolean)) {
        if (!/^export (type )?\{[^}]*\} from '\.\/[^']+'$/.test(statement.replace(/\s+/g, ' ')))
          problems.push(
            `${file}: a public file only re-exports its module's files (found: ${statement.slice(0, 60)})`,
          );
      }
    }
    if (TEST_CODE.test(file)) continue;
    for (const target of targets) {
      const to = moduleOf(target);
      if (!to || to === from || TEST_CODE.test(target)) continue;
      if (FOUNDATION.test(file) && !COMPOSITION.test(file)) {
        problems.push(
          `${file} imports ${target}: platform/, http/ and db/ import no module (move the code down, or pass it in)`,
        );
      } else if (from && path.basename(target) !== 'public.ts') {
        problems.push(
          `${file} imports ${target}: another module is used only through its public file (${API}${to}/public.ts)`,
        );
      }
    }
  }
  return problems;
}

/** Value imports from drizzle-orm a non-repository module file may use: they run no query. */
const DRIZZLE_METADATA = new Set(['getTableName']);

export function queryOutsideRepository(file, text) {
  if (!moduleOf(file) || TEST_CODE.test(file) || file.endsWith('.repository.ts')) return [];
  const problems = [];
  const code = text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
  for (const match of code.matchAll(/import\s+(type\s+)?([^;]*?)\s+from\s+'drizzle-orm(?:\/[^']*)?'/g)) {
    if (match[1]) continue;
    const braces = match[2].match(/^\{([^}]*)\}$/);
    const names = braces
      ? braces[1]
          .split(',')
          .map((n) => n.trim())
          .filter((n) => n && !n.startsWith('type ') && !DRIZZLE_METADATA.has(n))
      : [match[2]];
    if (names.length)
      problems.push(
        `${file} imports ${names.join(', ')} from drizzle-orm: queries live in a *.repository.ts`,
      );
  }
  if (/\.execute(<[^>]*>)?\(\s*sql\b/.test(code))
    problems.push(`${file} runs execute(sql…): queries live in a *.repository.ts`);
  return problems;
}

const graph = buildGraph(CYCLE_ROOTS);
const cycles = findCycles(graph);
if (process.argv.includes('--cycles')) {
  console.log(`${cycles.length} import circles in ${graph.size} files (${CYCLE_ROOTS.join(', ')})`);
  for (const cycle of cycles) console.log(`  ${cycle.join('  ')}`);
  process.exit(0);
}
const problems = [
  ...cycles.map((cycle) => `import circle: ${cycle.join(' → ')}`),
  ...boundaryViolations(graph),
  ...[...graph.keys()].flatMap((file) =>
    queryOutsideRepository(file, readFileSync(path.join(ROOT, file), 'utf8')),
  ),
];
if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} import rule problem(s) (scripts/check-imports.mjs).`);
  process.exit(1);
}
