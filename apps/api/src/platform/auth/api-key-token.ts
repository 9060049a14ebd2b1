import { randomBytes } from 'node:crypto';

/**
 * An API key: `twk_` and 32 random bytes (base64url). The prefix tells a key from a session token in logs and
 * secret scanners; only the key's SHA-256 (tokens.ts hashToken) is stored, with its first characters to tell
 * keys apart in the list.
 */
export const API_KEY_PREFIX = 'twk_';
export const newApiKey = (): string => `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
export const displayPrefixOf = (key: string): string => key.slice(0, API_KEY_PREFIX.length + 6);
