import { addDays, dayBounds, localDate } from '../../platform/tenant-clock';

/**
 * The arithmetic of a timesheet (pure, unit-tested): entries cut at the organization's midnights into days;
 * per day the union of everything worked, split into on the job, travel (not during a job) and other (clocked in,
 * neither); then overtime per the organization's rule — daily first (hours beyond the daily limit), then weekly
 * (regular hours beyond the weekly limit, counted in the order they were worked, so a week cut by a pay period
 * gives each part the overtime it really holds).
 */

export interface MathEntry {
  kind: 'travel' | 'on_job' | 'shift';
  startedAt: Date;
  /** null while it runs: counted up to `now`. */
  endedAt: Date | null;
}

export interface OvertimeRule {
  weekStartsOn: number;
  weeklyOvertimeHours: string;
  dailyOvertimeHours: string | null;
}

export interface DayTotals {
  date: string;
  travelMinutes: number;
  onJobMinutes: number;
  otherMinutes: number;
  totalMinutes: number;
  regularMinutes: number;
  overtimeMinutes: number;
}

type Interval = [number, number];

/** Sorted, merged intervals. */
function union(intervals: Interval[]): Interval[] {
  const sorted = intervals.filter(([a, b]) => b > a).sort((x, y) => x[0] - y[0]);
  const out: Interval[] = [];
  for (const [a, b] of sorted) {
    const last = out[out.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

const length = (intervals: Interval[]) => intervals.reduce((sum, [a, b]) => sum + (b - a), 0);

/** |A ∪ B| − |B|: the part of A outside B (both merged). */
const outside = (a: Interval[], b: Interval[]) => length(union([...a, ...b])) - length(b);

const minutes = (ms: number) => Math.round(ms / 60_000);

/** The first day of the week that holds `date`, by the organization's week start (0 = Sunday). */
export function weekStartOf(date: string, weekStartsOn: number): string {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return addDays(date, -((weekday - weekStartsOn + 7) % 7));
}

/** Every date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** Minutes per kind for each day from `from` to `to` in `zone`, without overtime yet. */
export function dayTotals(
  entries: readonly MathEntry[],
  from: string,
  to: string,
  zone: string,
  now: Date,
): Array<Omit<DayTotals, 'regularMinutes' | 'overtimeMinutes'>> {
  const spans = entries.map((e) => ({
    kind: e.kind,
    span: [e.startedAt.getTime(), Math.min((e.endedAt ?? now).getTime(), now.getTime())] as Interval,
  }));
  return datesBetween(from, to).map((date) => {
    const { start, end } = dayBounds(date, zone);
    const clip = (kind: MathEntry['kind']) =>
      union(
        spans
          .filter((s) => s.kind === kind)
          .map(({ span: [a, b] }): Interval => [Math.max(a, start.getTime()), Math.min(b, end.getTime())]),
      );
    const onJob = clip('on_job');
    const travel = clip('travel');
    const shift = clip('shift');
    const worked = union([...onJob, ...travel, ...shift]);
    const onJobMinutes = minutes(length(onJob));
    const travelMinutes = minutes(outside(travel, onJob));
    const totalMinutes = minutes(length(worked));
    return {
      date,
      travelMinutes,
      onJobMinutes,
      otherMinutes: Math.max(0, totalMinutes - onJobMinutes - travelMinutes),
      totalMinutes,
    };
  });
}

/**
 * Regular and overtime minutes of each day, the days being whole weeks (as `weekStartOf` cuts them) in order.
 * Daily overtime first, then weekly overtime on the regular minutes beyond the weekly limit.
 */
export function withOvertime(
  days: ReadonlyArray<Omit<DayTotals, 'regularMinutes' | 'overtimeMinutes'>>,
  rule: OvertimeRule,
): DayTotals[] {
  const weekly = Math.round(Number(rule.weeklyOvertimeHours) * 60);
  const daily = rule.dailyOvertimeHours === null ? null : Math.round(Number(rule.dailyOvertimeHours) * 60);
  let week = '';
  let regularSoFar = 0;
  return days.map((day) => {
    const thisWeek = weekStartOf(day.date, rule.weekStartsOn);
    if (thisWeek !== week) {
      week = thisWeek;
      regularSoFar = 0;
    }
    const dailyOvertime = daily === null ? 0 : Math.max(0, day.totalMinutes - daily);
    let regular = day.totalMinutes - dailyOvertime;
    const weeklyOvertime = Math.max(0, regularSoFar + regular - weekly) - Math.max(0, regularSoFar - weekly);
    regular -= weeklyOvertime;
    regularSoFar += day.totalMinutes - dailyOvertime;
    return { ...day, regularMinutes: regular, overtimeMinutes: dailyOvertime + weeklyOvertime };
  });
}

/** The whole weeks that hold `from` … `to` (overtime needs every day of a week). */
export function weeksAround(from: string, to: string, weekStartsOn: number): { from: string; to: string } {
  return { from: weekStartOf(from, weekStartsOn), to: addDays(weekStartOf(to, weekStartsOn), 6) };
}

/** Sums of day totals. */
export function sumDays(days: readonly DayTotals[]) {
  const sum = (key: keyof Omit<DayTotals, 'date'>) => days.reduce((s, d) => s + d[key], 0);
  return {
    travelMinutes: sum('travelMinutes'),
    onJobMinutes: sum('onJobMinutes'),
    otherMinutes: sum('otherMinutes'),
    totalMinutes: sum('totalMinutes'),
    regularMinutes: sum('regularMinutes'),
    overtimeMinutes: sum('overtimeMinutes'),
  };
}

/** The local date an entry belongs to (its start), which decides its week for approval. */
export const entryDate = (startedAt: Date, zone: string) => localDate(startedAt, zone);
