import type { AdminMetrics } from '@tradeworks/contracts/super-admin-console';

const W = 600;
const H = 140;
const PAD = 4;

/**
 * The last hour per minute as a small SVG: bars for requests, a line for p95 latency (each on its own
 * scale). No chart library: 60 points do not need one.
 */
export function RequestChart({ series }: { series: AdminMetrics['series'] }) {
  const maxRequests = Math.max(1, ...series.map((p) => p.requests));
  const maxLatency = Math.max(1, ...series.map((p) => p.p95Ms));
  const step = (W - PAD * 2) / series.length;
  const y = (v: number, max: number) => H - PAD - (v / max) * (H - PAD * 2);
  const line = series
    .map(
      (p, i) =>
        `${i === 0 ? 'M' : 'L'}${(PAD + i * step + step / 2).toFixed(1)},${y(p.p95Ms, maxLatency).toFixed(1)}`,
    )
    .join(' ');
  const total = series.reduce((a, p) => a + p.requests, 0);
  return (
    <figure className="grid gap-2">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="h-36 w-full"
        role="img"
        aria-label={`Requests per minute over the last hour: ${total} in total, busiest minute ${maxRequests}; p95 latency up to ${maxLatency} ms`}
        preserveAspectRatio="none"
      >
        {series.map((p, i) => {
          const top = y(p.requests, maxRequests);
          return (
            <rect
              key={p.minute}
              x={PAD + i * step + 1}
              y={top}
              width={Math.max(step - 2, 1)}
              height={H - PAD - top}
              className={p.serverErrors ? 'fill-destructive/70' : 'fill-primary/60'}
            >
              <title>{`${new Date(p.minute).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}: ${p.requests} requests, p95 ${p.p95Ms} ms`}</title>
            </rect>
          );
        })}
        <path
          d={line}
          fill="none"
          className="stroke-warning"
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <figcaption className="flex flex-wrap gap-4 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <span className="inline-block size-2.5 rounded-sm bg-primary/60" aria-hidden="true" /> Requests per
          minute (max {maxRequests})
        </span>
        <span className="inline-flex items-center gap-1">
          <span className="inline-block h-0.5 w-3 bg-warning" aria-hidden="true" /> p95 latency (max{' '}
          {maxLatency} ms)
        </span>
        <span className="inline-flex items-center gap-1">
          <span className="inline-block size-2.5 rounded-sm bg-destructive/70" aria-hidden="true" /> Minutes
          with server errors
        </span>
      </figcaption>
    </figure>
  );
}
