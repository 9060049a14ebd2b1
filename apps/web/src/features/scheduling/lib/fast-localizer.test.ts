import { afterEach, describe, expect, it } from 'vitest';
import { dateFnsLocalizer, type DateLocalizer } from 'react-big-calendar';
import { format, getDay, parse, startOfWeek } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { fastLocalizer } from './fast-localizer';

const browserZone = process.env.TZ;
afterEach(() => {
  if (browserZone === undefined) delete process.env.TZ;
  else process.env.TZ = browserZone;
});

const library = () =>
  dateFnsLocalizer({
    format,
    parse,
    startOfWeek: (date: Date) => startOfWeek(date, { weekStartsOn: 1 }),
    getDay,
    locales: { 'en-US': enUS },
  });

/** Deterministic pseudo-random instants within ±3 days of a moment, on minute and some on second steps. */
function instantsAround(iso: string, count: number): Date[] {
  let seed = 42;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const at = Date.parse(iso);
  return Array.from({ length: count }, (_, i) => {
    const minutes = Math.round((next() - 0.5) * 6 * 24 * 60);
    const seconds = i % 5 === 0 ? Math.floor(next() * 60) : 0;
    return new Date(at + minutes * 60_000 + seconds * 1000);
  });
}

/** Whether rebuilding the date from its local fields gives the same instant (not in a repeated hour). */
const sameInstantFromFields = (d: Date) =>
  new Date(
    d.getFullYear(),
    d.getMonth(),
    d.getDate(),
    d.getHours(),
    d.getMinutes(),
    d.getSeconds(),
    d.getMilliseconds(),
  ).getTime() === d.getTime();

type Fn = (...args: unknown[]) => unknown;
const call = (l: DateLocalizer, name: string, ...args: unknown[]) =>
  (l[name as keyof DateLocalizer] as unknown as Fn)(...args);

describe('fast localizer: the same answers as react-big-calendar', () => {
  for (const zone of ['America/Chicago', 'Europe/Berlin', 'UTC', 'Asia/Tokyo']) {
    it(`compares, measures and merges dates as the library does (browser in ${zone}, around DST changes)`, () => {
      process.env.TZ = zone;
      const lib = library();
      const fast = fastLocalizer();
      const all = [
        ...instantsAround('2026-03-08T08:00:00Z', 40),
        ...instantsAround('2026-03-29T01:00:00Z', 40),
        ...instantsAround('2026-11-01T07:00:00Z', 40),
      ];
      // In the hour a fall-back night repeats, the library's own truncation jumps to the first 01:xx (an
      // hour early); ours keeps the instant. Those are checked on their own below.
      const repeated = (d: Date) => !sameInstantFromFields(d);
      const dates = all.filter((d) => !repeated(d));
      for (const d of all.filter(repeated)) {
        const fastDiff = fast.diff(d, new Date(d.getTime() + 90_000), 'seconds');
        expect(fastDiff).toBe(90);
      }
      const units = [undefined, 'milliseconds', 'seconds', 'minutes', 'hours', 'day', 'month'];
      let checks = 0;
      for (let i = 0; i < dates.length; i++) {
        const a = dates[i];
        const b = dates[(i * 7 + 3) % dates.length];
        const c = dates[(i * 13 + 5) % dates.length];
        for (const unit of units) {
          for (const name of ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'diff'])
            expect(
              call(fast, name, a, b, unit),
              `${name}(${a.toISOString()}, ${b.toISOString()}, ${unit})`,
            ).toBe(call(lib, name, a, b, unit));
          const [lo, hi] = b < c ? [b, c] : [c, b];
          expect(call(fast, 'inRange', a, lo, hi, unit)).toBe(call(lib, 'inRange', a, lo, hi, unit));
          checks++;
        }
        const [start, end] = a < b ? [a, b] : [b, a];
        expect(fast.isSameDate(a, b)).toBe(lib.isSameDate(a, b));
        expect(fast.merge(a, b)?.getTime()).toBe(lib.merge(a, b)?.getTime());
        expect(fast.getMinutesFromMidnight(a)).toBe(lib.getMinutesFromMidnight(a));
        expect(fast.getTotalMin(start, end)).toBe(lib.getTotalMin(start, end));
        expect(fast.continuesPrior(a, b)).toBe(lib.continuesPrior(a, b));
        expect(fast.continuesAfter(start, end, c)).toBe(lib.continuesAfter(start, end, c));
        const event = { start, end };
        const range = { start: c, end: new Date(c.getTime() + 86_400_000) };
        expect(call(fast, 'inEventRange', { event, range })).toBe(
          call(lib, 'inEventRange', { event, range }),
        );
      }
      expect(checks).toBe(dates.length * units.length);
    });
  }
});
