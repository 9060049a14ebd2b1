/**
 * `npm run bench -- messages`: the messages list (GET /api/messages) at 1,000,000 texts in one organization
 * against the bare route running the same SQL (bench/messages-server.ts), as the other list rows of
 * bench/run.ts are measured: warm-up, then BENCH_PAIRS ours/bare pairs (alternately bare first), the row
 * being the pair with the median CPU ratio (bare route's server + database CPU per request ÷ ours). Then the
 * SMS worker sending 10,000 texts to the Twilio stand-in (bench/sms-worker.ts, its own process with
 * --expose-gc). Both go into bench/results.json (`messages`), the other results kept.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { cpuMs, postmasterPid } from './cpu-time';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PAIRS = Math.max(1, Number(process.env.BENCH_PAIRS ?? 3));
const ROWS = [
  { name: 'messages-list', path: '/api/messages?limit=50', barePath: '/messages?limit=50' },
  {
    name: 'messages-list-status',
    path: '/api/messages?status=failed&limit=50',
    barePath: '/messages?status=failed&limit=50',
  },
];

const child = spawn(process.execPath, ['--import', 'tsx', 'bench/messages-server.ts'], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
const info = JSON.parse(
  await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`messages bench server exited with ${code}`)));
  }),
) as { port: number; barePort: number; engine: string; tenantSlug: string; cookie: string; messages: number };
const postmaster = await postmasterPid(process.env.DATABASE_URL);
const cpu = () => cpuMs(child.pid!, postmaster);

async function load(url: string, headers: Record<string, string>) {
  const before = cpu();
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  const after = cpu();
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const ms =
    before && after ? (after.server - before.server + after.db - before.db) / result.requests.total : null;
  return {
    rps: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    cpuMsPerReq: ms === null ? null : Math.round(ms * 1000) / 1000,
  };
}

const rows = [];
try {
  for (const row of ROWS) {
    const ours = `http://127.0.0.1:${info.port}${row.path}&tenant=${info.tenantSlug}`;
    const bare = `http://127.0.0.1:${info.barePort}${row.barePath}`;
    const headers = { cookie: info.cookie };
    await autocannon({ url: ours, headers, connections: CONNECTIONS, duration: 3 });
    await autocannon({ url: bare, connections: CONNECTIONS, duration: 3 });
    const pairs = [];
    for (let i = 0; i < PAIRS; i++) {
      const bareFirst = i % 2 === 1;
      const first = bareFirst ? await load(bare, {}) : undefined;
      const o = await load(ours, headers);
      const b = first ?? (await load(bare, {}));
      pairs.push({
        rps: o.rps,
        p50Ms: o.p50Ms,
        p99Ms: o.p99Ms,
        cpuMsPerReq: o.cpuMsPerReq,
        limitRps: b.rps,
        limitCpuMsPerReq: b.cpuMsPerReq,
        ratio: Math.round((o.rps / b.rps) * 100) / 100,
        cpuRatio:
          o.cpuMsPerReq && b.cpuMsPerReq ? Math.round((b.cpuMsPerReq / o.cpuMsPerReq) * 100) / 100 : null,
      });
    }
    const sorted = [...pairs].sort((a, b) => (a.cpuRatio ?? a.ratio) - (b.cpuRatio ?? b.ratio));
    const median = {
      name: row.name,
      ...sorted[Math.floor((sorted.length - 1) / 2)],
      pairCpuRatios: pairs.map((p) => p.cpuRatio),
    };
    rows.push(median);
    console.log(
      `${row.name.padEnd(22)} ${median.rps} req/s p50 ${median.p50Ms} ms | bare ${median.limitRps} req/s | CPU ${median.cpuMsPerReq} vs ${median.limitCpuMsPerReq} ms/req, ratio ${median.cpuRatio} (pairs ${median.pairCpuRatios.join(', ')})`,
    );
  }
} finally {
  child.kill('SIGTERM');
  await exited;
}

const worker = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/sms-worker.ts'], {
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
});
if (worker.status !== 0) throw new Error(`sms worker bench exited with ${worker.status}`);
const smsWorker = JSON.parse(worker.stdout.trim().split('\n').at(-1)!);
console.log(
  `sms worker: ${smsWorker.sent} texts in ${smsWorker.seconds} s (${smsWorker.textsPerSecond}/s), heap ${smsWorker.heapBeforeMb} MB before, ${smsWorker.heapAfterMb} MB after, peak sample ${smsWorker.heapPeakSampleMb} MB`,
);

const previous = existsSync('bench/results.json')
  ? JSON.parse(readFileSync('bench/results.json', 'utf8'))
  : {};
const messages = {
  engine: info.engine,
  messages: info.messages,
  measuredAt: new Date().toISOString(),
  list: rows,
  smsWorker,
};
writeFileSync('bench/results.json', `${JSON.stringify({ ...previous, messages }, null, 2)}\n`);
console.log('messages → bench/results.json');
