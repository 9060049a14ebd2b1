/**
 * Counts failed sign-ins per e-mail and per client address in a sliding window.
 * In-process: with several server processes each keeps its own count, which still bounds guessing.
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_ADDRESS = 30;

export class LoginRateLimiter {
  private failures = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Seconds until another attempt is allowed, or 0. */
  retryAfter(email: string, address: string): number {
    const byEmail = this.recent(`e:${email}`);
    const byAddress = this.recent(`a:${address}`);
    const blocked: number[] = [];
    if (byEmail.length >= MAX_FAILURES_PER_EMAIL)
      blocked.push(byEmail[byEmail.length - MAX_FAILURES_PER_EMAIL]);
    if (byAddress.length >= MAX_FAILURES_PER_ADDRESS)
      blocked.push(byAddress[byAddress.length - MAX_FAILURES_PER_ADDRESS]);
    if (!blocked.length) return 0;
    return Math.ceil((Math.max(...blocked) + LOGIN_WINDOW_MS - this.now()) / 1000);
  }

  recordFailure(email: string, address: string): void {
    for (const key of [`e:${email}`, `a:${address}`])
      this.failures.set(key, [...this.recent(key), this.now()]);
  }

  recordSuccess(email: string): void {
    this.failures.delete(`e:${email}`);
  }

  private recent(key: string): number[] {
    const cutoff = this.now() - LOGIN_WINDOW_MS;
    const kept = (this.failures.get(key) ?? []).filter((t) => t > cutoff);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }
}
