import { and, eq, lt, ne, sql } from 'drizzle-orm';
import { SESSION_IDLE_DAYS } from '@tradeworks/contracts/auth';
import type { Database, Tx } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { hashToken, newToken } from './tokens';

/** Sessions are touched at most this often, so reads do not turn into writes on every request. */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export async function createSession(
  tx: Tx,
  options: { userId: string; userAgent?: string; ipAddress?: string },
): Promise<string> {
  const token = newToken();
  await tx.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: options.userId,
    userAgent: options.userAgent?.slice(0, 400),
    ipAddress: options.ipAddress,
  });
  await tx.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, options.userId));
  return token;
}

export type SessionUser = typeof users.$inferSelect;

/** The user behind a session token, or null when the token is unknown or idle for more than 30 days. */
export async function findSessionUser(
  tx: Tx,
  token: string,
): Promise<{ user: SessionUser; tokenHash: string; touched: boolean } | null> {
  const tokenHash = hashToken(token);
  const [row] = await tx
    .select({ user: users, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        sql`${sessions.lastSeenAt} > now() - make_interval(days => ${SESSION_IDLE_DAYS})`,
      ),
    );
  if (!row) return null;
  const touched = Date.now() - row.lastSeenAt.getTime() > SESSION_TOUCH_INTERVAL_MS;
  if (touched) {
    await tx.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.tokenHash, tokenHash));
  }
  return { user: row.user, tokenHash, touched };
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.platform((tx) => tx.delete(sessions).where(eq(sessions.tokenHash, hashToken(token))));
}

export async function deleteIdleSessions(db: Database): Promise<void> {
  await db.platform((tx) =>
    tx
      .delete(sessions)
      .where(lt(sessions.lastSeenAt, sql`now() - make_interval(days => ${SESSION_IDLE_DAYS})`)),
  );
}

/** Signs the user out everywhere except the session `keepTokenHash` (null: everywhere); returns how many. */
export async function deleteOtherSessions(tx: Tx, userId: string, keepTokenHash: string | null) {
  const removed = await tx
    .delete(sessions)
    .where(
      keepTokenHash
        ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash))
        : eq(sessions.userId, userId),
    )
    .returning({ tokenHash: sessions.tokenHash });
  return removed.length;
}
