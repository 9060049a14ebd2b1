/**
 * npm run bench:transfer — CSV import and export through the real HTTP routes, on a fresh database (PGlite in a
 * temporary directory, or PostgreSQL when DATABASE_URL is set; its tables are emptied of the bench tenants).
 *
 * Import: a ~10 MB clients CSV (BENCH_IMPORT_ROWS, default 50,000) uploaded, dry-run and committed
 * all-or-nothing; rows/s of the commit and of the whole job, against COPY of the same rows into an empty
 * tenant (as a superuser: COPY FROM refuses tables with row-level security otherwise).
 * Export: BENCH_EXPORT_ROWS clients (default 100,000) streamed from GET /api/exports/clients.csv; rows/s and
 * the process's peak RSS above its idle RSS, sampled every 10 ms (server and reading client share the process);
 * and COPY (the same query) TO STDOUT in the same run, the database's floor, as a load-independent ratio.
 */
import { loadEnv } from '../apps/api/src/env';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { IMPORT_COLUMNS } from '@tradeworks/contracts/data-transfer';
import { buildApp } from '../apps/api/src/app';
import {
  insertMembership,
  insertTenant,
  insertUser,
} from '../apps/api/src/super-admin/tenants/tenants.repository';
import { openDatabase } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { createSession } from '../apps/api/src/platform/auth/sessions';
import { exportQuery } from '../apps/api/src/modules/data-export/exports.repository';
import { seedClients } from './seed';

const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 50_000);
const EXPORT_ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
const databaseUrl = process.env.DATABASE_URL;
const dataDir = databaseUrl ? undefined : mkdtempSync(path.join(os.tmpdir(), 'tw-bench-transfer-'));
const log = (line: string) => process.stderr.write(`${line}\n`);
const seconds = (ms: number) => Math.round(ms) / 1000;

const db = await openDatabase({ databaseUrl, dataDir, poolSize: 10 });
await runMigrations(db);
const app = await buildApp({ db, env: loadEnv(), logLevel: 'warn', webDistDir: '/nonexistent' });
const base = await app.listen({ port: 0, host: '127.0.0.1' });

async function tenantWithOwner(name: string) {
  const slug = `${name}-${Date.now().toString(36)}`;
  return db.platform(async (tx) => {
    const tenant = await insertTenant(tx, { name, slug });
    const user = await insertUser(tx, {
      email: `${slug}@example.com`,
      firstName: 'Bench',
      lastName: 'Owner',
    });
    await insertMembership(tx, { tenantId: tenant.id, userId: user.id, role: 'owner', isDefault: true });
    return { id: tenant.id, slug, cookie: `tw_session=${await createSession(tx, { userId: user.id })}` };
  });
}

// ---- The CSV: every template column, realistic values ---------------------------------------------------
const FIRST = ['Maria', 'James', 'Aisha', 'Chen', 'Olivia', 'Diego', 'Priya', 'Noah', 'Fatima', 'Liam'];
const LAST = ['Lopez', 'Smith', 'Khan', 'Wei', 'Johnson', 'Garcia', 'Patel', 'Brown', 'Ali', 'Miller'];
const columns = IMPORT_COLUMNS.clients.filter((c) => c !== 'id');
const rows: Array<Record<string, string>> = [];
for (let i = 0; i < IMPORT_ROWS; i++) {
  const first = FIRST[i % 10];
  const last = `${LAST[Math.floor(i / 10) % 10]}${i}`;
  rows.push({
    salutation: 'none',
    firstName: first,
    lastName: last,
    suffix: 'none',
    companyName: i % 5 === 0 ? `${last} Property Management LLC` : '',
    email: `${first}.${last}@example.com`.toLowerCase(),
    phone: `(512) 555-${String(i % 10000).padStart(4, '0')}`,
    address: `${100 + (i % 9000)} Oak Hollow Dr`,
    address2: i % 7 === 0 ? `Suite ${i % 400}` : '',
    city: 'Austin',
    state: 'TX',
    zipCode: String(78701 + (i % 50)),
    country: 'US',
    clientType: i % 5 === 0 ? 'commercial' : 'residential',
    status: i % 10 === 0 ? 'lead' : 'active',
    preferredContactMethod: 'phone',
    emergencyContact: i % 3 === 0 ? `${FIRST[(i + 3) % 10]} ${last}` : '',
    emergencyPhone: i % 3 === 0 ? `(512) 555-${String((i + 7) % 10000).padStart(4, '0')}` : '',
    leadSource: 'Referral',
    paymentTerms: 'net_30',
    creditLimit: `$${(i % 50) * 100},000.00`.replace(/^\$0,000/, '$0'),
    tags: i % 4 === 0 ? 'maintenance plan, vip' : 'residential',
    notes: i % 6 === 0 ? 'Gate code 4421; dog in the yard, call ahead' : '',
    createdAt: '',
  });
}
const quote = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const importCsv = [columns.join(','), ...rows.map((r) => columns.map((c) => quote(r[c])).join(','))].join(
  '\n',
);
log(`import CSV: ${IMPORT_ROWS} rows, ${(importCsv.length / 1024 / 1024).toFixed(1)} MB`);

