import { describe, expect, it } from 'vitest';
import { dayTotals, weekStartOf, weeksAround, withOvertime, type MathEntry } from './timesheet-math';

const at = (iso: string) => new Date(iso);
const entry = (kind: MathEntry['kind'], from: string, to: string | null): MathEntry => ({
  kind,
  startedAt: at(from),
  endedAt: to ? at(to) : null,
});
const rule = { weekStartsOn: 1, weeklyOvertimeHours: '40.00', dailyOvertimeHours: null };

describe('timesheet math', () => {
  it('splits a day into on the job, travel outside jobs and other clocked-in time', () => {
    const [day] = dayTotals(
      [
        entry('shift', '2026-03-02T08:00:00Z', '2026-03-02T17:00:00Z'),
        entry('travel', '2026-03-02T08:30:00Z', '2026-03-02T09:10:00Z'),
        // The technician tapped Start before the travel closed: the overlap counts as on the job once.
        entry('on_job', '2026-03-02T09:00:00Z', '2026-03-02T11:00:00Z'),
        // On a job after clock-out: still worked time.
        entry('on_job', '2026-03-02T16:30:00Z', '2026-03-02T18:00:00Z'),
      ],
      '2026-03-02',
      '2026-03-02',
      'UTC',
      at('2026-03-03T00:00:00Z'),
    );
    expect(day).toEqual({
      date: '2026-03-02',
      onJobMinutes: 210,
      travelMinutes: 30,
      totalMinutes: 600,
      otherMinutes: 360,
    });
  });

  it('cuts entries at the organization’s midnight and counts a running entry up to now', () => {
    const days = dayTotals(
      [
        entry('on_job', '2026-03-03T04:00:00Z', '2026-03-03T07:00:00Z'), // 23:00–02:00 in New York
        entry('shift', '2026-03-03T14:00:00Z', null),
      ],
      '2026-03-02',
      '2026-03-03',
      'America/New_York',
      at('2026-03-03T15:30:00Z'),
    );
    expect(days.map((d) => [d.date, d.onJobMinutes, d.otherMinutes])).toEqual([
      ['2026-03-02', 60, 0],
      ['2026-03-03', 120, 90],
    ]);
  });

  it('weekly overtime goes to the last hours of the week; daily overtime comes first', () => {
    const days = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07'].map(
      (date, i) => ({
        date,
        travelMinutes: 0,
        onJobMinutes: 0,
        otherMinutes: 0,
        totalMinutes: i === 5 ? 300 : 9 * 60,
      }),
    );
    const weekly = withOvertime(days, rule);
    // 5 × 9 h = 45 h by Friday: 5 h overtime on Friday; Saturday's 5 h all overtime.
    expect(weekly.map((d) => d.overtimeMinutes)).toEqual([0, 0, 0, 0, 300, 300]);
    expect(weekly.reduce((s, d) => s + d.regularMinutes, 0)).toBe(40 * 60);
    const daily = withOvertime(days, { ...rule, dailyOvertimeHours: '8.00' });
    // 1 h daily overtime each weekday; the regular 8 h days reach 40 h on Friday; Saturday is weekly overtime.
    expect(daily.map((d) => d.overtimeMinutes)).toEqual([60, 60, 60, 60, 60, 300]);
    expect(daily.reduce((s, d) => s + d.regularMinutes, 0)).toBe(40 * 60);
  });

  it('finds the week start by the organization’s rule', () => {
    expect(weekStartOf('2026-03-04', 1)).toBe('2026-03-02');
    expect(weekStartOf('2026-03-04', 0)).toBe('2026-03-01');
    expect(weekStartOf('2026-03-01', 1)).toBe('2026-02-23');
    expect(weeksAround('2026-03-04', '2026-03-10', 1)).toEqual({ from: '2026-03-02', to: '2026-03-15' });
  });
});
