import { afterEach, describe, expect, it } from 'vitest';
import { dateTime, day, slotDay, slotTimes } from './portal-format';

const deviceZone = process.env.TZ;
afterEach(() => {
  if (deviceZone === undefined) delete process.env.TZ;
  else process.env.TZ = deviceZone;
});

describe('portal times: on the organization’s clock, naming its zone', () => {
  const CHICAGO = 'America/Chicago';
  // 9:00 in Chicago on 24 Nov 2026 is midnight of 25 Nov in Tokyo.
  const nineChicago = '2026-11-24T15:00:00.000Z';

  it('shows a 9:00 Chicago visit as 9:00 AM CST to a client whose phone is in Tokyo', () => {
    process.env.TZ = 'Asia/Tokyo';
    expect(dateTime(nineChicago, CHICAGO)).toBe('Nov 24, 2026, 9:00 AM CST');
    expect(day(nineChicago, CHICAGO)).toBe('Nov 24, 2026');
    expect(dateTime(nineChicago, 'UTC')).toBe('Nov 24, 2026, 3:00 PM UTC');
  });

  it('keeps calendar dates as they are and shows nothing as a dash', () => {
    process.env.TZ = 'Pacific/Kiritimati';
    expect(day('2026-11-24', CHICAGO)).toBe('Nov 24, 2026');
    expect(day(null, CHICAGO)).toBe('—');
  });

  it('groups booking slots by the organization’s day and labels them on its clock', () => {
    process.env.TZ = 'Asia/Tokyo';
    expect(slotDay(nineChicago, CHICAGO)).toBe('Tuesday, Nov 24');
    expect(slotTimes(nineChicago, '2026-11-24T17:00:00.000Z', CHICAGO)).toBe('9:00 AM – 11:00 AM CST');
  });
});
