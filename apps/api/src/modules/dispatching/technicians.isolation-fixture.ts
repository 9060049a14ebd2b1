import { defineIsolationFixture } from '../../security/isolation/fixture';
import { createTechnician } from './dispatching.test-support';

/** Technicians (/api/technicians/:id); service jobs are in dispatch.isolation-fixture.ts. */
export default defineIsolationFixture({
  area: 'technicians',
  prefixes: ['/api/technicians/'],
  async create({ t, tenant, owner, marker }) {
    const technician = await createTechnician(t, owner, tenant, {
      name: `${marker} Tech`,
      email: `${marker.toLowerCase()}.tech@example.com`,
      homeAddress: `${marker} 1 Main St`,
    });
    return { params: { id: technician.id }, ids: { technicianId: technician.id, userId: owner.id } };
  },
  references: (own, foreign) => [
    { method: 'POST', url: '/api/technicians', body: { name: 'x', userId: foreign.ids!.userId } },
    { method: 'PATCH', url: `/api/technicians/${own.params.id}`, body: { userId: foreign.ids!.userId } },
  ],
});
