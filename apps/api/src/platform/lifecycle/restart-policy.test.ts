import { describe, expect, it } from 'vitest';
import { MAX_RESTART_DELAY_MS, STABLE_AFTER_MS, restartDelayMs, type CrashHistory } from './restart-policy';

describe('the supervisor’s restart policy', () => {
  it('waits twice as long after each crash in a row, at most 30 s, and restarts a process that had run a while at once', () => {
    const history: CrashHistory = { streak: 0 };
    const early = { ranMs: 500, becameReady: false };
    const delays = Array.from({ length: 8 }, () => restartDelayMs(history, early));
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
    expect(Math.max(...delays)).toBe(MAX_RESTART_DELAY_MS);
    // Ready but dead soon after: still the streak.
    expect(restartDelayMs(history, { ranMs: 5_000, becameReady: true })).toBe(30_000);
    // Ready and up for a while: one crash is not a loop.
    expect(restartDelayMs(history, { ranMs: STABLE_AFTER_MS, becameReady: true })).toBe(0);
    expect(history.streak).toBe(0);
    expect(restartDelayMs(history, early)).toBe(1_000);
  });
});
