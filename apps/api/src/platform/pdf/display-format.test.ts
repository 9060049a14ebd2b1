import { describe, expect, it } from 'vitest';
import {
  formatDisplayDate,
  formatDisplayDateTime,
  formatTaxRate,
  taxLabel,
} from '@tradeworks/contracts/display-format';
import { documentDate, totalsRows } from '../../modules/sales-documents/document-pdf';

/* Issue 19: one way to show dates and tax rates — the same helper on screens, in PDFs and in alerts. */

describe('formatDisplayDate', () => {
  it('shows a calendar date as that day wherever it runs', () => {
    expect(formatDisplayDate('2026-11-24')).toBe('Nov 24, 2026');
    expect(formatDisplayDate('2026-11-24', { timeZone: 'Pacific/Kiritimati' })).toBe('Nov 24, 2026');
    expect(formatDisplayDate('2026-11-24', { long: true })).toBe('November 24, 2026');
  });

  it('shows a moment as its day in the tenant’s zone', () => {
    const lateEvening = '2026-11-25T03:30:00.000Z'; // 9:30 PM on Nov 24 in Chicago
    expect(formatDisplayDate(lateEvening, { timeZone: 'America/Chicago' })).toBe('Nov 24, 2026');
    expect(formatDisplayDate(new Date(lateEvening), { timeZone: 'UTC' })).toBe('Nov 25, 2026');
    expect(formatDisplayDateTime(lateEvening, { timeZone: 'America/Chicago' })).toBe('Nov 24, 2026, 9:30 PM');
  });

  it('names the zone when asked, for a reader who may be elsewhere (the portal’s visit times)', () => {
    const nineChicago = '2026-11-24T15:00:00.000Z';
    expect(formatDisplayDateTime(nineChicago, { timeZone: 'America/Chicago', zoneName: true })).toBe(
      'Nov 24, 2026, 9:00 AM CST',
    );
    expect(
      formatDisplayDateTime('2026-07-07T14:00:00Z', { timeZone: 'America/Chicago', zoneName: true }),
    ).toBe('Jul 7, 2026, 9:00 AM CDT');
    expect(formatDisplayDateTime(nineChicago, { timeZone: 'UTC', zoneName: true })).toBe(
      'Nov 24, 2026, 3:00 PM UTC',
    );
  });

  it('is empty for nothing or nonsense', () => {
    expect(formatDisplayDate(null)).toBe('');
    expect(formatDisplayDate('not a date')).toBe('');
  });

  it('is what the PDFs print', () => {
    expect(documentDate('2026-04-05')).toBe('Apr 5, 2026');
    expect(documentDate(new Date('2026-11-25T03:30:00Z'), false, 'America/Chicago')).toBe('Nov 24, 2026');
  });
});

describe('formatTaxRate', () => {
  it('shows the exact rate with at least one decimal', () => {
    expect(formatTaxRate('0.0825')).toBe('8.25%');
    expect(formatTaxRate('0.08')).toBe('8.0%');
    expect(formatTaxRate('0.085')).toBe('8.5%');
    expect(formatTaxRate('0')).toBe('0.0%');
    expect(formatTaxRate('0.1')).toBe('10.0%');
    expect(taxLabel('0.0825')).toBe('Tax (8.25%)');
  });

  it('labels the PDF totals the same way', () => {
    const rows = totalsRows({
      kind: 'quote',
      subtotal: '100.00',
      taxRate: '0.0825',
      taxAmount: '8.25',
      total: '108.25',
    } as Parameters<typeof totalsRows>[0]);
    expect(rows[1]).toEqual(['Tax (8.25%)', '$8.25']);
  });
});
