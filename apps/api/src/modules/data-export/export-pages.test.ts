import { describe, expect, it } from 'vitest';
import { EXPORT_PAGE_BUDGET_MS, nextPageRows } from './export-stream';

describe('PGlite export pages', () => {
  it('sizes the next page to hold the connection for about the budget', () => {
    expect(nextPageRows(2000, EXPORT_PAGE_BUDGET_MS / 3)).toBe(6000);
    expect(nextPageRows(9000, EXPORT_PAGE_BUDGET_MS * 1.5)).toBe(6000);
    expect(nextPageRows(4000, EXPORT_PAGE_BUDGET_MS)).toBe(4000);
  });

  it('stays within bounds, and keeps the size when the time is unknown', () => {
    expect(nextPageRows(2000, 1)).toBe(20_000);
    expect(nextPageRows(2000, 10_000)).toBe(500);
    expect(nextPageRows(3000, 0)).toBe(3000);
  });
});
