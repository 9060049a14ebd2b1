/**
 * When the supervisor (cluster.ts) starts a server process again after one died. A process that had become
 * ready and ran a while is replaced at once: one crash is not a pattern. A crash of a process that never
 * became ready, or soon after, lengthens the streak, and each crash in a streak waits twice as long as the
 * one before (1 s, 2 s, 4 s … at most 30 s), so a crash loop (a bad setting, a database that is down at
 * start-up) neither spins the CPU nor floods the log, and ends by itself once the cause is fixed.
 */
export const FIRST_RESTART_DELAY_MS = 1_000;
export const MAX_RESTART_DELAY_MS = 30_000;
/** From this many crashes in a row on, the supervisor logs each restart as an error: something is wrong. */
export const CRASH_LOOP_STREAK = 3;
/** A ready process that lived this long before it died ends a streak. */
export const STABLE_AFTER_MS = 60_000;

export interface CrashHistory {
  /** Crashes in a row of processes that were not ready or not up for long. */
  streak: number;
}

export function restartDelayMs(
  history: CrashHistory,
  crash: { ranMs: number; becameReady: boolean },
): number {
  if (crash.becameReady && crash.ranMs >= STABLE_AFTER_MS) {
    history.streak = 0;
    return 0;
  }
  history.streak++;
  return Math.min(FIRST_RESTART_DELAY_MS * 2 ** (history.streak - 1), MAX_RESTART_DELAY_MS);
}
