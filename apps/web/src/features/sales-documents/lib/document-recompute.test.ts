import { describe, expect, it } from 'vitest';
import { computeDocumentTotals } from '@tradeworks/contracts/line-items';
import { computeQuoteTotals } from '@tradeworks/contracts/quote-options';
import type { TaxComponent } from '@tradeworks/contracts/tax-lines';

/*
 * Issue 31: the quote form stays fast — what it recomputes on every keystroke of a 100-line quote (each row's
 * total, the quote's totals with and without its optional lines, taxed per component of a three-rate group,
 * mixed taxable lines) must take under 16 ms, one frame. Measured in V8 (Node), the engine of the browser
 * the app targets; the median of 200 runs after a warm-up, so one slow run on a loaded machine does not decide.
 * (The amounts themselves are checked against a reference on 1,000 random documents in contracts' tax-lines.test.ts.)
 */
const GROUP: TaxComponent[] = [
  { rateId: 'state', name: 'Texas state sales tax', jurisdiction: 'State of Texas', rate: '0.0625' },
  { rateId: 'city', name: 'City of Austin', jurisdiction: 'City of Austin', rate: '0.0100' },
  { rateId: 'transit', name: 'Capital Metro transit', jurisdiction: 'Capital Metro', rate: '0.0100' },
];

/** 100 lines as the form holds them (typed text), a deterministic mix of quantities, rates and flags. */
function hundredLines() {
  return Array.from({ length: 100 }, (_, i) => ({
    quantity: String((i % 7) + 1) + (i % 3 === 0 ? '.5' : ''),
    rate: `${(i * 37) % 900}.${String((i * 13) % 100).padStart(2, '0')}`,
    taxable: i % 4 !== 0,
    isOptional: i % 10 === 0,
  }));
}

function recompute(lines: ReturnType<typeof hundredLines>) {
  for (const line of lines) computeDocumentTotals([line], 0);
  return computeQuoteTotals(lines, GROUP);
}

describe('recomputing a 100-line quote', () => {
  it('takes under 16 ms (median of 200 runs)', () => {
    const lines = hundredLines();
    for (let i = 0; i < 20; i++) recompute(lines);
    const times: number[] = [];
    for (let i = 0; i < 200; i++) {
      lines[i % 100]!.rate = `${i}.25`; // a keystroke changes one line
      const start = performance.now();
      recompute(lines);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const median = times[100]!;
    const p95 = times[190]!;
    console.info(`100-line quote recompute: median ${median.toFixed(3)} ms, p95 ${p95.toFixed(3)} ms`);
    expect(median).toBeLessThan(16);
  });
});