// ---- Import through the API ----------------------------------------------------------------------------
const importer = await tenantWithOwner('bench-import');
const api = (url: string, init: RequestInit = {}) =>
  fetch(`${base}${url}${url.includes('?') ? '&' : '?'}tenant=${importer.slug}`, {
    ...init,
    headers: { cookie: importer.cookie, ...(init.headers ?? {}) },
  });
interface BenchJob {
  status: string;
  invalidRows: number;
  errors: unknown[];
  created: number;
  message: string | null;
}
async function waitFor(id: string, statuses: string[]): Promise<BenchJob> {
  for (;;) {
    const job = (await (await api(`/api/imports/${id}`)).json()) as BenchJob;
    if (statuses.includes(job.status)) return job;
    await new Promise((r) => setTimeout(r, 100));
  }
}
const started = performance.now();
const created = await api(`/api/imports?type=clients&fileName=bench.csv`, {
  method: 'POST',
  body: importCsv,
  headers: { 'content-type': 'text/csv' },
});
if (created.status !== 201) throw new Error(`upload: ${created.status} ${await created.text()}`);
const { id } = (await created.json()) as { id: string };
const dry = await waitFor(id, ['validated', 'failed', 'needs_date_order']);
const dryMs = performance.now() - started;
if (dry.invalidRows)
  throw new Error(`dry run found ${dry.invalidRows} invalid rows: ${JSON.stringify(dry.errors.slice(0, 3))}`);
