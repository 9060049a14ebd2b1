import { z } from 'zod';
import {
  detectPhotoType,
  PORTAL_PHOTO_MAX_BYTES,
  PORTAL_PHOTO_MAX_COUNT,
  PORTAL_PHOTO_MESSAGES,
  type PortalPhotoType,
} from '@tradeworks/contracts/portal-photos';
import { portalServiceRequestSchema } from '@tradeworks/contracts/portal';
import type { PhotoUploadLimits, UploadedPhoto } from '../../http/photo-upload-parser';
import { PortalErrors } from './portal.errors';

/** A photo that passed the checks: the type is the one found in its bytes. */
export interface AcceptedPhoto {
  fileName: string;
  contentType: PortalPhotoType;
  data: Buffer;
}

/** The service request as multipart/form-data: the form's text fields plus up to 5 `photos` files of 10 MB. */
export const SERVICE_REQUEST_UPLOAD: PhotoUploadLimits = {
  textFields: new Set(['serviceType', 'description', 'preferredDate', 'preferredTimes']),
  fileField: 'photos',
  maxFiles: PORTAL_PHOTO_MAX_COUNT,
  maxBytes: PORTAL_PHOTO_MAX_BYTES,
};

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
