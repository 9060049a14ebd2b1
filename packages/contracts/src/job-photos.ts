import { z } from 'zod';
import { PORTAL_PHOTO_TYPES } from './photo-types';

/**
 * Technician photos (issue 35): taken in /my-day (camera or gallery), tagged before / after / other with a
 * caption, linked to the job and optionally a unit, queued on the device until sent, and stored through the same
 * pipeline as the portal's photos (type from the bytes, 10 MB, re-encoded without metadata, a thumbnail). The
 * office sees them on the job page and decides which the client sees in the portal.
 */

export const PHOTO_TAGS = ['before', 'after', 'other'] as const;
export type PhotoTag = (typeof PHOTO_TAGS)[number];
export const PHOTO_TAG_LABELS: Record<PhotoTag, string> = {
  before: 'Before',
  after: 'After',
  other: 'Other',
};

/** A job keeps at most this many technician photos (the list and the PDF stay bounded). */
export const JOB_PHOTO_MAX_COUNT = 60;
/** The longest side of a stored photo and of its thumbnail, in pixels. */
export const PHOTO_MAX_SIDE = 2048;
export const THUMBNAIL_SIDE = 320;

export const JOB_PHOTO_MESSAGES = {
  fileRequired: 'Choose a photo',
  tooManyForJob: `A job has at most ${JOB_PHOTO_MAX_COUNT} photos`,
  unreadable: (name: string) => `${name} could not be read as a photo`,
  notYours: 'Only the office changes photos a colleague took',
  notFound: 'Photo not found',
  equipmentNotOnJob: 'Choose a unit at the job’s location',
} as const;

const caption = z
  .string()
  .trim()
  .max(500, 'Must be at most 500 characters')
  .nullish()
  .transform((v) => (v ? v : null));

/**
 * The text fields of POST /api/service-jobs/{id}/photos (multipart/form-data with one `photo` file). `id` is made
 * by the device when the photo is taken, so a resend after a lost answer stores it once and a checklist answer
 * queued behind it can name it.
 */
export const jobPhotoUploadFieldsSchema = z.object({
  id: z.uuid().optional(),
  tag: z.enum(PHOTO_TAGS, { error: 'Choose before, after or other' }).default('other'),
  caption,
  equipmentId: z.uuid().nullish(),
  takenAt: z.iso.datetime({ offset: true }).optional(),
});

/** PATCH /api/service-jobs/{id}/photos/{photoId} */
export const jobPhotoUpdateSchema = z.object({
  tag: z.enum(PHOTO_TAGS).optional(),
  /** Left out: unchanged (the wrapper keeps an absent caption from becoming a cleared one). */
  caption: caption.optional(),
  equipmentId: z.uuid().nullish(),
  /** The office shows the photo to the client in the portal (technician photos only). */
  portalVisible: z.boolean().optional(),
});
export type JobPhotoUpdateBody = z.input<typeof jobPhotoUpdateSchema>;

/** A photo of a job, from the portal (the client's request) or from a technician. */
export const jobPhotoDetailSchema = z.object({
  id: z.string(),
  source: z.enum(['portal', 'technician']),
  fileName: z.string(),
  contentType: z.enum(PORTAL_PHOTO_TYPES),
  sizeBytes: z.number().int(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  tag: z.enum(PHOTO_TAGS).nullable(),
  caption: z.string().nullable(),
  equipmentId: z.string().nullable(),
  technicianName: z.string().nullable(),
  portalVisible: z.boolean(),
  hasThumbnail: z.boolean(),
  takenAt: z.string().nullable(),
  createdAt: z.string(),
});
export type JobPhotoDetail = z.infer<typeof jobPhotoDetailSchema>;
