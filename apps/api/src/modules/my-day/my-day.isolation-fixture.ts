import { defineIsolationFixture } from '../../security/isolation/fixture';
import { createJob, createTechnician, dayAt, seedClient } from '../dispatching/dispatching.test-support';

/**
 * The technician's day (/api/my-day/jobs/:id/…): the owner is linked to a technician with a job of today, so
 * the other tenant's owner (linked to their own technician) must get 404 for it.
 */
export default defineIsolationFixture({
  area: 'my-day',
  prefixes: ['/api/my-day/'],
  bodies: { 'POST /api/my-day/jobs/:id/position': () => ({ latitude: 30.27, longitude: -97.74 }) },
  async create({ t, tenant, owner, marker }) {
    const clientId = await seedClient(t, tenant, {
      name: `${marker} Client`,
      address: `${marker} 12 Oak Ave`,
    });
    const technician = await createTechnician(t, owner, tenant, { name: `${marker} Tech`, userId: owner.id });
    const job = await createJob(t, owner, tenant, clientId, { serviceType: `${marker} Tune-Up` });
    const res = await t.request(owner, 'POST', `/api/service-jobs/${job.id}/assign`, {
      tenant,
      body: { technicianId: technician.id, scheduledDate: dayAt(0) },
    });
    if (res.statusCode !== 200) throw new Error(`assign: ${res.statusCode} ${res.body}`);
    return { params: { id: job.id }, ids: { jobId: job.id, technicianId: technician.id } };
  },
});
