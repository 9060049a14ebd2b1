import { clientBody } from '../clients/clients.test-support';
import { defineIsolationFixture } from '../../security/isolation/fixture';

/**
 * Webhooks: another organization's endpoint and its deliveries can be neither seen, changed, removed nor
 * redelivered. The endpoint gets one delivery from a client created after it (the event it subscribed to).
 */
export default defineIsolationFixture({
  area: 'webhooks',
  prefixes: ['/api/admin/webhooks/'],
  async create({ t, tenant, owner, marker }) {
    const res = await t.request(owner, 'POST', '/api/admin/webhooks', {
      tenant,
      body: { url: `https://hooks.example.com/${marker}`, events: ['client.created'], description: marker },
    });
    if (res.statusCode !== 201) throw new Error(`webhook: ${res.statusCode} ${res.body}`);
    const id = res.json().id as string;
    const client = await t.request(owner, 'POST', '/api/clients', {
      tenant,
      body: clientBody({ firstName: marker }),
    });
    if (client.statusCode !== 201) throw new Error(`client: ${client.statusCode} ${client.body}`);
    const log = await t.request(owner, 'GET', `/api/admin/webhooks/${id}/deliveries`, { tenant });
    const deliveryId = log.json()[0]?.id as string | undefined;
    if (!deliveryId) throw new Error(`webhook deliveries: ${log.statusCode} ${log.body}`);
    return { params: { id, deliveryId } };
  },
});
