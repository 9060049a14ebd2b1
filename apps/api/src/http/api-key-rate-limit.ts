import { AppError } from './app-error';

/** 429 with a Retry-After header (the error handler sets it from retryAfterSeconds). */
export class ApiKeyRateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      'RATE_LIMITED',
      `Too many requests with this API key. Try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`,
    );
  }
}

const WINDOW_MS = 60_000;
const MAX_KEYS = 10_000;

/**
 * Requests per API key in fixed one-minute windows, in this process's memory: a runaway integration is
 * slowed without a database write per request. With several processes (WEB_CONCURRENCY) each counts its own
 * share, so the limit a key meets is at most processes × limit.
 */
export class ApiKeyRateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  /** `limited` makes the error of a refused request (other per-credential limits: calendar feeds). */
  constructor(
    private readonly limited: (retryAfterSeconds: number) => Error = (s) => new ApiKeyRateLimitedError(s),
  ) {}

  /** Counts one request of `keyId`; throws (ApiKeyRateLimitedError) past `perMinute` this minute. */
  take(keyId: string, perMinute: number, now = Date.now()): void {
    let window = this.windows.get(keyId);
    if (!window || now - window.start >= WINDOW_MS) {
      if (!window && this.windows.size >= MAX_KEYS) this.dropExpired(now);
      window = { start: now, count: 0 };
      this.windows.set(keyId, window);
    }
    window.count += 1;
    if (window.count > perMinute) {
      throw this.limited(Math.max(1, Math.ceil((window.start + WINDOW_MS - now) / 1000)));
    }
  }

  private dropExpired(now: number): void {
    for (const [key, window] of this.windows) if (now - window.start >= WINDOW_MS) this.windows.delete(key);
    // Still full (10,000 keys busy this minute): the oldest goes.
    if (this.windows.size >= MAX_KEYS) this.windows.delete(this.windows.keys().next().value as string);
  }
}
