import { z } from 'zod';

/**
 * The `Idempotency-Key` header, one for every change a client may send twice: the offline queue of /my-day,
 * the office's job actions and card payments. The API reads it in one place (apps/api/src/http/idempotency.ts).
 */

/** The header a client sends with a change it may have to retry. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** The header on a replayed answer. */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';

export const IDEMPOTENCY_MESSAGES = {
  key: 'Idempotency-Key must be 8 to 200 letters, digits, dashes or underscores',
  reused: 'This Idempotency-Key was already used for a different request',
} as const;

export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,200}$/, IDEMPOTENCY_MESSAGES.key);
