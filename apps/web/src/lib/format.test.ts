import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime, formatVisitTime } from './format';

const deviceZone = process.env.TZ;
afterEach(() => {
  if (deviceZone === undefined) delete process.env.TZ;
  else process.env.TZ = deviceZone;
});

describe('formatVisitTime: a job’s time on the organization’s clock', () => {
  // 9:00 in Chicago on 24 Nov 2026 (CST, UTC−6) is 00:00 on 25 Nov in Tokyo.
  const nineChicago = '2026-11-24T15:00:00.000Z';

  it('reads 9:00 for a 9:00 Chicago visit on a device in Tokyo, whatever the device says', () => {
    process.env.TZ = 'Asia/Tokyo';
    expect(formatVisitTime(nineChicago, 'America/Chicago')).toBe('Nov 24, 2026, 9:00 AM');
    expect(formatVisitTime(nineChicago, 'America/Chicago', { zoneName: true })).toBe(
      'Nov 24, 2026, 9:00 AM CST',
    );
    // The device clock (personal and record times) would have said the next day at midnight.
    expect(formatDateTime(nineChicago)).toBe('Nov 25, 2026, 12:00 AM');
  });

  it('follows the organization’s daylight time and is empty for nothing', () => {
    process.env.TZ = 'UTC';
    expect(formatVisitTime('2026-07-07T14:00:00Z', 'America/Chicago', { zoneName: true })).toBe(
      'Jul 7, 2026, 9:00 AM CDT',
    );
    expect(formatVisitTime(null, 'America/Chicago')).toBe('');
  });
});
