import { createHash, randomBytes } from 'node:crypto';

/** Random opaque tokens; only their SHA-256 is stored, so a database leak yields no usable session or link. */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
