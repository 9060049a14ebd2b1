import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { TenantScope } from '../../db/client';
import { serviceJobPhotos } from '../../db/schema';

const metadata = {
  id: serviceJobPhotos.id,
  fileName: serviceJobPhotos.fileName,
  contentType: serviceJobPhotos.contentType,
  sizeBytes: serviceJobPhotos.sizeBytes,
  createdAt: serviceJobPhotos.createdAt,
};
export type JobPhotoRow = {
  id: string;
  fileName: string;
  contentType: (typeof serviceJobPhotos.$inferSelect)['contentType'];
  sizeBytes: number;
  createdAt: Date;
};

/**
 * The bytes travel as base64 text and are decoded in SQL: PGlite serialises a bytea parameter byte by byte
 * (a 10 MB photo took 7.5 s to insert and 2.1 s to read back as bytea, against 0.9 s and 0.2 s as base64 text,
 * measured here); on PostgreSQL either way is quick.
 */
export async function insertPhotos(
  { tx, tenantId }: TenantScope,
  rows: Array<Omit<typeof serviceJobPhotos.$inferInsert, 'tenantId'>>,
): Promise<JobPhotoRow[]> {
  if (rows.length === 0) return [];
  return tx
    .insert(serviceJobPhotos)
    .values(
      rows.map((r) => ({ ...r, tenantId, content: sql`decode(${r.content.toString('base64')}, 'base64')` })),
    )
    .returning(metadata);
}

/**
 * One photo with its bytes for the client's portal: one the client sent, or a technician's photo of the client's
 * job that the office marked visible (any other is not found).
 */
export async function findClientPhoto({ tx, tenantId }: TenantScope, id: string, clientId: string) {
  const [row] = await tx
    .select({
      fileName: serviceJobPhotos.fileName,
      contentType: serviceJobPhotos.contentType,
      base64: sql<string>`encode(${serviceJobPhotos.content}, 'base64')`,
    })
    .from(serviceJobPhotos)
    .where(
      and(
        eq(serviceJobPhotos.tenantId, tenantId),
        eq(serviceJobPhotos.id, id),
        eq(serviceJobPhotos.clientId, clientId),
        or(eq(serviceJobPhotos.source, 'portal'), eq(serviceJobPhotos.portalVisible, true)),
      ),
    );
  return (
    row && {
      fileName: row.fileName,
      contentType: row.contentType,
      content: Buffer.from(row.base64, 'base64'),
    }
  );
}

/**
 * The technician photos of these jobs of the client that the office marked visible, oldest first per job
 * (the portal's service history; through the job index).
 */
export function listVisibleJobPhotos({ tx, tenantId }: TenantScope, clientId: string, jobIds: string[]) {
  if (jobIds.length === 0) return Promise.resolve([]);
  return tx
    .select({
      id: serviceJobPhotos.id,
      jobId: serviceJobPhotos.jobId,
      tag: serviceJobPhotos.tag,
      caption: serviceJobPhotos.caption,
    })
    .from(serviceJobPhotos)
    .where(
      and(
        eq(serviceJobPhotos.tenantId, tenantId),
        inArray(serviceJobPhotos.jobId, jobIds),
        eq(serviceJobPhotos.clientId, clientId),
        eq(serviceJobPhotos.source, 'technician'),
        eq(serviceJobPhotos.portalVisible, true),
      ),
    )
    .orderBy(asc(serviceJobPhotos.jobId), asc(serviceJobPhotos.createdAt), asc(serviceJobPhotos.id));
}
