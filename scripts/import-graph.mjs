// The import graph of the three workspaces, read with the TypeScript parser (no type checking, ~2 s):
// every static `import`/`export … from`, type-only ones included (a type-only edge still ties two files
// together for a reader and for the next refactor), and `import()` calls. Used by `check-imports.mjs`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const ROOT = path.resolve(new URL('..', import.meta.url).pathname);

/** The source roots and how their bare specifiers resolve. */
export const WORKSPACES = {
  api: { root: 'apps/api/src' },
  web: { root: 'apps/web/src', alias: { '@/': 'apps/web/src/' } },
  contracts: { root: 'packages/contracts/src' },
  portal: { root: 'apps/web/portal' },
};

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function listFiles(dir) {
  const out = [];
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

function resolveFile(base) {
  const stripped = base.replace(/\.(m?js|jsx)$/, '');
  for (const candidate of [stripped, ...EXTENSIONS.map((ext) => stripped + ext)]) {
    if (existsSync(candidate) && statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return candidate;
  }
  return undefined;
}

/** The repository file a specifier names, or undefined for a package outside the repository. */
function resolveSpecifier(from, specifier) {
  if (specifier.startsWith('.')) return resolveFile(path.resolve(path.dirname(from), specifier));
  if (specifier.startsWith('@/')) return resolveFile(path.join(ROOT, 'apps/web/src', specifier.slice(2)));
  if (specifier.startsWith('@tradeworks/contracts/'))
    return resolveFile(
      path.join(ROOT, 'packages/contracts/src', specifier.slice('@tradeworks/contracts/'.length)),
    );
  return undefined;
}

function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const specifiers = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      specifiers.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

/** `Map<file, Set<file>>` with repository-relative paths. */
export function buildGraph(roots = Object.values(WORKSPACES).map((w) => w.root)) {
  const graph = new Map();
  for (const root of roots) {
    for (const file of listFiles(path.join(ROOT, root))) {
      const edges = new Set();
      for (const specifier of importsOf(file)) {
        const target = resolveSpecifier(file, specifier);
        if (target) edges.add(path.relative(ROOT, target));
      }
      graph.set(path.relative(ROOT, file), edges);
    }
  }
  return graph;
}

/** Strongly connected components with more than one file (or a file importing itself): the import circles. */
export function findCycles(graph) {
  let index = 0;
  const stack = [];
  const onStack = new Set();
  const indices = new Map();
  const low = new Map();
  const components = [];
  const strongConnect = (start) => {
    // Iterative Tarjan: the graph is deep enough to matter for recursion on long chains.
    const work = [[start, [...(graph.get(start) ?? [])], 0]];
    indices.set(start, index);
    low.set(start, index++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      const [node, edges] = frame;
      if (frame[2] < edges.length) {
        const next = edges[frame[2]++];
        if (!graph.has(next)) continue;
        if (!indices.has(next)) {
          indices.set(next, index);
          low.set(next, index++);
          stack.push(next);
          onStack.add(next);
          work.push([next, [...(graph.get(next) ?? [])], 0]);
        } else if (onStack.has(next)) {
          low.set(node, Math.min(low.get(node), indices.get(next)));
        }
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === indices.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1 || graph.get(node)?.has(node)) components.push(component.sort());
      }
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) strongConnect(node);
  return components;
}
