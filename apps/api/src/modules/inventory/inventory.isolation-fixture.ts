import { defineIsolationFixture } from '../../security/isolation/fixture';

/** Parts and their stock ledger. */
export default defineIsolationFixture({
  area: 'inventory',
  prefixes: ['/api/inventory/'],
  async create({ t, tenant, owner, marker }) {
    const res = await t.request(owner, 'POST', '/api/inventory', {
      tenant,
      body: {
        name: `${marker} Filter`,
        sku: `${marker}-F`,
        unitPrice: '12.00',
        cost: '4.00',
        currentStock: 9,
      },
    });
    if (res.statusCode !== 201) throw new Error(`part: ${res.statusCode} ${res.body}`);
    return { params: { id: res.json().id }, ids: { partId: res.json().id } };
  },
  bodies: { 'PATCH /api/inventory/:id/stock': () => ({ newStock: 3, reason: 'Count' }) },
});
