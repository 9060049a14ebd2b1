#!/usr/bin/env node
// `npm run db:check` (part of `npm run validate`): do the Drizzle schema and the committed migrations agree?
//
//  1. The journal lists every .sql file once, with idx 0…n-1 and increasing `when` (the migrator skips a
//     migration whose `when` is not later than the last one applied), and every migration has its snapshot.
//  2. The snapshots form one chain (each prevId is the previous snapshot's id). Migrations written on
//     parallel branches all point at the same parent; drizzle-kit then refuses to generate anything.
//  3. `drizzle-kit generate` into a temporary copy of the folder produces nothing. If it would produce SQL
//     that the committed migrations already contain, only the newest snapshot is stale (it was written on a
//     branch that did not have the others' changes); otherwise the schema changed without a migration.
//
// `npm run db:check -- --fix` repairs what is safe to repair (2, and the stale snapshot of 3) in place;
// a real schema change without a migration still needs `npm run db:generate -- --name <area>`.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FOLDER = path.join(ROOT, 'apps/api/src/db/migrations');
const SCHEMA = path.join(ROOT, 'apps/api/src/db/schema/index.ts');
const fix = process.argv.includes('--fix');

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const writeJson = (file, value) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
const snapshotFile = (folder, idx) =>
  path.join(folder, 'meta', `${String(idx).padStart(4, '0')}_snapshot.json`);

const problems = [];
const repaired = [];

// 1. Journal against the files.
const journal = readJson(path.join(FOLDER, 'meta/_journal.json'));
const entries = journal.entries;
entries.forEach((entry, i) => {
  if (entry.idx !== i)
    problems.push(`journal entry ${i} (${entry.tag}) has idx ${entry.idx}; renumber it to ${i}`);
  if (!existsSync(path.join(FOLDER, `${entry.tag}.sql`)))
    problems.push(`${entry.tag}.sql is in the journal but missing`);
  if (!existsSync(snapshotFile(FOLDER, i)))
    problems.push(
      `meta/${path.basename(snapshotFile(FOLDER, i))} is missing (rename your snapshot to the migration's number)`,
    );
  if (i > 0 && entry.when <= entries[i - 1].when)
    problems.push(
      `${entry.tag}: "when" ${entry.when} is not later than ${entries[i - 1].tag}'s; the migrator would skip it`,
    );
});
const tags = new Set(entries.map((e) => e.tag));
for (const file of readdirSync(FOLDER).filter((f) => f.endsWith('.sql'))) {
  if (!tags.has(file.replace(/\.sql$/, ''))) problems.push(`${file} is not in meta/_journal.json`);
}
for (const file of readdirSync(path.join(FOLDER, 'meta')).filter((f) => f.endsWith('_snapshot.json'))) {
  if (Number(file.slice(0, 4)) >= entries.length) problems.push(`meta/${file} has no journal entry`);
}
if (problems.length) finish();

// 2. One chain of snapshots.
/** Points each snapshot's prevId at the previous snapshot; returns the names it changed. */
function rechain(folder) {
  const changed = [];
  for (let i = 1; i < entries.length; i++) {
    const previous = readJson(snapshotFile(folder, i - 1));
    const file = snapshotFile(folder, i);
    const snapshot = readJson(file);
    if (snapshot.prevId !== previous.id) {
      snapshot.prevId = previous.id;
      writeJson(file, snapshot);
      changed.push(path.basename(file));
    }
  }
  return changed;
}
const ids = entries.map((_, i) => readJson(snapshotFile(FOLDER, i)).id);
if (new Set(ids).size !== ids.length)
  problems.push('two snapshots share one id: regenerate the newer migration');
if (problems.length) finish();

const tmp = mkdtempSync(path.join(os.tmpdir(), 'tw-migrations-'));
process.on('exit', () => rmSync(tmp, { recursive: true, force: true }));
const copy = path.join(tmp, 'migrations');
cpSync(FOLDER, copy, { recursive: true });
const unchained = rechain(copy);
if (unchained.length) {
  if (fix) repaired.push(`prevId of ${rechain(FOLDER).join(', ')} now points at the previous snapshot`);
  else
    problems.push(
      `snapshots ${unchained.join(', ')} do not point at the previous snapshot (parallel branches merged)`,
    );
}

// 3. Would drizzle-kit generate anything?
const before = new Set(readdirSync(copy));
const run = spawnSync(
  path.join(ROOT, 'node_modules/.bin/drizzle-kit'),
  [
    'generate',
    '--dialect=postgresql',
    `--schema=${SCHEMA}`,
    '--out=migrations',
    '--casing=snake_case',
    '--name=schema_check',
  ],
  // drizzle-kit reads its folder through a path relative to the working directory.
  { cwd: tmp, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 },
);
const output = `${run.stdout ?? ''}${run.stderr ?? ''}`;
if (run.error || run.status !== 0 || /error/i.test(output)) {
  problems.push(
    `drizzle-kit generate failed (${run.error?.message ?? `exit ${run.status}`}); if it timed out it may be asking ` +
      `whether a table or column was renamed: run npm run db:generate yourself and answer.\n${output}`,
  );
  finish();
}
const generated = readdirSync(copy).filter((f) => f.endsWith('.sql') && !before.has(f));
if (generated.length) {
  const statements = (sql) =>
    sql
      .split('--> statement-breakpoint')
      .map((s) => s.replace(/\s+/g, ' ').trim())
      .filter(Boolean);
  const wanted = statements(readFileSync(path.join(copy, generated[0]), 'utf8'));
  const committed = new Set(
    entries.flatMap((e) => statements(readFileSync(path.join(FOLDER, `${e.tag}.sql`), 'utf8'))),
  );
  const missing = wanted.filter((s) => !committed.has(s));
  if (missing.length === 0) {
    // Every statement is already in a committed migration: the newest snapshot predates a merged branch.
    const newest = snapshotFile(FOLDER, entries.length - 1);
    if (fix) {
      const fresh = readJson(snapshotFile(copy, entries.length));
      const old = readJson(newest);
      writeJson(newest, { ...fresh, id: old.id, prevId: old.prevId });
      repaired.push(
        `meta/${path.basename(newest)} now describes the whole schema (${wanted.length} merged statements)`,
      );
    } else {
      problems.push(
        `the newest snapshot (meta/${path.basename(newest)}) lacks ${wanted.length} change(s) that earlier migrations ` +
          'already make (migrations from parallel branches were merged)',
      );
    }
  } else {
    problems.push(
      'the Drizzle schema has changes that no migration makes. Run `npm run db:generate -- --name <area>`, ' +
        `rename the files to your migration number and commit them. The missing SQL:\n\n  ${missing.join('\n  ')}`,
    );
  }
}
finish();

function finish() {
  for (const line of repaired) console.log(`db:check --fix: ${line}`);
  if (problems.length === 0) {
    console.log(`db:check: the schema and the ${entries.length} committed migrations agree.`);
    process.exit(0);
  }
  console.error(
    'db:check: the Drizzle schema and the committed migrations (apps/api/src/db/migrations) disagree:\n',
  );
  for (const problem of problems) console.error(`- ${problem}`);
  const fixable = problems.some((p) => /parallel branches/.test(p));
  console.error(
    fixable
      ? '\nAfter merging migrations from parallel branches, run `npm run db:check -- --fix` (it re-chains the ' +
          'snapshots and rewrites the newest one from the schema, and only does so when every missing statement is ' +
          'already in a committed migration), review the diff of meta/ and commit it.'
      : '\nFix the above and run `npm run db:check` again.',
  );
  process.exit(1);
}
