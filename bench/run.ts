/**
 * npm run bench — measures our routes under concurrent load against bare routes running the same SQL.
 * Engine: PGlite (bench/data/pglite, seeded once) or PostgreSQL when DATABASE_URL is set.
 * Writes bench/results.json: {engine, scenarios: [{name, rps, p50Ms, p99Ms, limitRps, limitP99Ms, ratio}], optimizer}.
 * `npm run bench -- optimizer` (or `npm run bench:vrp`) runs only the route optimiser and updates its section.
 * `npm run bench -- agreements` runs only the agreement generator (bench/agreements.ts) and updates its section.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { benchAgreementGenerator, describeAgreementBench } from './agreements';
import { benchOptimizer } from './optimizer';
import { measurePdfTiming } from './pdf-timing';
import { SCENARIOS } from './scenarios';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

interface ServerInfo {
  port: number;
  barePort: number;
  engine: 'pglite' | 'postgres';
  tenantSlug: string;
  cookie: string;
}

async function startServer(): Promise<{ info: ServerInfo; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/server.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env,
  });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { info: JSON.parse(line), stop: () => child.kill('SIGTERM') };
}

async function load(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: Math.round(result.requests.average), p50Ms: result.latency.p50, p99Ms: result.latency.p99 };
}

if (process.argv.includes('optimizer')) {
  const previous = existsSync('bench/results.json')
    ? JSON.parse(readFileSync('bench/results.json', 'utf8'))
    : {};
  writeFileSync(
    'bench/results.json',
    `${JSON.stringify({ ...previous, optimizer: benchOptimizer() }, null, 2)}\n`,
  );
  console.log('optimizer → bench/results.json');
  process.exit(0);
}

if (process.argv.includes('agreements')) {
  const previous = existsSync('bench/results.json')
    ? JSON.parse(readFileSync('bench/results.json', 'utf8'))
    : {};
  const agreementGenerator = await benchAgreementGenerator();
  console.log(describeAgreementBench(agreementGenerator));
  writeFileSync('bench/results.json', `${JSON.stringify({ ...previous, agreementGenerator }, null, 2)}\n`);
  process.exit(0);
}

const { info, stop } = await startServer();
try {
  const scenarios = [];
  for (const scenario of SCENARIOS) {
    const ours = await load(
      `http://127.0.0.1:${info.port}${scenario.path}${scenario.path.includes('?') ? '&' : '?'}tenant=${info.tenantSlug}`,
      { cookie: info.cookie },
    );
    const limit = await load(`http://127.0.0.1:${info.barePort}${scenario.barePath}`, {});
    const row = {
      name: scenario.name,
      ...ours,
      limitRps: limit.rps,
      limitP99Ms: limit.p99Ms,
      ratio: Math.round((ours.rps / limit.rps) * 100) / 100,
    };
    scenarios.push(row);
    console.log(
      `${row.name.padEnd(28)} ${String(row.rps).padStart(6)} req/s  p50 ${row.p50Ms} ms  p99 ${row.p99Ms} ms  | bare ${row.limitRps} req/s p99 ${row.limitP99Ms} ms  ratio ${row.ratio}`,
    );
  }
  const pdfTiming = await measurePdfTiming(info);
  console.log(
    `invoice PDF, median of ${pdfTiming.invoices}: ${pdfTiming.medianMs} ms (p95 ${pdfTiming.p95Ms} ms) | bare ${pdfTiming.bareMedianMs} ms (p95 ${pdfTiming.bareP95Ms} ms)`,
  );
  const results = {
    engine: info.engine,
    connections: CONNECTIONS,
    durationS: DURATION_S,
    measuredAt: new Date().toISOString(),
    scenarios,
    pdfTiming,
    optimizer: benchOptimizer(),
    agreementGenerator: await benchAgreementGenerator(),
  };
  console.log(describeAgreementBench(results.agreementGenerator));
  writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
  console.log(`engine ${info.engine}, ${CONNECTIONS} connections, ${DURATION_S} s each → bench/results.json`);
} finally {
  stop();
}
