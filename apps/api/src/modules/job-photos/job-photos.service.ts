import type { FastifyReply } from 'fastify';
import {
  JOB_PHOTO_MAX_COUNT,
  PHOTO_TAG_LABELS,
  type JobPhotoDetail,
  type JobPhotoUpdateBody,
} from '@tradeworks/contracts/job-photos';
import type { TenantScope } from '../../db/client';
import { newId } from '../../db/schema/columns';
import { recordAudit } from '../../platform/audit/audit-log';
import { jobEquipment } from '../equipment/public';
import { fieldReach, reaches, type FieldCaller, type FieldReach } from '../my-day/public';
import { readUploadedPhoto, type JobPhotoUploadBody } from './job-photo-upload';
import { JobPhotoErrors } from './job-photos.errors';
import {
  countTechnicianPhotos,
  deletePhoto,
  findPhotoDetail,
  findPhotoJob,
  insertTechnicianPhoto,
  listPhotosOfJob,
  lockPhoto,
  photoIdElsewhere,
  photoInAnswer,
  readPhotoBytes,
  updatePhoto,
  type PhotoJob,
} from './job-photos.repository';
import { isoOrNull } from '../../http/iso-or-null';

type DetailRow = NonNullable<Awaited<ReturnType<typeof findPhotoDetail>>>;
const toDetail = ({ technicianId: _, ...row }: DetailRow): JobPhotoDetail => ({
  ...row,
  takenAt: isoOrNull(row.takenAt),
  createdAt: row.createdAt.toISOString(),
});

/** The job when the caller reaches it (a technician: only their own jobs), else 404. */
async function jobInReach(scope: TenantScope, caller: FieldCaller, jobId: string) {
  const [job, reach] = await Promise.all([findPhotoJob(scope, jobId), fieldReach(scope, caller)]);
  if (!job || !reaches(reach, job.technicianId)) throw JobPhotoErrors.jobNotFound();
  return { job, reach };
}

/** A unit named on a photo must be one the job shows (at its location, or linked to it). */
async function checkUnit(scope: TenantScope, job: PhotoJob, equipmentId: string | null | undefined) {
  if (!equipmentId) return;
  const units = await jobEquipment(scope, job);
  if (!units.some((u) => u.id === equipmentId)) throw JobPhotoErrors.equipmentNotOnJob();
}

/** Open jobs take photos from anyone in reach; a completed one from the office only; a cancelled one from no one. */
function checkOpen(job: PhotoJob, reach: FieldReach) {
  if (job.status === 'cancelled' || (job.status === 'completed' && !reach.office))
    throw JobPhotoErrors.jobClosed(job.jobNumber, job.status);
}

/** GET /api/service-jobs/{id}/photos */
export function listJobPhotos(caller: FieldCaller & { jobId: string }): Promise<JobPhotoDetail[]> {
  return caller.db.tenant(caller, async (scope) => {
    await jobInReach(scope, caller, caller.jobId);
    return (await listPhotosOfJob(scope, caller.jobId)).map(toDetail);
  });
}

/**
 * POST /api/service-jobs/{id}/photos: re-encodes the photo (outside any transaction: decoding holds a CPU, not
 * rows), then stores it under the device's id. A resend of a stored id answers the stored photo (the queue lost the first answer).
 */
export async function uploadJobPhoto(
  caller: FieldCaller & { jobId: string; body: JobPhotoUploadBody },
): Promise<JobPhotoDetail> {
  const { body, jobId } = caller;
  // Another tenant's job or a colleague's is 404 whatever the upload holds (nothing is decoded for them).
  await caller.db.tenant(caller, (scope) => jobInReach(scope, caller, jobId));
  const { fileName, encoded } = await readUploadedPhoto(body);
  const id = body.id ?? newId();
  return caller.db.tenant(caller, async (scope) => {
    const { job, reach } = await jobInReach(scope, caller, jobId);
    const resent = await findPhotoDetail(scope, jobId, id);
    if (resent) return toDetail(resent);
    if (await photoIdElsewhere(scope, id, jobId)) throw JobPhotoErrors.idTaken();
    checkOpen(job, reach);
    if ((await countTechnicianPhotos(scope, jobId)) >= JOB_PHOTO_MAX_COUNT) throw JobPhotoErrors.tooMany();
    await checkUnit(scope, job, body.equipmentId);
    await insertTechnicianPhoto(scope, {
      id,
      jobId,
      clientId: job.clientId,
      fileName,
      content: encoded.content,
      thumbnail: encoded.thumbnail,
      width: encoded.width,
      height: encoded.height,
      tag: body.tag,
      caption: body.caption,
      equipmentId: body.equipmentId ?? null,
      technicianId: reach.technicianId ?? job.technicianId,
      takenAt: body.takenAt ? new Date(body.takenAt) : new Date(),
      uploadedBy: scope.userId,
    });
    await recordAudit(scope, {
      entity: 'service_job',
      entityId: jobId,
      action: 'job_photo_upload',
      summary: `${PHOTO_TAG_LABELS[body.tag]} photo added to job ${job.jobNumber}${body.caption ? `: ${body.caption}` : ''}`,
      changes: { photoId: id, tag: body.tag, caption: body.caption, equipmentId: body.equipmentId ?? null },
    });
    return toDetail((await findPhotoDetail(scope, jobId, id))!);
  });
}

