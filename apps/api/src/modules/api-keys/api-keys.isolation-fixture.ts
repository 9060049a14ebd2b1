import { defineIsolationFixture } from '../../security/isolation/fixture';

/** API keys: another organization's key can be neither revoked nor seen. */
export default defineIsolationFixture({
  area: 'api-keys',
  prefixes: ['/api/admin/api-keys/'],
  async create({ t, tenant, owner, marker }) {
    const res = await t.request(owner, 'POST', '/api/admin/api-keys', {
      tenant,
      body: { name: `${marker} Zapier`, scopes: ['clients:view'] },
    });
    if (res.statusCode !== 201) throw new Error(`api key: ${res.statusCode} ${res.body}`);
    return { params: { id: res.json().id } };
  },
});
