import { describe, expect, it } from 'vitest';
import { quietHoursEnd } from './quiet-hours';

describe('quiet hours on the organization clock', () => {
  it('holds an evening text in Chicago until 08:00 the next local morning', () => {
    // 2026-03-10 22:30 CDT = 03:30 UTC on the 11th.
    const end = quietHoursEnd(new Date('2026-03-11T03:30:00Z'), 'America/Chicago', '21:00', '08:00');
    expect(end?.toISOString()).toBe('2026-03-11T13:00:00.000Z');
  });

  it('lets a Chicago afternoon text go while the same instant is night in Tokyo', () => {
    // 15:00 CDT = 05:00 JST the next day.
    const now = new Date('2026-03-10T20:00:00Z');
    expect(quietHoursEnd(now, 'America/Chicago', '21:00', '08:00')).toBeNull();
    expect(quietHoursEnd(now, 'Asia/Tokyo', '21:00', '08:00')?.toISOString()).toBe(
      '2026-03-10T23:00:00.000Z',
    );
  });

  it('ends the same day after midnight, and knows a same-day window', () => {
    const early = new Date('2026-03-10T17:30:00Z'); // 02:30 JST on the 11th
    expect(quietHoursEnd(early, 'Asia/Tokyo', '21:00', '08:00')?.toISOString()).toBe(
      '2026-03-10T23:00:00.000Z',
    );
    const lunch = new Date('2026-03-10T03:30:00Z'); // 12:30 JST
    expect(quietHoursEnd(lunch, 'Asia/Tokyo', '12:00', '13:00')?.toISOString()).toBe(
      '2026-03-10T04:00:00.000Z',
    );
    expect(quietHoursEnd(lunch, 'Asia/Tokyo', '08:00', '08:00')).toBeNull();
    expect(quietHoursEnd(new Date('2026-03-10T13:00:00Z'), 'America/Chicago', '21:00', '08:00')).toBeNull();
  });
});
