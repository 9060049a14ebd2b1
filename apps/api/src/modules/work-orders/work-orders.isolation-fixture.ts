import { defineIsolationFixture } from '../../security/isolation/fixture';
import { createJob, seedClient } from '../dispatching/dispatching.test-support';

/** A job's work order PDF (/api/service-jobs/:id/work-order.pdf): the other tenant must not read it. */
export default defineIsolationFixture({
  area: 'work orders',
  prefixes: ['/api/service-jobs/:id/work-order.pdf'],
  async create({ t, tenant, owner, marker }) {
    const clientId = await seedClient(t, tenant, { name: `${marker} Client`, address: `${marker} 3 Elm St` });
    const job = await createJob(t, owner, tenant, clientId);
    return { params: { id: job.id }, ids: { jobId: job.id } };
  },
});
