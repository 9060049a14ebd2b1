import { defineIsolationFixture } from '../../security/isolation/fixture';

/** A client created and deleted, so its delete entry exists in the audit log. */
export default defineIsolationFixture({
  area: 'deleted-records',
  prefixes: ['/api/deleted-records/'],
  async create({ t, tenant, owner, marker }) {
    const created = await t.request(owner, 'POST', '/api/clients', {
      tenant,
      body: {
        firstName: marker,
        lastName: 'Deleted',
        email: `${marker.toLowerCase()}@example.com`,
        phone: '(512) 555-0100',
        address: '1 Main St',
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
      },
    });
    if (created.statusCode !== 201) throw new Error(`client: ${created.statusCode} ${created.body}`);
    const { id } = created.json();
    const deleted = await t.request(owner, 'DELETE', `/api/clients/${id}`, { tenant });
    if (deleted.statusCode >= 300) throw new Error(`delete client: ${deleted.statusCode} ${deleted.body}`);
    return { params: { id }, values: { entity: 'client' } };
  },
});
