import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/** Whether any account exists yet (set-up is offered only while none does). */
export async function anyUserExists(tx: Tx): Promise<boolean> {
  const result = await tx.execute<{ exists: boolean }>(sql`select exists (select 1 from users) as "exists"`);
  return Boolean(result.rows[0]?.exists);
}

/** Serialises set-ups for the rest of the transaction: two simultaneous ones end with exactly one. */
export async function lockSetup(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(727274)`);
}
