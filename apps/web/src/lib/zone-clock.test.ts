import { afterEach, describe, expect, it } from 'vitest';
import {
  fromWallClock,
  instantOfWall,
  toWallClock,
  zonedDate,
  zonedInstant,
  zonedTime,
} from '@tradeworks/contracts/zone-clock';

const CHICAGO = 'America/Chicago';
const browserZone = process.env.TZ;
/** Node reads TZ afresh when it is assigned: the "browser" zone of the wall-clock dates below. */
function inBrowserZone(zone: string) {
  process.env.TZ = zone;
}
afterEach(() => {
  if (browserZone === undefined) delete process.env.TZ;
  else process.env.TZ = browserZone;
});

const fields = (d: Date) => [d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes()];

describe('tenant time: dates and times on the organization clock', () => {
  it('reads an instant as Chicago dates and times across the March 2026 spring-forward (8 March)', () => {
    // 07:59Z is 01:59 CST; 08:00Z is 03:00 CDT: the clock skips 02:00–02:59.
    expect(zonedTime('2026-03-08T07:59:00Z', CHICAGO)).toBe('01:59');
    expect(zonedTime('2026-03-08T08:00:00Z', CHICAGO)).toBe('03:00');
    expect(zonedDate('2026-03-08T05:59:00Z', CHICAGO)).toBe('2026-03-07');
    expect(zonedDate('2026-03-08T06:00:00Z', CHICAGO)).toBe('2026-03-08');
    // 09:00 the day before (CST, UTC−6) and the day after (CDT, UTC−5).
    expect(zonedInstant('2026-03-07', '09:00', CHICAGO)?.toISOString()).toBe('2026-03-07T15:00:00.000Z');
    expect(zonedInstant('2026-03-09', '09:00', CHICAGO)?.toISOString()).toBe('2026-03-09T14:00:00.000Z');
    expect(zonedInstant('2026-03-08', '01:30', CHICAGO)?.toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(zonedInstant('2026-03-08', '10:00', CHICAGO)?.toISOString()).toBe('2026-03-08T15:00:00.000Z');
    // 02:30 does not exist that night: it is read as the clock after the change shows it (03:30 CDT).
    expect(zonedInstant('2026-03-08', '02:30', CHICAGO)?.toISOString()).toBe('2026-03-08T08:30:00.000Z');
  });

  it('handles the November 2026 fall-back (1 November): the repeated hour takes its first occurrence', () => {
    expect(zonedTime('2026-11-01T06:30:00Z', CHICAGO)).toBe('01:30'); // CDT
    expect(zonedTime('2026-11-01T07:30:00Z', CHICAGO)).toBe('01:30'); // CST, the second 01:30
    expect(zonedInstant('2026-11-01', '01:30', CHICAGO)?.toISOString()).toBe('2026-11-01T06:30:00.000Z');
    expect(zonedInstant('2026-11-01', '00:30', CHICAGO)?.toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(zonedInstant('2026-11-01', '09:00', CHICAGO)?.toISOString()).toBe('2026-11-01T15:00:00.000Z');
    expect(zonedInstant('2026-10-31', '09:00', CHICAGO)?.toISOString()).toBe('2026-10-31T14:00:00.000Z');
    expect(zonedDate('2026-11-02T05:59:00Z', CHICAGO)).toBe('2026-11-01');
    expect(zonedDate('2026-11-02T06:00:00Z', CHICAGO)).toBe('2026-11-02');
  });

  it('refuses malformed dates and times', () => {
    expect(zonedInstant('2026-13-01', '09:00', CHICAGO)).toBeNull();
    expect(zonedInstant('2026-03-01', '9am', CHICAGO)).toBeNull();
    expect(zonedInstant('', '09:00', CHICAGO)).toBeNull();
  });

  for (const browser of ['UTC', 'Asia/Tokyo', 'Europe/Berlin', 'America/Los_Angeles']) {
    it(`draws Chicago's 9:00 at 9:00 for a browser in ${browser}, and maps a drop back, around both DST changes`, () => {
      inBrowserZone(browser);
      if (browser === 'Asia/Tokyo') expect(new Date('2026-03-06T15:00:00Z').getHours()).toBe(0);
      for (const [date, utcHour] of [
        ['2026-03-06', 15], // Friday before spring-forward, CST
        ['2026-03-09', 14], // Monday after, CDT
        ['2026-10-30', 14], // Friday before fall-back, CDT
        ['2026-11-02', 15], // Monday after, CST
      ] as const) {
        const job = new Date(`${date}T${String(utcHour).padStart(2, '0')}:00:00Z`);
        const wall = toWallClock(job, CHICAGO);
        expect(fields(wall)).toEqual([...date.split('-').map(Number), 9, 0]);
        expect(fromWallClock(wall, CHICAGO).toISOString()).toBe(job.toISOString());
        // A drag one hour later on the calendar is 10:00 Chicago.
        const dropped = new Date(wall);
        dropped.setHours(10);
        expect(zonedTime(fromWallClock(dropped, CHICAGO), CHICAGO)).toBe('10:00');
        expect(fromWallClock(dropped, CHICAGO).getTime() - job.getTime()).toBe(3_600_000);
      }
      // Moving a job by a day across the change keeps its clock time, not its distance in hours.
      const friday = toWallClock(new Date('2026-03-06T15:00:00Z'), CHICAGO);
      const monday = new Date(friday);
      monday.setDate(friday.getDate() + 3);
      expect(fromWallClock(monday, CHICAGO).toISOString()).toBe('2026-03-09T14:00:00.000Z');
    });
  }

  it('keeps the zone of the organization when it is not a DST zone (UTC)', () => {
    expect(
      instantOfWall({ year: 2026, month: 3, day: 8, hour: 2, minute: 30, second: 0 }, 'UTC').toISOString(),
    ).toBe('2026-03-08T02:30:00.000Z');
    expect(zonedDate('2026-03-08T23:59:00Z', 'UTC')).toBe('2026-03-08');
  });
});
