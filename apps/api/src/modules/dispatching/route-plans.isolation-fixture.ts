import { defineIsolationFixture } from '../../security/isolation/fixture';
import { createJob, createTechnician, seedClient } from './dispatching.test-support';

/** Route plans (/api/dispatch/route-plans/:id/apply and /undo): a previewed plan of a day with one job. */
export default defineIsolationFixture({
  area: 'route-plans',
  prefixes: ['/api/dispatch/route-plans/'],
  async create({ t, tenant, owner, marker }) {
    await createTechnician(t, owner, tenant, {
      name: `${marker} Planner`,
      homeLongitude: -97.74,
      homeLatitude: 30.27,
    });
    const clientId = await seedClient(t, tenant, { name: `${marker} Route Client` });
    await createJob(t, owner, tenant, clientId, { scheduledDate: '2031-03-04T15:00:00Z', anytime: true });
    const res = await t.request(owner, 'POST', '/api/dispatch/optimize-routes', {
      tenant,
      body: { date: '2031-03-04', preview: true },
    });
    if (res.statusCode !== 200) throw new Error(`route plan: ${res.statusCode} ${res.body}`);
    return { params: { id: res.json().planId } };
  },
});
