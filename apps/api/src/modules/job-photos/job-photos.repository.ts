import { and, asc, eq, sql } from 'drizzle-orm';
import type { TenantScope } from '../../db/client';
import { serviceJobPhotos, serviceJobs, technicians } from '../../db/schema';

export interface PhotoJob {
  id: string;
  jobNumber: string;
  status: string;
  clientId: string;
  locationId: string;
  technicianId: string | null;
}

/** The job a photo is taken on: its number, status, client, location and technician (reach and checks). */
export async function findPhotoJob(
  { tx, tenantId }: TenantScope,
  jobId: string,
): Promise<PhotoJob | undefined> {
  const [row] = await tx
    .select({
      id: serviceJobs.id,
      jobNumber: serviceJobs.jobNumber,
      status: serviceJobs.status,
      clientId: serviceJobs.clientId,
      locationId: serviceJobs.locationId,
      technicianId: serviceJobs.technicianId,
    })
    .from(serviceJobs)
    .where(and(eq(serviceJobs.tenantId, tenantId), eq(serviceJobs.id, jobId)));
  return row;
}

const details = {
  id: serviceJobPhotos.id,
  source: serviceJobPhotos.source,
  fileName: serviceJobPhotos.fileName,
  contentType: serviceJobPhotos.contentType,
  sizeBytes: serviceJobPhotos.sizeBytes,
  width: serviceJobPhotos.width,
  height: serviceJobPhotos.height,
  tag: serviceJobPhotos.tag,
  caption: serviceJobPhotos.caption,
  equipmentId: serviceJobPhotos.equipmentId,
  technicianId: serviceJobPhotos.technicianId,
  technicianName: technicians.name,
  portalVisible: serviceJobPhotos.portalVisible,
  hasThumbnail: sql<boolean>`${serviceJobPhotos.thumbnail} is not null`,
  takenAt: serviceJobPhotos.takenAt,
  createdAt: serviceJobPhotos.createdAt,
};
/** A job keeps at most JOB_PHOTO_MAX_COUNT technician photos and 5 from the portal: the list is bounded. */
const LIST_CAP = 100;

/** The photos of a job (the client's request's and the technicians'), in the order they were taken; no bytes. */
/** Photos with the technician who took them (both reads name the taker). */
function photosWithTaker(tx: TenantScope['tx']) {
  return tx
    .select(details)
    .from(serviceJobPhotos)
    .leftJoin(
      technicians,
      and(
        eq(technicians.tenantId, serviceJobPhotos.tenantId),
        eq(technicians.id, serviceJobPhotos.technicianId),
      ),
    );
}

export function listPhotosOfJob({ tx, tenantId }: TenantScope, jobId: string, onlyPortalVisible = false) {
  return photosWithTaker(tx)
    .where(
      and(
        eq(serviceJobPhotos.tenantId, tenantId),
        eq(serviceJobPhotos.jobId, jobId),
        onlyPortalVisible ? eq(serviceJobPhotos.portalVisible, true) : undefined,
      ),
    )
    .orderBy(
      asc(sql`coalesce(${serviceJobPhotos.takenAt}, ${serviceJobPhotos.createdAt})`),
      asc(serviceJobPhotos.id),
    )
    .limit(LIST_CAP);
}

export async function findPhotoDetail({ tx, tenantId }: TenantScope, jobId: string, photoId: string) {
  const [row] = await photosWithTaker(tx).where(
    and(
      eq(serviceJobPhotos.tenantId, tenantId),
      eq(serviceJobPhotos.jobId, jobId),
      eq(serviceJobPhotos.id, photoId),
    ),
  );
  return row;
}

/** Locks the photo row (an edit or delete), under its own job only. */
export async function lockPhoto({ tx, tenantId }: TenantScope, jobId: string, photoId: string) {
  const [row] = await tx
    .select({
      id: serviceJobPhotos.id,
      source: serviceJobPhotos.source,
      fileName: serviceJobPhotos.fileName,
      technicianId: serviceJobPhotos.technicianId,
      tag: serviceJobPhotos.tag,
      caption: serviceJobPhotos.caption,
      equipmentId: serviceJobPhotos.equipmentId,
      portalVisible: serviceJobPhotos.portalVisible,
    })
    .from(serviceJobPhotos)
    .where(
      and(
        eq(serviceJobPhotos.tenantId, tenantId),
        eq(serviceJobPhotos.jobId, jobId),
        eq(serviceJobPhotos.id, photoId),
      ),
    )
    .for('update');
  return row;
}

