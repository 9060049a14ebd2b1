import { describe, expect, it } from 'vitest';
import { integerInput, moneyInput, optionalMoneyInput } from '@tradeworks/contracts/catalogue-fields';
import {
  computePurchaseOrderTotals,
  percentToTaxRate,
  taxRatePercentInput,
  taxRateToPercent,
} from '@tradeworks/contracts/purchase-orders';
import { parseTags, priceServiceLines } from '@tradeworks/contracts/services';

/** The pure helpers the API and the forms share (packages/contracts). */
describe('money and number fields', () => {
  const money = moneyInput({ negative: 'Must be non-negative' });

  it('normalizes numbers and strings to decimal strings, refusing more than 2 decimals', () => {
    expect(money.parse(12)).toBe('12.00');
    expect(money.parse(' 0.5 ')).toBe('0.50');
    expect(money.parse('.5')).toBe('0.50');
    expect(money.parse('1.')).toBe('1.00');
    expect(money.safeParse('2.345').error?.issues[0].message).toBe(
      'Amounts can have at most 2 decimal places',
    );
    expect(money.parse('2.340')).toBe('2.34');
    expect(money.parse('99999999.99')).toBe('99999999.99');
  });

  it('refuses negatives, non-numbers and amounts numeric(10,2) cannot hold', () => {
    expect(money.safeParse('-0.01').error?.issues[0].message).toBe('Must be non-negative');
    expect(money.safeParse('1e3').success).toBe(false);
    expect(money.safeParse('').success).toBe(false);
    expect(money.safeParse('100000000').error?.issues[0].message).toBe('Must be at most 99999999.99');
  });

  it('an optional money field treats an empty input as not given', () => {
    const optional = optionalMoneyInput({ negative: 'Price must be non-negative' });
    expect(optional.parse('')).toBeUndefined();
    expect(optional.parse(undefined)).toBeUndefined();
    expect(optional.parse('5')).toBe('5.00');
    expect(optional.safeParse('-5').error?.issues[0].message).toBe('Price must be non-negative');
  });

  it('whole numbers only, from a minimum', () => {
    const stock = integerInput(0, 'Whole number of at least 0');
    expect(stock.parse('7')).toBe(7);
    expect(stock.safeParse('1.5').success).toBe(false);
    expect(stock.safeParse(-1).success).toBe(false);
    expect(stock.safeParse('').success).toBe(false);
  });
});

describe('service helpers', () => {
  it('splits tags on commas, trims them and drops empty ones', () => {
    expect(parseTags(' cooling, seasonal,, ')).toEqual(['cooling', 'seasonal']);
    expect(parseTags(['a,b', ' ', 'c '])).toEqual(['a', 'b', 'c']);
  });

  it('prices composite lines to the cent and sums them', () => {
    const priced = priceServiceLines([
      { quantity: '0.75', rate: '115.00' },
      { quantity: '3', rate: '33.33' },
      { quantity: '0.33', rate: '0.05' },
    ]);
    expect(priced.lines.map((l) => l.total)).toEqual(['86.25', '99.99', '0.02']);
    expect(priced.basePrice).toBe('186.26');
  });
});

describe('purchase-order totals and tax rate', () => {
  it('tax is on the subtotal, rounded once; total adds tax and shipping', () => {
    const totals = computePurchaseOrderTotals(
      [
        { quantity: 3, unitCost: '0.35' },
        { quantity: 1, unitCost: '0.10' },
      ],
      '0.0825',
      '4.99',
    );
    // 1.05 + 0.10 = 1.15; 1.15 × 8.25% = 0.0949 → 0.09
    expect(totals).toMatchObject({ subtotal: '1.15', taxAmount: '0.09', total: '6.23' });
  });

  it('converts between the form’s percentage and the stored fraction', () => {
    expect(percentToTaxRate('8.25')).toBe('0.0825');
    expect(percentToTaxRate('')).toBe('');
    expect(taxRateToPercent('0.0800')).toBe('8');
    expect(taxRateToPercent('0.0825')).toBe('8.25');
    expect(taxRateToPercent('0.0000')).toBe('0');
    expect(taxRatePercentInput.parse('8.25')).toBe('0.0825');
    expect(taxRatePercentInput.parse('')).toBe('');
    expect(taxRatePercentInput.parse(100)).toBe('1.0000');
    expect(taxRatePercentInput.safeParse('101').error?.issues[0].message).toBe(
      'Tax rate must be between 0 and 100',
    );
    expect(taxRatePercentInput.safeParse('-1').success).toBe(false);
  });
});
