/**
 * Pure layout of the time views (day, week, technician lanes): where a job sits in its column and how
 * overlapping jobs share the column's width. Minutes are minutes since the column's midnight on the tenant's
 * wall clock (see contracts/zone-clock.ts).
 */

/** The calendar's time step: drops, resizes and selections snap to it. */
export const STEP_MINUTES = 15;

export interface Span {
  id: string;
  start: number;
  end: number;
}

export interface Placed {
  /** Which of the cluster's side-by-side columns the job takes, and how many the cluster has. */
  column: number;
  columns: number;
  /** The cluster (jobs linked by overlaps), numbered from the top of the column. */
  cluster: number;
}

/**
 * Overlapping jobs side by side: jobs are taken by start (longer first on a tie) into the first sub-column
 * that is free by then; a cluster (jobs linked by overlaps) shares one column count. `minLength` is the
 * shortest a job is drawn (a 15-minute job is drawn taller than 15 minutes), so labels never overlap.
 */
export function layoutColumn(spans: readonly Span[], minLength = 0): Map<string, Placed> {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const placed = new Map<string, Placed>();
  let cluster: Array<{ id: string; column: number }> = [];
  let columnEnds: number[] = [];
  let clusterEnd = -Infinity;
  let clusterNo = -1;
  const close = () => {
    if (cluster.length) clusterNo++;
    for (const c of cluster)
      placed.set(c.id, { column: c.column, columns: columnEnds.length, cluster: clusterNo });
    cluster = [];
    columnEnds = [];
  };
  for (const span of sorted) {
    const end = Math.max(span.end, span.start + minLength);
    if (span.start >= clusterEnd) close();
    let column = columnEnds.findIndex((columnEnd) => columnEnd <= span.start);
    if (column === -1) {
      column = columnEnds.length;
      columnEnds.push(end);
    } else columnEnds[column] = end;
    cluster.push({ id: span.id, column });
    clusterEnd = cluster.length === 1 ? end : Math.max(clusterEnd, end);
  }
  close();
  return placed;
}

/** The most jobs any cluster of the column puts side by side (0 for an empty column). */
export function widestCluster(placed: ReadonlyMap<string, Placed>): number {
  let widest = 0;
  for (const p of placed.values()) widest = Math.max(widest, p.columns);
  return widest;
}

export interface Grouped {
  /** Jobs drawn, with their place among `columns` side-by-side columns. */
  shown: Map<string, { column: number; columns: number }>;
  /** Per crowded cluster: the jobs folded into one "+N more" box, drawn in the last side-by-side column. */
  folded: Array<{ ids: string[]; column: number; columns: number }>;
}

/**
 * A crowded cluster folded so no job is narrower than a readable box: at most `fit` side-by-side columns;
 * when a cluster needs more, its first `fit - 1` columns are drawn and the jobs of the rest are folded into
 * a "+N more" box in the last one (which opens the day). `fit` below 2 is taken as 2.
 */
export function groupCrowded(placed: ReadonlyMap<string, Placed>, fit: number): Grouped {
  const max = Math.max(2, Math.floor(fit));
  const shown = new Map<string, { column: number; columns: number }>();
  const folds = new Map<number, string[]>();
  for (const [id, p] of placed) {
    if (p.columns <= max) shown.set(id, { column: p.column, columns: p.columns });
    else if (p.column < max - 1) shown.set(id, { column: p.column, columns: max });
    else {
      const ids = folds.get(p.cluster);
      if (ids) ids.push(id);
      else folds.set(p.cluster, [id]);
    }
  }
  const folded = [...folds.values()].map((ids) => ({ ids, column: max - 1, columns: max }));
  return { shown, folded };
}

/** Minutes since midnight of a wall-clock date. */
export const minuteOfDay = (d: Date) => d.getHours() * 60 + d.getMinutes();

/** The nearest step (15 minutes), within [min, max]. */
export function snapMinute(minute: number, min: number, max: number): number {
  const snapped = Math.round(minute / STEP_MINUTES) * STEP_MINUTES;
  return Math.min(max, Math.max(min, snapped));
}

/** The wall-clock date of `minute` minutes after the midnight of `day` (a wall-clock date). */
export function atMinute(day: Date, minute: number): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), Math.floor(minute / 60), minute % 60);
}

/**
 * The first and last minute the time views show, from the business-hours setting's min and max (wall-clock
 * times of 1970-01-01); a day that ends at 23:59 ("24 hours") is shown to midnight.
 */
export function visibleMinutes(min: Date, max: Date): { first: number; last: number } {
  const last = minuteOfDay(max);
  return { first: minuteOfDay(min), last: last >= 23 * 60 + 59 ? 24 * 60 : last };
}

/** The index range [first, last] of equal-width items a viewport shows, widened by `overscan` on each side. */
export function visibleRange(
  offset: number,
  viewport: number,
  itemSize: number,
  count: number,
  overscan = 1,
): { first: number; last: number } {
  if (count === 0 || itemSize <= 0) return { first: 0, last: -1 };
  const first = Math.max(0, Math.floor(offset / itemSize) - overscan);
  const last = Math.min(count - 1, Math.ceil((offset + viewport) / itemSize) - 1 + overscan);
  return { first, last };
}
