import { describe, expect, it } from 'vitest';
import { dayLabel, plusDays, weekLabel, weekStartOf } from './week';

describe('timesheet weeks', () => {
  it('finds the first day of the week for any starting weekday', () => {
    // 2026-11-26 is a Thursday.
    expect(weekStartOf('2026-11-26', 1)).toBe('2026-11-23');
    expect(weekStartOf('2026-11-26', 0)).toBe('2026-11-22');
    expect(weekStartOf('2026-11-26', 4)).toBe('2026-11-26');
    expect(weekStartOf('2026-11-26', 5)).toBe('2026-11-20');
  });

  it('counts days across month, year and daylight-saving changes', () => {
    expect(plusDays('2026-12-28', 6)).toBe('2027-01-03');
    expect(plusDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(plusDays('2026-11-23', -7)).toBe('2026-11-16');
  });

  it('labels the week and its days', () => {
    expect(weekLabel('2026-11-23')).toBe('Nov 23 – Nov 29, 2026');
    expect(dayLabel('2026-11-23')).toBe('Mon, Nov 23');
  });
});
