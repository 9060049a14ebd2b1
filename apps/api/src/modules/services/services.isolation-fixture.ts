import { defineIsolationFixture } from '../../security/isolation/fixture';

const serviceBody = (name: string, inventoryId?: string) => ({
  service: {
    name,
    serviceType: inventoryId ? 'composite' : 'simple',
    basePrice: inventoryId ? undefined : '89.00',
  },
  lineItems: inventoryId
    ? [{ itemType: 'part', itemName: 'Part', inventoryId, quantity: 1, rate: '10.00' }]
    : [],
});

/** The services catalogue; composite services reference parts. */
export default defineIsolationFixture({
  area: 'services',
  prefixes: ['/api/services/'],
  async create({ t, tenant, owner, marker }) {
    const res = await t.request(owner, 'POST', '/api/services', {
      tenant,
      body: serviceBody(`${marker} Tune-Up`),
    });
    if (res.statusCode !== 201) throw new Error(`service: ${res.statusCode} ${res.body}`);
    const part = await t.request(owner, 'POST', '/api/inventory', {
      tenant,
      body: { name: `${marker} Capacitor`, unitPrice: '24.00', cost: '8.50', currentStock: 5 },
    });
    if (part.statusCode !== 201) throw new Error(`part: ${part.statusCode} ${part.body}`);
    return { params: { id: res.json().id }, ids: { serviceId: res.json().id, partId: part.json().id } };
  },
  bodies: { 'PUT /api/services/:id': () => serviceBody('Renamed') },
  references: (_own, foreign) => [
    { method: 'POST', url: '/api/services', body: serviceBody('Foreign part', foreign.ids!.partId) },
  ],
});
