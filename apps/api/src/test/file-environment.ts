import { afterAll } from 'vitest';

/**
 * Test files share a worker process (vitest.config.ts: isolate false), so what one file sets in process.env
 * (Stripe keys pointed at its stand-in, an OIDC issuer) must not reach the next: each file ends with the
 * environment it started with.
 */
const atStart = { ...process.env };

afterAll(() => {
  for (const key of Object.keys(process.env)) if (!(key in atStart)) delete process.env[key];
  Object.assign(process.env, atStart);
});
