import { describe, expect, it } from 'vitest';
import { computeDocumentTotals } from './line-items';
import { combinedRate, type TaxComponent } from './tax-lines';

/**
 * The reference calculation: the documented rule (tax-lines.ts) written independently — plain integers in
 * Number (every value here stays far below 2^53), decimals parsed by hand, rounding half away from zero as
 * floor((2n + d) / 2d) on non-negative integers.
 */
const units = (text: string, scale: number) => {
  const [whole, frac = ''] = text.split('.');
  return Number(whole) * 10 ** scale + Number((frac + '0000').slice(0, scale) || '0');
};
const roundDiv = (n: number, d: number) => Math.floor((2 * n + d) / (2 * d));
const cents = (n: number) => `${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`;

function reference(lines: Array<{ quantity: string; rate: string; taxable: boolean }>, rates: string[]) {
  const totals = lines.map((l) => roundDiv(units(l.quantity, 2) * units(l.rate, 2), 100));
  const subtotal = totals.reduce((a, b) => a + b, 0);
  const taxable = totals.reduce((a, b, i) => (lines[i].taxable ? a + b : a), 0);
  const amounts = rates.map((rate) => roundDiv(taxable * units(rate, 4), 10_000));
  const tax = amounts.reduce((a, b) => a + b, 0);
  return {
    subtotal: cents(subtotal),
    taxable: cents(taxable),
    amounts: amounts.map(cents),
    tax: cents(tax),
    total: cents(subtotal + tax),
  };
}

/** A small deterministic generator (mulberry32), so a failure names the document that broke. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const decimal = (random: () => number, max: number, scale: number) => {
  const n = Math.floor(random() * max * 10 ** scale);
  const text = String(n).padStart(scale + 1, '0');
  return `${text.slice(0, -scale)}.${text.slice(-scale)}`;
};

describe('per-line, per-component tax (the documented rule)', () => {
  it('matches the reference calculation on 1,000 random documents of three components', () => {
    const random = generator(31);
    for (let doc = 0; doc < 1000; doc++) {
      const lines = Array.from({ length: 1 + Math.floor(random() * 12) }, () => ({
        quantity: decimal(random, 40, 2) === '0.00' ? '1.00' : decimal(random, 40, 2),
        rate: decimal(random, 2500, 2),
        taxable: random() < 0.7,
      }));
      // State, county and city: e.g. 6.25% + 0.5% + 1.0%, drawn with 4 decimals.
      const rates = [decimal(random, 0.08, 4), decimal(random, 0.02, 4), decimal(random, 0.02, 4)];
      const components: TaxComponent[] = rates.map((rate, i) => ({
        rateId: `r${i}`,
        name: ['State', 'County', 'City'][i],
        jurisdiction: null,
        rate,
      }));
      const ours = computeDocumentTotals(lines, components);
      const expected = reference(lines, rates);
      const context = `document ${doc}: ${JSON.stringify({ lines, rates })}`;
      expect(ours.subtotal, context).toBe(expected.subtotal);
      expect(ours.taxableSubtotal, context).toBe(expected.taxable);
      expect(
        ours.taxLines.map((line) => line.amount),
        context,
      ).toEqual(expected.amounts);
      expect(ours.taxAmount, context).toBe(expected.tax);
      expect(ours.total, context).toBe(expected.total);
      // The components add up to the document's tax to the cent.
      const sum = ours.taxLines.reduce((s, line) => s + units(line.amount, 2), 0);
      expect(cents(sum), context).toBe(ours.taxAmount);
    }
  });

  it('rounds each component once on the taxable subtotal, half away from zero', () => {
    // 10.00 taxable: 6.25% → 0.625 → 0.63; 0.5% → 0.05; 1.05% → 0.105 → 0.11. Per line it would differ.
    const totals = computeDocumentTotals(
      [
        { quantity: '1', rate: '10.00', taxable: true },
        { quantity: '2', rate: '40.00', taxable: false },
      ],
      [
        { rateId: 'a', name: 'State', jurisdiction: 'TX', rate: '0.0625' },
        { rateId: 'b', name: 'County', jurisdiction: null, rate: '0.0050' },
        { rateId: 'c', name: 'City', jurisdiction: null, rate: '0.0105' },
      ],
    );
    expect(totals.taxableSubtotal).toBe('10.00');
    expect(totals.taxLines.map((l) => [l.name, l.amount, l.taxableAmount])).toEqual([
      ['State', '0.63', '10.00'],
      ['County', '0.05', '10.00'],
      ['City', '0.11', '10.00'],
    ]);
    expect(totals).toMatchObject({ subtotal: '90.00', taxAmount: '0.79', total: '90.79' });
  });

  it('a single taxRate is one component: the same figures as before tax groups', () => {
    const lines = [
      { quantity: '3', rate: '33.33' },
      { quantity: '1.5', rate: '19.99' },
    ];
    const totals = computeDocumentTotals(lines, '0.0825');
    // 99.99 + 29.99 (29.985 rounded) = 129.98; × 8.25% = 10.72335 → 10.72.
    expect(totals).toMatchObject({ subtotal: '129.98', taxAmount: '10.72', total: '140.70' });
    expect(totals.taxLines).toEqual([
      {
        rateId: null,
        name: 'Tax',
        jurisdiction: null,
        rate: '0.0825',
        taxableAmount: '129.98',
        amount: '10.72',
      },
    ]);
  });

  it('no components (a tax-exempt client) means no tax', () => {
    const totals = computeDocumentTotals([{ quantity: '1', rate: '100' }], []);
    expect(totals).toMatchObject({ taxAmount: '0.00', total: '100.00', taxLines: [] });
  });

  it('the combined rate is the exact sum of the components', () => {
    expect(combinedRate([{ rate: '0.0625' }, { rate: '0.0050' }, { rate: '0.0100' }])).toBe('0.0775');
    expect(combinedRate([])).toBe('0.0000');
  });
});
