import { defineIsolationFixture } from '../../security/isolation/fixture';

/** Tax rates (issue 31). */
export default defineIsolationFixture({
  area: 'tax rates',
  prefixes: ['/api/tax-rates/'],
  async create({ t, tenant, owner, marker }) {
    const rate = await t.request(owner, 'POST', '/api/tax-rates', {
      tenant,
      body: { name: `${marker} State`, rate: '0.0625', jurisdiction: marker },
    });
    if (rate.statusCode !== 201) throw new Error(`tax rate: ${rate.statusCode} ${rate.body}`);
    return { params: { id: rate.json().id }, ids: { rateId: rate.json().id } };
  },
  bodies: { 'PATCH /api/tax-rates/:id': () => ({ rate: '0.07' }) },
  references: (_own, foreign) => [
    {
      method: 'POST',
      url: '/api/tax-groups',
      body: { name: 'Foreign rate', rateIds: [foreign.ids!.rateId] },
    },
  ],
});
