import { z } from 'zod';
import { portalServiceRequestResultSchema } from './portal';

export * from './photo-types';
import { PORTAL_PHOTO_TYPES } from './photo-types';

/** A stored photo (without its bytes: those are served by the photo's own URL). */
export const jobPhotoSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.enum(PORTAL_PHOTO_TYPES),
  sizeBytes: z.number().int(),
  createdAt: z.string(),
});
export type JobPhoto = z.infer<typeof jobPhotoSchema>;

/** POST /api/portal/{slug}/service-requests answers the job number, the thank-you and the stored photos. */
export const portalServiceRequestSentSchema = portalServiceRequestResultSchema.extend({
  photos: z.array(jobPhotoSchema),
});
export type PortalServiceRequestSent = z.infer<typeof portalServiceRequestSentSchema>;
