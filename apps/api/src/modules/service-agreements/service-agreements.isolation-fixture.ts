import { defineIsolationFixture } from '../../security/isolation/fixture';
import { seedClient, seedService } from '../dispatching/dispatching.test-support';
import { agreementBody } from './agreements.test-support';

/** Service agreements (/api/service-agreements/:id, renew); their visits are service jobs of the same tenant. */
export default defineIsolationFixture({
  area: 'service-agreements',
  prefixes: ['/api/service-agreements/'],
  async create({ t, tenant, owner, marker }) {
    const clientId = await seedClient(t, tenant, { name: `${marker} Agreement Client` });
    const serviceId = await seedService(t, tenant, `${marker} Maintenance Visit`);
    const res = await t.request(owner, 'POST', '/api/service-agreements', {
      tenant,
      body: agreementBody(clientId, {
        description: `${marker} agreement`,
        billingSchedule: 'monthly',
        services: [{ serviceId }],
      }),
    });
    if (res.statusCode !== 201) throw new Error(`service agreement: ${res.statusCode} ${res.body}`);
    return { params: { id: res.json().id }, ids: { clientId, serviceId, locationId: res.json().locationId } };
  },
  references: (own, foreign) => [
    { method: 'POST', url: '/api/service-agreements', body: agreementBody(foreign.ids!.clientId) },
    {
      method: 'POST',
      url: '/api/service-agreements',
      body: agreementBody(own.ids!.clientId, { services: [{ serviceId: foreign.ids!.serviceId }] }),
    },
    {
      method: 'POST',
      url: '/api/service-agreements',
      body: agreementBody(own.ids!.clientId, { locationId: foreign.ids!.locationId }),
    },
    {
      method: 'PATCH',
      url: `/api/service-agreements/${own.params.id}`,
      body: { locationId: foreign.ids!.locationId },
    },
  ],
});
