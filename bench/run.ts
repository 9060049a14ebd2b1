/**
 * npm run bench — measures our routes under concurrent load against bare routes running the same SQL.
 * Engine: PGlite (bench/data/pglite, seeded once) or PostgreSQL when DATABASE_URL is set.
 * Writes bench/results.json: {engine, machine, scenarios: [{name, rps, p50Ms, p99Ms, limitRps, limitP99Ms, ratio}],
 * openLoop: [{name, ratePerS, p50Ms, p99Ms, …, bareP50Ms, bareP99Ms}], pdfTiming, optimizer}.
 * `npm run bench -- optimizer` (or `npm run bench:vrp`) runs only the route optimiser and updates its section.
 * `npm run bench -- agreements` runs only the agreement generator (bench/agreements.ts) and updates its section.
 * `npm run bench -- growth` runs only the growth rows (10,000 / 100,000 / 1,000,000 clients) and updates theirs.
 * `npm run bench -- messages` runs only the messages list at 1,000,000 texts and the SMS worker's 10,000 texts
 * (bench/messages-list.ts) and updates its section.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import autocannon from 'autocannon';
import { benchAgreementGenerator, describeAgreementBench } from './agreements';
import { cpuMs, postmasterPid } from './cpu-time';
import { openLoop } from './open-loop';
import { benchOptimizer, parseOptimizerArgs } from './optimizer';
import { measurePdfTiming } from './pdf-timing';
import { GROWTH_SCENARIOS, SCENARIOS, type Scenario } from './scenarios';
import { startBenchServer } from './server-process';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

let cpu: () => { server: number; db: number } | null = () => null;
/**
 * Waits until the server has finished what the load left in flight: autocannon abandons its open requests when
 * the time is up, and the server still answers them. On PGlite (one connection) a slow route's 20 abandoned
 * requests queued ahead of the next measurement, which then answered nothing in its 3 seconds.
 */
let drain: () => Promise<void> = async () => {};
const perRequest = (ms: number, requests: number) => Math.round((ms / requests) * 1000) / 1000;

async function load(url: string, headers: Record<string, string>) {
  const cpuBefore = cpu();
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  const cpuAfter = cpu();
  await drain();
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  // Server + database CPU per answered request: what a request costs, whatever else the machine is doing.
  const measured = cpuBefore !== null && cpuAfter !== null;
  const server = measured ? perRequest(cpuAfter.server - cpuBefore.server, result.requests.total) : null;
  const db = measured ? perRequest(cpuAfter.db - cpuBefore.db, result.requests.total) : null;
  return {
    rps: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    cpuMsPerReq: server === null || db === null ? null : Math.round((server + db) * 1000) / 1000,
    serverCpuMsPerReq: server,
    dbCpuMsPerReq: db,
  };
}

// 3 s: with 1 s the first scenario after start-up still measured 0.79-0.81 where the same route read 0.9 later in the run.
const WARM_UP_S = Number(process.env.BENCH_WARM_UP ?? 3);
async function warmUp(url: string, headers: Record<string, string>) {
  if (WARM_UP_S <= 0) return;
  await autocannon({ url, headers, connections: CONNECTIONS, duration: WARM_UP_S });
  await drain();
}

const PAIRS = Math.max(1, Number(process.env.BENCH_PAIRS ?? 3));

/** Our route and the bare one, one after the other; the row's figures without its name. */
async function measurePair(oursUrl: string, bareUrl: string, bareFirst: boolean, cookie: string) {
  const headers = { cookie };
  const limit = bareFirst ? await load(bareUrl, {}) : undefined;
  const ours = await load(oursUrl, headers);
  const bare = limit ?? (await load(bareUrl, {}));
  return {
    ...ours,
    limitRps: bare.rps,
    limitP99Ms: bare.p99Ms,
    ratio: Math.round((ours.rps / bare.rps) * 100) / 100,
    limitCpuMsPerReq: bare.cpuMsPerReq,
    limitServerCpuMsPerReq: bare.serverCpuMsPerReq,
    limitDbCpuMsPerReq: bare.dbCpuMsPerReq,
    // Bare route's CPU per request ÷ ours: the throughput ratio an otherwise idle machine would show.
    cpuRatio:
      ours.cpuMsPerReq && bare.cpuMsPerReq
        ? Math.round((bare.cpuMsPerReq / ours.cpuMsPerReq) * 100) / 100
        : null,
  };
}

if (process.argv.includes('messages')) {
  await import('./messages-list');
  process.exit(0);
}

