import Busboy from '@fastify/busboy';
import type { FastifyInstance } from 'fastify';
import { validation } from './app-error';

/** A file part of an upload as read: its bytes (none when it was over the limit) and the name the browser gave. */
export interface UploadedPhoto {
  fileName: string;
  data: Buffer;
  tooLarge: boolean;
}

export interface PhotoUploadLimits {
  /** The text fields kept (others are ignored); an empty one is left out, as null is in the JSON form. */
  textFields: ReadonlySet<string>;
  /** The name of the file field (`photos` on a portal request, `photo` on a technician's upload). */
  fileField: string;
  maxFiles: number;
  maxBytes: number;
}

/**
 * Reads a multipart/form-data body of text fields and photo files in the content-type parser (so the body is a
 * plain object before validation, and the app-wide control-character check and the route's zod schema see it like
 * a JSON body): `{ ...fields, photos: UploadedPhoto[], tooManyPhotos }`. Busboy's limits bound the memory: at most
 * `maxFiles` files of `maxBytes` are kept; one more or a larger one is only flagged and drained, for the route
 * to answer with its own message. Register it in the route's own scope (only that route reads multipart).
 */
export function installPhotoUploadParser(scope: FastifyInstance, limits: PhotoUploadLimits): void {
  scope.addContentTypeParser('multipart/form-data', (req, payload, done) => {
    let busboy: ReturnType<typeof Busboy>;
    try {
      busboy = Busboy({
        headers: req.headers as { 'content-type': string },
        limits: {
          fields: 20,
          fieldSize: 16 * 1024,
          files: limits.maxFiles,
          fileSize: limits.maxBytes,
          parts: 40,
        },
      });
    } catch {
      done(uploadUnreadable(), undefined);
      return;
    }
    const fields: Record<string, string> = {};
    const photos: UploadedPhoto[] = [];
    const reading: Promise<void>[] = [];
    let tooManyPhotos = false;
    let finished = false;
    const fail = () => {
      payload.resume();
      done(uploadUnreadable(), undefined);
    };
    const finish = (error: Error | null) => {
      if (finished) return;
      finished = true;
      if (error) return fail();
      Promise.all(reading).then(() => done(null, { ...fields, photos, tooManyPhotos }), fail);
    };
    busboy.on('field', (name, value) => {
      if (limits.textFields.has(name) && value !== '') fields[name] = value;
    });
    busboy.on('file', (name, stream, fileName) => {
      if (name !== limits.fileField) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      const read = new Promise<void>((resolve, reject) => {
        stream.on('data', (chunk: Buffer) => {
          if (!stream.truncated) chunks.push(chunk);
        });
        stream.on('error', reject);
        stream.on('end', () => {
          photos.push({
            fileName: cleanFileName(fileName),
            data: stream.truncated ? Buffer.alloc(0) : Buffer.concat(chunks),
            tooLarge: stream.truncated,
          });
          resolve();
        });
      });
      // A broken form rejects it while nobody awaits it yet; the parser's own error answers the request.
      read.catch(() => {});
      reading.push(read);
    });
    busboy.on('filesLimit', () => {
      tooManyPhotos = true;
    });
    busboy.on('error', (e: unknown) => finish(e instanceof Error ? e : new Error(String(e))));
    busboy.on('finish', () => finish(null));
    payload.on('error', (e: Error) => finish(e));
    payload.pipe(busboy);
  });
}

const uploadUnreadable = () => validation('The upload could not be read');

/** A name to show and to put in Content-Disposition: no path, no control characters, not too long. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return clean.slice(0, 200) || 'photo';
}