// BENCH_PROFILE=dir: CPU profiles of the import commit and of the export (server and client share the
// process), for chrome://inspect.
const profiler = process.env.BENCH_PROFILE ? new Session() : null;
async function startProfile() {
  if (!profiler) return;
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
}
async function stopProfile(phase: string) {
  if (!profiler) return;
  const { profile } = await profiler.post('Profiler.stop');
  const file = path.join(process.env.BENCH_PROFILE!, `${phase}-${db.engine}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  profiler.disconnect();
  log(`${phase} profile: ${file}`);
}
await startProfile();
const commitStarted = performance.now();
await api(`/api/imports/${id}/commit`, {
  method: 'POST',
  body: '{}',
  headers: { 'content-type': 'application/json' },
});
const done = await waitFor(id, ['completed', 'failed']);
const commitMs = performance.now() - commitStarted;
await stopProfile('import-commit');
if (done.status !== 'completed') throw new Error(`commit failed: ${done.message}`);
log(`import: dry run ${seconds(dryMs)} s, commit ${seconds(commitMs)} s, ${done.created} created`);

// ---- COPY of the same rows (the floor) ------------------------------------------------------------------
const copyTenant = await tenantWithOwner('bench-copy');
const copyColumns = [
  'tenant_id',
  'id',
  'name',
  'first_name',
  'last_name',
  'company_name',
  'email',
  'phone',
  'address',
  'address2',
  'city',
  'state',
  'zip_code',
  'country',
  'client_type',
  'status',
  'lead_source',
  'emergency_contact',
  'emergency_phone',
  'credit_limit',
  'notes',
];
const copyCsv = rows
  .map((r) =>
    [
      copyTenant.id,
      crypto.randomUUID(),
      `${r.firstName} ${r.lastName}`,
      r.firstName,
      r.lastName,
      r.companyName,
      r.email,
      r.phone,
      r.address,
      r.address2,
      r.city,
      r.state,
      r.zipCode,
      r.country,
      r.clientType,
      r.status,
      r.leadSource,
      r.emergencyContact,
      r.emergencyPhone,
      r.creditLimit.replace(/[$,]/g, ''),
      r.notes,
    ]
      .map(quote)
      .join(','),
  )
  .join('\n');
const copySql = `copy clients (${copyColumns.join(', ')}) from stdin with (format csv)`;
const copyStarted = performance.now();
if (db.pglite) {
  await db.pglite.query(copySql.replace('stdin', `'/dev/blob'`), [], { blob: new Blob([copyCsv]) });
} else {
  const file = path.join(os.tmpdir(), `tw-bench-copy-${process.pid}.csv`);
  writeFileSync(file, copyCsv);
  const superuser = process.env.BENCH_SUPERUSER_URL ?? databaseUrl!.replace(/\/\/[^@]+@/, '//postgres@');
  execFileSync('psql', [
    superuser,
    '-v',
    'ON_ERROR_STOP=1',
    '-q',
    '-c',
    `\\${copySql.replace('stdin', `'${file}'`)}`,
  ]);
  rmSync(file);
}
const copyMs = performance.now() - copyStarted;
log(`COPY: ${seconds(copyMs)} s`);

// ---- Export ---------------------------------------------------------------------------------------------
const exporter = await tenantWithOwner('bench-export');
await seedClients(db, exporter.id, EXPORT_ROWS, 'export');
// Planner statistics, as autovacuum keeps them on a server (PGlite has no autovacuum).
await db.owner.execute(sql`analyze clients`);
global.gc?.();
await new Promise((r) => setTimeout(r, 200));
const idleRss = process.memoryUsage().rss;
let peakRss = idleRss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 10);
await startProfile();
const exportStarted = performance.now();
const exportUrl = `${base}/api/exports/clients.csv?tenant=${exporter.slug}`;
// After the minutes of seeding, fetch may reuse a keep-alive socket the server has just closed: retry once.
const res = await fetch(exportUrl, { headers: { cookie: exporter.cookie } }).catch((err: Error) => {
  if ((err.cause as { code?: string } | undefined)?.code !== 'UND_ERR_SOCKET') throw err;
  return fetch(exportUrl, { headers: { cookie: exporter.cookie } });
});
let bytes = 0;
let lines = 0;
for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
  bytes += chunk.length;
  const view = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
  for (let i = view.indexOf(10); i >= 0; i = view.indexOf(10, i + 1)) lines++;
}
const exportMs = performance.now() - exportStarted;
clearInterval(sampler);
await stopProfile('export');
log(`export: ${lines - 1} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${seconds(exportMs)} s`);

// ---- COPY (the same query) TO a file, in the database's own C code: the floor for the export -----------------
const query = new PgDialect().sqlToQuery(exportQuery('clients', exporter.id));
const copyOutSql = `copy (${query.sql.replace(/\$(\d+)/g, (_, n) => `'${String(query.params[Number(n) - 1])}'`)}) to stdout with (format csv)`;
const copyOutStarted = performance.now();
if (db.pglite) {
  await db.pglite.query(copyOutSql.replace('stdout', `'/dev/blob'`));
} else {
  const superuser = process.env.BENCH_SUPERUSER_URL ?? databaseUrl!.replace(/\/\/[^@]+@/, '//postgres@');
  execFileSync('psql', [superuser, '-v', 'ON_ERROR_STOP=1', '-q', '-o', '/dev/null', '-c', copyOutSql], {
    maxBuffer: 1 << 30,
  });
}
const copyOutMs = performance.now() - copyOutStarted;
log(`COPY TO: ${seconds(copyOutMs)} s`);

const results = {
  engine: db.engine,
  measuredAt: new Date().toISOString(),
  import: {
    rows: IMPORT_ROWS,
    megabytes: Math.round((importCsv.length / 1024 / 1024) * 10) / 10,
    dryRunS: seconds(dryMs),
    commitS: seconds(commitMs),
    commitRowsPerS: Math.round(IMPORT_ROWS / (commitMs / 1000)),
    wholeJobRowsPerS: Math.round(IMPORT_ROWS / ((dryMs + commitMs) / 1000)),
    copyS: seconds(copyMs),
    copyRowsPerS: Math.round(IMPORT_ROWS / (copyMs / 1000)),
    commitVsCopy: Math.round((commitMs / copyMs) * 10) / 10,
  },
  export: {
    rows: lines - 1,
    megabytes: Math.round((bytes / 1024 / 1024) * 10) / 10,
    seconds: seconds(exportMs),
    rowsPerS: Math.round((lines - 1) / (exportMs / 1000)),
    idleRssMb: Math.round(idleRss / 1024 / 1024),
    peakRssAboveIdleMb: Math.round((peakRss - idleRss) / 1024 / 1024),
    copyToS: seconds(copyOutMs),
    copyToRowsPerS: Math.round((lines - 1) / (copyOutMs / 1000)),
    exportVsCopyTo: Math.round((exportMs / copyOutMs) * 10) / 10,
  },
};
console.log(JSON.stringify(results, null, 2));
writeFileSync(`bench/transfer-results-${db.engine}.json`, `${JSON.stringify(results, null, 2)}\n`);
await app.close();
await db.close();
if (dataDir) rmSync(dataDir, { recursive: true, force: true });
