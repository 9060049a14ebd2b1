/**
 * npm run bench:profile — where an authenticated request's server time goes. Starts the bench server with
 * V8's sampling profiler, loads PROFILE_PATHS (default: the clients summary and a clients page) for
 * PROFILE_DURATION seconds each, then prints the top functions by self and by total time and the share of
 * each package (pg, drizzle-orm, fastify, zod, …). The raw profile is kept for a flame graph
 * (open the .cpuprofile in Chrome DevTools → Performance, or speedscope).
 */
import { writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startBenchServer } from './server-process';
import { summarizeProfile } from './profile-summary';

const DURATION_S = Number(process.env.PROFILE_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PATHS = (process.env.PROFILE_PATHS ?? '/api/clients/summary,/api/clients?limit=50&offset=500').split(
  ',',
);
const OUT = process.env.PROFILE_OUT ?? 'bench/data/profile.cpuprofile';

const { info, stop } = await startBenchServer({ ...process.env, BENCH_CPU_PROFILE: OUT });
let requests = 0;
try {
  for (const path of PATHS) {
    // PROFILE_BARE=1 loads the bare routes instead (paths like /clients-summary), for comparison.
    const url = process.env.PROFILE_BARE
      ? `http://127.0.0.1:${info.barePort}${path}`
      : `http://127.0.0.1:${info.port}${path}${path.includes('?') ? '&' : '?'}tenant=${info.tenantSlug}`;
    const result = await autocannon({
      url,
      headers: { cookie: info.cookie },
      connections: CONNECTIONS,
      duration: DURATION_S,
    });
    if (result.non2xx || result.errors)
      throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    requests += result.requests.total;
    console.log(`${path}: ${Math.round(result.requests.average)} req/s`);
  }
} finally {
  await stop();
}
const text = summarizeProfile(OUT, requests);
writeFileSync(OUT.replace(/\.cpuprofile$/, '.txt'), text);
console.log(text);
