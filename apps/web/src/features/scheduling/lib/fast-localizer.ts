import { dateFnsLocalizer, type DateLocalizer } from 'react-big-calendar';
import { format, getDay, parse, startOfWeek } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { WEEK_STARTS_ON } from './schedule-url';

/**
 * The calendar's date localizer: date-fns for formats and weeks, plus faster versions of the comparisons
 * react-big-calendar runs for every event on every draw. Its own versions copy each date several times per
 * comparison (startOf via setHours, setMinutes…); a week of 500 jobs ran ~3,500 `inRange` checks and as
 * many `eq`/`lt` per draw, a noticeable share of the re-draw. These give the same answers (the unit test
 * checks them against the library's) with one field read or one Date per side.
 *
 * All of them work on browser-local fields, which hold the tenant's wall clock (see contracts/zone-clock.ts).
 */

type Unit = string | undefined;
type D = Date | string | number;
const toDate = (d: D): Date => (d instanceof Date ? d : new Date(d));

const MILLI: Record<string, number> = {
  seconds: 1000,
  minutes: 60_000,
  hours: 3_600_000,
  day: 86_400_000,
};

/** The start of the unit containing `d`, as a timestamp, for the units the views compare in. */
export function createTruncate(base: DateLocalizer) {
  return function truncate(value: D, unit: Unit): number {
    const d = toDate(value);
    switch (unit) {
      case undefined:
      case 'milliseconds':
        return d.getTime();
      case 'seconds':
      case 'minutes':
      case 'hours':
        // Whole-minute offsets (every zone since 1972): seconds and minutes truncate on the timestamp.
        if (unit !== 'hours') return Math.floor(d.getTime() / MILLI[unit]) * MILLI[unit];
        return new Date(d.getFullYear(), d.getMonth(), d.getDate(), d.getHours()).getTime();
      case 'day':
        return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
      default:
        return +base.startOf(d, unit as never);
    }
  };
}

export function fastLocalizer(): DateLocalizer {
  const localizer = dateFnsLocalizer({
    format,
    parse,
    startOfWeek: (date: Date) => startOfWeek(date, { weekStartsOn: WEEK_STARTS_ON }),
    getDay,
    locales: { 'en-US': enUS },
  });
  const base = { ...localizer } as DateLocalizer;
  const truncate = createTruncate(base);
  const sameDay = (a: Date, b: Date) =>
    a.getDate() === b.getDate() && a.getMonth() === b.getMonth() && a.getFullYear() === b.getFullYear();

  const eq = (a: D, b: D, unit?: Unit) => truncate(a, unit) === truncate(b, unit);
  const neq = (a: D, b: D, unit?: Unit) => truncate(a, unit) !== truncate(b, unit);
  const lt = (a: D, b: D, unit?: Unit) => truncate(a, unit) < truncate(b, unit);
  const lte = (a: D, b: D, unit?: Unit) => truncate(a, unit) <= truncate(b, unit);
  const gt = (a: D, b: D, unit?: Unit) => truncate(a, unit) > truncate(b, unit);
  const gte = (a: D, b: D, unit?: Unit) => truncate(a, unit) >= truncate(b, unit);
  const diff = (a: Date, b: Date, unit?: Unit) => {
    if (!unit || unit === 'milliseconds') return Math.abs(+a - +b);
    const milli = MILLI[unit];
    if (!milli) return base.diff(a, b, unit as never);
    // Rounded as the library does: a day across a DST change is 23 or 25 hours long.
    return Math.round(Math.abs(truncate(a, unit) / milli - truncate(b, unit) / milli));
  };
  const inRange = (day: D, min?: D | null, max?: D | null, unit: Unit = 'day') =>
    (!min || gte(day, min, unit)) && (!max || lte(day, max, unit));
  const dstOffset = (a: Date, b: Date) => a.getTimezoneOffset() - b.getTimezoneOffset();

  const fast: Partial<Record<keyof DateLocalizer, unknown>> = {
    eq,
    neq,
    lt,
    lte,
    gt,
    gte,
    diff,
    inRange,
    isSameDate: (a: D, b: D) => sameDay(toDate(a), toDate(b)),
    merge: (date: Date | null, time: Date | null) => {
      if (date == null && time == null) return null;
      const d = date ?? new Date();
      const t = time ?? new Date();
      return new Date(
        d.getFullYear(),
        d.getMonth(),
        d.getDate(),
        t.getHours(),
        t.getMinutes(),
        t.getSeconds(),
        t.getMilliseconds(),
      );
    },
    getMinutesFromMidnight: (start: Date) => {
      const dayStart = new Date(start.getFullYear(), start.getMonth(), start.getDate());
      return diff(dayStart, start, 'minutes') + dstOffset(dayStart, start);
    },
    getTotalMin: (start: Date, end: Date) => diff(start, end, 'minutes') + dstOffset(start, end),
    continuesPrior: (start: Date, first: Date) => lt(start, first, 'day'),
    continuesAfter: (start: Date, end: Date, last: Date) =>
      eq(start, end, 'minutes') ? gte(end, last, 'minutes') : gt(end, last, 'minutes'),
    inEventRange: ({
      event: { start, end },
      range: { start: rangeStart, end: rangeEnd },
    }: {
      event: { start: Date; end: Date };
      range: { start: Date; end: Date };
    }) => {
      const startsBeforeEnd = lte(start, rangeEnd, 'day');
      // A job of no length at the range's start still counts, as in the library.
      const endsAfterStart = neq(truncate(start, 'day'), end, 'minutes')
        ? gt(end, rangeStart, 'minutes')
        : gte(end, rangeStart, 'minutes');
      return startsBeforeEnd && endsAfterStart;
    },
  };
  return Object.assign(localizer, fast);
}
