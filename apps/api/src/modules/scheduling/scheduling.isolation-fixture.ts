import { defineIsolationFixture } from '../../security/isolation/fixture';
import { createTechnician, dayAt, seedClient } from '../dispatching/dispatching.test-support';
import { assignedJob } from './scheduling.test-support';

/** The calendar's job routes (/api/schedule/jobs/:id and its shift-later action). */
export default defineIsolationFixture({
  area: 'schedule',
  prefixes: ['/api/schedule/jobs/'],
  async create(ctx) {
    const { t, tenant, owner, marker } = ctx;
    const clientId = await seedClient(t, tenant, { name: `${marker} Client`, address: `${marker} 1 Elm St` });
    const technician = await createTechnician(t, owner, tenant, { name: `${marker} Tech` });
    const job = await assignedJob(t, owner, tenant, clientId, technician.id, dayAt(1), 60, {
      serviceType: `${marker} Tune-Up`,
      description: `${marker} job`,
    });
    return { params: { id: job.id }, ids: { technicianId: technician.id, jobId: job.id } };
  },
  bodies: {
    'PATCH /api/schedule/jobs/:id': () => ({ scheduledDate: dayAt(1, 13) }),
  },
  references: (own, foreign) => [
    {
      method: 'PATCH',
      url: `/api/schedule/jobs/${own.params.id}`,
      body: { technicianId: foreign.ids!.technicianId, scheduledDate: dayAt(1, 13) },
    },
  ],
});
