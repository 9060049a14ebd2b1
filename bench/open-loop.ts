import http from 'node:http';

/**
 * Open-loop load: requests leave at a fixed arrival rate whether or not earlier ones have been answered, and
 * each latency is measured from the moment its request was due (not from when a free connection sent it), so
 * a slow server shows up as queueing delay instead of silently lowering the rate (coordinated omission).
 * Closed-loop latency at N connections only restates throughput (p50 ≈ N ÷ req/s).
 */
export interface OpenLoopResult {
  ratePerS: number;
  durationS: number;
  sent: number;
  completed: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  const value = sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  return Math.round(value * 10) / 10;
}

export async function openLoop(
  url: string,
  headers: Record<string, string>,
  ratePerS: number,
  durationS: number,
): Promise<OpenLoopResult> {
  // Enough sockets that the client never holds a due request back (a held request would still count its wait).
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const target = new URL(url);
  const latencies: number[] = [];
  const total = Math.max(1, Math.round(ratePerS * durationS));
  const intervalMs = 1000 / ratePerS;
  let failures = 0;
  const inFlight: Promise<void>[] = [];
  const start = performance.now();
  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const req = http.request(
        { host: target.hostname, port: target.port, path: target.pathname + target.search, headers, agent },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode! >= 200 && res.statusCode! < 300) latencies.push(performance.now() - due);
            else failures++;
            resolve();
          });
        },
      );
      req.on('error', () => {
        failures++;
        resolve();
      });
      req.end();
    });
  for (let i = 0; i < total; i++) {
    const due = start + i * intervalMs;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    inFlight.push(send(due));
  }
  await Promise.all(inFlight);
  agent.destroy();
  if (failures) throw new Error(`${url}: ${failures} failed requests in the open-loop run`);
  const sorted = latencies.sort((a, b) => a - b);
  return {
    ratePerS: Math.round(ratePerS),
    durationS,
    sent: total,
    completed: sorted.length,
    p50Ms: percentile(sorted, 50),
    p90Ms: percentile(sorted, 90),
    p99Ms: percentile(sorted, 99),
    maxMs: Math.round(sorted[sorted.length - 1] * 10) / 10,
  };
}