if (process.argv.includes('optimizer')) {
  const previous = existsSync('bench/results.json')
    ? JSON.parse(readFileSync('bench/results.json', 'utf8'))
    : {};
  // Sets not run this time keep their previous results.
  const optimizer = { ...previous.optimizer, ...(await benchOptimizer()) };
  writeFileSync('bench/results.json', `${JSON.stringify({ ...previous, optimizer }, null, 2)}\n`);
  console.log('optimizer → bench/results.json');
  process.exit(0);
}

/**
 * The growth rows: each read at 10,000, 100,000 and 1,000,000 clients (ours only: CPU ms per request and
 * throughput), client search also open loop at half its closed-loop capacity at that size; and how much each
 * grew from 10,000 to 1,000,000 (CPU per request). Only search may grow more than 1.5×.
 */
async function measureGrowth() {
  const sizes = info.growthTenants;
  const rows = [];
  for (const scenario of GROWTH_SCENARIOS) {
    const bySize = [];
    for (const { clients, slug } of sizes) {
      const url = `http://127.0.0.1:${info.port}${scenario.path}${scenario.path.includes('?') ? '&' : '?'}tenant=${slug}`;
      const headers = { cookie: info.cookie };
      await warmUp(url, headers);
      // Three runs; the median by CPU per request.
      const runs = [];
      for (let i = 0; i < PAIRS; i++) runs.push(await load(url, headers));
      const run = [...runs].sort((a, b) => (a.cpuMsPerReq ?? 0) - (b.cpuMsPerReq ?? 0))[
        Math.floor(runs.length / 2)
      ];
      const open =
        scenario.name.startsWith('clients-search') && OPEN_LOOP_S > 0
          ? await openLoop(url, headers, run.rps * OPEN_LOOP_SHARE, OPEN_LOOP_S)
          : undefined;
      bySize.push({ clients, ...run, runCpuMsPerReq: runs.map((r) => r.cpuMsPerReq), openLoop: open });
      console.log(
        `growth ${scenario.name.padEnd(22)} ${String(clients).padStart(9)} clients: ${run.rps} req/s p50 ${run.p50Ms} ms, CPU ${run.cpuMsPerReq} ms/req (runs ${runs.map((r) => r.cpuMsPerReq).join(', ')})${open ? ` | open loop ${open.ratePerS} req/s p50 ${open.p50Ms} ms p99 ${open.p99Ms} ms` : ''}`,
      );
    }
    const first = bySize[0]?.cpuMsPerReq;
    const last = bySize.at(-1)?.cpuMsPerReq;
    rows.push({
      name: scenario.name,
      sizes: bySize,
      cpuGrowth: first && last ? Math.round((last / first) * 100) / 100 : null,
    });
  }
  return rows;
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

// BENCH_ONLY=clients,summary: only scenarios whose name contains one of the words (written to
// bench/data/results-partial.json, leaving the committed results alone).
const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
// `npm run bench -- growth`: only the growth rows, written into bench/results.json beside the rest.
const growthOnly = process.argv.includes('growth');
const selected = growthOnly
  ? []
  : only
    ? SCENARIOS.filter((s) => only.some((word) => s.name.includes(word)))
    : SCENARIOS;
// Open-loop arrival rate as a share of the bare route's closed-loop capacity measured in this run.
const OPEN_LOOP_SHARE = Number(process.env.BENCH_OPEN_LOOP_SHARE ?? 0.5);
const OPEN_LOOP_S = Number(process.env.BENCH_OPEN_LOOP_DURATION ?? 8);
// BENCH_EXTRAS=0 skips the PDF timing and the optimiser (their previous figures are kept and say so).
const EXTRAS = process.env.BENCH_EXTRAS !== '0';
const machine = () => ({
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? 'unknown',
  node: process.version,
  loadAverage1m: Math.round(os.loadavg()[0] * 100) / 100,
});

const machineAtStart = machine();
const { info, pid, stop } = await startBenchServer();
const cookieOf = (scenario: Scenario) => (scenario.superAdmin ? info.adminCookie : info.cookie);
const postmaster = await postmasterPid(process.env.DATABASE_URL);
cpu = () => cpuMs(pid, postmaster);
// A database read on the bare server: it waits for a connection the abandoned requests still hold.
drain = async () => {
  await (await fetch(`http://127.0.0.1:${info.barePort}/clients-summary`)).arrayBuffer();
};
try {
  const scenarios = [];
  const openLoopRows = [];
  for (const scenario of selected) {
    const oursUrl = `http://127.0.0.1:${info.port}${scenario.path}${scenario.path.includes('?') ? '&' : '?'}tenant=${info.tenantSlug}`;
    const bareUrl = `http://127.0.0.1:${info.barePort}${scenario.barePath}`;
    // Both routes run once unmeasured first, so neither pays the JIT's warm-up inside its measured window.
    await warmUp(oursUrl, { cookie: cookieOf(scenario) });
    await warmUp(bareUrl, {});
    // PAIRS ours/bare pairs, alternately bare first (drift over the run falls on both), and the row is the pair
    // with the median CPU ratio: on two shared cores one 5 s pair of a 0.4 ms route varies by ±0.05.
    const pairs = [];
    for (let i = 0; i < PAIRS; i++)
      pairs.push(await measurePair(oursUrl, bareUrl, i % 2 === 1, cookieOf(scenario)));
    const byRatio = [...pairs].sort((a, b) => (a.cpuRatio ?? a.ratio) - (b.cpuRatio ?? b.ratio));
    const row = {
      name: scenario.name,
      ...byRatio[Math.floor((byRatio.length - 1) / 2)],
      pairCpuRatios: pairs.map((pair) => pair.cpuRatio),
    };
    scenarios.push(row);
    console.log(
      `${row.name.padEnd(28)} ${String(row.rps).padStart(6)} req/s  p50 ${row.p50Ms} ms  p99 ${row.p99Ms} ms  | bare ${row.limitRps} req/s p99 ${row.limitP99Ms} ms  ratio ${row.ratio} | CPU ${row.cpuMsPerReq} (node ${row.serverCpuMsPerReq}, db ${row.dbCpuMsPerReq}) vs ${row.limitCpuMsPerReq} (node ${row.limitServerCpuMsPerReq}, db ${row.limitDbCpuMsPerReq}) ms/req, ratio ${row.cpuRatio} (pairs ${row.pairCpuRatios.join(', ')})`,
    );
    if (scenario.openLoop && OPEN_LOOP_S > 0) {
      const rate = row.limitRps * OPEN_LOOP_SHARE;
      const open = await openLoop(oursUrl, { cookie: cookieOf(scenario) }, rate, OPEN_LOOP_S);
      const bare = await openLoop(bareUrl, {}, rate, OPEN_LOOP_S);
      const openRow = {
        name: scenario.name,
        ...open,
        shareOfBareCapacity: OPEN_LOOP_SHARE,
        bareP50Ms: bare.p50Ms,
        bareP99Ms: bare.p99Ms,
      };
      openLoopRows.push(openRow);
      console.log(
        `  open loop at ${open.ratePerS} req/s (${OPEN_LOOP_SHARE * 100}% of bare): p50 ${open.p50Ms} ms  p99 ${open.p99Ms} ms  max ${open.maxMs} ms  | bare p50 ${bare.p50Ms} ms p99 ${bare.p99Ms} ms`,
      );
    }
  }
  const previous = existsSync('bench/results.json')
    ? JSON.parse(readFileSync('bench/results.json', 'utf8'))
    : {};
  // A full run (or `npm run bench -- growth`) with the growth tenants seeded measures the growth rows.
  const growth = info.growthTenants.length && !only ? await measureGrowth() : previous.growth;
  if (growthOnly) {
    writeFileSync('bench/results.json', `${JSON.stringify({ ...previous, growth }, null, 2)}\n`);
    console.log('growth → bench/results.json');
    // process.exit skips the finally below: the bench server would outlive the run.
    await stop();
    process.exit(0);
  }
  const pdfTiming = EXTRAS ? await measurePdfTiming(info) : previous.pdfTiming;
  if (EXTRAS)
    console.log(
      `invoice PDF, median of ${pdfTiming.invoices}: ${pdfTiming.medianMs} ms (p95 ${pdfTiming.p95Ms} ms) | bare ${pdfTiming.bareMedianMs} ms (p95 ${pdfTiming.bareP95Ms} ms)`,
    );
  const results = {
    engine: info.engine,
    connections: CONNECTIONS,
    durationS: DURATION_S,
    measuredAt: new Date().toISOString(),
    machine: { ...machineAtStart, loadAverage1mAtEnd: machine().loadAverage1m },
    scenarios,
    openLoop: openLoopRows,
    growth,
    pdfTiming,
    optimizer: EXTRAS ? await benchOptimizer(parseOptimizerArgs([])) : previous.optimizer,
    agreementGenerator: EXTRAS ? await benchAgreementGenerator() : previous.agreementGenerator,
    ...(EXTRAS ? {} : { carriedOver: ['pdfTiming', 'optimizer', 'agreementGenerator'] }),
  };
  if (results.agreementGenerator) console.log(describeAgreementBench(results.agreementGenerator));
  const file = only ? 'bench/data/results-partial.json' : 'bench/results.json';
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(
    `engine ${info.engine}, ${CONNECTIONS} connections, ${DURATION_S} s each, load average ${results.machine.loadAverage1m} → ${results.machine.loadAverage1mAtEnd} → ${file}`,
  );
} finally {
  await stop();
}
