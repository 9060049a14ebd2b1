import { serviceJobPhotos } from '../../db/schema';
import { drawPng } from '../../platform/images/png-image';
import { defineIsolationFixture } from '../../security/isolation/fixture';
import { createJob, seedClient } from '../dispatching/dispatching.test-support';

/**
 * A job's photos (/api/service-jobs/:id/photos, …/:photoId, …/thumbnail): a technician's photo with its
 * thumbnail, under a job of its own tenant. The portal side is tested in portal-records.test.ts.
 */
export default defineIsolationFixture({
  area: 'job photos',
  prefixes: ['/api/service-jobs/:id/photos'],
  async create({ t, tenant, owner, marker }) {
    const clientId = await seedClient(t, tenant, { name: `${marker} Client`, address: `${marker} 3 Elm St` });
    const job = await createJob(t, owner, tenant, clientId, {
      serviceType: `${marker} AC repair`,
      description: `${marker} request`,
    });
    const content = drawPng(4, 4, () => [200, 100, 50]);
    const [photo] = await t.db.tenant({ tenantId: tenant.id, userId: null }, ({ tx }) =>
      tx
        .insert(serviceJobPhotos)
        .values({
          tenantId: tenant.id,
          jobId: job.id,
          clientId,
          fileName: `${marker}.png`,
          contentType: 'image/png',
          sizeBytes: content.length,
          content,
          thumbnail: content,
          source: 'technician',
          tag: 'before',
          caption: `${marker} caption`,
        })
        .returning({ id: serviceJobPhotos.id }),
    );
    return { params: { id: job.id, photoId: photo.id }, ids: { clientId, jobId: job.id } };
  },
});
