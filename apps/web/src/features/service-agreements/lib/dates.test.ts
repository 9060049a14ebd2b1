import { afterEach, describe, expect, it, vi } from 'vitest';
import { oneYearTermEnd, organizationToday } from './dates';

afterEach(() => vi.useRealTimers());

describe('agreement dates', () => {
  it("starts a new agreement on the organization's today, not the device's", () => {
    // 03:00 UTC on Nov 24 is still the evening of Nov 23 in Chicago and already midday in Tokyo.
    vi.useFakeTimers({ now: new Date('2026-11-24T03:00:00Z') });
    expect(organizationToday('America/Chicago')).toBe('2026-11-23');
    expect(organizationToday('Asia/Tokyo')).toBe('2026-11-24');
  });

  it('ends a one-year term the day before the anniversary', () => {
    expect(oneYearTermEnd('2026-11-23')).toBe('2027-11-22');
    expect(oneYearTermEnd('2028-03-01')).toBe('2029-02-28');
  });
});
