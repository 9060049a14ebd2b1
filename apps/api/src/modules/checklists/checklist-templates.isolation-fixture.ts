import { defineIsolationFixture } from '../../security/isolation/fixture';
import { seedService } from '../dispatching/dispatching.test-support';

const templateBody = (name: string, serviceIds: string[] = []) => ({
  name,
  serviceIds,
  items: [{ label: 'Filter replaced', kind: 'yesno', required: true }],
});

/** Checklist templates; a template attaches catalogue services, which must be the tenant's own. */
export default defineIsolationFixture({
  area: 'checklist templates',
  prefixes: ['/api/checklist-templates/'],
  async create({ t, tenant, owner, marker }) {
    const serviceId = await seedService(t, tenant, `${marker} Tune-Up`);
    const res = await t.request(owner, 'POST', '/api/checklist-templates', {
      tenant,
      body: templateBody(`${marker} Maintenance`, [serviceId]),
    });
    if (res.statusCode !== 201) throw new Error(`template: ${res.statusCode} ${res.body}`);
    return { params: { id: res.json().id }, ids: { serviceId } };
  },
  bodies: { 'PATCH /api/checklist-templates/:id': () => ({ name: 'Renamed checklist' }) },
  references: (_own, foreign) => [
    {
      method: 'POST',
      url: '/api/checklist-templates',
      body: templateBody('Foreign', [foreign.ids!.serviceId]),
    },
  ],
});
