import type { FastifyReply } from 'fastify';
import type { JobPhoto } from '@tradeworks/contracts/portal-photos';
import type { TenantScope } from '../../db/client';
import { PortalErrors } from './portal.errors';
import type { PortalAccess } from '../../http/portal-auth';
import { recordAudit } from '../../platform/audit/audit-log';
import type { AcceptedPhoto } from './portal-photo-upload';
import { findClientPhoto, insertPhotos, type JobPhotoRow } from './portal-photos.repository';
import { inPortal, requireFeature } from './portal-scope';

const toJobPhoto = (row: JobPhotoRow): JobPhoto => ({ ...row, createdAt: row.createdAt.toISOString() });

/** Stores a request's photos with its job, audited in the request's transaction. */
export async function savePortalPhotos(
  scope: TenantScope,
  upload: { jobId: string; jobNumber: string; clientId: string; clientName: string; photos: AcceptedPhoto[] },
): Promise<JobPhoto[]> {
  if (upload.photos.length === 0) return [];
  const rows = await insertPhotos(
    scope,
    upload.photos.map((p) => ({
      jobId: upload.jobId,
      clientId: upload.clientId,
      fileName: p.fileName,
      contentType: p.contentType,
      sizeBytes: p.data.length,
      content: p.data,
    })),
  );
  const count = rows.length === 1 ? '1 photo' : `${rows.length} photos`;
  await recordAudit(scope, {
    entity: 'service_job',
    entityId: upload.jobId,
    action: 'portal_photo_upload',
    summary: `${upload.clientName} attached ${count} to job ${upload.jobNumber} in the customer portal`,
    changes: {
      photos: rows.map((r) => ({
        id: r.id,
        fileName: r.fileName,
        contentType: r.contentType,
        sizeBytes: r.sizeBytes,
      })),
    },
  });
  return rows.map(toJobPhoto);
}

/** Portal: a photo the signed-in client sent or may see; another client's or tenant's is 404. */
export async function sendPortalPhoto(reply: FastifyReply, portal: PortalAccess, photoId: string) {
  requireFeature(portal, 'quoteRequests');
  const photo = await inPortal(portal, (scope) => findClientPhoto(scope, photoId, portal.clientId));
  if (!photo) throw PortalErrors.photoNotFound();
  return sendPhoto(reply, photo);
}

/**
 * The stored bytes with the type found in them, shown inline; nosniff so a browser never reads them as
 * anything else, and cached only privately (they need a session).
 */
function sendPhoto(reply: FastifyReply, photo: { fileName: string; contentType: string; content: Buffer }) {
  const ascii = photo.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .header('content-type', photo.contentType)
    .header(
      'content-disposition',
      `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(photo.fileName)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, max-age=3600')
    .send(photo.content);
}
