import type { FastifyInstance } from 'fastify';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacters } from '@tradeworks/contracts/text';
import { AppError } from './app-error';

/**
 * The input boundary every route passes (finding: a NUL anywhere in a query, path or JSON body reached
 * PostgreSQL and answered 500). Runs before authentication and before the route's zod schema, so it also
 * covers `?tenant=` and routes without schemas; refuses with a 400 naming the field.
 */
export function installInputCharacterCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    const where = firstBadPath(req.params, '') ?? firstBadPath(req.query, '') ?? firstBadPath(req.body, '');
    if (where === undefined) return;
    throw new AppError('VALIDATION', CONTROL_CHARACTER_MESSAGE, {
      [where || '_']: CONTROL_CHARACTER_MESSAGE,
    });
  });
}

/** The path ("lineItems.0.description") of the first string or key with a control character. */
export function firstBadPath(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return hasControlCharacters(value) ? path : undefined;
  // Raw bodies (a CSV upload, a webhook's signed bytes) are Buffers: not text fields, and walking one
  // byte by byte took ~40 s for a 10 MB upload.
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value) || depth > 32)
    return undefined;
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, child] of entries) {
    const childPath = path ? `${path}.${key}` : String(key);
    if (typeof key === 'string' && hasControlCharacters(key)) return path || '_';
    const found = firstBadPath(child, childPath, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}
