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

export const INVALID_UTF8_MESSAGE = 'Text contains characters that are not allowed';

/**
 * JSON bodies must be UTF-8 (RFC 8259). Fastify's own parser decodes leniently, so a byte sequence that is not
 * UTF-8 became U+FFFD and was stored with a 200; here the bytes are decoded strictly first and such a body is
 * a 400, like the other characters that are not allowed. Parsing itself stays Fastify's (its limits and its
 * __proto__ / constructor poisoning checks).
 */
export function installStrictJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body: Buffer, done) => {
    let text: string;
    try {
      text = utf8.decode(body);
    } catch {
      return done(new AppError('VALIDATION', INVALID_UTF8_MESSAGE), undefined);
    }
    parseJson(req, text, done);
  });
}
