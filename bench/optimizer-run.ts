/**
 * `tsx bench/optimizer-run.ts OUT.json [bench:vrp options]`: runs the optimiser benchmark and writes its
 * result to OUT.json only (not bench/results.json), so several sets can run at once and be merged after.
 */
import { writeFileSync } from 'node:fs';
import { benchOptimizer, parseOptimizerArgs } from './optimizer';

const [out, ...rest] = process.argv.slice(2);
if (!out) throw new Error('usage: tsx bench/optimizer-run.ts OUT.json [--set …]');
writeFileSync(out, `${JSON.stringify(await benchOptimizer(parseOptimizerArgs(rest)), null, 2)}\n`);
