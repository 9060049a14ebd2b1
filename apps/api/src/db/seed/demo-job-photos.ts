import { and, asc, eq } from 'drizzle-orm';
import { encodePhoto } from '../../platform/images/photo-encoding';
import { drawPng } from '../../platform/images/png-image';
import { equipment, serviceJobPhotos } from '../schema';
import type { TenantSeed } from './demo-context';
import type { DemoJob } from './demo-field';

/**
 * A condenser coil seen through the fins, drawn in code (no binary files in the repository): grey-brown with
 * dirt before the visit, clean aluminium after it.
 */
function drawCoil(clean: boolean): Buffer {
  return drawPng(320, 240, (x, y) => {
    if (y < 24 || y > 216) return [60, 64, 70]; // the unit's frame
    const fin = x % 6 < 2;
    const tube = Math.abs((y % 40) - 20) < 4;
    if (tube) return clean ? [184, 115, 51] : [120, 84, 52]; // copper tubes
    if (clean) return fin ? [200, 204, 210] : [150, 156, 164];
    const dirt = (x * 7 + y * 13) % 23 < 9;
    return fin ? [128, 116, 96] : dirt ? [92, 80, 62] : [110, 102, 88];
  });
}

/**
 * Technicians' photos on the demo's completed jobs: a before and an after of the coil, re-encoded through the
 * same pipeline as an upload (JPEG without metadata, a thumbnail), tagged to the unit at the job's location. The
 * first job's after photo and its checklist are shown in the portal, so the client's history has something to
 * show.
 */
export async function seedJobPhotos(seed: TenantSeed, jobs: DemoJob[]): Promise<void> {
  const { scope } = seed;
  const { tenantId } = scope;
  const [before, after] = await Promise.all([encodePhoto(drawCoil(false)), encodePhoto(drawCoil(true))]);
  if (!before || !after) throw new Error('the demo photos could not be encoded');
  for (const [index, job] of jobs.entries()) {
    const [unit] = await scope.tx
      .select({ id: equipment.id })
      .from(equipment)
      .where(and(eq(equipment.tenantId, tenantId), eq(equipment.locationId, job.locationId)))
      .orderBy(asc(equipment.id))
      .limit(1);
    const completedAt = job.completedAt!;
    const shot = (photo: typeof before, tag: 'before' | 'after', caption: string, minutesAgo: number) => {
      const takenAt = new Date(completedAt.getTime() - minutesAgo * 60_000);
      return {
        tenantId,
        jobId: job.id,
        clientId: job.clientId,
        fileName: `IMG_${tag}_${index + 1}.jpg`,
        contentType: photo.contentType,
        sizeBytes: photo.content.length,
        content: photo.content,
        source: 'technician' as const,
        tag,
        caption,
        technicianId: job.technicianId,
        equipmentId: unit?.id ?? null,
        portalVisible: index === 0 && tag === 'after',
        width: photo.width,
        height: photo.height,
        thumbnail: photo.thumbnail,
        takenAt,
        createdAt: takenAt,
      };
    };
    await scope.tx
      .insert(serviceJobPhotos)
      .values([
        shot(before, 'before', 'Condenser coil before cleaning', 80),
        shot(after, 'after', 'Coil cleaned and rinsed', 10),
      ]);
  }
}
