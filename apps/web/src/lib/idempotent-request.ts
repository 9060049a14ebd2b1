import { ApiError, apiFetch, type ApiFetchOptions } from './api-client';
import { getTenantSlug } from './tenant';

/** Kept equal to the contract by its type; a value import would pull zod into the entry (see tenant.ts). */
const IDEMPOTENCY_HEADER: typeof import('@tradeworks/contracts/idempotency').IDEMPOTENCY_HEADER =
  'Idempotency-Key';

/**
 * Office actions that change a job — assign, start, complete, cancel, unassign, a move on the calendar — send
 * an `Idempotency-Key`, so the server applies each user action once (it stores the answer under the key and
 * replays it; apps/api/src/http/idempotency.ts):
 * - a new click is a new action with a new key;
 * - the same request sent again while the first one's outcome is unknown (still on its way, the connection
 *   dropped, or a 5xx) is a retry of that action and reuses its key: had the first attempt reached the
 *   server, the retry gets its answer instead of changing the job twice or being refused with a 409;
 * - once the server has answered (success, or a 4xx refusal) the key is spent: clicking again is new.
 * Only the latest unsettled action is remembered, in memory and for a few minutes: another action in
 * between, or a reload, starts afresh, so an old key can never replay a stale answer over later changes.
 */

/** How long a request whose outcome is unknown may be retried under its key (the server keeps keys 24 h). */
export const RETRY_WINDOW_MS = 10 * 60_000;

interface Unsettled {
  request: string;
  key: string;
  since: number;
}
let unsettled: Unsettled | null = null;

/** The key for this request: the unsettled one when it is the same request again, else a new one. */
function keyFor(request: string, now: number): string {
  if (unsettled?.request === request && now - unsettled.since < RETRY_WINDOW_MS) return unsettled.key;
  unsettled = { request, key: crypto.randomUUID(), since: now };
  return unsettled.key;
}

/** One user action's request to the API with its Idempotency-Key (see above). */
export async function apiFetchIdempotent<T>(
  path: string,
  options: ApiFetchOptions & { method: 'POST' | 'PATCH' | 'PUT' | 'DELETE' },
): Promise<T> {
  const request = JSON.stringify([
    getTenantSlug(),
    options.method,
    path,
    options.query ?? null,
    options.body ?? null,
  ]);
  const key = keyFor(request, Date.now());
  const spend = () => {
    if (unsettled?.key === key) unsettled = null;
  };
  try {
    const answer = await apiFetch<T>(path, {
      ...options,
      headers: { ...options.headers, [IDEMPOTENCY_HEADER]: key },
    });
    spend();
    return answer;
  } catch (error) {
    // A 4xx is the server's final word on this action; no answer or a 5xx leaves it open to a retry.
    if (error instanceof ApiError && error.status < 500) spend();
    throw error;
  }
}
