import type { Database } from '../db/client';
import type { RequestAuth } from './request-auth';

/**
 * Sessions a process looked up recently, so a read (GET/HEAD) need not look its session up again: the
 * lookup was one round trip and half of a cheap request's cost. Nothing is trusted on memory alone: a
 * request served from here carries the `auth_epoch` it was read at into its own tenant transaction, whose
 * first statement fails unless no session, user, tenant, membership or role changed since (migration 0023),
 * and a request that ran no such transaction proves the same before its answer leaves (auth-proof.ts). So a
 * sign-out, a removed member or a changed role takes effect on the very next request, in every process.
 *
 * Entries are keyed by the session cookie's token itself, not its hash: hashing it (sha256) on every read was
 * a measurable share of a cheap request, and the token is in this process's memory with every request anyway.
 * Only the database keeps hashes, so that a copy of it opens no session.
 *
 * An entry lives at most ENTRY_TTL_MS: the session's idle expiry and its last-seen touch are days and
 * minutes, so they move on at the next full lookup. Super admins (whose entry to other tenants is audited)
 * and refused tenants are never kept.
 */
export const ENTRY_TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  auth: RequestAuth;
  epoch: string;
  expiresAt: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  get(token: string, slug: string | null, now = Date.now()): Entry | undefined {
    const key = keyOf(token, slug);
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(token: string, slug: string | null, auth: RequestAuth, epoch: string, now = Date.now()): void {
    if (!auth.tenant || auth.user.isSuperAdmin) return;
    const key = keyOf(token, slug);
    this.entries.delete(key);
    // Oldest first (a Map keeps insertion order): past the bound the oldest entry goes.
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { auth, epoch, expiresAt: now + ENTRY_TTL_MS });
  }

  forget(token: string, slug: string | null): void {
    this.entries.delete(keyOf(token, slug));
  }

  get size(): number {
    return this.entries.size;
  }
}

const keyOf = (token: string, slug: string | null) => `${slug ?? ''} ${token}`;

// One cache per database: test processes open many databases whose epochs all start at 0.
const caches = new WeakMap<Database, SessionCache>();

export function sessionCacheOf(db: Database): SessionCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new SessionCache();
    caches.set(db, cache);
  }
  return cache;
}
