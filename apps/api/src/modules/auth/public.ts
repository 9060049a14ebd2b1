/** What other modules may use of auth (the boundary rule: scripts/check-imports.mjs). */
export { buildCurrentUser } from './current-user';
export { RateLimitedError } from './auth.errors';
