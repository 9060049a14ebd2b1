/**
 * How long a search may run: a number of ruin-and-recreate iterations, CPU milliseconds of the searching
 * thread, and a wall-clock deadline as a last resort for the caller waiting on an answer. Progress (0 → 1,
 * what the annealing temperature follows) is the larger of the iteration and CPU shares, so a run that ends on
 * its iterations is exactly reproducible and one that ends on CPU time does not depend on the machine's load.
 * Construction and local search ask `expired()` as they go, so no phase overruns the budget by much.
 */
import { threadCpuMs } from './cpu-clock';

export interface BudgetLimits {
  iterations: number;
  /** CPU milliseconds of this thread; Infinity for none. */
  cpuMs: number;
  /** Wall-clock milliseconds; Infinity for none. */
  wallMs: number;
}

/** Clock readings are cheap but not free (a /proc read): take one every this many calls. */
const CHECK_EVERY = 16;

export class SearchBudget {
  private readonly cpuStart: number;
  private readonly wallStart: number;
  private cpuUsed = 0;
  private calls = 0;
  private over = false;
  iteration = 0;

  constructor(
    readonly limits: BudgetLimits,
    private readonly cpuClock: () => number = threadCpuMs,
    private readonly wallClock: () => number = () => performance.now(),
  ) {
    this.cpuStart = cpuClock();
    this.wallStart = wallClock();
  }

  /** Reads the clocks now (also done every CHECK_EVERY calls of `expired`). */
  private read(): void {
    this.cpuUsed = this.cpuClock() - this.cpuStart;
    if (this.cpuUsed >= this.limits.cpuMs || this.wallClock() - this.wallStart >= this.limits.wallMs)
      this.over = true;
  }

  /** True once any limit is reached; stays true. */
  expired(): boolean {
    if (this.over) return true;
    if (this.iteration >= this.limits.iterations) return (this.over = true);
    if (++this.calls % CHECK_EVERY === 0) this.read();
    return this.over;
  }

  /** Share of the budget spent, 0 → 1: the larger of the iteration and CPU shares. */
  progress(): number {
    const byIterations = this.iteration / this.limits.iterations;
    const byCpu = Number.isFinite(this.limits.cpuMs) ? this.cpuUsed / this.limits.cpuMs : 0;
    return Math.min(1, Math.max(byIterations, byCpu));
  }

  cpuMsUsed(): number {
    this.read();
    return this.cpuUsed;
  }
}
