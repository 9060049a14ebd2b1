import { z } from 'zod';
import {
  detectPhotoType,
  PORTAL_PHOTO_MAX_BYTES,
  PORTAL_PHOTO_MESSAGES,
} from '@tradeworks/contracts/photo-types';
import { JOB_PHOTO_MESSAGES, jobPhotoUploadFieldsSchema } from '@tradeworks/contracts/job-photos';
import type { PhotoUploadLimits, UploadedPhoto } from '../../http/photo-upload-parser';
import { encodePhoto, type EncodedPhoto } from '../../platform/images/photo-encoding';
import { JobPhotoErrors } from './job-photos.errors';

/** One `photo` file of at most 10 MB (the portal's limit) with the text fields of the upload. */
export const JOB_PHOTO_UPLOAD: PhotoUploadLimits = {
  textFields: new Set(['id', 'tag', 'caption', 'equipmentId', 'takenAt']),
  fileField: 'photo',
  maxFiles: 1,
  maxBytes: PORTAL_PHOTO_MAX_BYTES,
};

/** What the parser made of the form; the file is checked in `readUploadedPhoto` for the form's own messages. */
export const jobPhotoUploadBodySchema = jobPhotoUploadFieldsSchema.extend({
  photos: z
    .array(
      z.object({
        fileName: z.string(),
        data: z.custom<Buffer>((v) => Buffer.isBuffer(v), 'Attach the photo as a file'),
        tooLarge: z.boolean(),
      }),
      { error: 'Attach the photo as a file' },
    )
    .default([]),
  tooManyPhotos: z.boolean().default(false),
});
export type JobPhotoUploadBody = z.output<typeof jobPhotoUploadBodySchema>;

/**
 * The one photo of the upload, checked (present, one, at most 10 MB, a photo by its bytes) and re-encoded (see
 * encodePhoto); 400 with the message the form shows under Photo otherwise. Runs before the transaction: decoding
 * a phone photo takes a CPU for a while and holds no row.
 */
export async function readUploadedPhoto(upload: {
  photos: UploadedPhoto[];
  tooManyPhotos: boolean;
}): Promise<{ fileName: string; encoded: EncodedPhoto }> {
  const [photo] = upload.photos;
  if (!photo) throw JobPhotoErrors.fileRequired();
  if (upload.tooManyPhotos || upload.photos.length > 1)
    throw JobPhotoErrors.refused('Send one photo at a time');
  if (photo.tooLarge || photo.data.length > PORTAL_PHOTO_MAX_BYTES)
    throw JobPhotoErrors.refused(PORTAL_PHOTO_MESSAGES.tooLarge(photo.fileName));
  if (!detectPhotoType(photo.data))
    throw JobPhotoErrors.refused(PORTAL_PHOTO_MESSAGES.wrongType(photo.fileName));
  const encoded = await encodePhoto(photo.data);
  if (!encoded) throw JobPhotoErrors.refused(JOB_PHOTO_MESSAGES.unreadable(photo.fileName));
  return { fileName: jpegName(photo.fileName), encoded };
}

/** The stored photo is a JPEG whatever was sent: its name says so. */
const jpegName = (name: string) => `${name.replace(/\.[a-z0-9]{1,5}$/i, '')}.jpg`;