/** How many technician photos the job has (the per-job cap). */
export async function countTechnicianPhotos({ tx, tenantId }: TenantScope, jobId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(serviceJobPhotos)
    .where(
      and(
        eq(serviceJobPhotos.tenantId, tenantId),
        eq(serviceJobPhotos.jobId, jobId),
        eq(serviceJobPhotos.source, 'technician'),
      ),
    );
  return row.n;
}

/**
 * Stores a technician photo under the id the device made; a resend of the same id stores nothing (null).
 * The bytes travel as base64 text and are decoded in SQL (PGlite serialises a bytea parameter byte by byte).
 */
export async function insertTechnicianPhoto(
  { tx, tenantId }: TenantScope,
  row: {
    id: string;
    jobId: string;
    clientId: string;
    fileName: string;
    content: Buffer;
    thumbnail: Buffer;
    width: number;
    height: number;
    tag: 'before' | 'after' | 'other';
    caption: string | null;
    equipmentId: string | null;
    technicianId: string | null;
    takenAt: Date;
    uploadedBy: string | null;
  },
): Promise<boolean> {
  const inserted = await tx
    .insert(serviceJobPhotos)
    .values({
      ...row,
      tenantId,
      source: 'technician',
      contentType: 'image/jpeg',
      sizeBytes: row.content.length,
      content: sql`decode(${row.content.toString('base64')}, 'base64')`,
      thumbnail: sql`decode(${row.thumbnail.toString('base64')}, 'base64')`,
    })
    .onConflictDoNothing()
    .returning({ id: serviceJobPhotos.id });
  return inserted.length > 0;
}

/** Whether the id is taken by a photo of another job (a device's id never moves a photo). */
export async function photoIdElsewhere({ tx, tenantId }: TenantScope, id: string, jobId: string) {
  const { rows } = await tx.execute<{ found: boolean }>(sql`select exists (select 1 from service_job_photos
    where tenant_id = ${tenantId} and id = ${id} and job_id <> ${jobId}) as found`);
  return rows[0].found;
}

export async function updatePhoto(
  { tx, tenantId }: TenantScope,
  photoId: string,
  set: Partial<{
    tag: 'before' | 'after' | 'other';
    caption: string | null;
    equipmentId: string | null;
    portalVisible: boolean;
  }>,
) {
  await tx
    .update(serviceJobPhotos)
    .set(set)
    .where(and(eq(serviceJobPhotos.tenantId, tenantId), eq(serviceJobPhotos.id, photoId)));
}

/** Whether a checklist answer names the photo (it then stays: the answer would lose its evidence). */
export async function photoInAnswer({ tx, tenantId }: TenantScope, photoId: string) {
  const { rows } = await tx.execute<{ found: boolean }>(sql`select exists (select 1 from job_checklist_items
    where tenant_id = ${tenantId} and answer_photo_id = ${photoId}) as found`);
  return rows[0].found;
}

export async function deletePhoto({ tx, tenantId }: TenantScope, photoId: string) {
  await tx
    .delete(serviceJobPhotos)
    .where(and(eq(serviceJobPhotos.tenantId, tenantId), eq(serviceJobPhotos.id, photoId)));
}

/** The photo's bytes (or its thumbnail's, JPEG) under its own job. */
export async function readPhotoBytes(
  { tx, tenantId }: TenantScope,
  jobId: string,
  photoId: string,
  thumbnail: boolean,
) {
  const bytes = thumbnail ? serviceJobPhotos.thumbnail : serviceJobPhotos.content;
  const [row] = await tx
    .select({
      fileName: serviceJobPhotos.fileName,
      contentType: serviceJobPhotos.contentType,
      technicianId: serviceJobPhotos.technicianId,
      base64: sql<string | null>`encode(${bytes}, 'base64')`,
    })
    .from(serviceJobPhotos)
    .where(
      and(
        eq(serviceJobPhotos.tenantId, tenantId),
        eq(serviceJobPhotos.jobId, jobId),
        eq(serviceJobPhotos.id, photoId),
      ),
    );
  return row;
}

/** The thumbnails of a job's technician photos for a document (the work order), in the order taken. */
export async function listThumbnails({ tx, tenantId }: TenantScope, jobId: string, limit: number) {
  const { rows } = await tx.execute<{
    id: string;
    tag: 'before' | 'after' | 'other' | null;
    caption: string | null;
    base64: string;
  }>(sql`select id, tag, caption, encode(thumbnail, 'base64') as base64 from service_job_photos
    where tenant_id = ${tenantId} and job_id = ${jobId} and thumbnail is not null
    order by coalesce(taken_at, created_at), id limit ${limit}`);
  return rows;
}
