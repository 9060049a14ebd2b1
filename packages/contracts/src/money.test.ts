import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('groups thousands and keeps two decimals', () => {
    expect(formatMoney('1234.5')).toBe('$1,234.50');
    expect(formatMoney('1234567.89')).toBe('$1,234,567.89');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney('-1234.5')).toBe('-$1,234.50');
  });

  it('rounds half away from zero as decimals, never truncating or going through floating point', () => {
    // 1.005 is 1.00499999… as a float: Intl/toFixed would show $1.00.
    expect(formatMoney('1.005')).toBe('$1.01');
    expect(formatMoney('2.675')).toBe('$2.68');
    expect(formatMoney('-2.675')).toBe('-$2.68');
    expect(formatMoney('0.999')).toBe('$1.00');
    // Beyond what a double holds exactly.
    expect(formatMoney('90071992547409.93')).toBe('$90,071,992,547,409.93');
  });

  it('shows $0.00 for nothing or for what is not a number', () => {
    expect(formatMoney(null)).toBe('$0.00');
    expect(formatMoney(undefined)).toBe('$0.00');
    expect(formatMoney('')).toBe('$0.00');
    expect(formatMoney('abc')).toBe('$0.00');
    expect(formatMoney('-0.001')).toBe('$0.00');
  });
});
