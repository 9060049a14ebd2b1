import { defineIsolationFixture } from '../../security/isolation/fixture';

/** Tax groups (issue 31); clients and locations name one. */
export default defineIsolationFixture({
  area: 'tax groups',
  prefixes: ['/api/tax-groups/'],
  async create({ t, tenant, owner, marker }) {
    const rate = await t.request(owner, 'POST', '/api/tax-rates', {
      tenant,
      body: { name: `${marker} County`, rate: '0.005' },
    });
    if (rate.statusCode !== 201) throw new Error(`tax rate: ${rate.statusCode} ${rate.body}`);
    const group = await t.request(owner, 'POST', '/api/tax-groups', {
      tenant,
      body: { name: `${marker} Group`, rateIds: [rate.json().id] },
    });
    if (group.statusCode !== 201) throw new Error(`tax group: ${group.statusCode} ${group.body}`);
    return { params: { id: group.json().id }, ids: { groupId: group.json().id, rateId: rate.json().id } };
  },
  bodies: { 'PATCH /api/tax-groups/:id': () => ({ name: 'Renamed' }) },
  references: (_own, foreign) => [
    {
      method: 'POST',
      url: '/api/clients',
      body: {
        firstName: 'Foreign',
        lastName: 'Group',
        email: 'foreign.group@example.com',
        phone: '(512) 555-0100',
        address: '1 Main St',
        city: 'Austin',
        state: 'TX',
        zipCode: '78704',
        taxGroupId: foreign.ids!.groupId,
      },
    },
  ],
});
