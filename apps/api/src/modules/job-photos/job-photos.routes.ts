import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  jobPhotoDetailSchema,
  jobPhotoUpdateSchema,
  jobPhotoUploadFieldsSchema,
} from '@tradeworks/contracts/job-photos';
import { defineRoute } from '../../http/route';
import { installPhotoUploadParser } from '../../http/photo-upload-parser';
import { fieldCallerOf } from '../my-day/public';
import { JOB_PHOTO_UPLOAD, jobPhotoUploadBodySchema } from './job-photo-upload';
import {
  deleteJobPhoto,
  listJobPhotos,
  sendJobPhoto,
  updateJobPhoto,
  uploadJobPhoto,
} from './job-photos.service';

const jobParams = z.object({ id: z.uuid() });
const photoParams = jobParams.extend({ photoId: z.uuid() });
const tags = ['job photos'];
const REACH =
  ' A member (a technician) reaches only jobs assigned to the technician linked to them (others are 404) and ' +
  'changes only the photos they took; the office roles reach every job and decide what the portal shows.';

/**
 * A job's photos: the client's from a portal request and the technicians' from My Day (camera or gallery,
 * before/after/other with a caption, optionally showing one of the job's units).
 */
export function registerJobPhotoRoutes(app: FastifyInstance): void {
  // Only the upload reads multipart bodies: the parser lives in its own scope.
  void app.register(async (scoped) => {
    installPhotoUploadParser(scoped, JOB_PHOTO_UPLOAD);
    defineRoute(scoped, {
      method: 'POST',
      url: '/api/service-jobs/:id/photos',
      access: 'dispatching:edit',
      tags,
      summary: 'Adds a technician’s photo to the job (multipart/form-data, one `photo` file)',
      description:
        'Fields `id` (made by the device, so a resend stores it once and answers the stored photo), `tag` ' +
        '(before, after, other), `caption`, `equipmentId` (a unit the job shows), `takenAt`. The file: at most ' +
        '10 MB, a JPEG, PNG, WebP or HEIC by its bytes; it is decoded, turned upright, scaled to at most 2048 px, ' +
        're-encoded as JPEG without any metadata (no GPS position), with a 320 px thumbnail; a file that cannot ' +
        'be decoded is 400 under `fieldErrors.photo`. At most 60 technician photos per job (409). A cancelled ' +
        'job, and for a technician a completed one, is 409. Audited (`job_photo_upload`).' +
        REACH,
      params: jobParams,
      upload: {
        fields: jobPhotoUploadFieldsSchema,
        files: {
          photo: { maxItems: 1, description: 'JPEG, PNG, WebP or HEIC (checked by content), at most 10 MB' },
        },
      },
      body: jobPhotoUploadBodySchema,
      status: 201,
      response: jobPhotoDetailSchema,
      handler: (ctx) => uploadJobPhoto({ ...fieldCallerOf(ctx), jobId: ctx.params.id, body: ctx.body }),
    });
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/service-jobs/:id/photos',
    access: 'dispatching:view',
    tags,
    summary: 'The job’s photos: the client’s from the portal request and the technicians’ (no bytes)',
    description: 'In the order they were taken, at most 100.' + REACH,
    params: jobParams,
    response: z.array(jobPhotoDetailSchema),
    handler: (ctx) => listJobPhotos({ ...fieldCallerOf(ctx), jobId: ctx.params.id }),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/service-jobs/:id/photos/:photoId',
    access: 'dispatching:edit',
    tags,
    summary:
      'Changes a photo’s tag, caption or unit, or (the office) whether the client sees it in the portal',
    description: 'Audited (`job_photo_update`).' + REACH,
    params: photoParams,
    body: jobPhotoUpdateSchema,
    response: jobPhotoDetailSchema,
    handler: (ctx) =>
      updateJobPhoto({
        ...fieldCallerOf(ctx),
        jobId: ctx.params.id,
        photoId: ctx.params.photoId,
        body: ctx.body,
      }),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/service-jobs/:id/photos/:photoId',
    access: 'dispatching:edit',
    tags,
    summary: 'Deletes a photo (409 while a checklist answer names it)',
    description: 'Audited (`job_photo_delete`).' + REACH,
    params: photoParams,
    status: 204,
    handler: (ctx) =>
      deleteJobPhoto({ ...fieldCallerOf(ctx), jobId: ctx.params.id, photoId: ctx.params.photoId }),
  });

  for (const thumbnail of [false, true]) {
    defineRoute(app, {
      method: 'GET',
      url: `/api/service-jobs/:id/photos/:photoId${thumbnail ? '/thumbnail' : ''}`,
      access: 'dispatching:view',
      tags,
      summary: thumbnail
        ? 'A photo’s 320 px JPEG thumbnail'
        : 'One photo of the job, inline with its content type',
      description:
        'Served with its real `Content-Type`, `Content-Disposition: inline`, `X-Content-Type-Options: nosniff` ' +
        'and `Cache-Control: private`; only under its own job (any other id is 404).' +
        (thumbnail ? ' A portal photo has no thumbnail (404).' : '') +
        REACH,
      params: photoParams,
      produces: 'image/*',
      handler: (ctx) =>
        sendJobPhoto(ctx.reply, {
          ...fieldCallerOf(ctx),
          jobId: ctx.params.id,
          photoId: ctx.params.photoId,
          thumbnail,
        }),
    });
  }
}
