import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { portalServiceRequestSchema } from '@tradeworks/contracts/portal';
import { portalServiceRequestSentSchema } from '@tradeworks/contracts/portal-photos';
import { PORTAL_PHOTO_MAX_COUNT } from '@tradeworks/contracts/photo-types';
import { defineRoute } from '../../http/route';
import { installPhotoUploadParser } from '../../http/photo-upload-parser';
import { acceptPhotos, SERVICE_REQUEST_UPLOAD, serviceRequestUploadSchema } from './portal-photo-upload';
import { sendPortalPhoto } from './portal-photos.service';
import { requestService } from './portal-requests.service';

const slugParams = z.object({ tenantSlug: z.string().min(1).max(63) });

/**
 * Request service with photos: the client's form (JSON, or multipart/form-data when photos are attached) and
 * the client's own view of a photo (the office sees them with the job's photos, modules/job-photos).
 */
export function registerPortalPhotoRoutes(app: FastifyInstance): void {
  // Only this route reads multipart bodies: the parser lives in its own scope.
  void app.register(async (scoped) => {
    installPhotoUploadParser(scoped, SERVICE_REQUEST_UPLOAD);
    defineRoute(scoped, {
      method: 'POST',
      url: '/api/portal/:tenantSlug/service-requests',
      access: 'portal',
      summary:
        'Request service: a pending job for the office to schedule. JSON, or multipart/form-data with photos',
      description:
        'As `multipart/form-data`: at most 5 `photos` of 10 MB each, read by `@fastify/busboy` (a 6th or ' +
        'larger file is only drained). The type is taken from the bytes (JPEG, PNG, WebP, HEIC), never ' +
        "from the name or the browser's claim; too many, too large or not a photo → 400 under " +
        '`fieldErrors.photos` (*Attach at most 5 photos*, *<name> is larger than 10 MB*, *<name> is not a ' +
        'JPEG, PNG, WebP or HEIC photo*) and nothing is stored. The job, its photos (table ' +
        '`service_job_photos`: bytes, type, size, file name, job and client; tenant-keyed under row-level ' +
        'security) and the audit entry (`portal_photo_upload`) are written in one transaction.',
      tags: ['Customer portal'],
      params: slugParams,
      upload: {
        fields: portalServiceRequestSchema,
        files: {
          photos: {
            maxItems: PORTAL_PHOTO_MAX_COUNT,
            description: 'JPEG, PNG, WebP or HEIC (checked by content), at most 10 MB each',
          },
        },
      },
      body: serviceRequestUploadSchema,
      response: portalServiceRequestSentSchema,
      handler: ({ portal, body }) => {
        const { photos, tooManyPhotos, ...request } = body;
        return requestService(portal, request, acceptPhotos({ photos, tooManyPhotos }));
      },
    });
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/portal/:tenantSlug/photos/:id',
    access: 'portal',
    summary: 'A photo the signed-in client attached to a service request (shown inline)',
    tags: ['Customer portal'],
    params: slugParams.extend({ id: z.uuid() }),
    produces: 'image/*',
    handler: ({ portal, params, reply }) => sendPortalPhoto(reply, portal, params.id),
  });
}
