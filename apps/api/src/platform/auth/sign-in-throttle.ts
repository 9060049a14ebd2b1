import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { hashToken } from './tokens';

/**
 * Database-backed throttling with exponential backoff (shared by every server process). A key allows
 * `free` failures; each further failure doubles the wait before the next attempt — 5 s, 10 s, 20 s … up to
 * MAX_DELAY_SECONDS (reached after 8 more failures). Counts older than a day start again. Keys are stored as SHA-256 hashes.
 */
export interface ThrottleKey {
  key: string;
  free: number;
}

export const FIRST_DELAY_SECONDS = 5;
export const MAX_DELAY_SECONDS = 15 * 60;
const FORGET_AFTER = sql`interval '24 hours'`;

/** The wait a key imposes after `failures` failures, in seconds. */
export function backoffSeconds(failures: number, free: number): number {
  // `free` failures are allowed: the attempt after the last of them already waits (5 failed sign-ins, then
  // the 6th attempt is a 429, as docs/operations/security.md says).
  if (failures < free) return 0;
  return Math.min(FIRST_DELAY_SECONDS * 2 ** (failures - free), MAX_DELAY_SECONDS);
}

/** Seconds to wait before another attempt on any of `keys`, or 0. */
export async function throttleWait(tx: Tx, keys: ThrottleKey[]): Promise<number> {
  if (!keys.length) return 0;
  const hashes = keys.map((k) => hashToken(k.key));
  const { rows } = await tx.execute<{ key_hash: string; failures: number; elapsed: number }>(sql`
    select key_hash, failures, extract(epoch from now() - last_failure_at)::float8 as elapsed
    from sign_in_throttles
    where key_hash in (${sql.join(
      hashes.map((h) => sql`${h}`),
      sql`, `,
    )}) and last_failure_at > now() - ${FORGET_AFTER}`);
  let wait = 0;
  for (const row of rows) {
    const key = keys[hashes.indexOf(row.key_hash)];
    const remaining = backoffSeconds(Number(row.failures), key.free) - Number(row.elapsed);
    wait = Math.max(wait, remaining);
  }
  return wait > 0 ? Math.ceil(wait) : 0;
}

export async function recordThrottleFailure(tx: Tx, keys: ThrottleKey[]): Promise<void> {
  for (const { key } of keys) {
    await tx.execute(sql`
      insert into sign_in_throttles (key_hash, failures, last_failure_at) values (${hashToken(key)}, 1, now())
      on conflict (key_hash) do update set
        failures = case when sign_in_throttles.last_failure_at < now() - ${FORGET_AFTER} then 1
                        else sign_in_throttles.failures + 1 end,
        last_failure_at = now()`);
  }
  // Old counts are forgotten anyway; now and then remove them so the table stays small.
  if (Math.random() < 0.02) {
    await tx.execute(sql`delete from sign_in_throttles where last_failure_at < now() - ${FORGET_AFTER}`);
  }
}

export async function resetThrottle(tx: Tx, keys: string[]): Promise<void> {
  for (const key of keys) {
    await tx.execute(sql`delete from sign_in_throttles where key_hash = ${hashToken(key)}`);
  }
}

/** "Try again in 8 seconds." / "Try again in 15 minutes." */
export function retryText(seconds: number): string {
  if (seconds < 60) return `Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  const minutes = Math.ceil(seconds / 60);
  return `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
