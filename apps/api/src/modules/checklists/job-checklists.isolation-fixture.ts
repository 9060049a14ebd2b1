import { defineIsolationFixture } from '../../security/isolation/fixture';
import { createJob, seedClient, seedService } from '../dispatching/dispatching.test-support';

/**
 * A job's checklist (/api/service-jobs/:id/checklist and …/:itemId): a job of a service with a template, so the
 * job has a copy whose first item the other tenant must not read or answer.
 */
export default defineIsolationFixture({
  area: 'job checklists',
  prefixes: ['/api/service-jobs/:id/checklist', '/api/service-jobs/:id/checklists'],
  async create({ t, tenant, owner, marker }) {
    const serviceId = await seedService(t, tenant, `${marker} Tune-Up`);
    const template = await t.request(owner, 'POST', '/api/checklist-templates', {
      tenant,
      body: {
        name: `${marker} Checklist`,
        serviceIds: [serviceId],
        items: [{ label: `${marker} Filter replaced`, kind: 'yesno', required: true }],
      },
    });
    if (template.statusCode !== 201) throw new Error(`template: ${template.statusCode} ${template.body}`);
    const clientId = await seedClient(t, tenant, {
      name: `${marker} Client`,
      address: `${marker} 9 Pine Rd`,
    });
    const job = await createJob(t, owner, tenant, clientId, { services: [{ serviceId, quantity: 1 }] });
    const sheet = await t.request(owner, 'GET', `/api/service-jobs/${job.id}/checklist`, { tenant });
    const itemId = sheet.json().checklists[0].items[0].id;
    const checklistId = sheet.json().checklists[0].id;
    return { params: { id: job.id, itemId, checklistId }, ids: { jobId: job.id } };
  },
  bodies: {
    'PUT /api/service-jobs/:id/checklist/:itemId': () => ({ value: true }),
    'PATCH /api/service-jobs/:id/checklists/:checklistId': () => ({ portalVisible: true }),
  },
});