/** A technician changes only photos they took; what the client sees is the office's decision. */
function checkMayChange(reach: FieldReach, photo: { technicianId: string | null }, showsClient: boolean) {
  if (reach.office) return;
  if (showsClient || photo.technicianId === null || photo.technicianId !== reach.technicianId)
    throw JobPhotoErrors.notYours();
}

/** PATCH /api/service-jobs/{id}/photos/{photoId} */
export function updateJobPhoto(
  caller: FieldCaller & {
    jobId: string;
    photoId: string;
    body: JobPhotoUpdateBody & { caption?: string | null };
  },
): Promise<JobPhotoDetail> {
  const { jobId, photoId, body } = caller;
  return caller.db.tenant(caller, async (scope) => {
    const { job, reach } = await jobInReach(scope, caller, jobId);
    const photo = await lockPhoto(scope, jobId, photoId);
    if (!photo) throw JobPhotoErrors.photoNotFound();
    checkMayChange(reach, photo, body.portalVisible !== undefined);
    if (body.equipmentId !== undefined) await checkUnit(scope, job, body.equipmentId);
    const set = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
    if (Object.keys(set).length) {
      await updatePhoto(scope, photoId, set);
      await recordAudit(scope, {
        entity: 'service_job',
        entityId: jobId,
        action: 'job_photo_update',
        summary: photoChangeSummary(photo.fileName, job.jobNumber, body),
        changes: { photoId, before: pick(photo, set), after: set },
      });
    }
    return toDetail((await findPhotoDetail(scope, jobId, photoId))!);
  });
}

const pick = (photo: Record<string, unknown>, set: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(set).map((k) => [k, photo[k] ?? null]));

function photoChangeSummary(fileName: string, jobNumber: string, body: JobPhotoUpdateBody) {
  if (body.portalVisible === true)
    return `Photo ${fileName} of job ${jobNumber} shown to the client in the portal`;
  if (body.portalVisible === false) return `Photo ${fileName} of job ${jobNumber} hidden from the portal`;
  return `Photo ${fileName} of job ${jobNumber} edited`;
}

/** DELETE /api/service-jobs/{id}/photos/{photoId}: refused while a checklist answer names the photo. */
export function deleteJobPhoto(caller: FieldCaller & { jobId: string; photoId: string }): Promise<void> {
  const { jobId, photoId } = caller;
  return caller.db.tenant(caller, async (scope) => {
    const { job, reach } = await jobInReach(scope, caller, jobId);
    const photo = await lockPhoto(scope, jobId, photoId);
    if (!photo) throw JobPhotoErrors.photoNotFound();
    checkMayChange(reach, photo, false);
    if (await photoInAnswer(scope, photoId)) throw JobPhotoErrors.inAnswer();
    await deletePhoto(scope, photoId);
    await recordAudit(scope, {
      entity: 'service_job',
      entityId: jobId,
      action: 'job_photo_delete',
      summary: `Photo ${photo.fileName} deleted from job ${job.jobNumber}`,
      changes: { photoId, source: photo.source, tag: photo.tag, caption: photo.caption },
    });
  });
}

/** GET …/photos/{photoId} and …/thumbnail: the bytes, for callers who reach the job. */
export async function sendJobPhoto(
  reply: FastifyReply,
  caller: FieldCaller & { jobId: string; photoId: string; thumbnail: boolean },
) {
  const photo = await caller.db.tenant(caller, async (scope) => {
    await jobInReach(scope, caller, caller.jobId);
    return readPhotoBytes(scope, caller.jobId, caller.photoId, caller.thumbnail);
  });
  if (!photo?.base64) throw JobPhotoErrors.photoNotFound();
  const contentType = caller.thumbnail ? 'image/jpeg' : photo.contentType;
  const ascii = photo.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  // nosniff so a browser never reads the bytes as anything else; cached only privately (they need a session).
  return reply
    .header('content-type', contentType)
    .header(
      'content-disposition',
      `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(photo.fileName)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, max-age=3600')
    .send(Buffer.from(photo.base64, 'base64'));
}
