import { describe, expect, it } from 'vitest';
import { REPORT_MAX_DAYS, REPORT_MESSAGES } from '@tradeworks/contracts/reports';
import { monthStart, reportPeriod } from './report-period';

describe('reportPeriod', () => {
  it('falls back to today and the report’s own start when the URL has no whole dates', () => {
    expect(reportPeriod({ from: '', to: '2026-02-3' }, '2026-11-27', monthStart)).toEqual({
      from: '2026-11-01',
      to: '2026-11-27',
      problem: null,
    });
  });

  it('keeps the dates the URL gives and says when from is after to', () => {
    expect(reportPeriod({ from: '2026-03-02', to: '2026-03-01' }, '2026-11-27', monthStart)).toEqual({
      from: '2026-03-02',
      to: '2026-03-01',
      problem: REPORT_MESSAGES.range,
    });
  });

  it('refuses a period of the longest allowed length or more, and allows one day less', () => {
    const to = '2026-12-31';
    const daysBack = (n: number) =>
      new Date(Date.parse(`${to}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
    expect(reportPeriod({ from: daysBack(REPORT_MAX_DAYS), to }, to, monthStart).problem).toBe(
      REPORT_MESSAGES.rangeTooLong,
    );
    expect(reportPeriod({ from: daysBack(REPORT_MAX_DAYS - 1), to }, to, monthStart).problem).toBeNull();
  });
});
