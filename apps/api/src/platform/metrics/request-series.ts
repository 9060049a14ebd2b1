/**
 * The last hour of requests in memory, per minute, for the monitoring screen's chart and cards (Prometheus
 * keeps the long history; this is what one process saw). Latency samples per minute are capped, so a busy
 * minute costs a bounded amount of memory; p95 is then computed over that sample.
 */
const MINUTES = 60;
const MAX_SAMPLES_PER_MINUTE = 2000;

interface MinuteBucket {
  minute: number; // epoch minute
  requests: number;
  serverErrors: number;
  clientErrors: number;
  durationSumMs: number;
  samples: number[];
}

export interface SeriesPoint {
  minute: string;
  requests: number;
  serverErrors: number;
  avgMs: number;
  p95Ms: number;
}

export interface WindowSummary {
  requests: number;
  serverErrors: number;
  clientErrors: number;
  /** share of 5xx answers in percent */
  errorRate: number;
  p95Ms: number;
}

export class RequestSeries {
  private buckets: MinuteBucket[] = [];
  /** Requests per second over the last 60 s, as a ring indexed by epoch second. */
  private seconds = new Array<number>(60).fill(0);
  private secondStamps = new Array<number>(60).fill(0);
  total = 0;

  constructor(private now: () => number = Date.now) {}

  record(status: number, durationMs: number): void {
    const t = this.now();
    const second = Math.floor(t / 1000);
    const slot = second % 60;
    if (this.secondStamps[slot] !== second) {
      this.secondStamps[slot] = second;
      this.seconds[slot] = 0;
    }
    this.seconds[slot]++;
    this.total++;
    const bucket = this.bucketFor(Math.floor(t / 60_000));
    bucket.requests++;
    if (status >= 500) bucket.serverErrors++;
    else if (status >= 400) bucket.clientErrors++;
    bucket.durationSumMs += durationMs;
    if (bucket.samples.length < MAX_SAMPLES_PER_MINUTE) bucket.samples.push(durationMs);
    else bucket.samples[Math.floor(Math.random() * MAX_SAMPLES_PER_MINUTE)] = durationMs;
  }

  /** Requests answered in the last 60 seconds. */
  perMinute(): number {
    const second = Math.floor(this.now() / 1000);
    let n = 0;
    for (let i = 0; i < 60; i++) if (this.secondStamps[i] > second - 60) n += this.seconds[i];
    return n;
  }

  /** Totals over the last `minutes` minutes (the current one included). */
  window(minutes: number): WindowSummary {
    const from = Math.floor(this.now() / 60_000) - minutes + 1;
    const recent = this.buckets.filter((b) => b.minute >= from);
    const requests = sum(recent.map((b) => b.requests));
    const serverErrors = sum(recent.map((b) => b.serverErrors));
    return {
      requests,
      serverErrors,
      clientErrors: sum(recent.map((b) => b.clientErrors)),
      errorRate: requests ? round((serverErrors / requests) * 100) : 0,
      p95Ms: round(
        percentile(
          recent.flatMap((b) => b.samples),
          0.95,
        ),
      ),
    };
  }

  /** One point per minute of the last hour, oldest first, with empty minutes as zeros. */
  lastHour(): SeriesPoint[] {
    const current = Math.floor(this.now() / 60_000);
    const byMinute = new Map(this.buckets.map((b) => [b.minute, b]));
    return Array.from({ length: MINUTES }, (_, i) => {
      const minute = current - MINUTES + 1 + i;
      const b = byMinute.get(minute);
      return {
        minute: new Date(minute * 60_000).toISOString(),
        requests: b?.requests ?? 0,
        serverErrors: b?.serverErrors ?? 0,
        avgMs: b?.requests ? round(b.durationSumMs / b.requests) : 0,
        p95Ms: b ? round(percentile(b.samples, 0.95)) : 0,
      };
    });
  }

  private bucketFor(minute: number): MinuteBucket {
    const last = this.buckets[this.buckets.length - 1];
    if (last?.minute === minute) return last;
    const bucket: MinuteBucket = {
      minute,
      requests: 0,
      serverErrors: 0,
      clientErrors: 0,
      durationSumMs: 0,
      samples: [],
    };
    this.buckets.push(bucket);
    while (this.buckets.length && this.buckets[0].minute <= minute - MINUTES) this.buckets.shift();
    return bucket;
  }
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const round = (x: number) => Math.round(x * 100) / 100;

export function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
}
