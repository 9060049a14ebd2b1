import { defineIsolationFixture } from '../../security/isolation/fixture';

/**
 * Admin Settings → Integrations: one saved integration. A fixture of its own because its `:id` is an
 * integration's, where the permissions tab's `:id` (admin-settings.isolation-fixture.ts) is a role's.
 */
export default defineIsolationFixture({
  area: 'admin-integrations',
  prefixes: ['/api/admin/integrations/'],
  async create({ t, tenant, owner, marker }) {
    const res = await t.request(owner, 'POST', '/api/admin/integrations', {
      tenant,
      body: {
        integrationName: 'openweather',
        isEnabled: false,
        apiKey: `${marker}-key-0000`,
        webhookUrl: `https://${marker.toLowerCase()}.example.com/hook`,
      },
    });
    if (res.statusCode !== 201) throw new Error(`integration: ${res.statusCode} ${res.body}`);
    return { params: { id: res.json().id } };
  },
});
