import { afterEach, describe, expect, it } from 'vitest';
import { zoneLabel } from '@tradeworks/contracts/zone-clock';
import { formatDateTime, formatTime, fromZonedInputs, toZonedInputs } from './dispatch-labels';

const CHICAGO = 'America/Chicago';
const deviceZone = process.env.TZ;
/** Node reads TZ afresh when it is assigned: the zone of the dispatcher's laptop in these tests. */
function onDeviceIn(zone: string) {
  process.env.TZ = zone;
}
afterEach(() => {
  if (deviceZone === undefined) delete process.env.TZ;
  else process.env.TZ = deviceZone;
});

describe("dispatching form and labels: the organization's clock, not the device's", () => {
  for (const device of ['Asia/Tokyo', 'UTC', 'Europe/Berlin', 'America/Los_Angeles']) {
    it(`a laptop in ${device} reads and types a 9:00 Chicago job as 9:00`, () => {
      onDeviceIn(device);
      // 7 Dec 2026 09:00 CST (UTC−6) = 15:00Z.
      expect(toZonedInputs('2026-12-07T15:00:00.000Z', CHICAGO)).toEqual({
        date: '2026-12-07',
        time: '09:00',
      });
      expect(fromZonedInputs('2026-12-07', '09:00', CHICAGO)).toBe('2026-12-07T15:00:00.000Z');
      // Summer time: 9:00 CDT (UTC−5) = 14:00Z.
      expect(toZonedInputs('2026-07-15T14:00:00.000Z', CHICAGO)).toEqual({
        date: '2026-07-15',
        time: '09:00',
      });
      expect(fromZonedInputs('2026-07-15', '09:00', CHICAGO)).toBe('2026-07-15T14:00:00.000Z');
      expect(formatDateTime('2026-12-07T15:00:00.000Z', CHICAGO)).toBe('Dec 7, 9:00 AM');
      expect(formatTime('2026-12-07T15:00:00.000Z', CHICAGO)).toBe('9:00 AM');
    });
  }

  it("keeps the Chicago date where Tokyo's is already the next day", () => {
    onDeviceIn('Asia/Tokyo');
    // 20:00 Chicago on 7 Dec is 11:00 on 8 Dec in Tokyo: the form shows (and saves) the 7th at 20:00.
    const iso = fromZonedInputs('2026-12-07', '20:00', CHICAGO);
    expect(iso).toBe('2026-12-08T02:00:00.000Z');
    expect(toZonedInputs(iso, CHICAGO)).toEqual({ date: '2026-12-07', time: '20:00' });
    expect(formatDateTime(iso, CHICAGO)).toBe('Dec 7, 8:00 PM');
    // What the browser's own reading would have saved: 20:00 Tokyo, 11:00Z, i.e. 5:00 AM in Chicago.
    expect(new Date('2026-12-07T20:00').toISOString()).toBe('2026-12-07T11:00:00.000Z');
  });

  it('round-trips every quarter hour of a day with a clock change (8 March 2026, spring forward)', () => {
    onDeviceIn('Asia/Tokyo');
    for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
      const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      const iso = fromZonedInputs('2026-03-08', time, CHICAGO);
      // 02:00–02:45 do not exist that night in Chicago: they read as the clock after the change (03:xx).
      const expected = time.startsWith('02:') ? `03:${time.slice(3)}` : time;
      expect(toZonedInputs(iso, CHICAGO)).toEqual({ date: '2026-03-08', time: expected });
    }
  });

  it('names the zone when asked: short names on times, the long name for form hints', () => {
    onDeviceIn('Asia/Tokyo');
    expect(formatDateTime('2026-12-07T15:00:00.000Z', CHICAGO, { withZone: true })).toBe(
      'Dec 7, 9:00 AM CST',
    );
    expect(formatTime('2026-07-15T14:00:00.000Z', CHICAGO, { withZone: true })).toBe('9:00 AM CDT');
    expect(zoneLabel(CHICAGO)).toBe('Central Time (America/Chicago)');
    expect(zoneLabel('UTC')).toBe('UTC');
  });

  it('leaves missing or malformed values empty', () => {
    expect(toZonedInputs(null, CHICAGO)).toEqual({ date: '', time: '' });
    expect(fromZonedInputs('', '09:00', CHICAGO)).toBeNull();
    expect(fromZonedInputs('2026-12-07', '', CHICAGO)).toBeNull();
    expect(fromZonedInputs('2026-13-07', '09:00', CHICAGO)).toBeNull();
    expect(formatDateTime(null, CHICAGO)).toBe('—');
    expect(formatTime(null, CHICAGO)).toBe('—');
  });
});
