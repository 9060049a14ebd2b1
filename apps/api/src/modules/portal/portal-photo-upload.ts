import Busboy from '@fastify/busboy';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  detectPhotoType,
  PORTAL_PHOTO_MAX_BYTES,
  PORTAL_PHOTO_MAX_COUNT,
  PORTAL_PHOTO_MESSAGES,
  type PortalPhotoType,
} from '@tradeworks/contracts/portal-photos';
import { portalServiceRequestSchema } from '@tradeworks/contracts/portal';
import { PortalErrors } from './portal.errors';

/** A file part of the upload as read: its bytes (none when it was over the limit) and what the browser said. */
export interface UploadedPhoto {
  fileName: string;
  data: Buffer;
  tooLarge: boolean;
}

/** A photo that passed the checks: the type is the one found in its bytes. */
export interface AcceptedPhoto {
  fileName: string;
  contentType: PortalPhotoType;
  data: Buffer;
}

const TEXT_FIELDS = new Set(['serviceType', 'description', 'preferredDate', 'preferredTimes']);

/**
 * The service request as multipart/form-data: the form's text fields plus up to 5 `photos` files. Read
 * here, in the content-type parser (so the request's body is a plain object before validation, and the
 * app-wide control-character check and the route's zod schema see it like a JSON body). Busboy's limits
 * bound the memory: at most 5 files of 10 MB are kept; a 6th file or a larger one is only flagged and
 * drained, and becomes a 400 with a clear message in `acceptPhotos`.
 */
export function installPhotoUploadParser(scope: FastifyInstance): void {
  scope.addContentTypeParser('multipart/form-data', (req, payload, done) => {
    let busboy: ReturnType<typeof Busboy>;
    try {
      busboy = Busboy({
        headers: req.headers as { 'content-type': string },
        limits: {
          fields: 20,
          fieldSize: 16 * 1024,
          files: PORTAL_PHOTO_MAX_COUNT,
          fileSize: PORTAL_PHOTO_MAX_BYTES,
          parts: 40,
        },
      });
    } catch {
      done(PortalErrors.uploadUnreadable(), undefined);
      return;
    }
    const fields: Record<string, string> = {};
    const photos: UploadedPhoto[] = [];
    const reading: Promise<void>[] = [];
    let tooManyPhotos = false;
    let finished = false;
    const fail = () => {
      payload.resume();
      done(PortalErrors.uploadUnreadable(), undefined);
    };
    const finish = (error: Error | null) => {
      if (finished) return;
      finished = true;
      if (error) return fail();
      Promise.all(reading).then(() => done(null, { ...fields, photos, tooManyPhotos }), fail);
    };
    busboy.on('field', (name, value) => {
      // An empty optional field is a field left blank, as null is in the JSON form of this request.
      if (TEXT_FIELDS.has(name) && value !== '') fields[name] = value;
    });
    busboy.on('file', (name, stream, fileName) => {
      if (name !== 'photos') {
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

/** A name to show and to put in Content-Disposition: no path, no control characters, not too long. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return clean.slice(0, 200) || 'photo';
}

/**
 * The request's body, from JSON (no photos) or from the multipart form. The photos are checked in
 * `acceptPhotos`, so that every problem has the form's own message.
 */
export const serviceRequestUploadSchema = portalServiceRequestSchema.extend({
  photos: z
    .array(
      z.object({
        fileName: z.string(),
        data: z.custom<Buffer>((v) => Buffer.isBuffer(v), 'Attach photos as files'),
        tooLarge: z.boolean(),
      }),
      { error: 'Attach photos as files' },
    )
    .default([]),
  tooManyPhotos: z.boolean().default(false),
});

/** Too many, too large, or not an image by its bytes → 400 with the message the form shows under Photos. */
export function acceptPhotos(upload: { photos: UploadedPhoto[]; tooManyPhotos: boolean }): AcceptedPhoto[] {
  if (upload.tooManyPhotos || upload.photos.length > PORTAL_PHOTO_MAX_COUNT) {
    throw PortalErrors.photosRefused(PORTAL_PHOTO_MESSAGES.tooMany);
  }
  return upload.photos.map((photo) => {
    if (photo.tooLarge || photo.data.length > PORTAL_PHOTO_MAX_BYTES) {
      throw PortalErrors.photosRefused(PORTAL_PHOTO_MESSAGES.tooLarge(photo.fileName));
    }
    const contentType = detectPhotoType(photo.data);
    if (!contentType) throw PortalErrors.photosRefused(PORTAL_PHOTO_MESSAGES.wrongType(photo.fileName));
    return { fileName: photo.fileName, contentType, data: photo.data };
  });
}
